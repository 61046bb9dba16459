// /api/matches/new over HTTP on the real server (PostgreSQL), first with 1,000 and then with
// 10,000 synthetic exhibitors (bench/exhibitors.ts), for one attendee with a complete profile.
// The first call after the vendors change prepares every exhibitor and is reported apart.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { hashPassword } from '../server/domain/passwords.ts'
import { synthetic } from './exhibitors.ts'
import { loginToken } from './validation.ts'

export const BENCH_ATTENDEE = {
  email: 'bench-buyer@example.com',
  password: 'Bench-buyer-password-2025',
}

export interface MatchesTiming {
  exhibitors: number
  runs: number
  /** The call right after the vendors changed: it prepares every exhibitor. */
  firstMs: number
  p50: number
  p95: number
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function addVendors(client: pg.Client, from: number, to: number) {
  const all = synthetic(to, to).slice(from)
  for (let start = 0; start < all.length; start += 1000) {
    const batch = all.slice(start, start + 1000)
    await client.query(
      `insert into vendors (name, description, seeking)
       select * from unnest($1::text[], $2::text[], $3::text[])`,
      [batch.map((v) => v.name), batch.map((v) => v.description), batch.map((v) => v.seeking)],
    )
  }
}

/** Other attendees that the synthetic exhibitors engaged with (issue 21): 500 of them, each
 * with about 5 mutual matches and 10 scanned badges over 1,000 exhibitors, so the two-sided
 * signal is read on every ranking (about 7,500 rows). Their requests reuse the buyer's words. */
async function addEngagements(client: pg.Client) {
  const requests = [
    'Un gestionale ERP per il magazzino e la produzione',
    'Robot collaborativi per asservire le presse',
    'Impianto fotovoltaico con accumulo sul tetto del capannone',
    'Consulenza sui bandi Industria 4.0',
  ]
  await client.query(
    `insert into users (email, password_hash, first_name, seeking, description, employment_type,
       email_verified_at, share_with_interested_exhibitors)
     select 'bench-other-' || g || '@example.com', 'x', 'Altro', ($1::text[])[1 + g % 4],
       'Titolare di una PMI manifatturiera', 'employee', now(), true
     from generate_series(1, 500) g
     on conflict (email) do nothing`,
    [requests],
  )
  const others = `(select id from users where email like 'bench-other-%')`
  const firstVendors = `(select id from vendors order by id limit 1000)`
  await client.query(
    `insert into matches (user_id, vendor_id, score, description, status, decided_at,
       exhibitor_accepted_at)
     select u.id, v.id, 0.5, '', 'accepted', now(), now()
     from ${others} u cross join ${firstVendors} v where (u.id + v.id) % 200 = 0
     on conflict do nothing`,
  )
  await client.query(
    `insert into leads (vendor_id, user_id, rating)
     select v.id, u.id, (array['caldo', 'tiepido', 'freddo', null])[1 + (u.id + v.id) % 4]
     from ${others} u cross join ${firstVendors} v where (u.id * 7 + v.id) % 100 = 0
     on conflict do nothing`,
  )
}

export async function measureMatchesRoute(
  databaseUrl: string,
  baseUrl: string,
  plan: { exhibitors: number; runs: number }[] = [
    { exhibitors: 1000, runs: 100 },
    { exhibitors: 10000, runs: 30 },
  ],
): Promise<MatchesTiming[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into users (email, password_hash, first_name, seeking, description, employment_type,
         company_name, email_verified_at)
       values ($1, $2, 'Giulia', $3, $4, 'employee', 'Officine Lombarde Srl', now())
       on conflict (email) do nothing`,
      [
        BENCH_ATTENDEE.email,
        await hashPassword(BENCH_ATTENDEE.password),
        "Cerco un gestionale ERP per la produzione, robot collaborativi per l'assemblaggio e un impianto fotovoltaico per il capannone.",
        "Sono buyer di un'azienda manifatturiera metalmeccanica con 80 dipendenti che produce componenti per macchine agricole.",
      ],
    )
    const token = await loginToken(baseUrl, BENCH_ATTENDEE.email, BENCH_ATTENDEE.password)
    const call = async () => {
      const t0 = performance.now()
      const res = await fetch(`${baseUrl}/api/matches/new`, {
        headers: { authorization: `Bearer ${token}` },
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`/api/matches/new answered ${res.status}`)
      return performance.now() - t0
    }
    const timings: MatchesTiming[] = []
    let present = 0
    for (const { exhibitors, runs } of plan) {
      await addVendors(client, present, exhibitors)
      if (!present) await addEngagements(client)
      present = exhibitors
      const firstMs = await call()
      for (let i = 0; i < 2; i++) await call()
      const times: number[] = []
      for (let i = 0; i < runs; i++) times.push(await call())
      times.sort((a, b) => a - b)
      timings.push({
        exhibitors,
        runs,
        firstMs,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
      })
    }
    return timings
  } finally {
    await client.end()
  }
}

/**
 * Before and after in one run: the same PostgreSQL cluster, vendors and attendee, served once by
 * another version of the app (`git archive` of `ref`, sharing this checkout's node_modules) and
 * once by this one, alternating rounds so that both meet the same machine load.
 * `node bench/matches-route.ts [ref]` (default: main).
 */
export async function compareMatchesRoute(
  ref = 'main',
  exhibitors = 1000,
  rounds = 3,
  runs = 60,
): Promise<{ label: string; p50: number; p95: number; suggestions: number }[]> {
  const { execFileSync } = await import('node:child_process')
  const { mkdtempSync, symlinkSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const path = await import('node:path')
  const { randomBytes } = await import('node:crypto')
  const { startPostgresCluster } = await import('../tests/support/postgres-cluster.ts')
  const { startServerProcess } = await import('../tests/support/server-process.ts')

  const before = mkdtempSync(path.join(tmpdir(), 'fiera-before-'))
  execFileSync('sh', ['-c', `git archive ${ref} | tar -x -C ${before}`])
  symlinkSync(path.resolve('node_modules'), path.join(before, 'node_modules'))
  const cluster = await startPostgresCluster()
  const env = {
    DATABASE_URL: cluster.url,
    TICKET_SECRET: randomBytes(32).toString('base64url'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    STATIC_DIR: path.join(before, 'no-static'),
  }
  const servers = [
    { label: `before (${ref})`, server: await startServerProcess(env, before) },
    { label: 'after (this checkout)', server: await startServerProcess(env) },
  ]
  try {
    // Vendors and attendee once (the first server's call also runs the migrations' data).
    await measureMatchesRoute(cluster.url, servers[0]?.server.url ?? '', [{ exhibitors, runs: 1 }])
    const times = servers.map(() => [] as number[])
    const counts = servers.map(() => 0)
    for (let round = 0; round < rounds; round++) {
      for (const [i, { server }] of servers.entries()) {
        const token = await loginToken(server.url, BENCH_ATTENDEE.email, BENCH_ATTENDEE.password)
        const call = async () => {
          const t0 = performance.now()
          const res = await fetch(`${server.url}/api/matches/new`, {
            headers: { authorization: `Bearer ${token}` },
          })
          const body = (await res.json()) as unknown[]
          if (!res.ok) throw new Error(`/api/matches/new answered ${res.status}`)
          counts[i] = body.length
          return performance.now() - t0
        }
        for (let w = 0; w < 3; w++) await call()
        for (let r = 0; r < runs; r++) times[i]?.push(await call())
      }
    }
    return servers.map(({ label }, i) => {
      const sorted = [...(times[i] ?? [])].sort((a, b) => a - b)
      return {
        label,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        suggestions: counts[i] ?? 0,
      }
    })
  } finally {
    for (const { server } of servers) await server.stop()
    cluster.stop()
  }
}

if (import.meta.main) {
  const ref = process.argv[2] ?? 'main'
  const rows = await compareMatchesRoute(ref)
  console.log(`GET /api/matches/new, 1,000 synthetic exhibitors, PostgreSQL, one call at a time`)
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(24)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  (${r.suggestions} suggestions returned; target p95 < 50 ms)`,
    )
  }
}
