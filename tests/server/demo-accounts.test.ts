import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MatchListSchema, UserSchema } from '../../src/api/contract.ts'
import { DEMO_PASSWORD } from '../../server/demo/accounts.ts'
import { seedDemo } from '../../server/demo/seed.ts'
import { sharedTestApp } from '../support/test-app.ts'
import { bearer, login } from './helpers.ts'

describe('demo seed', () => {
  const t = sharedTestApp()
  beforeAll(async () => {
    await seedDemo(t.database, t.config)
    // Idempotent: a restart seeds again without duplicates.
    await seedDemo(t.database, t.config)
  })

  it.each([
    ['visitatore@example.com', 'user'],
    ['staff@example.com', 'staff'],
    ['admin@example.com', 'admin'],
    ['espositore@example.com', 'exhibitor'],
  ])('%s logs in with the demo password, role %s, with a ticket', async (email, role) => {
    const { token } = await login(t, email, DEMO_PASSWORD)
    const me = UserSchema.parse(
      (await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).json(),
    )
    expect(me.role).toBe(role)
    expect(me.qr_code_data).toMatch(/^F2\./)
  })

  it("links the demo exhibitor's account to its exhibitor", async () => {
    const { token } = await login(t, 'espositore@example.com', DEMO_PASSWORD)
    const res = await t.app.inject({ url: '/api/exhibitor/vendor', headers: bearer(token) })
    expect(res.statusCode).toBe(200)
    expect(res.json().name).toBe('Gestionale Adriatico Srl')
  })

  it('gives the visitor Smart Matching suggestions from the demo fair', async () => {
    const { token } = await login(t, 'visitatore@example.com', DEMO_PASSWORD)
    const res = await t.app.inject({ url: '/api/matches/new', headers: bearer(token) })
    expect(res.statusCode).toBe(200)
    const matches = MatchListSchema.parse(res.json())
    expect(matches.length).toBeGreaterThanOrEqual(5)
    expect(matches[0]?.score).toBeGreaterThan(0.2)
  })

  it('never duplicates accounts or tickets', async () => {
    const rows = await t.database.rows<{ users: number; tickets: number }>(
      sql`select (select count(*)::int from users) as users, (select count(*)::int from tickets) as tickets`,
    )
    expect(Number(rows[0]?.users)).toBe(4)
    expect(Number(rows[0]?.tickets)).toBe(4)
  })

  it('refuses to run in production', async () => {
    await expect(seedDemo(t.database, { ...t.config, env: 'production' })).rejects.toThrow()
  })
})
