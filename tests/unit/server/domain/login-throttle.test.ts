// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createLoginThrottle, LOGIN_THROTTLE } from '../../../../server/domain/login-throttle.ts'

describe('login throttle', () => {
  const clock = () => {
    let now = 1_000_000
    return { now: () => now, advance: (ms: number) => (now += ms) }
  }

  it('lets four failures pass, then doubles the wait up to the cap', () => {
    const c = clock()
    const throttle = createLoginThrottle(LOGIN_THROTTLE, c.now)
    const delays = Array.from({ length: 14 }, () => {
      const delay = throttle.failed('a@example.com')
      c.advance(delay)
      return delay / 1000
    })
    expect(delays).toEqual([0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900])
    expect(throttle.waitMs('a@example.com')).toBe(0)
  })

  it('makes the caller wait until the delay has passed, per account', () => {
    const c = clock()
    const throttle = createLoginThrottle(LOGIN_THROTTLE, c.now)
    for (let i = 0; i < 5; i++) throttle.failed('a')
    expect(throttle.waitMs('a')).toBe(2000)
    expect(throttle.waitMs('b')).toBe(0)
    c.advance(1500)
    expect(throttle.waitMs('a')).toBe(500)
    c.advance(500)
    expect(throttle.waitMs('a')).toBe(0)
  })

  it('forgets after a success or an hour without failures', () => {
    const c = clock()
    const throttle = createLoginThrottle(LOGIN_THROTTLE, c.now)
    for (let i = 0; i < 6; i++) throttle.failed('a')
    throttle.succeeded('a')
    expect(throttle.waitMs('a')).toBe(0)
    expect(throttle.failed('a')).toBe(0)
    for (let i = 0; i < 6; i++) throttle.failed('b')
    c.advance(LOGIN_THROTTLE.forgetAfterMs + 1)
    expect(throttle.waitMs('b')).toBe(0)
    expect(throttle.failed('b')).toBe(0)
  })

  it('keeps at most maxEntries accounts, forgetting the least recently failed', () => {
    const throttle = createLoginThrottle({ ...LOGIN_THROTTLE, freeFailures: 0, maxEntries: 2 })
    throttle.failed('a')
    throttle.failed('b')
    throttle.failed('a')
    throttle.failed('c')
    expect(throttle.waitMs('b')).toBe(0)
    expect(throttle.waitMs('a')).toBeGreaterThan(0)
    expect(throttle.waitMs('c')).toBeGreaterThan(0)
  })
})
