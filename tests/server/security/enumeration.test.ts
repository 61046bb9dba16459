// No account enumeration (ASVS 5.0 V6.3, OWASP forgot-password cheat sheet): login, registration
// and forgot-password answer a known and an unknown address with the same status, body and
// headers, in comparable time (the unknown login path verifies against a dummy argon2 hash).
import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTestApp } from '../../support/test-app.ts'
import { createUser, PASSWORD } from '../helpers.ts'

const TRIES = 10
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
/** Headers that may differ between any two answers. */
const VOLATILE = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
const stableHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)))

describe('account enumeration', () => {
  const t = sharedTestApp()
  let serial = 0
  // A fresh client address per request: the rate limits must not decide the answers here.
  const nextAddress = () => `10.9.${Math.floor(++serial / 250)}.${serial % 250}`
  const known = 'registrato@example.com'
  const unverified = 'non-verificato@example.com'

  const post = (url: string, payload: object | string, form = false) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      ...(form
        ? {
            payload: new URLSearchParams(payload as Record<string, string>).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { payload }),
    })

  type Answer = Awaited<ReturnType<typeof post>>
  /** Runs both cases alternately TRIES times: answers of the last try, and median times. */
  async function compare(known: () => Promise<Answer>, unknown: () => Promise<Answer>) {
    const times = { known: [] as number[], unknown: [] as number[] }
    const last: { known?: Answer; unknown?: Answer } = {}
    // One warm-up round each (first argon2 call, JIT).
    await known()
    await unknown()
    for (let i = 0; i < TRIES; i++) {
      let start = performance.now()
      last.known = await known()
      times.known.push(performance.now() - start)
      start = performance.now()
      last.unknown = await unknown()
      times.unknown.push(performance.now() - start)
    }
    return { ...last, medians: { known: median(times.known), unknown: median(times.unknown) } }
  }
  /**
   * Within 3x, or within 25 ms when both are fast: the bound catches an argon2-sized gap (tens
   * of ms), not the scheduling noise of a loaded 2-core machine on millisecond answers.
   */
  const expectComparable = (medians: { known: number; unknown: number }) => {
    const [fast, slow] = [medians.known, medians.unknown].sort((a, b) => a - b) as [number, number]
    const comparable = slow / Math.max(1, fast) < 3 || slow - fast < 25
    expect(comparable, JSON.stringify(medians)).toBe(true)
  }

  // One known account per try: the per-account throttle and reset limit must not decide either.
  const knownAccounts = Array.from({ length: TRIES + 1 }, (_, i) => `registrato.${i}@example.com`)
  let nextKnown = 0
  const aKnownAccount = () => knownAccounts[nextKnown++ % knownAccounts.length] ?? known

  beforeAll(async () => {
    await createUser(t, { email: known })
    await createUser(t, { email: unverified, emailVerifiedAt: null })
    for (const email of knownAccounts) await createUser(t, { email })
  })

  it('login: a wrong password and an unknown address get the same answer in comparable time', async () => {
    let n = 0
    const result = await compare(
      () => post('/api/auth/login', { username: aKnownAccount(), password: 'sbagliata-123' }, true),
      () =>
        post('/api/auth/login', { username: `nessuno.${++n}@example.com`, password: 'x1' }, true),
    )
    expect(result.known?.statusCode).toBe(401)
    expect(result.unknown?.statusCode).toBe(401)
    expect(result.unknown?.body).toBe(result.known?.body)
    expect(stableHeaders(result.unknown?.headers ?? {})).toEqual(
      stableHeaders(result.known?.headers ?? {}),
    )
    expectComparable(result.medians)
    // An unverified account with a wrong password is indistinguishable as well.
    const unverifiedWrong = await post(
      '/api/auth/login',
      { username: unverified, password: 'sbagliata-123' },
      true,
    )
    expect(unverifiedWrong.statusCode).toBe(401)
    expect(unverifiedWrong.body).toBe(result.known?.body)
  })

  it('register: a taken address and a new one get the same answer in comparable time', async () => {
    let n = 0
    const result = await compare(
      () => post('/api/auth/register', { email: known, password: PASSWORD }),
      () => post('/api/auth/register', { email: `nuovo.${++n}@example.com`, password: PASSWORD }),
    )
    expect(result.known?.statusCode).toBe(201)
    expect(result.unknown?.statusCode).toBe(201)
    expect(result.unknown?.body).toBe(result.known?.body)
    expect(stableHeaders(result.unknown?.headers ?? {})).toEqual(
      stableHeaders(result.known?.headers ?? {}),
    )
    expectComparable(result.medians)
    const again = await post('/api/auth/register', { email: unverified, password: PASSWORD })
    expect(again.statusCode).toBe(201)
    expect(again.body).toBe(result.known?.body)
  })

  it('forgot-password: a known and an unknown address get the same answer in comparable time', async () => {
    let n = 0
    const result = await compare(
      () => post('/api/auth/forgot-password', { email: aKnownAccount() }),
      () => post('/api/auth/forgot-password', { email: `ignoto.${++n}@example.com` }),
    )
    expect(result.known?.statusCode).toBe(200)
    expect(result.unknown?.statusCode).toBe(200)
    expect(result.unknown?.body).toBe(result.known?.body)
    expect(stableHeaders(result.unknown?.headers ?? {})).toEqual(
      stableHeaders(result.known?.headers ?? {}),
    )
    expectComparable(result.medians)
  })

  it('throttling: a known and an unknown address are slowed down alike', async () => {
    const answersFor = async (username: string) => {
      const answers: Answer[] = []
      for (let i = 0; i < 6; i++) {
        answers.push(await post('/api/auth/login', { username, password: 'sbagliata-123' }, true))
      }
      return answers
    }
    const knownAnswers = await answersFor(known)
    const unknownAnswers = await answersFor('nessuno.throttle@example.com')
    expect(knownAnswers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401, 429])
    expect(unknownAnswers.map((a) => a.statusCode)).toEqual(knownAnswers.map((a) => a.statusCode))
    expect(unknownAnswers.map((a) => a.body)).toEqual(knownAnswers.map((a) => a.body))
    // Retry-After counts down in real time: equal up to a second of scheduling delay.
    const withoutWait = (h: Record<string, unknown>) => {
      const { 'retry-after': wait, ...rest } = stableHeaders(h)
      expect(Number(wait ?? 2)).toBeGreaterThanOrEqual(1)
      expect(Number(wait ?? 2)).toBeLessThanOrEqual(2)
      return rest
    }
    expect(unknownAnswers.map((a) => withoutWait(a.headers))).toEqual(
      knownAnswers.map((a) => withoutWait(a.headers)),
    )
  })
})
