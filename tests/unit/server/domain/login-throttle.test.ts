// @vitest-environment node
// The rule alone; the counting in the shared database is tested in
// tests/server/security/throttling.test.ts and tests/server/shared-state-processes.test.ts.
import { describe, expect, it } from 'vitest'
import {
  delayAfter,
  isForgotten,
  LOGIN_THROTTLE,
  waitMs,
} from '../../../../server/domain/login-throttle.ts'

describe('login throttle', () => {
  it('lets four failures pass, then doubles the wait up to the cap', () => {
    const delays = Array.from({ length: 14 }, (_, i) => delayAfter(i + 1) / 1000)
    expect(delays).toEqual([0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900])
    expect(delayAfter(10_000)).toBe(LOGIN_THROTTLE.maxDelayMs)
  })

  it('makes the caller wait until the delay after the last failure has passed', () => {
    const last = 1_000_000
    const record = { failures: 5, lastFailureAt: last }
    expect(waitMs(record, last)).toBe(2000)
    expect(waitMs(record, last + 1500)).toBe(500)
    expect(waitMs(record, last + 2000)).toBe(0)
    expect(waitMs({ failures: 4, lastFailureAt: last }, last)).toBe(0)
    expect(waitMs(undefined, last)).toBe(0)
  })

  it('forgets failures an hour after the last one', () => {
    const record = { failures: 20, lastFailureAt: 0 }
    expect(isForgotten(record, LOGIN_THROTTLE.forgetAfterMs)).toBe(false)
    expect(isForgotten(record, LOGIN_THROTTLE.forgetAfterMs + 1)).toBe(true)
    expect(waitMs(record, LOGIN_THROTTLE.forgetAfterMs + 1)).toBe(0)
  })
})
