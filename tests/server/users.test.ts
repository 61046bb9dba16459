import { describe, expect, it } from 'vitest'
import { UserSchema } from '../../src/api/contract.ts'
import { insertUser } from '../../server/db/users-repository.ts'
import { sharedTestApp } from '../support/test-app.ts'
import { signedIn } from './helpers.ts'

describe('/api/users', () => {
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  const t = sharedTestApp()

  it('GET /me answers the user with its ticket QR data, never cached', async () => {
    const email = unique('paola')
    const { user, headers } = await signedIn(t, {
      email,
      firstName: 'Paola',
      lastName: 'Bianchi',
      employmentType: 'self_employed',
      companyName: 'Studio Bianchi',
    })
    const res = await t.app.inject({ url: '/api/users/me', headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const me = UserSchema.parse(res.json())
    expect(me).toMatchObject({
      id: user.id,
      email,
      first_name: 'Paola',
      last_name: 'Bianchi',
      phone_number: null,
      employment_type: 'self_employed',
      company_name: 'Studio Bianchi',
      role: 'user',
      qr_code_data: user.qrCodeData,
      seeking: null,
      description: null,
    })
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(UserSchema.shape).sort())
    expect(me.last_login).not.toBeNull()
  })

  it('GET /me is 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/users/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toEqual(expect.any(String))
  })

  it('PUT edits only the profile fields of SPEC.md on one’s own account', async () => {
    const { user, headers } = await signedIn(t, { email: unique('marco'), firstName: 'Marco' })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: {
        seeking: '  Soluzioni ERP e robotica collaborativa  ',
        description: 'Buyer di un’azienda metalmeccanica',
        last_name: 'Verdi',
        employment_type: 'employee',
        company_name: 'Meccanica Verdi',
        first_name: '',
        role: 'admin',
        email: 'altro@example.com',
      },
    })
    expect(res.statusCode).toBe(200)
    expect(UserSchema.parse(res.json())).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user',
      seeking: 'Soluzioni ERP e robotica collaborativa',
      description: 'Buyer di un’azienda metalmeccanica',
      first_name: null,
      last_name: 'Verdi',
      employment_type: 'employee',
      company_name: 'Meccanica Verdi',
      qr_code_data: user.qrCodeData,
    })
    const me = await t.app.inject({ url: '/api/users/me', headers })
    expect(me.json().seeking).toBe('Soluzioni ERP e robotica collaborativa')
  })

  it('PUT on someone else is 403, unless the caller is an admin', async () => {
    const a = await signedIn(t, { email: unique('a') })
    const b = await signedIn(t, { email: unique('b') })
    const admin = await signedIn(t, { email: unique('admin'), role: 'admin' })
    const staff = await signedIn(t, { email: unique('staff'), role: 'staff' })
    const payload = { seeking: 'fotovoltaico' }
    for (const caller of [a, staff]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${b.user.id}`,
        headers: caller.headers,
        payload,
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().detail).toMatch(/permessi/)
    }
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${b.user.id}`,
      headers: admin.headers,
      payload,
    })
    expect(byAdmin.statusCode).toBe(200)
    expect(byAdmin.json()).toMatchObject({ id: b.user.id, seeking: 'fotovoltaico' })
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/users/999999',
      headers: admin.headers,
      payload,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('PUT answers 422 for bad values and 401 without token', async () => {
    const { user, headers } = await signedIn(t, { email: unique('c') })
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: { employment_type: 'boss', seeking: 'x'.repeat(4001) },
    })
    expect(bad.statusCode).toBe(422)
    expect(
      bad
        .json()
        .detail.map((d: { loc: string[] }) => d.loc[1])
        .sort(),
    ).toEqual(['employment_type', 'seeking'])
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { seeking: 'x' },
    })
    expect(anon.statusCode).toBe(401)
  })

  it('PUT stores the phone in E.164 and refuses an impossible one in Italian', async () => {
    const { user, headers } = await signedIn(t, { email: unique('tel') })
    const put = (phone_number: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers,
        payload: { phone_number },
      })
    const ok = await put(' 333 123 4567 ')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().phone_number).toBe('+393331234567')
    const foreign = await put('+44 20 7946 0958')
    expect(foreign.json().phone_number).toBe('+442079460958')
    const bad = await put('12')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().detail).toMatch(/^Telefono: numero non valido/)
    const me = await t.app.inject({ url: '/api/users/me', headers })
    expect(me.json().phone_number).toBe('+442079460958')
    const cleared = await put('')
    expect(cleared.json().phone_number).toBeNull()
  })

  it('PUT words validation errors in Italian per field, never zod’s English', async () => {
    const { user, headers } = await signedIn(t, { email: unique('lungo') })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: { seeking: 'x'.repeat(4001), employment_type: 'boss' },
    })
    expect(res.statusCode).toBe(422)
    const msgs = (res.json().detail as { msg: string }[]).map((d) => d.msg).sort()
    expect(msgs).toEqual([
      'Cosa cerchi: può contenere al massimo 4000 caratteri.',
      'Tipo: valore non valido.',
    ])
  })

  it('an account without a ticket shows qr_code_data null', async () => {
    const row = await insertUser(t.database.db, {
      email: unique('senza'),
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    })
    const { signAccessToken } = await import('../../server/domain/access-tokens.ts')
    const token = await signAccessToken(t.config.jwtSecret, {
      userId: row?.id ?? 0,
      role: 'user',
      sessionVersion: 0,
    })
    const res = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.json().qr_code_data).toBeNull()
  })
})
