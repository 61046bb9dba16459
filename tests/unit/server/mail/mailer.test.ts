// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  classifyFailure,
  MAIL_CLAIM_SECONDS,
  MAIL_STOP_SECONDS,
  retriesWithin,
} from '../../../../server/mail/mailer.ts'
import { RESET_LINK_SECONDS, VERIFY_LINK_SECONDS } from '../../../../server/mail/templates.ts'
import { SMTP_TIMEOUTS } from '../../../../server/mail/transport.ts'

/** The latest second at which each retry can start, as pg-boss draws its jittered delays. */
function latestStarts(retries: number, first: number): number[] {
  const starts: number[] = []
  let at = 0
  for (let n = 0; n < retries; n++) {
    at += Math.min(15 * 60, first * 2 ** (n + 1))
    starts.push(at)
  }
  return starts
}

describe('mail retries', () => {
  it('fit every retry of a link mail within the link’s lifetime, and not one more', () => {
    for (const lifetime of [RESET_LINK_SECONDS, VERIFY_LINK_SECONDS]) {
      const retries = retriesWithin(lifetime, 30)
      expect(retries).toBeGreaterThan(3)
      expect(latestStarts(retries, 30).at(-1)).toBeLessThanOrEqual(lifetime)
      expect(latestStarts(retries + 1, 30).at(-1)).toBeGreaterThan(lifetime)
    }
    // One hour at 30 s, doubling up to 15 minutes, at worst: 60, 120, 240, 480, 900, 900, 900.
    expect(retriesWithin(RESET_LINK_SECONDS, 30)).toBe(7)
    expect(retriesWithin(10, 30)).toBe(0)
  })

  it('sorts SMTP failures into what an admin can act on, retrying only what may pass', () => {
    const err = (fields: object) => Object.assign(new Error('x'), fields)
    expect(classifyFailure(err({ code: 'ECONNECTION' }))).toEqual({
      failure: 'unreachable',
      permanent: false,
    })
    expect(classifyFailure(err({ code: 'ETIMEDOUT' })).failure).toBe('unreachable')
    expect(classifyFailure(err({ code: 'EAUTH', responseCode: 535 }))).toEqual({
      failure: 'auth',
      permanent: false,
    })
    expect(classifyFailure(err({ code: 'EENVELOPE', responseCode: 550 }))).toEqual({
      failure: 'rejected',
      permanent: true,
    })
    expect(classifyFailure(err({ code: 'EENVELOPE', responseCode: 451 }))).toEqual({
      failure: 'rejected',
      permanent: false,
    })
    expect(classifyFailure(new Error('boom'))).toEqual({ failure: 'error', permanent: false })
  })

  it('give up on a hung SMTP conversation before another process may take the job over', () => {
    const longest =
      (SMTP_TIMEOUTS.connectionTimeout +
        SMTP_TIMEOUTS.greetingTimeout +
        SMTP_TIMEOUTS.socketTimeout) /
      1000
    expect(longest).toBeLessThan(MAIL_CLAIM_SECONDS)
    // And a shutdown waits for the sends under way within main.ts's 10 s grace period.
    expect(MAIL_STOP_SECONDS).toBeLessThan(10)
  })
})
