// Server figures beyond the first run's: /api/matches/new with 1,000 and 10,000 exhibitors and
// validation with and without a burst of 50 logins per second (on a private PostgreSQL cluster),
// and ticket validation on the embedded PGlite.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
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

export function loginBurstSection(
  runs: { bound: string; result: BurstResult }[],
  connections: number,
): Section {
  const latency = (v: LoadResult) => `p50 ${v.p50} ms, p99 ${v.p99} ms`
  const rows = runs.flatMap(({ bound, result: r }) => [
    [
      bound,
      'none',
      `${Math.round(r.quiet.requestsPerSecond)} req/s`,
      latency(r.quiet),
      String(r.quiet.errors + r.quiet.non2xx),
      '',
    ],
    [
      bound,
      '50/s',
      `${Math.round(r.burst.requestsPerSecond)} req/s`,
      latency(r.burst),
      String(r.burst.errors + r.burst.non2xx),
      `${r.logins.ok} of ${r.logins.sent} signed in (${r.logins.throttled} × 429), ` +
        `p50 ${r.logins.p50} ms, p99 ${r.logins.p99} ms`,
    ],
  ])
  return {
    title: 'Validation during a login burst (PostgreSQL)',
    command: 'npm run bench (bench/login-burst.ts)',
    note:
      `Validation at ${connections} connection${connections === 1 ? '' : 's'} (one kiosk), ` +
      'first alone, then while 50 logins per second run (argon2id at the security parameters, ' +
      'each login from its own address and account, so no throttle answers instead of the ' +
      'hash). First with the server as configured (one core always left free of hashing), ' +
      'then with a hash on every core (`HASH_CONCURRENCY`), for comparison.',
    header: ['Concurrent hashes', 'Logins', 'Validation', 'Latency', 'Errors', 'Logins answered'],
    rows,
  }
}

export async function matchesAndLoginSections(
  durationSeconds = 8,
  connections = 1,
): Promise<Section[]> {
  const cluster = await startPostgresCluster()
  try {
    const ticketSecret = randomBytes(32).toString('base64url')
    const env = {
      DATABASE_URL: cluster.url,
      TICKET_SECRET: ticketSecret,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'true',
    }
    const server = await startServerProcess(env)
    try {
      const matches = await measureMatchesRoute(cluster.url, server.url)
      const codes = await seedTickets(cluster.url, ticketSecret, 2000)
      const accounts = await seedLoginAccounts(cluster.url, 50 * (durationSeconds + 2))
      const burst = async (baseUrl: string) =>
        loginBurst({
          baseUrl,
          staffToken: await staffToken(baseUrl),
          codes,
          accounts,
          connections,
          durationSeconds,
        })
      const configured = await burst(server.url)
      await server.stop()
      // The same with a hash on every core, to show what the bound buys.
      const everyCore = String(availableParallelism())
      const unbounded = await startServerProcess({ ...env, HASH_CONCURRENCY: everyCore })
      let onEveryCore: BurstResult
      try {
        onEveryCore = await burst(unbounded.url)
      } finally {
        await unbounded.stop()
      }
      return [
        matchesSection(matches),
        loginBurstSection(
          [
            { bound: `${HASH_CONCURRENCY} (as configured)`, result: configured },
            { bound: `${everyCore} (one per core)`, result: onEveryCore },
          ],
          connections,
        ),
      ]
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
