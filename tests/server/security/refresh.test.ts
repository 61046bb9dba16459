// Refresh-token rotation edge cases (RFC 9700 §4.14, ASVS 5.0 V7): simultaneous uses of one
// token never fork the session, idle and absolute lifetimes are enforced, rotation never extends
// a login past its absolute end, and garbage cookies are plain 401s.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../../server/domain/secure-tokens.ts'
import { createTestApp, type TestApp } from '../../support/test-app.ts'
import { createUser, login } from '../helpers.ts'

describe('refresh-token rotation', () => {
  let t: TestApp
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

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

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
