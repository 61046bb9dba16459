// Server figures beyond the first run's: /api/matches/new with 1,000 and 10,000 exhibitors and
// validation with and without a burst of 50 logins per second (on a private PostgreSQL cluster),
// and ticket validation on the embedded PGlite.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../server/db/client.ts'
import { HASH_CONCURRENCY } from '../server/domain/passwords.ts'
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts'
import { startServerProcess } from '../tests/support/server-process.ts'
import { type LoadResult } from './http.ts'
import { loginBurst, seedLoginAccounts, type BurstResult } from './login-burst.ts'
import { measureMatchesRoute, type MatchesTiming } from './matches-route.ts'
import type { Section } from './report.ts'
import { rssBytes } from './memory.ts'
import {
  doubleAdmissions,
  type Queryable,
  seedTickets,
  staffToken,
  validationLoad,
} from './validation.ts'

const MATCH_TARGETS: Record<number, number> = { 1000: 50, 10000: 300 }
const ms = (x: number) => `${x.toFixed(1)} ms`

export function matchesSection(timings: MatchesTiming[]): Section {
  return {
    title: 'Smart Matching route: GET /api/matches/new',
    command:
      'npm run bench (bench/matches-route.ts): synthetic exhibitors from bench/exhibitors.ts',
    note:
      'One attendee with a complete profile, one request at a time over HTTP on PostgreSQL, ' +
      'wall time at the client. The first call after the vendors change prepares every exhibitor.',
    header: ['Exhibitors', 'Calls', 'p50', 'p95', 'First call', 'Target'],
    rows: timings.map((t) => [
      t.exhibitors.toLocaleString('en'),
      String(t.runs),
      ms(t.p50),
      ms(t.p95),
      ms(t.firstMs),
      `p95 < ${MATCH_TARGETS[t.exhibitors] ?? '?'} ms`,
    ]),
  }
}

export function loginBurstSection(r: BurstResult, connections: number): Section {
  const row = (what: string, v: LoadResult) => [
    what,
    `${Math.round(v.requestsPerSecond)} req/s`,
    `p50 ${v.p50} ms, p99 ${v.p99} ms`,
    String(v.errors + v.non2xx),
  ]
  return {
    title: 'Validation during a login burst (PostgreSQL)',
    command: 'npm run bench (bench/login-burst.ts)',
    note:
      `Validation at ${connections} connection${connections === 1 ? '' : 's'}, first alone, then ` +
      `while 50 logins per second run (argon2id, at most ${HASH_CONCURRENCY} hashes at once on ` +
      `this machine; each login from its own address and account). Logins: ${r.logins.sent} ` +
      `sent, ${r.logins.ok} signed in, ${r.logins.throttled} answered 429, ${r.logins.other} ` +
      `other; login latency p50 ${r.logins.p50} ms, p99 ${r.logins.p99} ms.`,
    header: ['Validation', 'Throughput', 'Latency', 'Errors'],
    rows: [row('Without logins', r.quiet), row('With 50 logins/s', r.burst)],
  }
}

export async function matchesAndLoginSections(
  durationSeconds = 8,
  connections = 1,
): Promise<Section[]> {
  const cluster = await startPostgresCluster()
  try {
    const ticketSecret = randomBytes(32).toString('base64url')
    const server = await startServerProcess({
      DATABASE_URL: cluster.url,
      TICKET_SECRET: ticketSecret,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'true',
    })
    try {
      const matches = await measureMatchesRoute(cluster.url, server.url)
      const codes = await seedTickets(cluster.url, ticketSecret, 2000)
      const accounts = await seedLoginAccounts(cluster.url, 50 * (durationSeconds + 2))
      const burst = await loginBurst({
        baseUrl: server.url,
        staffToken: await staffToken(server.url),
        codes,
        accounts,
        connections,
        durationSeconds,
      })
      return [matchesSection(matches), loginBurstSection(burst, connections)]
    } finally {
      await server.stop()
    }
  } finally {
    cluster.stop()
  }
}

/** The validation figures of the PostgreSQL section, on PGlite (one query at a time, in process). */
export async function pgliteValidationSection(durationSeconds = 8): Promise<Section> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-bench-pglite-'))
  const pgliteDir = path.join(dataDir, 'pglite')
  const ticketSecret = randomBytes(32).toString('base64url')
  const seeding = await openDatabase({ pgliteDir })
  const codes = await seedTickets(seeding.pglite as unknown as Queryable, ticketSecret, 5000)
  await seeding.close()
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DEMO: 'off',
    TICKET_SECRET: ticketSecret,
    JWT_SECRET: randomBytes(32).toString('base64url'),
  })
  let many: LoadResult
  let one: LoadResult
  let rss: number
  try {
    const token = await staffToken(server.url)
    many = await validationLoad(server.url, token, codes, 50, durationSeconds)
    rss = rssBytes(server.child.pid ?? 0)
    one = await validationLoad(server.url, token, codes, 1, Math.min(5, durationSeconds))
  } finally {
    await server.stop()
  }
  const checking = await openDatabase({ pgliteDir })
  const doubles = await doubleAdmissions(checking.pglite as unknown as Queryable)
  await checking.close()
  const p = (r: LoadResult) => `p50 ${r.p50} ms, p99 ${r.p99} ms`
  return {
    title: 'Ticket validation on PGlite',
    command: 'npm run bench (bench/server-extras.ts): 5,000 fresh tickets, cycled',
    note: 'Reported, not compared: PGlite runs one query at a time inside the server process.',
    header: ['What', 'Throughput', 'Latency', 'Target'],
    rows: [
      [
        'POST /api/tickets/validate, 50 connections',
        `${Math.round(many.requestsPerSecond)} req/s`,
        p(many),
        'reported',
      ],
      [
        'POST /api/tickets/validate, 1 connection (one kiosk)',
        `${Math.round(one.requestsPerSecond)} req/s`,
        p(one),
        'reported',
      ],
      ['Double admissions in the run', String(doubles), '', '0'],
      ['Server RSS under validation load', `${(rss / 2 ** 20).toFixed(0)} MiB`, '', 'reported'],
    ],
  }
}
