import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { findUserByEmail } from '../../server/db/users-repository.ts'
import { createTestApp, sharedTestApp } from '../support/test-app.ts'
import {
  bearer,
  createUser,
  decodeQuotedPrintable,
  lastLinkToken,
  login,
  mailsTo,
  PASSWORD,
} from './helpers.ts'
import { PASSWORD_TEXT } from '../../server/messages.ts'

// One app for the file (fast); every test uses its own addresses.
let serial = 0
const unique = (name: string) => `${name}.${++serial}@example.com`

const registration = (email: string) => ({
  email,
  password: 'una-password-lunga',
  first_name: 'Giulia',
  last_name: 'Rossi',
  phone_number: '+39 333 1234567',
  employment_type: 'employee',
  company_name: 'Officine Rossi S.r.l.',
})

describe('/api/auth', () => {
  const t = sharedTestApp()

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload })
  const postJson = (url: string, payload?: object, cookies?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, ...(cookies ? { cookies } : {}) })
  const loginRaw = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ username, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  const expireTokens = (email: string, purpose: 'verify' | 'reset') =>
    t.database.rows(
      sql`update email_tokens set expires_at = now() - interval '1 second'
          where purpose = ${purpose} and user_id = (select id from users where email = ${email})`,
    )

  describe('register and verify', () => {
    it('stores the user unverified and mails a verification link', async () => {
      const email = unique('giulia')
      const res = await register(registration(email.toUpperCase()))
      expect(res.statusCode).toBe(201)
      expect(res.json().message).toMatch(/Controlla la tua email/)
      expect(res.headers['cache-control']).toBe('no-store')

      const user = await findUserByEmail(t.database.db, email)
      expect(user).toMatchObject({
        email,
        firstName: 'Giulia',
        employmentType: 'employee',
        companyName: 'Officine Rossi S.r.l.',
        role: 'user',
        emailVerifiedAt: null,
      })
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/)

      const [mail] = await mailsTo(t, email)
      expect(mail?.text).toMatch(/Subject: Conferma il tuo indirizzo email/)
      expect(mail?.raw).toMatch(/Content-Type: text\/html/)
      expect(mail?.raw).toMatch(/Content-Type: text\/plain/)
      expect(await lastLinkToken(t, email, 'verify-email')).toHaveLength(43)

      const early = await loginRaw(email, 'una-password-lunga')
      expect(early.statusCode).toBe(403)
      expect(early.json().detail).toMatch(/confermare il tuo indirizzo email/)
    })

    it('never reveals a registered address: same answer, and its owner is told by mail', async () => {
      const email = unique('mario')
      await createUser(t, { email, firstName: 'Mario' })
      const res = await register({ email: email.toUpperCase(), password: 'altra-password' })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual((await register(registration(unique('nuovo')))).json())
      const mails = await mailsTo(t, email)
      expect(mails).toHaveLength(1)
      expect(mails[0]?.text).toMatch(/Subject: Hai già un account Fiera/)
      expect(mails[0]?.text).toContain('http://fiera.test/forgot-password')
      const rows = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from users where email = ${email}`,
      )
      expect(Number(rows[0]?.n)).toBe(1)
    })

    it('mails a fresh link when an unverified address registers again', async () => {
      const email = unique('ripete')
      await register(registration(email))
      const first = await lastLinkToken(t, email, 'verify-email')
      await register({ ...registration(email), password: 'ignored-password' })
      const second = await lastLinkToken(t, email, 'verify-email')
      expect(second).not.toBe(first)
      const ok = await postJson('/api/auth/verify-email', { token: second })
      expect(ok.statusCode).toBe(200)
      // The second registration did not change the password.
      expect((await loginRaw(email, 'una-password-lunga')).statusCode).toBe(200)
    })

    it.each([
      ['a bad e-mail', { email: 'not-an-email' }, 'email'],
      ['an unknown employment_type', { employment_type: 'boss' }, 'employment_type'],
      ['an over-long field', { first_name: 'x'.repeat(201) }, 'first_name'],
      ['no password', { password: undefined }, 'password'],
    ])('answers 422 with a readable detail for %s', async (_what, change, field) => {
      const res = await register({ ...registration(unique('invalido')), ...change })
      expect(res.statusCode).toBe(422)
      const detail = res.json().detail as { loc: string[]; msg: string }[]
      expect(detail[0]?.loc).toEqual(['body', field])
      expect(detail[0]?.msg.length).toBeGreaterThan(3)
    })

    it('answers a short password with one Italian sentence', async () => {
      const res = await register({ ...registration(unique('corta')), password: 'corta' })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ detail: PASSWORD_TEXT.tooShort })
    })

    it('refuses oversized bodies with 413', async () => {
      const res = await register({
        ...registration(unique('grande')),
        company_name: 'x'.repeat(20_000),
      })
      expect(res.statusCode).toBe(413)
      expect(res.json().detail).toEqual(expect.any(String))
    })

    it('verifies once, issues the ticket and mails it with the QR as an inline image', async () => {
      const email = unique('verifica')
      await register(registration(email))
      const token = await lastLinkToken(t, email, 'verify-email')
      const res = await postJson('/api/auth/verify-email', { token })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toMatch(/biglietto è stato inviato/)

      const mails = await mailsTo(t, email)
      const ticketMail = mails.find((m) => /Subject: Il tuo biglietto per Fiera/.test(m.text))
      expect(ticketMail?.raw).toMatch(/Content-Type: image\/png/)
      expect(ticketMail?.raw).toMatch(/Content-ID: <biglietto-qr@fiera>/)
      expect(ticketMail?.text).toContain('src="cid:biglietto-qr@fiera"')

      const { token: access } = await login(t, email, 'una-password-lunga')
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(access) })
      expect(me.json().qr_code_data).toMatch(/^F2\.[\w-]{22}\.[\w-]{86}$/)

      const again = await postJson('/api/auth/verify-email', { token })
      expect(again.statusCode).toBe(400)
      expect(again.json().detail).toMatch(/non valido o scaduto/)
    })

    it('refuses unknown and expired verification links', async () => {
      expect((await postJson('/api/auth/verify-email', { token: 'nope' })).statusCode).toBe(400)
      const email = unique('scaduto')
      await register(registration(email))
      const token = await lastLinkToken(t, email, 'verify-email')
      await expireTokens(email, 'verify')
      const res = await postJson('/api/auth/verify-email', { token })
      expect(res.statusCode).toBe(400)
      const user = await findUserByEmail(t.database.db, email)
      expect(user?.emailVerifiedAt).toBeNull()
    })
  })

  describe('login, refresh, logout', () => {
    const staffUser = async () => {
      const email = unique('anna')
      await createUser(t, { email, firstName: 'Anna', role: 'staff' })
      return email
    }

    it('answers a 15-minute bearer JWT and an httpOnly, strict, /api/auth refresh cookie', async () => {
      const email = await staffUser()
      const res = await loginRaw(email.toUpperCase(), PASSWORD)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const body = res.json()
      expect(body.token_type).toBe('bearer')
      const claims = decodeJwt(body.access_token)
      expect(decodeProtectedHeader(body.access_token)).toMatchObject({
        alg: 'HS256',
        typ: 'at+jwt',
      })
      expect(claims).toMatchObject({ iss: 'fiera', aud: 'fiera-api', role: 'staff' })
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900)
      const cookie = res.cookies.find((c) => c.name === 'fiera_refresh')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' })
      expect(cookie?.value).toMatch(/^[\w-]{43}$/)

      const user = await findUserByEmail(t.database.db, email)
      expect(user?.lastLogin).toBeInstanceOf(Date)
      const rows = await t.database.rows<{ token_hash: string }>(
        sql`select token_hash from refresh_tokens`,
      )
      expect(rows.map((r) => r.token_hash)).not.toContain(cookie?.value)
    })

    it('gives one generic detail for a wrong password and an unknown address', async () => {
      const email = await staffUser()
      const wrong = await loginRaw(email, 'sbagliata!')
      const unknown = await loginRaw(unique('nessuno'), PASSWORD)
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual({ detail: 'Email o password non corretti.' })
      expect(unknown.json()).toEqual(wrong.json())
      const user = await findUserByEmail(t.database.db, email)
      expect(user?.lastLogin).toBeNull()
    })

    it('answers 422 to a login without fields', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: 'username=anna%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(res.statusCode).toBe(422)
    })

    it('refuses tokens signed with another key, of another type or expired', async () => {
      const email = await staffUser()
      const id = (await findUserByEmail(t.database.db, email))?.id ?? 0
      const key = new TextEncoder().encode(t.config.jwtSecret)
      const forge = (typ: string, exp: number, secret = key) =>
        new SignJWT({ role: 'admin', sv: 0 })
          .setProtectedHeader({ alg: 'HS256', typ })
          .setSubject(String(id))
          .setIssuer('fiera')
          .setAudience('fiera-api')
          .setExpirationTime(exp)
          .sign(secret)
      const now = Math.floor(Date.now() / 1000)
      const tokens = [
        await forge('at+jwt', now + 60, new TextEncoder().encode('x'.repeat(43))),
        await forge('JWT', now + 60),
        await forge('at+jwt', now - 60),
        'not-a-jwt',
      ]
      for (const token of tokens) {
        const res = await t.app.inject({ url: '/api/users/me', headers: bearer(token) })
        expect(res.statusCode).toBe(401)
        expect(res.headers['www-authenticate']).toBe('Bearer')
      }
      const good = await forge('at+jwt', now + 60)
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(good) })
      expect(me.statusCode).toBe(200)
      // The role comes from the database, not from the token.
      expect(me.json().role).toBe('staff')
      const none = await t.app.inject({ url: '/api/users/me' })
      expect(none.statusCode).toBe(401)
      expect(none.json().detail).toMatch(/Accesso richiesto/)
    })

    it('rotates the refresh cookie; replaying a spent one revokes the whole family', async () => {
      const email = await staffUser()
      const { refresh } = await login(t, email)
      const first = await postJson('/api/auth/refresh', undefined, { fiera_refresh: refresh })
      expect(first.statusCode).toBe(200)
      expect(first.headers['cache-control']).toBe('no-store')
      const next = first.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
      expect(next).not.toBe(refresh)
      const me = await t.app.inject({
        url: '/api/users/me',
        headers: bearer(first.json().access_token),
      })
      expect(me.json().email).toBe(email)

      const replay = await postJson('/api/auth/refresh', undefined, { fiera_refresh: refresh })
      expect(replay.statusCode).toBe(401)
      expect(replay.json().detail).toMatch(/terminata per sicurezza/)
      const afterReplay = await postJson('/api/auth/refresh', undefined, { fiera_refresh: next })
      expect(afterReplay.statusCode).toBe(401)

      // Another login (another family) is untouched by that revocation.
      const other = await login(t, email)
      const ok = await postJson('/api/auth/refresh', undefined, { fiera_refresh: other.refresh })
      expect(ok.statusCode).toBe(200)
    })

    it('accepts a body-less JSON refresh as the client sends it, and 401 without cookie', async () => {
      const { refresh } = await login(t, await staffUser())
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'content-type': 'application/json' },
        cookies: { fiera_refresh: refresh },
      })
      expect(res.statusCode).toBe(200)
      const none = await postJson('/api/auth/refresh')
      expect(none.statusCode).toBe(401)
      expect(none.json().detail).toMatch(/Sessione scaduta/)
    })

    it('logout revokes the session and clears the cookie', async () => {
      const { refresh } = await login(t, await staffUser())
      const res = await postJson('/api/auth/logout', undefined, { fiera_refresh: refresh })
      expect(res.statusCode).toBe(200)
      const cleared = res.cookies.find((c) => c.name === 'fiera_refresh')
      expect(cleared?.value).toBe('')
      expect(cleared?.path).toBe('/api/auth')
      const after = await postJson('/api/auth/refresh', undefined, { fiera_refresh: refresh })
      expect(after.statusCode).toBe(401)
      // Without a cookie it still answers OK (the client logs out whatever happens).
      expect((await postJson('/api/auth/logout')).statusCode).toBe(200)
    })

    it('slows down repeated failures on one account, not the other accounts', async () => {
      const email = await staffUser()
      const codes: number[] = []
      for (let i = 0; i < 6; i++) codes.push((await loginRaw(email, 'x')).statusCode)
      expect(codes).toEqual([401, 401, 401, 401, 401, 429])
      // Another address from the same client is not blocked.
      expect((await loginRaw(await staffUser(), PASSWORD)).statusCode).toBe(200)
    })
  })

  describe('forgot and reset password', () => {
    // Each from its own client address: the per-client limit (10 a minute) is tested elsewhere.
    const forgot = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `10.33.0.${++serial % 250}`,
        payload: { email },
      })
    const reset = (token: string, new_password: string) =>
      postJson('/api/auth/reset-password', { token, new_password })
    const someone = async () => {
      const email = unique('luca')
      await createUser(t, { email, firstName: 'Luca' })
      return email
    }

    it('answers the same whether or not the address exists, mailing only a real one', async () => {
      const email = await someone()
      const nobody = unique('nessuno')
      const known = await forgot(email)
      const unknown = await forgot(nobody)
      expect(known.statusCode).toBe(200)
      expect(unknown.json()).toEqual(known.json())
      expect(await mailsTo(t, nobody)).toHaveLength(0)
      const [mail] = await mailsTo(t, email)
      expect(mail?.text).toMatch(/Subject: Reimposta la tua password/)
    })

    it('sets the password once, ends every session, and a newer link voids the older', async () => {
      const email = await someone()
      const { refresh, token: access } = await login(t, email)
      expect(
        (await t.app.inject({ url: '/api/users/me', headers: bearer(access) })).statusCode,
      ).toBe(200)
      await forgot(email)
      const older = await lastLinkToken(t, email, 'reset-password')
      await forgot(email)
      const newer = await lastLinkToken(t, email, 'reset-password')
      expect((await reset(older, 'nuova-password-1')).statusCode).toBe(400)

      const res = await reset(newer, 'nuova-password-1')
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toMatch(/Password reimpostata/)
      expect((await reset(newer, 'nuova-password-2')).statusCode).toBe(400)

      const session = await postJson('/api/auth/refresh', undefined, { fiera_refresh: refresh })
      expect(session.statusCode).toBe(401)
      const stale = await t.app.inject({ url: '/api/users/me', headers: bearer(access) })
      expect(stale.statusCode).toBe(401)
      expect((await loginRaw(email, PASSWORD)).statusCode).toBe(401)
      expect((await loginRaw(email, 'nuova-password-1')).statusCode).toBe(200)
    })

    it('leaves only the newest link valid after simultaneous requests', async () => {
      const email = await someone()
      const answers = await Promise.all([forgot(email), forgot(email), forgot(email)])
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
      const tokens = (await mailsTo(t, email)).map(
        (m) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1] ?? '',
      )
      expect(tokens).toHaveLength(3)
      expect((await reset(tokens[0] ?? '', 'nuova-password-lunga')).statusCode).toBe(400)
      expect((await reset(tokens[1] ?? '', 'nuova-password-lunga')).statusCode).toBe(400)
      expect((await reset(tokens[2] ?? '', 'nuova-password-lunga')).statusCode).toBe(200)
    })

    it('tells the owner by mail that the password changed, without logging in', async () => {
      const email = await someone()
      await forgot(email)
      const token = await lastLinkToken(t, email, 'reset-password')
      const res = await reset(token, 'nuova-password-lunga')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: expect.stringMatching(/Password reimpostata/) })
      expect(res.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? '').toBe('')
      const mails = await mailsTo(t, email)
      expect(mails.map((m) => /^Subject: (.*)$/m.exec(m.text)?.[1])).toEqual([
        'Reimposta la tua password',
        'La tua password è stata cambiata',
      ])
      const notice = mails[1]?.text ?? ''
      expect(notice).toMatch(/^Ciao Luca,/m)
      expect(notice).toContain('la password del tuo account Fiera è stata appena cambiata')
      expect(notice).toContain('tutte le sessioni aperte sono state chiuse')
      expect(notice).toContain('Se non sei stato/a tu')
      expect(notice).toContain(`${t.config.publicUrl}/forgot-password`)
      // Neither the new password nor any token travels in it.
      expect(notice).not.toContain('nuova-password-lunga')
      expect(notice).not.toContain(token)
      expect(notice).not.toMatch(/token=/)
    })

    it('sends no notification when the reset is refused', async () => {
      const email = await someone()
      await forgot(email)
      const token = await lastLinkToken(t, email, 'reset-password')
      expect((await reset(token, 'password1')).statusCode).toBe(422)
      await expireTokens(email, 'reset')
      expect((await reset(token, 'nuova-password-lunga')).statusCode).toBe(400)
      const subjects = (await mailsTo(t, email)).map((m) => /^Subject: (.*)$/m.exec(m.text)?.[1])
      expect(subjects).toEqual(['Reimposta la tua password'])
    })

    it('refuses an expired reset link and a short new password', async () => {
      const email = await someone()
      await forgot(email)
      const token = await lastLinkToken(t, email, 'reset-password')
      expect((await reset(token, 'corta')).statusCode).toBe(422)
      await expireTokens(email, 'reset')
      const res = await reset(token, 'nuova-password-1')
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toMatch(/non valido o scaduto/)
    })
  })
})

describe('mail over SMTP', () => {
  it('delivers the verification mail to the SMTP server of SMTP_URL', async () => {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'))
          callback()
        })
      },
    })
    server.listen(0, '127.0.0.1')
    await once(server.server, 'listening')
    const { port } = server.server.address() as AddressInfo
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'smtp@example.com', password: 'una-password-lunga' },
      })
      expect(res.statusCode).toBe(201)
      await t.app.mailer.settled()
      expect(received).toHaveLength(1)
      const text = decodeQuotedPrintable(received[0] ?? '')
      expect(text).toMatch(/To: smtp@example.com/)
      expect(text).toMatch(/http:\/\/fiera\.test\/verify-email\?token=[\w-]{43}/)
    } finally {
      await t.close()
      server.close()
    }
  })
})

describe('/api/auth behind https', () => {
  it('marks the refresh cookie Secure when the public URL is https, and only then', async () => {
    for (const [publicUrl, secure] of [
      ['https://fiera.example', true],
      ['http://fiera.test', false],
    ] as const) {
      const t = await createTestApp({ PUBLIC_URL: publicUrl })
      try {
        const email = unique('sicuro')
        await createUser(t, { email })
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
        expect(res.statusCode).toBe(200)
        const cookie = res.cookies.find((c) => c.name === 'fiera_refresh')
        expect(cookie, publicUrl).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
        expect(Boolean(cookie?.secure), publicUrl).toBe(secure)
      } finally {
        await t.close()
      }
    }
  })
})
