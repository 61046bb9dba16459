// Throttling of the credential endpoints (ASVS 5.0 V6.3.1, OWASP authentication cheat sheet):
// 429 with Retry-After; login per account whatever the client address (a growing wait, never a
// lockout, well under 100 guesses an hour), per client address (X-Forwarded-For only counts
// behind a configured trusted proxy); forgot-password per address and per client; registration
// per client.
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, sharedTestApp, type TestApp } from '../../support/test-app.ts'
import { createUser, mailsTo, PASSWORD } from '../helpers.ts'

const TOO_MANY = /^Troppi tentativi: riprova tra \d+ (secondi|minuti)\.$/

const expect429 = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(429)
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(res.json().detail).toMatch(TOO_MANY)
}
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after'])

let ip = 0
/** A new client address (and a new spoofed X-Forwarded-For) for every request. */
const rotating = () => {
  ip++
  return {
    remoteAddress: `10.2.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: { 'x-forwarded-for': `203.0.113.${ip % 250}`, 'x-real-ip': `198.51.100.${ip % 250}` },
  }
}

const loginFrom =
  (t: () => TestApp) =>
  (
    username: string,
    password: string,
    from: { remoteAddress: string; headers?: Record<string, string> } = rotating(),
  ) =>
    t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from.remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from.headers },
      payload: new URLSearchParams({ username, password }).toString(),
    })

describe('throttling', () => {
  let t: TestApp
  let serial = 0
  const account = async () => {
    const email = `bersaglio.${++serial}@example.com`
    await createUser(t, { email })
    return email
  }
  const login = loginFrom(() => t)
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('login: failures on one account from rotating addresses and spoofed X-Forwarded-For earn a 429', async () => {
    for (const email of [await account(), `nessuno.${++serial}@example.com`]) {
      const codes: number[] = []
      let last: LightMyRequestResponse | undefined
      for (let i = 0; i < 6; i++) {
        last = await login(email, `sbagliata-${i}`)
        codes.push(last.statusCode)
      }
      // Four free failures, the fifth starts the wait: the sixth, from yet another address, waits.
      expect(codes, email).toEqual([401, 401, 401, 401, 401, 429])
      expect429(last as LightMyRequestResponse)
      // 2 s from the fifth failure (1 if the machine stalled for over a second in between).
      expect([1, 2]).toContain(retryAfter(last as LightMyRequestResponse))
    }
  })

  it('login: the correct password also waits while the account is throttled', async () => {
    const email = await account()
    for (let i = 0; i < 5; i++) expect((await login(email, 'sbagliata')).statusCode).toBe(401)
    expect429(await login(email, PASSWORD))
  })

  it('login: the wait doubles with each failure up to 15 minutes, and never becomes a lockout', async () => {
    const email = await account()
    vi.useFakeTimers({ toFake: ['Date'] })
    for (let i = 0; i < 5; i++) expect((await login(email, 'sbagliata')).statusCode).toBe(401)
    const waits: number[] = []
    for (let i = 0; i < 11; i++) {
      const refused = await login(email, 'sbagliata')
      expect429(refused)
      waits.push(retryAfter(refused))
      vi.setSystemTime(Date.now() + retryAfter(refused) * 1000)
      expect((await login(email, 'sbagliata')).statusCode).toBe(401)
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900])
    const refused = await login(email, PASSWORD)
    expect(refused.json().detail).toBe('Troppi tentativi: riprova tra 15 minuti.')
    // After the wait the owner gets in, and the count starts again from zero.
    vi.setSystemTime(Date.now() + 900_000)
    expect((await login(email, PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login(email, 'sbagliata')).statusCode).toBe(401)
  })

  it('login: a guesser retrying as soon as allowed gets well under 100 guesses an hour', async () => {
    const email = await account()
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    let guesses = 0
    let refusals = 0
    while (Date.now() - start < 3600_000) {
      const res = await login(email, `tentativo-${guesses}`)
      if (res.statusCode === 401) {
        guesses++
        continue
      }
      expect429(res)
      refusals++
      vi.setSystemTime(Date.now() + retryAfter(res) * 1000)
    }
    expect(guesses).toBeLessThanOrEqual(20)
    expect(guesses).toBeGreaterThanOrEqual(10)
    expect(refusals).toBeGreaterThan(5)
    // An hour after the last failure the slate is clean: no permanent lockout.
    vi.setSystemTime(Date.now() + 3601_000)
    expect((await login(email, PASSWORD)).statusCode).toBe(200)
  })

  it('login: one client spraying many accounts is stopped at 120 a minute, whatever X-Forwarded-For says', async () => {
    const codes: number[] = []
    for (let i = 0; i < 121; i++) {
      const res = await login(`spray.${i}@example.com`, 'Password1!', {
        remoteAddress: '10.3.3.3',
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
      })
      codes.push(res.statusCode)
      if (i === 120) expect429(res)
    }
    expect(codes.slice(0, 120).every((c) => c === 401)).toBe(true)
  })

  it('forgot-password: five mails an hour per address from any client, known or not', async () => {
    const known = await account()
    const unknown = `ignoto.${++serial}@example.com`
    const answers: Record<string, LightMyRequestResponse[]> = { known: [], unknown: [] }
    for (let i = 0; i < 6; i++) {
      for (const [which, email] of [
        ['known', known],
        ['unknown', unknown],
      ] as const) {
        answers[which]?.push(
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            ...rotating(),
            payload: { email },
          }),
        )
      }
    }
    for (const which of ['known', 'unknown']) {
      const list = answers[which] ?? []
      expect(list.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429])
      const last = list[5] as LightMyRequestResponse
      expect429(last)
      expect(retryAfter(last)).toBeGreaterThan(3000)
      expect(retryAfter(last)).toBeLessThanOrEqual(3600)
    }
    expect(answers.known?.[5]?.body).toBe(answers.unknown?.[5]?.body)
    expect(await mailsTo(t, known)).toHaveLength(5)
  })

  it('forgot-password is limited per client address', async () => {
    let last
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.1.1.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `per-client.${i}@example.com` },
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

describe('throttling behind a trusted proxy (TRUST_PROXY=true)', () => {
  const login = loginFrom(() => t)
  const t = sharedTestApp({ TRUST_PROXY: 'true' })

  it('takes the client from X-Forwarded-For, yet rotating it does not help against the per-account limit', async () => {
    // The per-client limit now follows X-Forwarded-For: 11 "clients" behind one proxy pass.
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.1.1.9',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `per-client.${i}@example.com` },
      })
      expect(res.statusCode).toBe(200)
    }
    const email = 'dietro-proxy@example.com'
    await createUser(t, { email })
    const codes: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await login(email, 'sbagliata', {
        remoteAddress: '10.1.1.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429])
  })
})
