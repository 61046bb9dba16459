// The shared limits' tables: no address is kept in them, every route's limit counts apart, and
// what no longer counts is cleaned away. Behaviour over HTTP: tests/server/security/throttling.test.ts;
// across processes: tests/server/shared-state-processes.test.ts.
import { describe, expect, it } from 'vitest'
import { loginFailures, rateLimits } from '../../../server/db/schema.ts'
import { forgetExpiredLimits } from '../../../server/plugins/rate-limits.ts'
import { sharedTestApp, testDatabaseKind } from '../../support/test-app.ts'

describe(`shared rate limits on ${testDatabaseKind()}`, () => {
  const t = sharedTestApp()

  const login = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password: 'sbagliata' }).toString(),
    })

  it('keeps counts under hashed keys: neither the client nor the address is stored', async () => {
    const email = 'riservato.chiave@example.com'
    const client = '10.77.66.55'
    expect((await login(email, client)).statusCode).toBe(401)
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: client,
      payload: { email },
    })
    expect(forgot.statusCode).toBe(200)
    const keys = (await t.database.db.select().from(rateLimits)).map((row) => row.key)
    // Login: per route (client + address) and per client; forgot: per route and per address.
    expect(keys.length).toBeGreaterThanOrEqual(4)
    expect(keys).toContainEqual(expect.stringMatching(/^POST \/api\/auth\/login:[\w-]{43}$/))
    expect(keys).toContainEqual(
      expect.stringMatching(/^POST \/api\/auth\/forgot-password:[\w-]{43}$/),
    )
    const accounts = (await t.database.db.select().from(loginFailures)).map((row) => row.account)
    expect(accounts).toHaveLength(1)
    for (const stored of [...keys, ...accounts]) {
      expect(stored).not.toContain('example.com')
      expect(stored).not.toContain(client)
    }
  })

  it('counts each route apart, even for one client', async () => {
    const client = '10.77.66.56'
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: client,
        payload: { email: `altro.${i}@example.com` },
      })
      expect(res.statusCode).toBe(200)
    }
    // The forgot-password minute of this client is spent; its registrations are not.
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: client,
      payload: { email: 'non-una-email', password: 'x' },
    })
    expect(register.statusCode).toBe(422)
  })

  it('cleans counters whose window has ended and failures over an hour old', async () => {
    const before = await t.database.db.select().from(rateLimits)
    expect(before.length).toBeGreaterThan(0)
    // Still within their windows: nothing goes.
    await forgetExpiredLimits(t.database.db)
    expect(await t.database.db.select().from(rateLimits)).toHaveLength(before.length)
    expect(await t.database.db.select().from(loginFailures)).toHaveLength(1)
    // An hour and a minute on, every window above has ended and the failure no longer counts.
    await forgetExpiredLimits(t.database.db, Date.now() + 3660_000)
    expect(await t.database.db.select().from(rateLimits)).toHaveLength(0)
    expect(await t.database.db.select().from(loginFailures)).toHaveLength(0)
  })
})
