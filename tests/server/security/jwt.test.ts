// Access-token attacks from RFC 8725 and the OWASP JWT cheat sheet, black-box: every forged,
// confused or misplaced token gets 401 (never 5xx, never the victim's or an admin's data).
import { generateKeyPair, SignJWT, UnsecuredJWT, exportJWK, decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../../server/domain/access-tokens.ts'
import { sharedTestApp } from '../../support/test-app.ts'
import { bearer, createUser, lastLinkToken, login, PASSWORD, signedIn } from '../helpers.ts'

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

describe('access JWT attacks', () => {
  const t = sharedTestApp()
  let victim: { id: number; token: string }
  let key: Uint8Array
  const now = () => Math.floor(Date.now() / 1000)
  const claims = (over: Record<string, unknown> = {}) => ({
    role: 'admin',
    sv: 0,
    sub: String(victim.id),
    iss: 'fiera',
    aud: 'fiera-api',
    iat: now(),
    exp: now() + 600,
    ...over,
  })
  const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: bearer(token) })
  const expectRefused = async (token: string) => {
    const res = await me(token)
    expect(res.statusCode, `${token.slice(0, 60)} → ${res.body}`).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(res.body).not.toContain('@example.com')
  }

  beforeAll(async () => {
    const { user, token } = await signedIn(t, { email: 'vittima@example.com', role: 'staff' })
    victim = { id: user.id, token }
    key = new TextEncoder().encode(t.config.jwtSecret)
  })

  it('accepts the genuine token (control)', async () => {
    const res = await me(victim.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().id).toBe(victim.id)
  })

  it('refuses alg none, with and without a signature part', async () => {
    const unsecured = new UnsecuredJWT(claims()).encode()
    await expectRefused(unsecured)
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const header = b64({ alg, typ: 'at+jwt' })
      await expectRefused(`${header}.${b64(claims())}.`)
      await expectRefused(`${header}.${b64(claims())}`)
      const realSig = victim.token.split('.')[2] ?? ''
      await expectRefused(`${header}.${b64(claims())}.${realSig}`)
    }
  })

  it('refuses other HMAC algorithms even with the right secret', async () => {
    for (const alg of ['HS384', 'HS512']) {
      const token = await new SignJWT(claims()).setProtectedHeader({ alg, typ: 'at+jwt' }).sign(key)
      await expectRefused(token)
    }
  })

  it('refuses asymmetric algorithms and key-confusion attempts', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    const rs = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .sign(privateKey)
    await expectRefused(rs)
    // The attacker's own public key, embedded (jwk) or pointed to (jku, x5u).
    const jwk = await exportJWK(publicKey)
    const embedded = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', jwk })
      .sign(privateKey)
    await expectRefused(embedded)
    const pointed = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', jku: 'http://evil.test/jwks.json' })
      .sign(privateKey)
    await expectRefused(pointed)
    // Classic confusion: HS256 "signed" with a public key as the HMAC secret.
    const pem = new TextEncoder().encode(JSON.stringify(jwk))
    const confused = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(pem)
    await expectRefused(confused)
    const es = await generateKeyPair('ES256')
    await expectRefused(
      await new SignJWT(claims())
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
        .sign(es.privateKey),
    )
  })

  it('refuses HS256 tokens whose header names an attacker key (jwk, jku, kid)', async () => {
    const attackerKey = new TextEncoder().encode('a'.repeat(48))
    const headers = [
      { jwk: { kty: 'oct', k: Buffer.from(attackerKey).toString('base64url') } },
      { jku: 'http://evil.test/jwks.json' },
      { kid: '../../../../../../dev/null' },
      { kid: "x' UNION SELECT 'aaaa" },
      { x5u: 'http://evil.test/cert.pem' },
    ]
    for (const extra of headers) {
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...extra })
        .sign(attackerKey)
      await expectRefused(token)
    }
    // An empty HMAC key (what /dev/null would give) is refused too.
    const header = b64({ alg: 'HS256', typ: 'at+jwt', kid: '/dev/null' })
    const body = b64(claims())
    const { createHmac } = await import('node:crypto')
    const sig = createHmac('sha256', '').update(`${header}.${body}`).digest('base64url')
    await expectRefused(`${header}.${body}.${sig}`)
  })

  it('refuses a genuine token with edited claims or header (role, sub, sv, typ)', async () => {
    const [header, payload, signature] = victim.token.split('.') as [string, string, string]
    const original = decodeJwt(victim.token)
    const edits = [
      { role: 'admin' },
      { sub: String(victim.id + 1) },
      { sv: 1 },
      { exp: now() + 86_400 },
    ]
    for (const edit of edits) {
      await expectRefused(`${header}.${b64({ ...original, ...edit })}.${signature}`)
    }
    await expectRefused(`${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}`)
    await expectRefused(`${header}.${payload}.${signature.slice(0, -2)}`)
    await expectRefused(`${header}.${payload}`)
  })

  it('refuses well-signed tokens with a wrong iss, aud or typ, or missing sub/exp', async () => {
    const sign = (body: Record<string, unknown>, typ = 'at+jwt') =>
      new SignJWT(body).setProtectedHeader({ alg: 'HS256', typ }).sign(key)
    await expectRefused(await sign(claims({ iss: 'evil' })))
    await expectRefused(await sign(claims({ aud: 'another-api' })))
    await expectRefused(await sign(claims({ aud: ['another-api'] })))
    await expectRefused(await sign(claims(), 'JWT'))
    await expectRefused(await sign(claims(), 'refresh+jwt'))
    const without = (name: string) =>
      Object.fromEntries(Object.entries(claims()).filter(([k]) => k !== name))
    await expectRefused(await sign(without('sub')))
    await expectRefused(await sign(without('exp')))
    await expectRefused(await sign(claims({ sub: '0' })))
    await expectRefused(await sign(claims({ sub: '-1' })))
    await expectRefused(await sign(claims({ sub: 'admin' })))
    await expectRefused(await sign(claims({ nbf: now() + 3600 })))
    // Well signed, but claiming more than the 15-minute lifetime.
    await expectRefused(await sign(claims({ exp: now() + 24 * 3600 })))
    await expectRefused(await sign(claims({ exp: now() + 17 * 60 })))
    const fifteen = await sign(claims({ exp: now() + 15 * 60 }))
    expect((await me(fifteen)).statusCode).toBe(200)
  })

  it('refuses an expired token and one from before a password change', async () => {
    const expired = await signAccessToken(
      t.config.jwtSecret,
      { userId: victim.id, role: 'staff', sessionVersion: 0 },
      now() - 16 * 60,
    )
    await expectRefused(expired)
    const stale = await signAccessToken(t.config.jwtSecret, {
      userId: victim.id,
      role: 'staff',
      sessionVersion: -1,
    })
    await expectRefused(stale)
  })

  it('refuses refresh, verification and reset tokens used as bearer', async () => {
    const email = 'giulia@example.com'
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD },
    })
    expect(registered.statusCode).toBe(201)
    const verification = await lastLinkToken(t, email, 'verify-email')
    await expectRefused(verification)
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verification },
    })
    expect(verified.statusCode).toBe(200)
    const { refresh } = await login(t, email)
    expect(refresh).not.toBe('')
    await expectRefused(refresh)
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
    await expectRefused(await lastLinkToken(t, email, 'reset-password'))
  })

  it('takes the bearer token only from the Authorization header, never from the URL', async () => {
    for (const name of ['access_token', 'token', 'jwt', 'authorization']) {
      const res = await t.app.inject({ url: `/api/users/me?${name}=${victim.token}` })
      expect(res.statusCode).toBe(401)
    }
    const form = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${victim.id}`,
      payload: { access_token: victim.token, seeking: 'x' },
    })
    expect(form.statusCode).toBe(401)
    const cookie = await t.app.inject({
      url: '/api/users/me',
      cookies: { access_token: victim.token, fiera_access: victim.token },
    })
    expect(cookie.statusCode).toBe(401)
  })

  it('answers malformed Authorization headers with 401, never 5xx', async () => {
    const values = [
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Bearer ...',
      `Bearer ${'A'.repeat(8000)}.${'B'.repeat(100)}.C`,
      `Basic ${Buffer.from(`vittima@example.com:${PASSWORD}`).toString('base64')}`,
      `Bearer ${b64('{')}.${b64('{')}.x`,
      `Bearer ${b64('null')}.${b64('null')}.x`,
      `Bearer ${b64({ alg: 'HS256', typ: 'at+jwt', crit: ['exp'] })}.${b64(claims())}.x`,
      `bearer   ${victim.token}x`,
      `Bearer ${victim.token} ${victim.token}`,
    ]
    for (const authorization of values) {
      const res = await t.app.inject({ url: '/api/users/me', headers: { authorization } })
      expect(res.statusCode, authorization.slice(0, 40)).toBe(401)
    }
    // The scheme is case-insensitive (RFC 9110), the genuine token still works that way.
    const lower = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `bearer ${victim.token}` },
    })
    expect(lower.statusCode).toBe(200)
  })

  it('does not let a deleted-then-reused id inherit a token', async () => {
    const other = await createUser(t, { email: 'altro@example.com' })
    const token = await signAccessToken(t.config.jwtSecret, {
      userId: other.id + 1000,
      role: 'admin',
      sessionVersion: 0,
    })
    await expectRefused(token)
  })
})
