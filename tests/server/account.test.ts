import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { UserExportSchema, UserSchema } from '../../src/api/contract.ts'
import { events, leads, matches, vendors } from '../../server/db/schema.ts'
import { TICKET_MESSAGES } from '../../server/messages.ts'
import { sharedTestApp } from '../support/test-app.ts'
import { bearer, login, PASSWORD, signedIn } from './helpers.ts'

const NEW_PASSWORD = 'Una-frase-nuova-di-zecca'

describe('the attendee’s own account: password, export, deletion, consents', () => {
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  const t = sharedTestApp()

  const refreshWith = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { fiera_refresh: cookie } })
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/users/me', headers })
  const vendorId = async () => {
    const [row] = await t.database.db
      .insert(vendors)
      .values({ name: `Azienda ${++serial}` })
      .returning({ id: vendors.id })
    return row?.id ?? 0
  }
  const talkId = async (title: string, eventTime: string) => {
    const [row] = await t.database.db
      .insert(events)
      .values({ title, eventDate: '2025-10-16', eventTime, location: 'Stage 1' })
      .returning({ id: events.id })
    return row?.id ?? 0
  }
  const starTalk = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/me/agenda/${id}`, headers })
  const validate = (qr: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      headers,
      payload: { qr_code_data: qr },
    })

  it('every new route is 401 without a token', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/users/me/password',
        payload: { current_password: 'x', new_password: NEW_PASSWORD },
      },
      { method: 'GET' as const, url: '/api/users/me/export' },
      { method: 'DELETE' as const, url: '/api/users/me', payload: { password: 'x' } },
    ]
    for (const call of calls) {
      const res = await t.app.inject(call)
      expect(res.statusCode, call.url).toBe(401)
    }
  })

  it('changing the password keeps this session and ends every other one', async () => {
    const email = unique('cambio')
    const here = await signedIn(t, { email })
    const elsewhere = await login(t, email)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: here.headers,
      payload: { current_password: 'non-la-mia', new_password: NEW_PASSWORD },
    })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().detail).toBe('La password attuale non è corretta.')
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: here.headers,
      payload: { current_password: PASSWORD, new_password: 'corta' },
    })
    expect(weak.statusCode).toBe(422)
    expect(weak.json().detail).toMatch(/almeno 8 caratteri/)

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: here.headers,
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    })
    expect(res.statusCode, res.body).toBe(200)
    const fresh = res.json<{ access_token: string }>().access_token
    const cookie = res.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
    expect((await me(bearer(fresh))).statusCode).toBe(200)
    expect((await refreshWith(cookie)).statusCode).toBe(200)
    // The other device: its access token and its refresh cookie are refused.
    expect((await me(bearer(elsewhere.token))).statusCode).toBe(401)
    expect((await me(here.headers)).statusCode).toBe(401)
    expect((await refreshWith(elsewhere.refresh)).statusCode).toBe(401)
    await login(t, email, NEW_PASSWORD)
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(old.statusCode).toBe(401)
  })

  it('consents are off by default, set by PUT and recorded with their date', async () => {
    const { user, headers } = await signedIn(t, { email: unique('consenso') })
    expect(UserSchema.parse((await me(headers)).json())).toMatchObject({
      share_with_interested_exhibitors: false,
      share_on_badge_scan: false,
    })
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers, payload })
    const on = await put({ share_with_interested_exhibitors: true })
    expect(on.json()).toMatchObject({
      share_with_interested_exhibitors: true,
      share_on_badge_scan: false,
    })
    await put({ share_with_interested_exhibitors: true, share_on_badge_scan: true })
    await put({ share_with_interested_exhibitors: false })
    const exported = UserExportSchema.parse(
      (await t.app.inject({ url: '/api/users/me/export', headers })).json(),
    )
    expect(exported.consents.map((c) => [c.consent, c.granted])).toEqual([
      ['share_with_interested_exhibitors', true],
      ['share_on_badge_scan', true],
      ['share_with_interested_exhibitors', false],
    ])
    for (const c of exported.consents) {
      expect(Math.abs(Date.parse(c.recorded_at) - Date.now())).toBeLessThan(60_000)
    }
    expect(exported.profile).toMatchObject({
      share_with_interested_exhibitors: false,
      share_on_badge_scan: true,
    })
  })

  it('the export holds profile, ticket, check-ins, decisions, agenda and badge scans, as a JSON download', async () => {
    const staff = await signedIn(t, { email: unique('staff'), role: 'staff' })
    const { user, headers } = await signedIn(t, {
      email: unique('export'),
      firstName: 'Elena',
      seeking: 'Robotica',
    })
    expect((await validate(user.qrCodeData, staff.headers)).json().valid).toBe(true)
    const vendor = await vendorId()
    await t.database.db.insert(matches).values({
      userId: user.id,
      vendorId: vendor,
      score: 0.8,
      description: 'Perché cerchi robotica',
      status: 'accepted',
      decidedAt: new Date(),
    })
    const late = await talkId('Logistica del freddo', '15:00')
    const early = await talkId('Cobot in officina', '09:30')
    expect((await starTalk(late, headers)).statusCode).toBe(200)
    expect((await starTalk(early, headers)).statusCode).toBe(200)
    await t.database.db.insert(leads).values({ vendorId: vendor, userId: user.id })
    const res = await t.app.inject({ url: '/api/users/me/export', headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fiera-i-miei-dati-/)
    expect(res.headers['cache-control']).toBe('no-store')
    const data = UserExportSchema.parse(res.json())
    expect(data.profile).toMatchObject({ id: user.id, first_name: 'Elena', seeking: 'Robotica' })
    expect(data.ticket?.revoked_at).toBeNull()
    expect(data.checkins).toHaveLength(1)
    expect(data.match_decisions).toEqual([
      expect.objectContaining({ vendor_id: vendor, status: 'accepted' }),
    ])
    // In programme order, whatever the order they were starred in.
    expect(data.agenda.map((a) => [a.event_id, a.title, a.event_time])).toEqual([
      [early, 'Cobot in officina', '09:30:00'],
      [late, 'Logistica del freddo', '15:00:00'],
    ])
    expect(data.badge_scans).toEqual([expect.objectContaining({ vendor_id: vendor })])
    expect(JSON.stringify(data)).not.toContain(user.qrCodeData)
  })

  it('deleting the account erases it, voids the ticket and keeps anonymous counts', async () => {
    const staff = await signedIn(t, { email: unique('varco'), role: 'staff' })
    const email = unique('addio')
    const { user, headers } = await signedIn(t, {
      email,
      firstName: 'Giulia',
      phoneNumber: '+393331234567',
      seeking: 'Packaging',
    })
    expect((await validate(user.qrCodeData, staff.headers)).json().valid).toBe(true)
    const vendor = await vendorId()
    await t.database.db.insert(matches).values([
      { userId: user.id, vendorId: vendor, score: 0.7, description: 'Giulia', status: 'rejected' },
      { userId: user.id, vendorId: await vendorId(), score: 0.5, description: 'x', status: 'none' },
    ])
    const count = async () =>
      (
        await t.database.rows<{ checkins: number; decisions: number }>(
          sql`select (select count(*)::int from checkins) as checkins,
                     (select count(*)::int from matches where status <> 'none') as decisions`,
        )
      )[0]
    const before = await count()
    expect(
      (await starTalk(await talkId('Packaging sostenibile', '11:00'), headers)).statusCode,
    ).toBe(200)
    const feed = await t.app.inject({ url: '/api/users/me/calendar', headers })
    expect(feed.statusCode).toBe(200)
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200)

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers,
      payload: { password: 'sbagliata' },
    })
    expect(wrong.statusCode).toBe(403)
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers,
      payload: { password: PASSWORD },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toMatch(/eliminati/)

    expect((await me(headers)).statusCode).toBe(401)
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(relogin.statusCode).toBe(401)
    const scan = (await validate(user.qrCodeData, staff.headers)).json()
    expect(scan).toMatchObject({ valid: false, message: TICKET_MESSAGES.revoked })
    expect(await count()).toEqual(before)
    const [row] = await t.database.rows<Record<string, unknown>>(
      sql`select email, first_name, phone_number, seeking, deleted_at from users where id = ${user.id}`,
    )
    expect(row).toMatchObject({ first_name: null, phone_number: null, seeking: null })
    expect(row?.email).not.toContain('addio')
    expect(row?.deleted_at).not.toBeNull()
    const reasons = await t.database.rows<{ description: string }>(
      sql`select description from matches where user_id = ${user.id}`,
    )
    expect(reasons).toEqual([{ description: '' }])
    // The agenda is personal data: it goes, and the secret calendar feed stops answering.
    const starred = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from agenda_items where user_id = ${user.id}`,
    )
    expect(starred).toEqual([{ n: 0 }])
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(404)
  })
})
