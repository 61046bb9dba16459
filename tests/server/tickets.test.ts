import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TicketValidationSchema } from '../../src/api/contract.ts'
import { tickets } from '../../server/db/schema.ts'
import { ticketValidator } from '../../server/db/tickets-repository.ts'
import { verifyTicketCode } from '../../server/domain/tickets.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { createUser, signedIn } from './helpers.ts'

const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)

describe('POST /api/tickets/validate', () => {
  let t: TestApp
  let staff: { headers: Record<string, string>; user: { id: number } }
  let serial = 0
  const visitor = () =>
    createUser(t, { email: `visitatore.${++serial}@example.com`, firstName: 'Mario' })
  const validate = (payload: object, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: '/api/tickets/validate', headers, payload })
  const checkinsOf = (userId: number) =>
    t.database.rows<{ gate: string | null; staff_user_id: number; created_at: string }>(
      sql`select c.gate, c.staff_user_id, c.created_at from checkins c
          join tickets k on k.id = c.ticket_id where k.user_id = ${userId}`,
    )

  beforeAll(async () => {
    t = await createTestApp()
    staff = await signedIn(t, { email: 'steward@example.com', role: 'staff' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('admits a valid ticket once per fair day and records staff and gate', async () => {
    const mario = await visitor()
    const res = await validate({ qr_code_data: mario.qrCodeData, gate: 'Ingresso Nord' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.userId, mario.id))
    expect(TicketValidationSchema.parse(res.json())).toEqual({
      valid: true,
      message: 'Benvenuto/a, Mario!',
      ticket_uuid: ticket?.uuid,
      user_id: mario.id,
      reason: 'ok',
      first_used_at: null,
      first_gate: null,
    })
    const rows = await checkinsOf(mario.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ gate: 'Ingresso Nord', staff_user_id: staff.user.id })

    const again = await validate({ qr_code_data: mario.qrCodeData, gate: 'Ingresso Sud' })
    const at = new Date(rows[0]?.created_at ?? '')
    expect(TicketValidationSchema.parse(again.json())).toEqual({
      valid: false,
      message: `Biglietto già utilizzato oggi alle ${hhmm(at)} al varco Ingresso Nord.`,
      ticket_uuid: ticket?.uuid,
      user_id: mario.id,
      reason: 'already_used',
      first_used_at: at.toISOString(),
      first_gate: 'Ingresso Nord',
    })
    expect(await checkinsOf(mario.id)).toHaveLength(1)
  })

  it('tells each entry its own minute and fair day (formatting is remembered per minute)', async () => {
    const scanAt = ticketValidator(t.database)
    const steward = await createUser(t, { email: 'varco.orologio@example.com', role: 'staff' })
    const scan = async (qrCodeData: string, iso: string, gate: string) =>
      scanAt(verifyTicketCode(t.config.ticketSecret, qrCodeData) ?? '', {
        policy: 'daily',
        timeZone: 'Europe/Rome',
        staff: { userId: steward.id, sessionVersion: steward.sessionVersion },
        gate,
        nonce: null,
        now: new Date(iso),
      })
    const [a, b, c, late] = await Promise.all([visitor(), visitor(), visitor(), visitor()])
    // 16 October 2025, Rome is UTC+2: two entries in the minute 09:41, one in 09:42.
    expect(await scan(a.qrCodeData, '2025-10-16T07:41:10Z', 'A')).toMatchObject({ valid: true })
    expect(await scan(b.qrCodeData, '2025-10-16T07:41:50Z', 'B')).toMatchObject({ valid: true })
    expect(await scan(c.qrCodeData, '2025-10-16T07:42:05Z', 'A')).toMatchObject({ valid: true })
    const used = (hhmm: string, gate: string) => ({
      valid: false,
      message: `Biglietto già utilizzato oggi alle ${hhmm} al varco ${gate}.`,
      reason: 'already_used',
      first_gate: gate,
    })
    expect(await scan(a.qrCodeData, '2025-10-16T10:00:00Z', 'C')).toMatchObject(used('09:41', 'A'))
    expect(await scan(b.qrCodeData, '2025-10-16T10:00:01Z', 'C')).toMatchObject(used('09:41', 'B'))
    expect(await scan(c.qrCodeData, '2025-10-16T10:00:02Z', 'C')).toMatchObject(used('09:42', 'A'))
    // One minute apart across Rome's midnight: two fair days, two admissions.
    expect(await scan(late.qrCodeData, '2025-10-16T21:59:30Z', 'A')).toMatchObject({ valid: true })
    expect(await scan(late.qrCodeData, '2025-10-16T21:59:59Z', 'B')).toMatchObject(
      used('23:59', 'A'),
    )
    expect(await scan(late.qrCodeData, '2025-10-16T22:00:10Z', 'B')).toMatchObject({ valid: true })
    expect(await scan(late.qrCodeData, '2025-10-16T22:00:50Z', 'C')).toMatchObject(
      used('00:00', 'B'),
    )
  })

  it('refuses forged and altered codes', async () => {
    const mario = await visitor()
    const altered = mario.qrCodeData.slice(0, -1) + (mario.qrCodeData.endsWith('A') ? 'B' : 'A')
    const secretSwapped = `F1.${'A'.repeat(22)}.${mario.qrCodeData.split('.')[2]}`
    for (const qr_code_data of [altered, secretSwapped, 'hello', 'F1.x.y', `${mario.id}`]) {
      const res = await validate({ qr_code_data })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        valid: false,
        message: 'Biglietto non riconosciuto: il codice QR non è un biglietto valido.',
        ticket_uuid: null,
        user_id: null,
        reason: 'invalid',
        first_used_at: null,
        first_gate: null,
      })
    }
    expect(await checkinsOf(mario.id)).toHaveLength(0)
  })

  it('refuses an oversized body with 413 before reading it, and records nothing', async () => {
    const mario = await visitor()
    const res = await validate({ qr_code_data: mario.qrCodeData, gate: 'x'.repeat(9_000) })
    expect(res.statusCode).toBe(413)
    expect(await checkinsOf(mario.id)).toHaveLength(0)
    // Gate and nonce at their longest, every character JSON-escaped, still fit.
    const escaped = JSON.stringify({
      qr_code_data: mario.qrCodeData,
      gate: 'è'.repeat(64),
      nonce: 'ü'.repeat(128),
    }).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    const fits = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: escaped,
    })
    expect(fits.statusCode).toBe(200)
  })

  it('refuses a revoked ticket', async () => {
    const mario = await visitor()
    await t.database.db
      .update(tickets)
      .set({ revokedAt: new Date() })
      .where(eq(tickets.userId, mario.id))
    const res = await validate({ qr_code_data: mario.qrCodeData })
    expect(res.json()).toMatchObject({
      valid: false,
      message: expect.stringMatching(/annullato/) as string,
      reason: 'revoked',
      first_used_at: null,
    })
  })

  it('answers a retried request (same nonce) the same, without a second entry', async () => {
    const mario = await visitor()
    const nonce = 'kiosk-1-000001'
    const first = await validate({ qr_code_data: mario.qrCodeData, nonce, gate: 'Varco 3' })
    const retry = await validate({ qr_code_data: mario.qrCodeData, nonce, gate: 'Varco 3' })
    expect(first.json().valid).toBe(true)
    expect(retry.json()).toEqual(first.json())
    expect(await checkinsOf(mario.id)).toHaveLength(1)
    const other = await visitor()
    const clash = await validate({ qr_code_data: other.qrCodeData, nonce })
    expect(clash.statusCode).toBe(409)
  })

  it('admits exactly one of 16 simultaneous scans of one ticket', async () => {
    const mario = await visitor()
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        validate({ qr_code_data: mario.qrCodeData, gate: `Varco ${i}` }),
      ),
    )
    const valid = answers.filter((r) => r.json().valid === true)
    expect(valid).toHaveLength(1)
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)
    expect(await checkinsOf(mario.id)).toHaveLength(1)
  })

  it('is for staff and admins only: 401 without token, 403 for attendees', async () => {
    const mario = await visitor()
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      payload: { qr_code_data: mario.qrCodeData },
    })
    expect(anon.statusCode).toBe(401)
    const attendee = await signedIn(t, { email: 'attendee@example.com' })
    const res = await validate({ qr_code_data: mario.qrCodeData }, attendee.headers)
    expect(res.statusCode).toBe(403)
    expect(res.json().detail).toMatch(/permessi/)
    const admin = await signedIn(t, { email: 'boss@example.com', role: 'admin' })
    expect((await validate({ qr_code_data: mario.qrCodeData }, admin.headers)).json().valid).toBe(
      true,
    )
    expect((await validate({ qr_code_data: '' })).statusCode).toBe(422)
  })

  it('checks the caller in the same step as the admission: a voided session or a demotion records nothing', async () => {
    const steward = await signedIn(t, { email: 'varco.7@example.com', role: 'staff' })
    const mario = await visitor()
    // A password reset raises the session version: the token is void at once.
    await t.database.rows(
      sql`update users set session_version = session_version + 1 where id = ${steward.user.id}`,
    )
    const voided = await validate({ qr_code_data: mario.qrCodeData }, steward.headers)
    expect(voided.statusCode).toBe(401)
    expect(await checkinsOf(mario.id)).toHaveLength(0)
    // Forged codes need no ticket lookup, but still a valid staff caller.
    expect((await validate({ qr_code_data: 'F1.x.y' }, steward.headers)).statusCode).toBe(401)
    const attendee = await signedIn(t, { email: 'curioso@example.com' })
    expect((await validate({ qr_code_data: 'F1.x.y' }, attendee.headers)).statusCode).toBe(403)
    // A deleted caller.
    const gone = await signedIn(t, { email: 'varco.8@example.com', role: 'staff' })
    await t.database.rows(sql`delete from users where id = ${gone.user.id}`)
    expect((await validate({ qr_code_data: mario.qrCodeData }, gone.headers)).statusCode).toBe(401)
    expect(await checkinsOf(mario.id)).toHaveLength(0)
    expect((await validate({ qr_code_data: mario.qrCodeData })).json().valid).toBe(true)
  })

  it('refuses a revoked ticket also on a retried nonce, and records nothing', async () => {
    const mario = await visitor()
    await t.database.db
      .update(tickets)
      .set({ revokedAt: new Date() })
      .where(eq(tickets.userId, mario.id))
    for (let i = 0; i < 2; i++) {
      const res = await validate({ qr_code_data: mario.qrCodeData, nonce: 'kiosk-2-000001' })
      expect(res.json()).toMatchObject({ valid: false, user_id: mario.id })
    }
    expect(await checkinsOf(mario.id)).toHaveLength(0)
  })
})

describe.each([
  ['once', /^Biglietto già utilizzato il \d\d\/\d\d\/\d{4} alle \d\d:\d\d\.$/],
  ['unlimited', null],
])('admission policy %s', (policy, repeatMessage) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ ADMISSION_POLICY: policy })
  })
  afterAll(async () => {
    await t.close()
  })

  it(repeatMessage ? 'admits once ever' : 'admits every scan, recording each', async () => {
    const staff = await signedIn(t, { email: 'steward@example.com', role: 'staff' })
    const mario = await createUser(t, { email: 'mario@example.com' })
    const scan = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers: staff.headers,
        payload: { qr_code_data: mario.qrCodeData },
      })
    const first = await scan()
    expect(first.json()).toMatchObject({ valid: true, message: 'Benvenuto/a!' })
    const second = (await scan()).json()
    if (repeatMessage) {
      expect(second.valid).toBe(false)
      expect(second.message).toMatch(repeatMessage)
    } else {
      expect(second.valid).toBe(true)
    }
    const rows = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from checkins`)
    expect(Number(rows[0]?.n)).toBe(repeatMessage ? 1 : 2)
  })
})
