import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AccountChangeSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AuditListSchema,
  GateSummarySchema,
  ImportReportSchema,
  UserSchema,
} from '../../src/api/contract.ts'
import { fairDay } from '../../server/domain/tickets.ts'
import { sharedTestApp } from '../support/test-app.ts'
import { bearer, createUser, lastLinkToken, login, mailsTo, signedIn } from './helpers.ts'

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../fixtures/import', name), 'utf8')

/** A multipart/form-data body with the given files, as a browser's FormData sends it. */
function multipart(files: { name: string; content: string }[]) {
  const boundary = `----fiera${Math.random().toString(16).slice(2)}`
  const body =
    files
      .map(
        (f) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
          `Content-Type: text/plain\r\n\r\n${f.content}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Every admin route, with a body good enough to pass validation. */
const ADMIN_ROUTES: {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  url: string
  payload?: object
}[] = [
  { method: 'GET', url: '/api/admin/users?q=a' },
  { method: 'POST', url: '/api/admin/users', payload: { email: 'x@example.com', role: 'staff' } },
  { method: 'GET', url: '/api/admin/users/1' },
  { method: 'PATCH', url: '/api/admin/users/1', payload: { role: 'user' } },
  { method: 'POST', url: '/api/admin/users/1/ticket/reissue' },
  { method: 'POST', url: '/api/admin/users/1/ticket/resend' },
  {
    method: 'POST',
    url: '/api/admin/users/1/checkins',
    payload: { gate: 'Nord', reason: 'senza telefono' },
  },
  { method: 'GET', url: '/api/admin/gates/summary?day=2025-10-16' },
  { method: 'GET', url: '/api/admin/checkins.csv?day=2025-10-16' },
  { method: 'POST', url: '/api/admin/import?dry_run=true' },
  { method: 'GET', url: '/api/admin/vendors' },
  { method: 'POST', url: '/api/admin/vendors', payload: { name: 'X' } },
  { method: 'PUT', url: '/api/admin/vendors/1', payload: { name: 'X' } },
  { method: 'DELETE', url: '/api/admin/vendors/1' },
  { method: 'GET', url: '/api/admin/events' },
  {
    method: 'POST',
    url: '/api/admin/events',
    payload: { title: 'X', event_date: '2025-10-16', event_time: '10:00' },
  },
  {
    method: 'PUT',
    url: '/api/admin/events/1',
    payload: { title: 'X', event_date: '2025-10-16', event_time: '10:00' },
  },
  { method: 'DELETE', url: '/api/admin/events/1' },
  { method: 'GET', url: '/api/admin/audit' },
]

describe('/api/admin', () => {
  const t = sharedTestApp()
  let admin: Awaited<ReturnType<typeof signedIn>>
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = admin.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const validate = (qr: string, headers: Record<string, string>, gate = 'Ingresso Nord') =>
    t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      headers,
      payload: { qr_code_data: qr, gate },
    })

  beforeAll(async () => {
    admin = await signedIn(t, { email: 'organizzatrice@example.com', role: 'admin' })
  })

  it('admits role admin only: 401 without a token, 403 for user, staff and exhibitor tokens', async () => {
    const user = await signedIn(t, { email: unique('utente') })
    const staff = await signedIn(t, { email: unique('varco'), role: 'staff' })
    const exhibitor = await signedIn(t, { email: unique('stand'), role: 'exhibitor' })
    for (const route of ADMIN_ROUTES) {
      const anonymous = await call(
        route.method,
        route.url,
        route.payload,
        {} as typeof admin.headers,
      )
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401)
      for (const other of [user, staff, exhibitor]) {
        const res = await call(route.method, route.url, route.payload, other.headers)
        expect(res.statusCode, `${route.method} ${route.url} as ${other.user.role}`).toBe(403)
        expect(res.json().detail).toBe('Non hai i permessi per questa operazione.')
      }
    }
  })

  it('invites a staff member, who sets a password through the 72 h link and can validate', async () => {
    const email = unique('nuovo.varco')
    const res = await call('POST', '/api/admin/users', {
      email: email.toUpperCase(),
      role: 'staff',
      first_name: 'Piero',
    })
    expect(res.statusCode, res.body).toBe(201)
    const change = AccountChangeSchema.parse(res.json())
    expect(change).toMatchObject({
      outcome: 'created',
      user: { email, role: 'staff', active: true },
    })
    const mail = (await mailsTo(t, email)).at(-1)
    expect(mail?.text).toContain('Il tuo account Fiera è pronto')
    expect(mail?.text).toContain('Il link vale 72 ore')
    const token = await lastLinkToken(t, email, 'reset-password')
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'Varco-nord-2025' },
    })
    expect(reset.statusCode).toBe(200)
    const { token: access } = await login(t, email, 'Varco-nord-2025')
    const visitor = await createUser(t, { email: unique('ospite') })
    const scan = await validate(visitor.qrCodeData, bearer(access))
    expect(scan.json()).toMatchObject({ valid: true })

    // Inviting again changes nothing; with another role it changes the role.
    const again = await call('POST', '/api/admin/users', { email, role: 'staff' })
    expect(again.statusCode).toBe(200)
    expect(again.json().outcome).toBe('unchanged')
  })

  it('refuses a malformed invitation in Italian', async () => {
    const res = await call('POST', '/api/admin/users', { email: 'non-valido', role: 'capo' })
    expect(res.statusCode).toBe(422)
    const messages = (res.json().detail as { msg: string }[]).map((d) => d.msg)
    // The server's one wording for every form (server/plugins/errors.ts), fields as labelled.
    expect(messages).toEqual(['Email: valore non valido.', 'Ruolo: valore non valido.'])
  })

  it('a demotion ends the sessions and strips the powers of tokens already issued', async () => {
    const staff = await signedIn(t, { email: unique('demotto'), role: 'staff' })
    const { refresh } = await login(t, staff.user.email)
    const visitor = await createUser(t, { email: unique('ospite') })
    const res = await call('PATCH', `/api/admin/users/${staff.user.id}`, { role: 'user' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ role: 'user', active: true })
    expect((await validate(visitor.qrCodeData, staff.headers)).statusCode).toBe(401)
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fiera_refresh: refresh },
    })
    expect(refreshed.statusCode).toBe(401)
    const audit = AuditListSchema.parse(
      (await call('GET', `/api/admin/audit?target_type=user&target_id=${staff.user.id}`)).json(),
    )
    expect(audit[0]).toMatchObject({
      actor: 'organizzatrice@example.com',
      action: 'user.role_change',
      target_label: staff.user.email,
      details: { from: 'staff', to: 'user' },
    })
  })

  it('revoking access refuses login; restoring gives it back', async () => {
    const person = await signedIn(t, { email: unique('revocato') })
    const revoked = await call('PATCH', `/api/admin/users/${person.user.id}`, { active: false })
    expect(revoked.json()).toMatchObject({ active: false })
    expect((await t.app.inject({ url: '/api/users/me', headers: person.headers })).statusCode).toBe(
      401,
    )
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({
        username: person.user.email,
        password: 'Password-di-prova-1',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().detail).toContain('revocato')
    await call('PATCH', `/api/admin/users/${person.user.id}`, { active: true })
    await login(t, person.user.email)
  })

  it('never removes the last active admin', async () => {
    const res = await call('PATCH', `/api/admin/users/${admin.user.id}`, { role: 'staff' })
    expect(res.statusCode).toBe(409)
    expect(res.json().detail).toContain('unico amministratore attivo')
    const revoke = await call('PATCH', `/api/admin/users/${admin.user.id}`, { active: false })
    expect(revoke.statusCode).toBe(409)
    const second = await signedIn(t, { email: unique('vice'), role: 'admin' })
    const demoted = await call('PATCH', `/api/admin/users/${second.user.id}`, { role: 'user' })
    expect(demoted.statusCode).toBe(200)
  })

  it('reissues a ticket: the old code is refused as replaced, the new one admits and is mailed', async () => {
    const steward = await signedIn(t, { email: unique('steward'), role: 'staff' })
    const visitor = await signedIn(t, { email: unique('telefono.perso'), firstName: 'Lucia' })
    const oldCode = visitor.user.qrCodeData
    const res = await call('POST', `/api/admin/users/${visitor.user.id}/ticket/reissue`)
    expect(res.statusCode, res.body).toBe(200)
    const old = await validate(oldCode, steward.headers)
    expect(old.json()).toMatchObject({
      valid: false,
      user_id: visitor.user.id,
      reason: 'replaced',
    })
    expect(old.json().message).toMatch(
      /^Biglietto sostituito il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/,
    )
    const me = UserSchema.parse(
      (await t.app.inject({ url: '/api/users/me', headers: visitor.headers })).json(),
    )
    expect(me.qr_code_data).not.toBe(oldCode)
    expect((await validate(me.qr_code_data ?? '', steward.headers)).json()).toMatchObject({
      valid: true,
    })
    const mail = (await mailsTo(t, visitor.user.email)).at(-1)
    expect(mail?.text).toContain('Il tuo nuovo biglietto per Fiera')
    expect(mail?.raw).toMatch(/Content-Type: image\/png/)

    const detail = AdminUserDetailSchema.parse(
      (await call('GET', `/api/admin/users/${visitor.user.id}`)).json(),
    )
    expect(detail.ticket.reissued_at).not.toBeNull()
    expect(detail.history.map((h) => h.outcome)).toEqual(['admitted', 'replaced'])

    const resend = await call('POST', `/api/admin/users/${visitor.user.id}/ticket/resend`)
    expect(resend.statusCode).toBe(200)
    expect((await mailsTo(t, visitor.user.email)).at(-1)?.text).toContain('(copia)')
  })

  it('admits manually once per day, like a scan, and the dashboard and CSV count it', async () => {
    const steward = await signedIn(t, { email: unique('steward'), role: 'staff' })
    const visitor = await createUser(t, {
      email: unique('senza.telefono'),
      firstName: 'Aldo',
      lastName: 'Moro',
    })
    const res = await call('POST', `/api/admin/users/${visitor.id}/checkins`, {
      gate: 'Ingresso Sud',
      reason: 'telefono scarico',
    })
    expect(res.statusCode, res.body).toBe(201)
    const again = await call('POST', `/api/admin/users/${visitor.id}/checkins`, {
      gate: 'Ingresso Nord',
      reason: 'di nuovo',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toMatch(
      /^Biglietto già utilizzato oggi alle \d{2}:\d{2} al varco Ingresso Sud\.$/,
    )
    const scan = await validate(visitor.qrCodeData, steward.headers)
    expect(scan.json()).toMatchObject({ valid: false })
    await validate('F1.non-un-biglietto', steward.headers, 'Ingresso Sud')

    // Day and hour from the admission's own time, not from the clock now: read later, they
    // could have passed midnight or the hour in between.
    const { history } = AdminUserDetailSchema.parse(
      (await call('GET', `/api/admin/users/${visitor.id}`)).json(),
    )
    const admittedAt = new Date(history.find((h) => h.method === 'manual')?.at ?? '')
    const day = fairDay(admittedAt, t.config.fairTimeZone)
    const summary = GateSummarySchema.parse(
      (await call('GET', `/api/admin/gates/summary?day=${day}`)).json(),
    )
    const sud = summary.gates.find((g) => g.gate === 'Ingresso Sud')
    expect(sud?.admissions).toBeGreaterThanOrEqual(1)
    expect(sud?.refusals.invalid).toBeGreaterThanOrEqual(1)
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hourCycle: 'h23',
        timeZone: t.config.fairTimeZone,
      }).format(admittedAt),
    )
    expect(sud?.admissions_by_hour[hour]).toBeGreaterThanOrEqual(1)
    expect(summary.refusals.already_used).toBeGreaterThanOrEqual(1)
    expect(summary.unique_visitors).toBeGreaterThanOrEqual(1)
    expect(summary.inside_now).toBeNull()
    expect(summary.last_scans[0]).toMatchObject({ outcome: 'invalid', gate: 'Ingresso Sud' })
    expect(
      summary.last_scans.some((s) => s.method === 'manual' && s.note === 'telefono scarico'),
    ).toBe(true)

    const csv = await call('GET', `/api/admin/checkins.csv?day=${day}`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.startsWith('\uFEFFdata_ora;varco;direzione;modalita;motivo;biglietto')).toBe(
      true,
    )
    expect(csv.body).toMatch(
      /;Ingresso Sud;ingresso;manuale;telefono scarico;[0-9a-f-]{36};\d+;Aldo;Moro;/,
    )

    const other = GateSummarySchema.parse(
      (await call('GET', '/api/admin/gates/summary?day=2001-01-01')).json(),
    )
    expect(other).toMatchObject({ admissions: 0, unique_visitors: 0, gates: [], last_scans: [] })
    const bad = await call('GET', '/api/admin/gates/summary?day=ieri')
    expect(bad.statusCode).toBe(422)
  })

  it('searches accounts by name, address or company with ticket and check-in state', async () => {
    await createUser(t, {
      email: unique('rossi'),
      firstName: 'Giulia',
      lastName: 'Rossi',
      companyName: 'Officine Lariane',
    })
    const byName = AdminUserListSchema.parse(
      (await call('GET', '/api/admin/users?q=giulia%20rossi')).json(),
    )
    expect(byName.users).toHaveLength(1)
    expect(byName.users[0]).toMatchObject({
      first_name: 'Giulia',
      verified: true,
      ticket: { state: 'active' },
    })
    const byCompany = AdminUserListSchema.parse(
      (await call('GET', '/api/admin/users?q=lariane')).json(),
    )
    expect(byCompany.users.map((u) => u.last_name)).toEqual(['Rossi'])
    const staffOnly = AdminUserListSchema.parse(
      (await call('GET', '/api/admin/users?role=admin')).json(),
    )
    expect(staffOnly.users.every((u) => u.role === 'admin')).toBe(true)
  })

  it('imports files: a dry run reports added, changed, removed and each row error; apply is all or nothing', async () => {
    const files = [
      { name: 'espositori.csv', content: fixture('espositori.csv') },
      { name: 'eventi.json', content: fixture('eventi.json') },
    ]
    const upload = multipart(files)
    const dry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import?dry_run=true',
      headers: { ...upload.headers, ...admin.headers },
      payload: upload.payload,
    })
    expect(dry.statusCode, dry.body).toBe(200)
    const report = ImportReportSchema.parse(dry.json())
    expect(report).toMatchObject({ dry_run: true, applied: false, errors: [] })
    expect(report.files.map((f) => [f.file, f.kind, f.added, f.changed])).toEqual([
      ['espositori.csv', 'vendors', 3, 0],
      ['eventi.json', 'events', expect.any(Number), 0],
    ])
    expect((await t.app.inject({ url: '/api/vendors/' })).json()).toHaveLength(0)
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { ...upload.headers, ...admin.headers },
      payload: upload.payload.slice(0, 200),
    })
    expect(cut.statusCode).toBe(422)
    expect(cut.json().detail).toBe('Il caricamento è incompleto o non leggibile: riprova.')

    const withError = [
      ...files,
      { name: 'espositori-errore.csv', content: fixture('espositori-errore.csv') },
    ]
    const body = multipart(withError)
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import?dry_run=false',
      headers: { ...body.headers, ...admin.headers },
      payload: body.payload,
    })
    expect(refused.statusCode).toBe(422)
    expect(ImportReportSchema.parse(refused.json()).errors).toContainEqual({
      file: 'espositori-errore.csv',
      line: 'riga 4',
      field: 'email',
      message: 'indirizzo non valido',
    })
    expect((await t.app.inject({ url: '/api/vendors/' })).json()).toHaveLength(0)

    const good = multipart(files)
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import?dry_run=false',
      headers: { ...good.headers, ...admin.headers },
      payload: good.payload,
    })
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toMatchObject({ applied: true })
    // Shown by the public catalogue at once, without a restart.
    expect((await t.app.inject({ url: '/api/vendors/' })).json()).toHaveLength(3)
    const again = multipart([files[0] as { name: string; content: string }])
    const second = ImportReportSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/import',
          headers: { ...again.headers, ...admin.headers },
          payload: again.payload,
        })
      ).json(),
    )
    expect(second.files[0]).toMatchObject({ added: 0, changed: 0, unchanged: 3, removed: 0 })
    const audit = AuditListSchema.parse(
      (await call('GET', '/api/admin/audit?action=import.apply')).json(),
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]?.target_label).toBe('espositori.csv, eventi.json')
  })

  it('adds, edits and deletes one exhibitor and one talk, visible at once in the public lists', async () => {
    const created = await call('POST', '/api/admin/vendors', {
      name: 'Birrificio Lambrate',
      website: 'www.birrificio.example',
      email: 'ciao@birrificio.example',
      stand: 'c 7',
      hall: 'Padiglione C',
    })
    expect(created.statusCode, created.body).toBe(201)
    const vendor = created.json()
    // The stand as the import stores it, so the map and the exhibitor's page find it.
    expect(vendor).toMatchObject({
      website: 'https://www.birrificio.example',
      external_id: expect.stringMatching(/^v-/),
      stand: 'C7',
      hall: 'C',
    })
    expect((await t.app.inject({ url: `/api/vendors/${vendor.id}` })).json()).toMatchObject({
      stand: 'C7',
      hall: 'C',
    })
    const bad = await call('PUT', `/api/admin/vendors/${vendor.id}`, {
      name: 'Birrificio',
      email: 'no',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().detail).toBe('Campo email: indirizzo non valido.')
    const edited = await call('PUT', `/api/admin/vendors/${vendor.id}`, {
      name: 'Birrificio Lambrate Srl',
    })
    expect(edited.json()).toMatchObject({ name: 'Birrificio Lambrate Srl', email: null })
    const publicList = (await t.app.inject({ url: '/api/vendors/' })).json() as { name: string }[]
    expect(publicList.map((v) => v.name)).toContain('Birrificio Lambrate Srl')

    const talk = await call('POST', '/api/admin/events', {
      title: 'Birra e territorio',
      event_date: '16/10/2025',
      event_time: '9.30',
      location: 'Stage 1',
      tags: ['Birra'],
    })
    expect(talk.statusCode, talk.body).toBe(201)
    expect(talk.json()).toMatchObject({
      event_date: '2025-10-16',
      event_time: '09:30:00',
      tags: ['birra'],
    })
    const events = (await t.app.inject({ url: '/api/events/' })).json() as { title: string }[]
    expect(events.map((e) => e.title)).toContain('Birra e territorio')
    expect((await call('DELETE', `/api/admin/events/${talk.json().id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/admin/vendors/${vendor.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/admin/vendors/${vendor.id}`)).statusCode).toBe(404)
    const actions = AuditListSchema.parse(
      (await call('GET', '/api/admin/audit?target_type=vendor')).json(),
    ).map((a) => a.action)
    expect(actions).toEqual(['vendor.delete', 'vendor.update', 'vendor.create'])
  })
})
