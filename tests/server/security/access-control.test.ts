// Access control and mass assignment (ASVS 5.0 V8, V15.3): others' accounts refused with one
// status, protected fields never writable, no secret in any answer, ticket codes only to owners,
// and roles always read from the database (a demotion takes effect on the next request).
import { sql } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { events, vendors } from '../../../server/db/schema.ts'
import { findUserById } from '../../../server/db/users-repository.ts'
import { signAccessToken } from '../../../server/domain/access-tokens.ts'
import { sharedTestApp } from '../../support/test-app.ts'
import { bearer, createUser, lastLinkToken, login, PASSWORD, signedIn } from '../helpers.ts'

type Session = Awaited<ReturnType<typeof signedIn>>

describe('access control and mass assignment', () => {
  const t = sharedTestApp()
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  let vendorId = 0
  const put = (id: number | string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload })

  beforeAll(async () => {
    const [vendor] = await t.database.db
      .insert(vendors)
      .values({ name: 'Robotica Emiliana', description: 'Bracci robotici collaborativi' })
      .returning({ id: vendors.id })
    vendorId = vendor?.id ?? 0
    await t.database.db
      .insert(events)
      .values({ title: 'Apertura', eventDate: '2025-10-16', eventTime: '10:00', location: 'A' })
  })

  it('refuses every non-admin edit of another account with the same 403, existing or not', async () => {
    const a = await signedIn(t, { email: unique('a') })
    const b = await signedIn(t, { email: unique('b') })
    const staff = await signedIn(t, { email: unique('staff'), role: 'staff' })
    const answers = []
    for (const caller of [a, staff]) {
      for (const id of [b.user.id, b.user.id + 100_000, 2 ** 31 - 1]) {
        answers.push(await put(id, caller.headers, { seeking: 'fotovoltaico' }))
      }
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(403)
      expect(res.body).toBe(answers[0]?.body)
    }
    expect((await findUserById(t.database.db, b.user.id))?.seeking).toBeNull()
  })

  it('never writes role, email, id, hash, verification or session fields (PUT)', async () => {
    const a = await signedIn(t, { email: unique('mass'), emailVerifiedAt: new Date('2025-01-01') })
    const before = await findUserById(t.database.db, a.user.id)
    const res = await put(a.user.id, a.headers, {
      seeking: 'robotica',
      role: 'admin',
      email: 'preso@example.com',
      id: 1,
      password_hash: 'x',
      passwordHash: 'x',
      email_verified_at: null,
      emailVerifiedAt: null,
      session_version: 99,
      sessionVersion: 99,
      created_at: '2000-01-01T00:00:00Z',
      last_login: null,
      qr_code_data: 'F1.x.y',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: a.user.id, role: 'user', seeking: 'robotica' })
    const after = await findUserById(t.database.db, a.user.id)
    expect(after).toEqual({ ...before, seeking: 'robotica' })
    // The old token still works: session_version did not move.
    expect((await t.app.inject({ url: '/api/users/me', headers: a.headers })).statusCode).toBe(200)
  })

  it('never writes role or verification at registration', async () => {
    const email = unique('reg')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password: PASSWORD,
        role: 'admin',
        email_verified_at: '2025-01-01T00:00:00Z',
        emailVerifiedAt: '2025-01-01T00:00:00Z',
        session_version: 5,
        id: 1,
      },
    })
    expect(res.statusCode).toBe(201)
    const [row] = await t.database.rows<{ role: string; verified: boolean; sv: number }>(
      sql`select role, email_verified_at is not null as verified, session_version as sv
          from users where email = ${email}`,
    )
    expect(row).toEqual({ role: 'user', verified: false, sv: 0 })
  })

  it('never answers a hash, a secret or another token anywhere', async () => {
    const email = unique('scan')
    const answers: { route: string; body: string }[] = []
    const inject = async (route: string, options: InjectOptions) => {
      const res: LightMyRequestResponse = await t.app.inject(options)
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500)
      answers.push({ route, body: res.body })
      return res
    }

    await inject('register', {
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, first_name: 'Sara' },
    })
    await inject('verify', {
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await lastLinkToken(t, email, 'verify-email') },
    })
    const { token, refresh } = await login(t, email)
    const headers = bearer(token)
    const refreshed = await inject('refresh', {
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fiera_refresh: refresh },
    })
    const newRefresh = refreshed.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
    const me = await inject('me', { url: '/api/users/me', headers })
    const id = (JSON.parse(me.body) as { id: number }).id
    await inject('put', {
      method: 'PUT',
      url: `/api/users/${id}`,
      headers,
      payload: { seeking: 'robot collaborativi', description: 'integratore di robotica' },
    })
    await inject('vendors', { url: '/api/vendors/', headers })
    await inject('vendor', { url: `/api/vendors/${vendorId}`, headers })
    await inject('events', { url: '/api/events/', headers })
    await inject('matches/new', { url: '/api/matches/new', headers })
    await inject('matches', { url: '/api/matches/', headers })
    await inject('accept', { method: 'POST', url: `/api/matches/${vendorId}/accept`, headers })
    await inject('reject', { method: 'POST', url: `/api/matches/${vendorId}/reject`, headers })
    const staff = await signedIn(t, { email: unique('varco'), role: 'staff' })
    const visitor = await createUser(t, { email: unique('ospite') })
    await inject('validate', {
      method: 'POST',
      url: '/api/tickets/validate',
      headers: staff.headers,
      payload: { qr_code_data: visitor.qrCodeData },
    })
    await inject('staff vendors', { url: '/api/vendors/', headers: staff.headers })
    await inject('health', { url: '/api/health' })
    await inject('fair', { url: '/api/fair' })
    await inject('forgot', {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    })
    await inject('reset', {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await lastLinkToken(t, email, 'reset-password'), new_password: PASSWORD },
    })
    await inject('logout', {
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { fiera_refresh: newRefresh },
    })

    const hashes = await t.database.rows<{ h: string }>(
      sql`select password_hash as h from users
          union all select token_hash from email_tokens
          union all select token_hash from refresh_tokens
          union all select secret_hash from tickets`,
    )
    const secrets = [
      t.config.jwtSecret,
      t.config.ticketSecret,
      PASSWORD,
      refresh,
      newRefresh,
      '$argon2id$',
      ...hashes.map((r) => r.h),
    ]
    expect(answers.length).toBeGreaterThan(15)
    for (const { route, body } of answers) {
      for (const secret of secrets) expect(body, route).not.toContain(secret)
      // No such key in any answer (the Italian messages may say "password", keys may not).
      expect(body, route).not.toMatch(/"[^"]*(hash|secret|password|session_?version)[^"]*"\s*:/i)
      expect(body, route).not.toMatch(/"sv"\s*:/)
      if (!['refresh'].includes(route)) expect(body, route).not.toContain('access_token')
      // Only one's own account answers carry the caller's ticket code.
      if (!['me', 'put'].includes(route)) expect(body, route).not.toContain('"qr_code_data"')
    }
    expect(answers.find((a) => a.route === 'validate')?.body).not.toContain(visitor.qrCodeData)
  })

  it("gives qr_code_data only to its owner, also when an admin edits someone's profile", async () => {
    const owner = await signedIn(t, { email: unique('owner') })
    const admin = await signedIn(t, { email: unique('admin'), role: 'admin' })
    const own = await t.app.inject({ url: '/api/users/me', headers: owner.headers })
    expect(own.json().qr_code_data).toBe(owner.user.qrCodeData)
    const byAdmin = await put(owner.user.id, admin.headers, { company_name: 'Officine' })
    expect(byAdmin.statusCode).toBe(200)
    expect(byAdmin.json()).toMatchObject({ id: owner.user.id, company_name: 'Officine' })
    expect(byAdmin.body).not.toContain(owner.user.qrCodeData)
    expect(byAdmin.json().qr_code_data).toBeNull()
    const byOwner = await put(owner.user.id, owner.headers, { company_name: 'Officine 2' })
    expect(byOwner.json().qr_code_data).toBe(owner.user.qrCodeData)
  })

  describe('POST /api/tickets/validate', () => {
    let visitor: Awaited<ReturnType<typeof createUser>>
    const validate = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers,
        payload: { qr_code_data: visitor.qrCodeData },
      })
    const checkins = async () =>
      Number(
        (
          await t.database.rows<{ n: number }>(
            sql`select count(*)::int as n from checkins c join tickets k on k.id = c.ticket_id
                where k.user_id = ${visitor.id}`,
          )
        )[0]?.n,
      )
    beforeAll(async () => {
      visitor = await createUser(t, { email: unique('biglietto') })
    })

    it('is 403 for role user, also with a token claiming staff, and records nothing', async () => {
      const user: Session = await signedIn(t, { email: unique('utente') })
      expect((await validate(user.headers)).statusCode).toBe(403)
      const claimsStaff = await signAccessToken(t.config.jwtSecret, {
        userId: user.user.id,
        role: 'staff',
        sessionVersion: 0,
      })
      expect((await validate(bearer(claimsStaff))).statusCode).toBe(403)
      for (const role of ['Staff', 'ADMIN', 'staff ', '']) {
        const odd = await signedIn(t, { email: unique('odd'), role })
        expect((await validate(odd.headers)).statusCode, role).toBe(403)
      }
      expect(await checkins()).toBe(0)
    })

    it('stops a demoted staff member at once (role read from the database on each request)', async () => {
      const steward = await signedIn(t, { email: unique('steward'), role: 'staff' })
      const other = await createUser(t, { email: unique('altro') })
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers: steward.headers,
        payload: { qr_code_data: other.qrCodeData },
      })
      expect(first.json().valid).toBe(true)
      await t.database.rows(sql`update users set role = 'user' where id = ${steward.user.id}`)
      const res = await validate(steward.headers)
      expect(res.statusCode).toBe(403)
      expect(await checkins()).toBe(0)
    })
  })
})
