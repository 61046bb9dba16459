// Per-account login throttling (ASVS 5.0 V6.3.1, OWASP authentication cheat sheet): failed logins
// for one address, from any client address, earn a growing wait; a success clears it. Never a
// permanent lockout. Kept in memory of this process, so it resets on restart (see docs/security.md).

export interface LoginThrottleOptions {
  /** Failures allowed without any wait. */
  freeFailures: number
  /** The wait after the first counted failure; it doubles with each further one. */
  baseDelayMs: number
  /** The longest wait. */
  maxDelayMs: number
  /** Failures older than this (since the last one) are forgotten. */
  forgetAfterMs: number
  /** Accounts tracked at most; the oldest are forgotten first beyond it. */
  maxEntries: number
}

export const LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 4,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxEntries: 100_000,
}

interface Entry {
  failures: number
  lastFailureAt: number
  blockedUntil: number
}

export interface LoginThrottle {
  /** Milliseconds to wait before this account may try again; 0 if it may now. */
  waitMs(account: string): number
  /** Counts a failure; answers the wait it imposes (0 while still within the free failures). */
  failed(account: string): number
  succeeded(account: string): void
}

export function createLoginThrottle(
  options: LoginThrottleOptions = LOGIN_THROTTLE,
  now: () => number = () => Date.now(),
): LoginThrottle {
  const entries = new Map<string, Entry>()
  const live = (account: string) => {
    const entry = entries.get(account)
    if (entry && now() - entry.lastFailureAt > options.forgetAfterMs) {
      entries.delete(account)
      return undefined
    }
    return entry
  }
  return {
    waitMs(account) {
      const entry = live(account)
      return entry ? Math.max(0, entry.blockedUntil - now()) : 0
    },
    failed(account) {
      const entry = live(account) ?? { failures: 0, lastFailureAt: 0, blockedUntil: 0 }
      entry.failures++
      entry.lastFailureAt = now()
      const counted = entry.failures - options.freeFailures
      const delay =
        counted > 0
          ? Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(counted - 1, 30))
          : 0
      entry.blockedUntil = entry.lastFailureAt + delay
      // Re-inserted last: the map's order is then least recently failed first.
      entries.delete(account)
      entries.set(account, entry)
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return delay
    },
    succeeded(account) {
      entries.delete(account)
    },
  }
}
