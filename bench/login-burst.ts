// Ticket validation while a burst of logins runs: 50 logins per second (argon2id at the security
// parameters, each from its own client address and account, so no throttle answers instead of
// the hash), against the same validation load without them. The server must trust
// X-Forwarded-For (TRUST_PROXY=true), as behind the fair's reverse proxy.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { hashPassword } from '../server/domain/passwords.ts'
import { type LoadResult } from './http.ts'
import { percentile } from './matches-route.ts'
import { validationLoad } from './validation.ts'

export const BURST_PASSWORD = 'Bench-burst-password-2025'

export interface LoginStats {
  sent: number
  ok: number
  throttled: number
  other: number
  p50: number
  p99: number
}

export interface BurstResult {
  quiet: LoadResult
  burst: LoadResult
  logins: LoginStats
}

/** Inserts `count` verified accounts sharing one password; returns their addresses. */
export async function seedLoginAccounts(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const tag = Date.now().toString(36)
    const { rows } = await client.query<{ email: string }>(
      `insert into users (email, password_hash, first_name, email_verified_at)
       select 'burst-' || g || '-' || $3::text || '@example.com', $2, 'Ospite', now()
       from generate_series(1, $1::int) g returning email`,
      [count, await hashPassword(BURST_PASSWORD), tag],
    )
    return rows.map((r) => r.email)
  } finally {
    await client.end()
  }
}

/** Open loop: one login every 1000/rate ms, whatever the answers' speed, until stopped. */
function startLogins(baseUrl: string, accounts: string[], perSecond: number) {
  const latencies: number[] = []
  const stats = { sent: 0, ok: 0, throttled: 0, other: 0 }
  const pending = new Set<Promise<void>>()
  const fire = () => {
    const i = stats.sent++
    const t0 = performance.now()
    const done = fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: new URLSearchParams({
        username: accounts[i % accounts.length] ?? '',
        password: BURST_PASSWORD,
      }),
    })
      .then(async (res) => {
        await res.arrayBuffer()
        latencies.push(performance.now() - t0)
        if (res.ok) stats.ok++
        else if (res.status === 429) stats.throttled++
        else stats.other++
      })
      .catch(() => {
        stats.other++
      })
      .finally(() => pending.delete(done))
    pending.add(done)
  }
  const timer = setInterval(fire, 1000 / perSecond)
  return async (): Promise<LoginStats> => {
    clearInterval(timer)
    await Promise.all(pending)
    latencies.sort((a, b) => a - b)
    return {
      ...stats,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
    }
  }
}

export async function loginBurst(options: {
  baseUrl: string
  staffToken: string
  codes: string[]
  accounts: string[]
  loginsPerSecond?: number
  connections?: number
  durationSeconds?: number
}): Promise<BurstResult> {
  const { baseUrl, staffToken, codes, accounts } = options
  const connections = options.connections ?? 1
  const duration = options.durationSeconds ?? 8
  const quiet = await validationLoad(baseUrl, staffToken, codes, connections, duration)
  const stop = startLogins(baseUrl, accounts, options.loginsPerSecond ?? 50)
  // Let the burst reach its steady state before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const burst = await validationLoad(baseUrl, staffToken, codes, connections, duration)
  const logins = await stop()
  return { quiet, burst, logins }
}
