// Cross-site requests (OWASP CSRF cheat sheet, ASVS 5.0 V3.5): the cookie endpoints and the
// form login refuse foreign origins (Origin, Sec-Fetch-Site) and still serve Fiera's own pages and
// non-browser clients; CORS never grants a foreign origin; and a forged Host or X-Forwarded-Host
// never reaches the links in the verification and reset mails (ASVS V14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/test-app.ts'
import { createUser, login, mailsTo, PASSWORD } from '../helpers.ts'
import { CROSS_SITE_DETAIL } from '../../../server/messages.ts'

const OWN = 'http://fiera.test'
const FOREIGN: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'http://fiera.test.evil.example' },
  { origin: 'https://fiera.test' },
  { origin: 'http://fiera.test:8080' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { origin: OWN, 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
  { host: '192.168.1.5:3000', origin: 'http://evil.example' },
  { host: '192.168.1.5:3000', origin: 'https://192.168.1.5:3000' },
]
const OWN_PAGE: Record<string, string>[] = [
  {},
  { origin: OWN },
  { 'sec-fetch-site': 'same-origin' },
  { origin: OWN, 'sec-fetch-site': 'same-origin' },
  // The page opened at another address of the same server (loopback, a LAN address).
  { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
  { host: '192.168.1.5:3000', origin: 'http://192.168.1.5:3000' },
]

describe('cross-site requests', () => {
  let t: TestApp
  let n = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const account = async () => {
    const email = `origine${++n}@example.com`
    await createUser(t, { email })
    return email
  }
  const refresh = (cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fiera_refresh: cookie },
      headers,
    })
  const formLogin = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })

  it.each(FOREIGN)('refuses refresh, logout and login from %o with 403', async (headers) => {
    const email = await account()
    const session = await login(t, email)

    const refused = await refresh(session.refresh, headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: CROSS_SITE_DETAIL })
    expect(refused.cookies).toEqual([])

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { fiera_refresh: session.refresh },
      headers,
    })
    expect(logout.statusCode).toBe(403)
    expect(logout.cookies).toEqual([])

    const loggedIn = await formLogin(email, headers)
    expect(loggedIn.statusCode).toBe(403)
    expect(loggedIn.body).not.toContain('access_token')
    expect(loggedIn.cookies).toEqual([])

    // Nothing was spent or ended: the session still refreshes from Fiera's own page.
    const ok = await refresh(session.refresh, { origin: OWN, 'sec-fetch-site': 'same-origin' })
    expect(ok.statusCode).toBe(200)
  })

  it.each(OWN_PAGE)('serves Fiera itself and non-browser clients (%o)', async (headers) => {
    const email = await account()
    const loggedIn = await formLogin(email, headers)
    expect(loggedIn.statusCode).toBe(200)
    const cookie = loggedIn.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
    const refreshed = await refresh(cookie, headers)
    expect(refreshed.statusCode).toBe(200)
    const next = refreshed.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { fiera_refresh: next },
      headers,
    })
    expect(logout.statusCode).toBe(200)
    expect((await refresh(next)).statusCode).toBe(401)
  })

  it('also guards the trailing-slash spelling of the routes', async () => {
    const email = await account()
    const session = await login(t, email)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      cookies: { fiera_refresh: session.refresh },
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('never grants CORS to a foreign origin: preflights and simple requests', async () => {
    const email = await account()
    const { token, refresh: cookie } = await login(t, email)
    const origin = 'https://evil.example'
    for (const url of ['/api/auth/refresh', '/api/auth/login', '/api/users/me', '/api/health']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      })
      expect(preflight.statusCode, url).toBeLessThan(500)
      for (const name of Object.keys(preflight.headers)) {
        expect(name, url).not.toMatch(/^access-control-/)
      }
    }
    const simple = [
      await t.app.inject({ url: '/api/health', headers: { origin } }),
      await t.app.inject({
        url: '/api/users/me',
        headers: { origin, authorization: `Bearer ${token}` },
      }),
      await refresh(cookie, { origin }),
    ]
    for (const res of simple) {
      for (const name of Object.keys(res.headers)) expect(name).not.toMatch(/^access-control-/)
    }
  })
})

describe.each([
  ['without a trusted proxy', {}],
  ['behind a trusted proxy', { TRUST_PROXY: 'true' }],
])('mail links %s', (_name, env: Record<string, string>) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(env)
  })
  afterAll(() => t.close())

  const forged = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  }

  it('are built from PUBLIC_URL whatever Host or X-Forwarded-Host say', async () => {
    const email = `ospite.host${Object.keys(env).length}@example.com`
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Host' },
      headers: forged,
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const verify = (await mailsTo(t, email)).at(-1)?.text ?? ''
    const token = /http:\/\/fiera\.test\/verify-email\?token=([\w-]+)/.exec(verify)?.[1]
    expect(token).toBeDefined()

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      headers: forged,
    })
    expect(verified.statusCode).toBe(200)
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: forged,
    })
    expect(forgot.statusCode).toBe(200)

    const mails = await mailsTo(t, email)
    expect(mails.length).toBeGreaterThanOrEqual(3)
    const all = mails.map((m) => m.text).join('\n')
    expect(all).toMatch(/http:\/\/fiera\.test\/reset-password\?token=[\w-]+/)
    expect(all).toMatch(/http:\/\/fiera\.test\/profile/)
    expect(all).not.toMatch(/evil\.example|https:\/\/fiera\.test/)
  })
})
