// Exactly-once admission across real server processes (`node server/main.ts`, over HTTP). On
// PostgreSQL two processes share one database; PGlite is single-process by design, so there
// the one process gets all the simultaneous scans.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gateSecrets, seedStaffTokens, seedTickets, validateOver } from '../support/gate-seed.ts'
import {
  type SharedDatabaseServers,
  startServersOnOneDatabase,
} from '../support/shared-database-servers.ts'
import { testDatabaseKind } from '../support/test-app.ts'

const kind = testDatabaseKind()
const processCount = kind === 'postgres' ? 2 : 1
/** Fresh tickets per burst size: many small bursts, fewer big ones. */
const BURSTS = [
  { n: 2, tickets: 8 },
  { n: 16, tickets: 4 },
  { n: 64, tickets: 3 },
]

describe(`ticket validation across ${processCount} server process(es) on ${kind}`, () => {
  const secrets = gateSecrets()
  let shared: SharedDatabaseServers
  let tickets: { id: number; qrCodeData: string }[] = []
  let staffTokens: string[] = []

  beforeAll(async () => {
    shared = await startServersOnOneDatabase(processCount, { ...secrets }, async (db) => {
      staffTokens = await seedStaffTokens(db, secrets, 4)
      tickets = await seedTickets(
        db,
        secrets,
        BURSTS.reduce((sum, b) => sum + b.tickets, 0),
      )
    })
  }, 120_000)

  afterAll(() => shared.stop())

  it.each(BURSTS)(
    'admits exactly one of $n simultaneous scans of each of $tickets fresh tickets',
    async ({ n, tickets: count }) => {
      for (let k = 0; k < count; k++) {
        const ticket = tickets.pop()
        if (!ticket) throw new Error('not enough tickets seeded')
        const answers = await Promise.all(
          Array.from({ length: n }, (_, i) =>
            validateOver(
              shared.servers[i % shared.servers.length]?.url ?? '',
              staffTokens[i % 4] ?? '',
              {
                qr_code_data: ticket.qrCodeData,
                gate: `Varco ${i % shared.servers.length}`,
              },
            ),
          ),
        )
        expect(answers.filter((a) => a.valid)).toHaveLength(1)
        for (const a of answers.filter((x) => !x.valid)) {
          expect(a.message).toMatch(
            /^Biglietto già utilizzato oggi alle \d\d:\d\d al varco Varco \d\.$/,
          )
        }
        if (kind === 'postgres') {
          const database = await shared.openDatabase()
          try {
            const [row] = await database.rows<{ n: number }>(
              sql`select count(*)::int as n from checkins where ticket_id = ${ticket.id}`,
            )
            expect(Number(row?.n)).toBe(1)
          } finally {
            await database.close()
          }
        }
      }
    },
    90_000,
  )
})
