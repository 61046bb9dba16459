// Password storage and rules (ASVS 5.0 V6.2, OWASP password storage cheat sheet, NIST SP
// 800-63B): argon2id at 19 MiB / 2 passes read back from a stored hash; 8 to 1024 characters of
// any Unicode, never truncated; longer refused before hashing; common passwords refused; at most
// HASH_CONCURRENCY hashes at once while a login flood queues.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX_LENGTH } from '../../../src/api/contract.ts'
import { HASH_CONCURRENCY, hashingLoad } from '../../../server/domain/passwords.ts'
import { sharedTestApp } from '../../support/test-app.ts'
import { createUser, lastLinkToken, mailsTo, PASSWORD } from '../helpers.ts'
import { PASSWORD_TEXT } from '../../../server/messages.ts'

describe('passwords', () => {
  const t = sharedTestApp()
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  // A client address per request: the per-client limits are not what is tested here.
  const client = () => `10.44.${Math.floor(serial / 250)}.${serial % 250}`

  const register = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: client(),
      payload: { email, password },
    })
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: client(),
      payload: new URLSearchParams({ username, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  const postJson = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress: client(), payload })
  /** Registers through the API and follows the mailed verification link. */
  const registerAndVerify = async (password: string) => {
    const email = unique('unicode')
    const res = await register(email, password)
    expect(res.statusCode, res.body).toBe(201)
    const token = await lastLinkToken(t, email, 'verify-email')
    expect((await postJson('/api/auth/verify-email', { token })).statusCode).toBe(200)
    return email
  }
  const storedHash = async (email: string) => {
    const [row] = await t.database.rows<{ password_hash: string }>(
      sql`select password_hash from users where email = ${email}`,
    )
    return row?.password_hash ?? ''
  }
  const userCount = async (email: string) => {
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${email}`,
    )
    return Number(row?.n)
  }

  it('stores argon2id with at least 19 MiB of memory and 2 passes', async () => {
    const email = unique('hash')
    expect((await register(email, PASSWORD)).statusCode).toBe(201)
    const stored = await storedHash(email)
    const parsed =
      /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored)
    expect(parsed, stored.slice(0, 40)).not.toBeNull()
    const [, m, tCost, p, salt, digest] = parsed ?? []
    expect(Number(m)).toBeGreaterThanOrEqual(19456)
    expect(Number(tCost)).toBeGreaterThanOrEqual(2)
    expect(Number(p)).toBeGreaterThanOrEqual(1)
    // 16-byte salt and 32-byte digest (unpadded base64).
    expect(Buffer.from(salt ?? '', 'base64').length).toBeGreaterThanOrEqual(16)
    expect(Buffer.from(digest ?? '', 'base64').length).toBeGreaterThanOrEqual(32)
    // Salted: the same password never gives the same hash twice.
    const other = unique('hash')
    expect((await register(other, PASSWORD)).statusCode).toBe(201)
    expect(await storedHash(other)).not.toBe(stored)
  })

  const lastChanged = (p: string) => {
    const chars = [...p]
    chars[chars.length - 1] = chars.at(-1) === 'x' ? 'y' : 'x'
    return chars.join('')
  }
  const cases: [string, string][] = [
    ['emoji', '🔐🎪 fiera 🇮🇹 ottobre'],
    ['combining marks', 'Perche\u0301 cosi\u0300 e\u0300 piu\u0300 sicura'],
    ['non-Latin scripts', 'Пароль-密码-كلمة-パスワード'],
    ['spaces only between words', 'una frase con spazi   multipli'],
    ['64 characters', 'a1-'.repeat(21) + 'Z'],
    ['1000 characters', 'Perché Fiera è bella! '.repeat(46).slice(0, 999) + 'q'],
    ['the 1024-character maximum', 'Lunga!'.repeat(171).slice(0, PASSWORD_MAX_LENGTH)],
  ]
  it.each(cases)('accepts %s, logs in with it and never truncates it', async (_what, password) => {
    expect(password.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH)
    const email = await registerAndVerify(password)
    expect((await login(email, password)).statusCode).toBe(200)
    // A different last character, or one character fewer, is a different password.
    expect((await login(email, lastChanged(password))).statusCode).toBe(401)
    expect((await login(email, [...password].slice(0, -1).join(''))).statusCode).toBe(401)
    expect((await login(email, password)).statusCode).toBe(200)
  })

  it('accepts the same accented password typed composed or decomposed (NFKC)', async () => {
    const decomposed = 'Caffe\u0300 e cornetto alle 8'
    const email = await registerAndVerify(decomposed)
    expect((await login(email, 'Caffè e cornetto alle 8')).statusCode).toBe(200)
    expect((await login(email, 'Caffe e cornetto alle 8')).statusCode).toBe(401)
  })

  it('counts characters, not UTF-16 units: four emoji are too short', async () => {
    const email = unique('emoji')
    const res = await register(email, '🙂🙂🙂🙂')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ detail: PASSWORD_TEXT.tooShort })
    expect(await userCount(email)).toBe(0)
  })

  it('refuses passwords over 1024 characters with 422 and an Italian sentence, before hashing', async () => {
    const tooLong = 'x'.repeat(PASSWORD_MAX_LENGTH + 1)
    const before = hashingLoad.completed
    const email = unique('lunga')
    const registered = await register(email, tooLong)
    expect(registered.statusCode).toBe(422)
    expect(registered.json()).toEqual({ detail: PASSWORD_TEXT.tooLong })
    expect(PASSWORD_TEXT.tooLong).toBe(
      'La password è troppo lunga: può contenere al massimo 1024 caratteri.',
    )
    const loggedIn = await login(email, tooLong)
    expect(loggedIn.statusCode).toBe(422)
    expect(loggedIn.json()).toEqual({ detail: PASSWORD_TEXT.tooLong })
    const reset = await postJson('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      new_password: tooLong,
    })
    expect(reset.statusCode).toBe(422)
    expect(reset.json()).toEqual({ detail: PASSWORD_TEXT.tooLong })
    // 1025 emoji (2050 UTF-16 units): refused the same way.
    expect((await register(unique('lunga'), '🎪'.repeat(1025))).statusCode).toBe(422)
    // Nothing was hashed, nothing stored, and a hashing flood by huge bodies is cut at 413.
    expect(hashingLoad.completed).toBe(before)
    expect(await userCount(email)).toBe(0)
    const huge = await register(unique('enorme'), 'x'.repeat(200_000))
    expect(huge.statusCode).toBe(413)
    expect(hashingLoad.completed).toBe(before)
  })

  const common = ['password1', '12345678', 'qwertyuiop', 'Password1', 'PASSW0RD', 'ciaociao']
  it.each(common)('refuses the common password %s at registration', async (password) => {
    const email = unique('comune')
    const res = await register(email, password)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ detail: PASSWORD_TEXT.common })
    expect(await userCount(email)).toBe(0)
    expect(await mailsTo(t, email)).toHaveLength(0)
  })

  it('refuses common passwords at reset without spending the link', async () => {
    const email = unique('reset')
    await createUser(t, { email })
    expect((await postJson('/api/auth/forgot-password', { email })).statusCode).toBe(200)
    const token = await lastLinkToken(t, email, 'reset-password')
    for (const password of ['12345678', 'qwertyuiop', 'forzainter', 'juventus']) {
      const res = await postJson('/api/auth/reset-password', { token, new_password: password })
      expect(res.statusCode, password).toBe(422)
      expect(res.json()).toEqual({ detail: PASSWORD_TEXT.common })
    }
    const ok = await postJson('/api/auth/reset-password', {
      token,
      new_password: 'tre gatti sul tetto',
    })
    expect(ok.statusCode).toBe(200)
    expect((await login(email, 'tre gatti sul tetto')).statusCode).toBe(200)
  })

  it('keeps the common-password message clear and Italian', () => {
    expect(PASSWORD_TEXT.common).toMatch(/^Questa password è tra le più usate/)
    expect(PASSWORD_TEXT.tooShort).toBe('La password deve contenere almeno 8 caratteri.')
  })

  it(`runs at most ${HASH_CONCURRENCY} hashes at once under 30 simultaneous logins, and other requests still answer`, async () => {
    const email = unique('folla')
    await createUser(t, { email })
    let maxActive = 0
    let maxWaiting = 0
    const sampler = setInterval(() => {
      maxActive = Math.max(maxActive, hashingLoad.active)
      maxWaiting = Math.max(maxWaiting, hashingLoad.waiting)
    }, 1)
    hashingLoad.resetPeak()
    let loginsDone = 0
    try {
      const flood = Array.from({ length: 30 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: `10.45.0.${i + 1}`,
            payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
          .then((res) => {
            loginsDone++
            return res
          }),
      )
      // A request that needs no hash is answered while the flood is still queued.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const health = await t.app.inject({ url: '/api/health' })
      const doneWhenHealthAnswered = loginsDone
      const answers = await Promise.all(flood)
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200))
      expect(health.statusCode).toBe(200)
      expect(doneWhenHealthAnswered).toBeLessThan(30)
    } finally {
      clearInterval(sampler)
    }
    expect(hashingLoad.peak).toBeLessThanOrEqual(HASH_CONCURRENCY)
    expect(maxActive).toBeLessThanOrEqual(HASH_CONCURRENCY)
    expect(hashingLoad.peak).toBeGreaterThanOrEqual(1)
    // The flood really queued: more logins than slots were waiting at some point.
    expect(maxWaiting).toBeGreaterThan(0)
    expect(hashingLoad.active).toBe(0)
    expect(hashingLoad.waiting).toBe(0)
  })
})
