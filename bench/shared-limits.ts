// What a limit kept in the shared database costs per limited request: one check through
// rate-limiter-flexible's PostgreSQL store (server/plugins/rate-limits.ts), one at a time, beside
// a bare round trip, on PostgreSQL and PGlite. It is why the gate's hot route takes no such limit.
import { performance } from 'node:perf_hooks'
import { RateLimiterPostgres } from 'rate-limiter-flexible'
import { openDatabase, type OpenDatabaseOptions } from '../server/db/client.ts'
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts'
import { percentile } from './matches-route.ts'
import type { Section } from './report.ts'

const CALLS = 3000
const WARM_UP = 200

async function timed(call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await call(-1 - i)
  const times: number[] = []
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now()
    await call(i)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`
}

async function rowsFor(label: string, options: OpenDatabaseOptions): Promise<string[][]> {
  const database = await openDatabase(options)
  try {
    const limiter = new RateLimiterPostgres({
      storeClient: database.client,
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'bench',
      points: Number.MAX_SAFE_INTEGER,
      duration: 60,
    })
    return [
      [label, 'select 1 (a bare round trip)', await timed(() => database.ping())],
      [label, 'limit check, a new key each time', await timed((i) => limiter.consume(`k${i}`))],
      [label, 'limit check, one key', await timed(() => limiter.consume('same'))],
    ]
  } finally {
    await database.close()
  }
}

export async function sharedLimitsSection(): Promise<Section> {
  const cluster = await startPostgresCluster()
  try {
    return {
      title: 'A limit in the shared database',
      command: 'npm run bench (bench/shared-limits.ts)',
      note:
        `${CALLS.toLocaleString('en')} calls one at a time. Each limited request (the credential ` +
        'routes) pays one such check; POST /api/tickets/validate pays none.',
      header: ['Database', 'What', 'Latency'],
      rows: [
        ...(await rowsFor('PostgreSQL', { databaseUrl: cluster.url })),
        ...(await rowsFor('PGlite', { pgliteDir: 'memory://' })),
      ],
    }
  } finally {
    cluster.stop()
  }
}
