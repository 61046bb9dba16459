// Failed logins per account, kept in the database every server process shares (the rule itself:
// server/domain/login-throttle.ts). Each step is one statement: the count is raised inside the
// upsert, never read and written back, so simultaneous failures on two processes both count.
// rate-limiter-flexible (server/plugins/rate-limits.ts) is not used here: its counters expire a
// fixed time after their first point, while this wait is forgotten an hour after the *last*
// failure (with a fixed window a patient guesser gets four free tries back every hour).
import { createHash } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import {
  delayAfter,
  LOGIN_THROTTLE,
  type LoginThrottleOptions,
  waitMs,
} from '../domain/login-throttle.ts'
import type { Database } from './client.ts'
import { loginFailures } from './schema.ts'

export interface LoginThrottle {
  /** Milliseconds to wait before this account may try again; 0 if it may now. */
  waitMs(account: string): Promise<number>
  /** Counts a failure; answers the wait it imposes (0 while still within the free failures). */
  failed(account: string): Promise<number>
  succeeded(account: string): Promise<void>
}

/** The table says how often, never who: accounts are stored hashed. */
const accountKey = (account: string) => createHash('sha256').update(account).digest('base64url')

export function loginThrottle(
  db: Database,
  options: LoginThrottleOptions = LOGIN_THROTTLE,
  // The process's clock, not the database's: the throttling tests move it.
  now: () => number = () => Date.now(),
): LoginThrottle {
  return {
    async waitMs(account) {
      const [row] = await db
        .select({ failures: loginFailures.failures, lastFailureAt: loginFailures.lastFailureAt })
        .from(loginFailures)
        .where(eq(loginFailures.account, accountKey(account)))
      const record = row && { failures: row.failures, lastFailureAt: row.lastFailureAt.getTime() }
      return waitMs(record, now(), options)
    },
    async failed(account) {
      const at = now()
      const forgetBefore = new Date(at - options.forgetAfterMs).toISOString()
      const [row] = await db
        .insert(loginFailures)
        .values({ account: accountKey(account), failures: 1, lastFailureAt: new Date(at) })
        .onConflictDoUpdate({
          target: loginFailures.account,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore}
              then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: sql`greatest(${loginFailures.lastFailureAt}, excluded.last_failure_at)`,
          },
        })
        .returning({ failures: loginFailures.failures })
      return delayAfter(row?.failures ?? 1, options)
    },
    async succeeded(account) {
      await db.delete(loginFailures).where(eq(loginFailures.account, accountKey(account)))
    },
  }
}

/** Drops the records that no longer count (run now and then by server/plugins/rate-limits.ts). */
export async function forgetOldFailures(
  db: Database,
  now: number = Date.now(),
  options: LoginThrottleOptions = LOGIN_THROTTLE,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.lastFailureAt, new Date(now - options.forgetAfterMs)))
}
