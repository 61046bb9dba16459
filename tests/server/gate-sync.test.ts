// Offline kiosks: the bundle they admit with (public keys only, revoked codes, policy, fair days),
// the upload of what they admitted (recorded as it happened, idempotent, conflicts found) and the
// organiser's list of conflicts. Roles: bundle and sync for staff and admins, conflicts for admins.
import { createPublicKey, verify } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  GateConflictListSchema,
  GateInsideSchema,
  OfflineBundleSchema,
  TicketSyncResultSchema,
  TicketValidationSchema,
} from '../../src/api/contract.ts'
import { tickets } from '../../server/db/schema.ts'
import { reissueTicket } from '../../server/db/tickets-repository.ts'
import { legacyTicketCode, verifyTicketCode } from '../../server/domain/tickets.ts'
import { createTestApp, type TestApp, testDatabaseKind } from '../support/test-app.ts'
import { bearer, createUser, signedIn } from './helpers.ts'

describe(`offline kiosks on ${testDatabaseKind()}`, () => {
  let t: TestApp
  let staff: Awaited<ReturnType<typeof signedIn>>
  let admin: Awaited<ReturnType<typeof signedIn>>
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  const visitor = () => createUser(t, { email: unique('visitatore'), firstName: 'Giulia' })
  const nonce = () => `nonce-${++serial}-${Math.random().toString(36).slice(2)}`
  const sync = (scans: object[], headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: '/api/tickets/sync', headers, payload: { scans } })
  /**
   * `minutes` before now, and still today in Rome, the day the server counts admissions in: in
   * the first half hour after midnight the minutes shrink to fit (same order, all distinct).
   */
  const minutesAgo = (minutes: number) => {
    const now = Date.now()
    const [h = 0, m = 0, s = 0] = new Date(now)
      .toLocaleTimeString('en-GB', { timeZone: 'Europe/Rome', hourCycle: 'h23' })
      .split(':')
      .map(Number)
    const sinceMidnight = ((h * 60 + m) * 60 + s) * 1000 + (now % 1000)
    return new Date(now - minutes * Math.min(60_000, sinceMidnight / 30))
  }
  const scan = (qr: string, gate: string, at = new Date(), id = nonce()) => ({
    nonce: id,
    qr_code_data: qr,
    gate,
    direction: 'in',
    scanned_at: at.toISOString(),
  })
  const inside = async () =>
    GateInsideSchema.parse(
      (await t.app.inject({ url: '/api/admin/gates/inside', headers: admin.headers })).json(),
    )
  const checkinsOf = (userId: number) =>
    t.database.rows<{ gate: string; created_at: string; received_at: string; nonce: string }>(
      sql`select c.gate, c.created_at, c.received_at, c.nonce from checkins c
          join tickets k on k.id = c.ticket_id where k.user_id = ${userId} order by c.id`,
    )

  beforeAll(async () => {
    t = await createTestApp()
    staff = await signedIn(t, { email: unique('steward'), role: 'staff' })
    admin = await signedIn(t, { email: unique('organizzatore'), role: 'admin' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('refuses each route without a valid token (401) and to the roles it does not admit (403)', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/tickets/offline-bundle', admits: ['staff', 'admin'] },
      { method: 'POST' as const, url: '/api/tickets/sync', admits: ['staff', 'admin'] },
      { method: 'GET' as const, url: '/api/admin/gates/conflicts', admits: ['admin'] },
    ]
    const callers = new Map<string, Record<string, string>>()
    for (const role of ['user', 'exhibitor', 'staff', 'admin']) {
      callers.set(role, (await signedIn(t, { email: unique(role), role })).headers)
    }
    const payload = { scans: [scan('F1.x.y', 'Nord')] }
    for (const route of routes) {
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method,
          url: route.url,
          headers,
          ...(route.method === 'POST' ? { payload } : {}),
        })
      expect((await call({})).statusCode, route.url).toBe(401)
      expect((await call(bearer('not-a-token'))).statusCode, route.url).toBe(401)
      for (const [role, headers] of callers) {
        const res = await call(headers)
        if (route.admits.includes(role)) expect(res.statusCode, `${route.url} ${role}`).toBe(200)
        else {
          expect(res.statusCode, `${route.url} ${role}`).toBe(403)
          expect(res.json().detail).toBe('Non hai i permessi per questa operazione.')
        }
      }
    }
  })

  it('hands kiosks a public key that verifies issued codes, and the revoked codes, never a secret', async () => {
    const giulia = await visitor()
    const gone = await visitor()
    await t.database.db
      .update(tickets)
      .set({ revokedAt: new Date() })
      .where(eq(tickets.userId, gone.id))
    const res = await t.app.inject({ url: '/api/tickets/offline-bundle', headers: staff.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const bundle = OfflineBundleSchema.parse(res.json())
    expect(bundle).toMatchObject({ policy: 'daily', time_zone: 'Europe/Rome', fair_days: [] })
    expect(res.body).not.toContain(t.config.ticketSecret)

    const [, secret, signature] = giulia.qrCodeData.split('.')
    expect(giulia.qrCodeData.startsWith('F2.')).toBe(true)
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: bundle.public_keys[0]?.public_key ?? '' },
      format: 'jwk',
    })
    const signed = Buffer.from(`F2.${secret}`)
    expect(verify(null, signed, key, Buffer.from(signature ?? '', 'base64url'))).toBe(true)
    expect(verify(null, Buffer.from('F2.x'), key, Buffer.from(signature ?? '', 'base64url'))).toBe(
      false,
    )
    expect(bundle.revoked).toContain(verifyTicketCode(t.config.ticketSecret, gone.qrCodeData))
    expect(bundle.revoked).not.toContain(verifyTicketCode(t.config.ticketSecret, giulia.qrCodeData))
  })

  it('records offline admissions as they happened, once, however often they are uploaded', async () => {
    const giulia = await visitor()
    const at = minutesAgo(20)
    const batch = [scan(giulia.qrCodeData, 'Ingresso Est', at)]
    const first = await sync(batch)
    expect(first.statusCode, first.body).toBe(200)
    expect(TicketSyncResultSchema.parse(first.json()).results).toEqual([
      { nonce: batch[0]?.nonce, outcome: 'recorded', conflict: null },
    ])
    const again = await sync(batch)
    expect(again.json().results).toEqual([
      { nonce: batch[0]?.nonce, outcome: 'duplicate', conflict: null },
    ])
    const rows = await checkinsOf(giulia.id)
    expect(rows).toHaveLength(1)
    expect(new Date(rows[0]?.created_at ?? '').toISOString()).toBe(at.toISOString())
    expect(new Date(rows[0]?.received_at ?? '').getTime()).toBeGreaterThan(at.getTime())

    // Online, the gate now hears when and where the offline admission was.
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      headers: staff.headers,
      payload: { qr_code_data: giulia.qrCodeData, gate: 'Ingresso Nord' },
    })
    expect(TicketValidationSchema.parse(online.json())).toMatchObject({
      valid: false,
      reason: 'already_used',
      first_gate: 'Ingresso Est',
      first_used_at: at.toISOString(),
    })
  })

  it('reports a ticket admitted offline at two gates as one conflict, whatever the uploads', async () => {
    const giulia = await visitor()
    const early = minutesAgo(10)
    const late = minutesAgo(5)
    const north = [scan(giulia.qrCodeData, 'Varco Nord', early)]
    const south = [scan(giulia.qrCodeData, 'Varco Sud', late)]
    expect((await sync(north)).json().results[0].outcome).toBe('recorded')
    const clash = await sync(south)
    expect(clash.json().results).toEqual([
      { nonce: south[0]?.nonce, outcome: 'conflict', conflict: 'double_admission' },
    ])
    expect((await sync(south)).json().results[0].outcome).toBe('duplicate')
    expect(
      (await sync([...north, ...south])).json().results.map((r: { outcome: string }) => r.outcome),
    ).toEqual(['duplicate', 'duplicate'])
    expect(await checkinsOf(giulia.id)).toHaveLength(1)

    const res = await t.app.inject({ url: '/api/admin/gates/conflicts', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    const mine = GateConflictListSchema.parse(res.json()).conflicts.filter(
      (c) => c.user_id === giulia.id,
    )
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        kind: 'double_admission',
        ticket_uuid: expect.any(String),
        user_id: giulia.id,
        gate: 'Varco Sud',
        scanned_at: late.toISOString(),
        received_at: expect.any(String),
        first_gate: 'Varco Nord',
        first_used_at: early.toISOString(),
      },
    ])
  })

  it('keeps the same ticket twice in one batch to one admission and one conflict', async () => {
    const giulia = await visitor()
    const results = (
      await sync([
        scan(giulia.qrCodeData, 'Varco A', minutesAgo(1)),
        scan(giulia.qrCodeData, 'Varco B', minutesAgo(0.5)),
      ])
    ).json().results
    expect(results.map((r: { outcome: string }) => r.outcome)).toEqual(['recorded', 'conflict'])
    expect(await checkinsOf(giulia.id)).toEqual([expect.objectContaining({ gate: 'Varco A' })])
  })

  it('settles entries and exits of one batch in the order they happened, with re-entry', async () => {
    const giulia = await visitor()
    const exit = (at: Date, gate: string) => ({
      ...scan(giulia.qrCodeData, gate, at),
      direction: 'out',
    })
    const insideBefore = (await inside()).inside
    // Sent out of order: the kiosks' queues are merged, the times tell what happened.
    const batch = [
      exit(minutesAgo(4), 'Uscita Est'),
      scan(giulia.qrCodeData, 'Ingresso Nord', minutesAgo(3)),
      exit(minutesAgo(6), 'Uscita Ovest'), // before any entry: nobody to let out
      scan(giulia.qrCodeData, 'Ingresso Sud', minutesAgo(5)),
      exit(minutesAgo(2), 'Uscita Est'),
      exit(minutesAgo(1.5), 'Uscita Ovest'), // a second exit of the same stay
    ]
    const first = await sync(batch)
    expect(first.statusCode, first.body).toBe(200)
    expect(
      TicketSyncResultSchema.parse(first.json()).results.map((r) => [r.nonce, r.outcome]),
    ).toEqual([
      [batch[0]?.nonce, 'recorded'],
      [batch[1]?.nonce, 'recorded'], // a re-entry after the exit before it
      [batch[2]?.nonce, 'not_inside'],
      [batch[3]?.nonce, 'recorded'],
      [batch[4]?.nonce, 'recorded'],
      [batch[5]?.nonce, 'not_inside'],
    ])
    const rows = await checkinsOf(giulia.id)
    expect(rows.map((row) => row.gate).sort()).toEqual(
      ['Ingresso Nord', 'Ingresso Sud', 'Uscita Est', 'Uscita Est'].sort(),
    )
    expect((await inside()).inside).toBe(insideBefore)
    // Uploaded again, in another order: nothing changes (an exit nobody made stays unrecorded).
    const again = TicketSyncResultSchema.parse((await sync([...batch].reverse())).json())
    expect(again.results.map((r) => [r.nonce, r.outcome]).reverse()).toEqual(
      batch.map((item, i) => [item.nonce, i === 2 || i === 5 ? 'not_inside' : 'duplicate']),
    )
    expect(await checkinsOf(giulia.id)).toHaveLength(4)
  })

  it('records a revoked ticket admitted offline, and says so; forged codes record nothing', async () => {
    const gone = await visitor()
    await t.database.db
      .update(tickets)
      .set({ revokedAt: new Date() })
      .where(eq(tickets.userId, gone.id))
    const forged = `F2.${'A'.repeat(22)}.${'B'.repeat(86)}`
    const results = (await sync([scan(gone.qrCodeData, 'Nord'), scan(forged, 'Nord')])).json()
      .results
    expect(
      results.map((r: { outcome: string; conflict: string | null }) => [r.outcome, r.conflict]),
    ).toEqual([
      ['conflict', 'revoked'],
      ['invalid', null],
    ])
    expect(await checkinsOf(gone.id)).toHaveLength(1)
    const res = await t.app.inject({ url: '/api/admin/gates/conflicts', headers: admin.headers })
    expect(res.json().conflicts.filter((c: { user_id: number }) => c.user_id === gone.id)).toEqual([
      expect.objectContaining({ kind: 'revoked', first_gate: null }),
    ])
  })

  it("lists a reissued ticket's old code as revoked, and records its offline admission as a conflict", async () => {
    const giulia = await visitor()
    const issued = await reissueTicket(t.database.db, giulia.id, t.config.ticketSecret)
    expect(issued?.qrCodeData).not.toBe(giulia.qrCodeData)
    const bundle = await t.app.inject({
      url: '/api/tickets/offline-bundle',
      headers: staff.headers,
    })
    expect(bundle.json().replaced).toContain(
      verifyTicketCode(t.config.ticketSecret, giulia.qrCodeData),
    )
    expect(bundle.json().revoked).not.toContain(
      verifyTicketCode(t.config.ticketSecret, giulia.qrCodeData),
    )
    const results = (await sync([scan(giulia.qrCodeData, 'Varco Nord')])).json().results
    expect(results).toEqual([
      expect.objectContaining({ outcome: 'conflict', conflict: 'replaced' }),
    ])
    expect(await checkinsOf(giulia.id)).toHaveLength(1)
    const res = await t.app.inject({ url: '/api/admin/gates/conflicts', headers: admin.headers })
    expect(
      res.json().conflicts.filter((c: { user_id: number }) => c.user_id === giulia.id),
    ).toEqual([expect.objectContaining({ kind: 'replaced', gate: 'Varco Nord' })])
  })

  it('still admits codes issued before signed tickets (F1), online', async () => {
    const giulia = await visitor()
    const [row] = await t.database.db
      .select({ uuid: tickets.uuid })
      .from(tickets)
      .where(eq(tickets.userId, giulia.id))
    const old = legacyTicketCode(t.config.ticketSecret, row?.uuid ?? '').qrCodeData
    expect(old).toMatch(/^F1\./)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      headers: staff.headers,
      payload: { qr_code_data: old, gate: 'Nord' },
    })
    expect(res.json()).toMatchObject({ valid: true, reason: 'ok', user_id: giulia.id })
  })
})

describe(`fair days on ${testDatabaseKind()}`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ FAIR_DAYS: '2025-10-16,2025-10-17' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers not_valid_today outside the fair days, and puts the days in the bundle', async () => {
    const staff = await signedIn(t, { email: 'varco.giorni@example.com', role: 'staff' })
    const giulia = await createUser(t, { email: 'giorni@example.com' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/validate',
      headers: staff.headers,
      payload: { qr_code_data: giulia.qrCodeData },
    })
    expect(res.json()).toMatchObject({ valid: false, reason: 'not_valid_today' })
    const bundle = await t.app.inject({
      url: '/api/tickets/offline-bundle',
      headers: staff.headers,
    })
    expect(bundle.json().fair_days).toEqual(['2025-10-16', '2025-10-17'])
  })
})
