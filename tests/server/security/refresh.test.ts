// Refresh-token rotation edge cases (RFC 9700 §4.14, ASVS 5.0 V7): simultaneous uses of one
// token never fork the session, idle and absolute lifetimes are enforced, rotation never extends
// a login past its absolute end, and garbage cookies are plain 401s.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashToken } from '../../../server/domain/secure-tokens.ts'
import { sharedTestApp, testConfig } from '../../support/test-app.ts'
import { createUser, login, PASSWORD } from '../helpers.ts'

describe('refresh-token rotation', () => {
  const t = sharedTestApp()
  let serial = 0
  const fresh = async () => {
    const email = `sessione.${++serial}@example.com`
    await createUser(t, { email })
    return login(t, email)
  }
  const refresh = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fiera_refresh: cookie },
      remoteAddress: `10.7.0.${serial}`,
    })
  const familyOf = async (cookie: string) =>
    t.database.rows<{ live: number; total: number }>(
      sql`select count(*) filter (where used_at is null and revoked_at is null)::int as live,
                 count(*)::int as total
          from refresh_tokens where family_id =
            (select family_id from refresh_tokens where token_hash = ${hashToken(cookie)})`,
    )

  it.each([2, 8])('%i simultaneous refreshes of one cookie never fork the session', async (n) => {
    const { refresh: cookie } = await fresh()
    const answers = await Promise.all(Array.from({ length: n }, () => refresh(cookie)))
    const ok = answers.filter((a) => a.statusCode === 200)
    expect(ok.length).toBeLessThanOrEqual(1)
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 401)).toBe(true)
    const [family] = await familyOf(cookie)
    // At most one usable token is left in the family: never two parallel sessions.
    expect(Number(family?.live)).toBeLessThanOrEqual(1)
    // Whatever cookie a winner received, at most one further refresh can succeed with it.
    const next = ok[0]?.cookies.find((c) => c.name === 'fiera_refresh')?.value
    if (next) {
      const [a, b] = await Promise.all([refresh(next), refresh(next)])
      expect([a?.statusCode, b?.statusCode].filter((s) => s === 200).length).toBeLessThanOrEqual(1)
    }
  })

  it('refuses a token past its idle lifetime', async () => {
    const { refresh: cookie } = await fresh()
    await t.database.rows(
      sql`update refresh_tokens set expires_at = now() - interval '1 second'
          where token_hash = ${hashToken(cookie)}`,
    )
    const res = await refresh(cookie)
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toMatch(/Sessione scaduta/)
  })

  it('refuses a token past the absolute lifetime of its login, even if recently rotated', async () => {
    const { refresh: cookie } = await fresh()
    await t.database.rows(
      sql`update refresh_tokens set family_expires_at = now() - interval '1 second'
          where token_hash = ${hashToken(cookie)}`,
    )
    expect((await refresh(cookie)).statusCode).toBe(401)
  })

  it('never extends a rotated token past the absolute end of its login', async () => {
    const { refresh: cookie } = await fresh()
    await t.database.rows(
      sql`update refresh_tokens set family_expires_at = now() + interval '1 hour'
          where token_hash = ${hashToken(cookie)}`,
    )
    const res = await refresh(cookie)
    expect(res.statusCode).toBe(200)
    const next = res.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
    const [row] = await t.database.rows<{ within: boolean }>(
      sql`select expires_at <= family_expires_at as within from refresh_tokens
          where token_hash = ${hashToken(next)}`,
    )
    expect(row?.within).toBe(true)
  })

  const lifetimeOfCookie = async (cookie: string) => {
    const [row] = await t.database.rows<{ idle: number; absolute: number }>(
      sql`select extract(epoch from expires_at - created_at)::int as idle,
                 extract(epoch from family_expires_at - created_at)::int as absolute
          from refresh_tokens where token_hash = ${hashToken(cookie)}`,
    )
    return { idle: Number(row?.idle), absolute: Number(row?.absolute) }
  }
  const loginAs = async (role: string) => {
    const email = `ruolo.${role}.${++serial}@example.com`
    await createUser(t, { email, role })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.8.0.${serial}`,
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === 'fiera_refresh')
    return { email, cookie: cookie?.value ?? '', maxAge: Number(cookie?.maxAge) }
  }
  const near = (actual: number, expected: number) =>
    expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(5)

  it('gives staff and admin sessions shorter idle and absolute lifetimes than visitors', async () => {
    const { sessionLifetimes } = t.config
    expect(sessionLifetimes.user).toEqual({ idleSeconds: 30 * 86400, absoluteSeconds: 90 * 86400 })
    expect(sessionLifetimes.staff).toEqual({ idleSeconds: 12 * 3600, absoluteSeconds: 16 * 3600 })
    expect(sessionLifetimes.admin).toEqual({ idleSeconds: 2 * 3600, absoluteSeconds: 12 * 3600 })
    for (const role of ['user', 'staff', 'admin'] as const) {
      const expected = sessionLifetimes[role]
      const { cookie, maxAge } = await loginAs(role)
      const stored = await lifetimeOfCookie(cookie)
      near(stored.idle, expected.idleSeconds)
      near(stored.absolute, expected.absoluteSeconds)
      near(maxAge, expected.idleSeconds)
      // Rotation keeps the role's idle lifetime (and the cookie says so).
      const rotated = await refresh(cookie)
      expect(rotated.statusCode).toBe(200)
      const next = rotated.cookies.find((c) => c.name === 'fiera_refresh')
      const [row] = await t.database.rows<{ idle: number }>(
        sql`select extract(epoch from expires_at - now())::int as idle
            from refresh_tokens where token_hash = ${hashToken(next?.value ?? '')}`,
      )
      near(Number(row?.idle), expected.idleSeconds)
      near(Number(next?.maxAge), expected.idleSeconds)
    }
    expect(sessionLifetimes.staff.idleSeconds).toBeLessThan(sessionLifetimes.user.idleSeconds)
    expect(sessionLifetimes.admin.absoluteSeconds).toBeLessThan(
      sessionLifetimes.user.absoluteSeconds,
    )
  })

  it('ends a staff login 16 hours after it began, however recently refreshed, not before', async () => {
    const idle = await loginAs('staff')
    await t.database.rows(
      sql`update refresh_tokens set created_at = now() - interval '13 hours'
          where token_hash = ${hashToken(idle.cookie)}`,
    )
    // Same family created 13 h ago: still inside 16 h, and the idle expiry stored is what counts.
    expect((await refresh(idle.cookie)).statusCode).toBe(200)
    const old = await loginAs('staff')
    await t.database.rows(
      sql`update refresh_tokens set created_at = now() - interval '17 hours'
          where token_hash = ${hashToken(old.cookie)}`,
    )
    expect((await refresh(old.cookie)).statusCode).toBe(401)
  })

  it('takes the lifetimes from the environment, idle never beyond absolute', () => {
    const config = testConfig(t.dataDir, {
      STAFF_REFRESH_IDLE_SECONDS: '600',
      STAFF_REFRESH_ABSOLUTE_SECONDS: '3600',
      ADMIN_REFRESH_IDLE_SECONDS: '7200',
      ADMIN_REFRESH_ABSOLUTE_SECONDS: '1800',
    })
    expect(config.sessionLifetimes.staff).toEqual({ idleSeconds: 600, absoluteSeconds: 3600 })
    expect(config.sessionLifetimes.admin).toEqual({ idleSeconds: 1800, absoluteSeconds: 1800 })
    expect(() => testConfig(t.dataDir, { REFRESH_IDLE_SECONDS: 'sempre' })).toThrow(
      /REFRESH_IDLE_SECONDS/,
    )
  })

  it('shortens a running visitor session at once when its owner becomes staff', async () => {
    const { email, cookie } = await loginAs('user')
    await t.database.rows(
      sql`update refresh_tokens set created_at = now() - interval '2 days'
          where token_hash = ${hashToken(cookie)}`,
    )
    await t.database.rows(sql`update users set role = 'staff' where email = ${email}`)
    // A two-day-old login is past the staff absolute lifetime: over.
    expect((await refresh(cookie)).statusCode).toBe(401)
    const fresh = await loginAs('user')
    await t.database.rows(sql`update users set role = 'admin' where email = ${fresh.email}`)
    const rotated = await refresh(fresh.cookie)
    expect(rotated.statusCode).toBe(200)
    const next = rotated.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
    const [row] = await t.database.rows<{ idle: number; absolute: number }>(
      sql`select extract(epoch from expires_at - now())::int as idle,
                 extract(epoch from family_expires_at - now())::int as absolute
          from refresh_tokens where token_hash = ${hashToken(next)}`,
    )
    near(Number(row?.idle), t.config.sessionLifetimes.admin.idleSeconds)
    near(Number(row?.absolute), t.config.sessionLifetimes.admin.absoluteSeconds)
  })

  it('answers garbage, oversized and foreign cookies with 401', async () => {
    const { refresh: cookie } = await fresh()
    for (const value of [
      '',
      'x',
      cookie.slice(0, -1),
      `${cookie}A`,
      'A'.repeat(4000),
      hashToken(cookie),
    ]) {
      const res = await refresh(value)
      expect(res.statusCode, value.slice(0, 20)).toBe(401)
    }
    // None of those attempts spent or revoked the genuine one.
    expect((await refresh(cookie)).statusCode).toBe(200)
  })
})
