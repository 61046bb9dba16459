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
