// Per-account login throttling (ASVS 5.0 V6.3.1, OWASP authentication cheat sheet): failed logins
// for one address, from any client address, earn a growing wait; a success clears it. Never a
// permanent lockout. The rule lives here; the failures are counted in the database that every
// server process shares (server/db/login-failures-repository.ts), so N processes enforce one wait
// and a restart forgets nothing.

export interface LoginThrottleOptions {
  /** Failures allowed without any wait. */
  freeFailures: number
  /** The wait after the first counted failure; it doubles with each further one. */
  baseDelayMs: number
  /** The longest wait. */
  maxDelayMs: number
  /** Failures older than this (since the last one) are forgotten. */
  forgetAfterMs: number
}

export const LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 4,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
}

/** An account's failures in a row, and when the last one happened (epoch ms). */
export interface FailureRecord {
  failures: number
  lastFailureAt: number
}

/** The wait that the given number of failures in a row imposes after the last of them. */
export function delayAfter(failures: number, options: LoginThrottleOptions = LOGIN_THROTTLE) {
  const counted = failures - options.freeFailures
  return counted > 0
    ? Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(counted - 1, 30))
    : 0
}

/** Whether failures this old no longer count: the next failure starts again from one. */
export function isForgotten(
  record: FailureRecord,
  now: number,
  options: LoginThrottleOptions = LOGIN_THROTTLE,
) {
  return now - record.lastFailureAt > options.forgetAfterMs
}

/** Milliseconds to wait before this account may try again; 0 if it may now. */
export function waitMs(
  record: FailureRecord | undefined,
  now: number,
  options: LoginThrottleOptions = LOGIN_THROTTLE,
): number {
  if (!record || isForgotten(record, now, options)) return 0
  return Math.max(0, record.lastFailureAt + delayAfter(record.failures, options) - now)
}
