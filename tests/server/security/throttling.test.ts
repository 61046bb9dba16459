// Throttling of the credential endpoints (ASVS 5.0 V6.3.1): 429 with Retry-After, per client
// address, and a spoofed X-Forwarded-For does not reset the count (no trusted proxy configured).
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/test-app.ts'
import { createUser } from '../helpers.ts'

describe('throttling', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await createUser(t, { email: 'bersaglio@example.com' })
  })
  afterAll(async () => {
    await t.close()
  })

  const expect429 = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().detail).toMatch(/^Troppi tentativi: riprova tra \d+ secondi\.$/)
  }

  it('login: a spoofed X-Forwarded-For does not reset the count', async () => {
    const codes: number[] = []
    let last
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.1',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `198.51.100.${i}`,
        },
        payload: 'username=bersaglio%40example.com&password=sbagliata',
      })
      codes.push(last.statusCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true)
    expect429(last as NonNullable<typeof last>)
  })

  it('forgot-password is limited per client address', async () => {
    let last
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.1.1.2',
        payload: { email: `ignoto.${i}@example.com` },
      })
      if (i < 10) expect(last.statusCode).toBe(200)
    }
    expect429(last as NonNullable<typeof last>)
  })

  it('registration is limited per client address', async () => {
    let last
    for (let i = 0; i < 21; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.1.1.3',
        // Invalid bodies count too: the limit is checked before validation and hashing.
        payload: { email: 'non-una-email', password: 'x' },
      })
      if (i < 20) expect(last.statusCode).toBe(422)
    }
    expect429(last as NonNullable<typeof last>)
  })
})
