// Exactly-once admission and no lost updates, over real HTTP with one database connection per
// client (pool as large as the burst). The two-process PostgreSQL case is in
// tests/server/tickets-processes.test.ts.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../../server/app.ts'
import type { Config } from '../../../server/config.ts'
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.ts'
import { vendors } from '../../../server/db/schema.ts'
import { seedStaffTokens, seedTickets } from '../../support/gate-seed.ts'
import {
  createPostgresDatabase,
  openTestDatabase,
  testConfig,
  testDatabaseKind,
} from '../../support/test-app.ts'

const kind = testDatabaseKind()
const secretsOf = (config: Config) => ({
  JWT_SECRET: config.jwtSecret,
  TICKET_SECRET: config.ticketSecret,
})

describe(`concurrency on ${kind}`, () => {
  let app: App
  let config: Config
  let database: DatabaseHandle
  let base = ''
  let dataDir = ''
  const staffTokens: string[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-conc-'))
    config = testConfig(dataDir)
    database =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: await createPostgresDatabase(), poolSize: 70 })
        : await openTestDatabase('pglite')
    app = await buildApp({ config, database, logger: false })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    staffTokens.push(...(await seedStaffTokens(database.db, secretsOf(config), 4)))
  })
  afterAll(async () => {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const freshTicket = async () => {
    const [ticket] = await seedTickets(database.db, secretsOf(config), 1)
    if (!ticket) throw new Error('seed failed')
    return ticket
  }
  const checkinsOf = async (ticketId: number) =>
    Number(
      (
        await database.rows<{ n: number }>(
          sql`select count(*)::int as n from checkins where ticket_id = ${ticketId}`,
        )
      )[0]?.n,
    )
  const burst = (n: number, body: (i: number) => object) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const res = await fetch(`${base}/api/tickets/validate`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${staffTokens[i % staffTokens.length]}`,
          },
          body: JSON.stringify(body(i)),
        })
        expect(res.status).toBe(200)
        return (await res.json()) as { valid: boolean; message: string }
      }),
    )

  const TICKETS: Record<number, number> = { 2: 6, 16: 4, 64: 3 }
  it.each([2, 16, 64])(
    'admits exactly one of %i simultaneous validations of each fresh ticket',
    async (n) => {
      for (let k = 0; k < (TICKETS[n] ?? 1); k++) {
        const ticket = await freshTicket()
        const answers = await burst(n, (i) => ({
          qr_code_data: ticket.qrCodeData,
          gate: `Varco ${i % 4}`,
        }))
        expect(answers.filter((a) => a.valid)).toHaveLength(1)
        for (const a of answers.filter((x) => !x.valid)) {
          expect(a.message).toMatch(
            /^Biglietto già utilizzato oggi alle \d\d:\d\d al varco Varco \d\.$/,
          )
        }
        expect(await checkinsOf(ticket.id)).toBe(1)
      }
    },
    60_000,
  )

  it('answers every simultaneous retry of one nonce the same, with one check-in', async () => {
    const ticket = await freshTicket()
    const nonce = `kiosk-${randomBytes(8).toString('hex')}`
    const answers = await burst(16, () => ({ qr_code_data: ticket.qrCodeData, nonce }))
    expect(answers.every((a) => a.valid)).toBe(true)
    expect(await checkinsOf(ticket.id)).toBe(1)
    const later = await burst(1, () => ({ qr_code_data: ticket.qrCodeData, nonce: 'another-1' }))
    expect(later[0]?.valid).toBe(false)
  })

  it('loses no page view under 500 concurrent reads', async () => {
    const [vendor] = await database.db
      .insert(vendors)
      .values({ name: 'Robotica Emiliana', description: 'Bracci robotici' })
      .returning({ id: vendors.id })
    const id = vendor?.id ?? 0
    const statuses = await Promise.all(
      Array.from({ length: 500 }, async () => (await fetch(`${base}/api/vendors/${id}`)).status),
    )
    expect(statuses.every((s) => s === 200)).toBe(true)
    const [row] = await database.rows<{ n: number }>(
      sql`select page_view_count as n from vendors where id = ${id}`,
    )
    expect(Number(row?.n)).toBe(500)
  }, 60_000)
})
