import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventListSchema, VendorListSchema, VendorSchema } from '../../src/api/contract.ts'
import { events, vendors } from '../../server/db/schema.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { signedIn } from './helpers.ts'

describe('/api/vendors and /api/events', () => {
  let t: TestApp
  let ids: number[] = []
  beforeAll(async () => {
    t = await createTestApp()
    const rows = await t.database.db
      .insert(vendors)
      .values([
        {
          name: 'Robotica Emiliana',
          description: 'Bracci robotici collaborativi',
          seeking: 'Integratori',
          website: 'https://robotica.example',
          email: 'info@robotica.example',
          logoPath: '/logos/robotica.svg',
          address: 'Via Emilia 1, Modena',
          telephone: '+39 059 000000',
        },
        { name: 'Agrisolare', description: 'Fotovoltaico per aziende agricole' },
      ])
      .returning({ id: vendors.id })
    ids = rows.map((r) => r.id)
    await t.database.db.insert(events).values([
      {
        title: 'Industria 5.0',
        eventDate: '2025-10-17',
        eventTime: '09:30',
        location: 'Stage 2',
        tags: ['robotica', 'ai'],
        speaker: 'Elena Neri',
        companyName: 'Robotica Emiliana',
        topic: 'Manifattura',
      },
      { title: 'Apertura', eventDate: '2025-10-16', eventTime: '10:00:00', location: 'Stage 1' },
      { title: 'Colazione', eventDate: '2025-10-16', eventTime: '08:45', location: 'Hall A' },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists vendors publicly, by name, without page views', async () => {
    const res = await t.app.inject({ url: '/api/vendors/' })
    expect(res.statusCode).toBe(200)
    const list = VendorListSchema.parse(res.json())
    expect(list.map((v) => v.name)).toEqual(['Agrisolare', 'Robotica Emiliana'])
    expect(res.json()[0]).not.toHaveProperty('page_view_count')
    expect(list[1]).toEqual({
      id: ids[0],
      name: 'Robotica Emiliana',
      description: 'Bracci robotici collaborativi',
      seeking: 'Integratori',
      website: 'https://robotica.example',
      email: 'info@robotica.example',
      logo_path: '/logos/robotica.svg',
      address: 'Via Emilia 1, Modena',
      telephone: '+39 059 000000',
    })
    // Without the trailing slash too.
    expect((await t.app.inject({ url: '/api/vendors' })).statusCode).toBe(200)
  })

  it('counts each detail read, showing the count to staff and admins only', async () => {
    const id = ids[1]
    const anon = await t.app.inject({ url: `/api/vendors/${id}` })
    expect(anon.statusCode).toBe(200)
    expect(anon.json()).not.toHaveProperty('page_view_count')
    const user = await signedIn(t, { email: 'utente@example.com' })
    const asUser = await t.app.inject({ url: `/api/vendors/${id}`, headers: user.headers })
    expect(asUser.json()).not.toHaveProperty('page_view_count')
    const staff = await signedIn(t, { email: 'staff@example.com', role: 'staff' })
    const asStaff = await t.app.inject({ url: `/api/vendors/${id}`, headers: staff.headers })
    expect(VendorSchema.parse(asStaff.json()).page_view_count).toBe(3)
    const admin = await signedIn(t, { email: 'admin@example.com', role: 'admin' })
    const list = await t.app.inject({ url: '/api/vendors/', headers: admin.headers })
    expect(list.json().find((v: { id: number }) => v.id === id).page_view_count).toBe(3)
    // An invalid token on a public route is simply anonymous.
    const forged = await t.app.inject({
      url: `/api/vendors/${id}`,
      headers: { authorization: 'Bearer nope' },
    })
    expect(forged.statusCode).toBe(200)
    expect(forged.json()).not.toHaveProperty('page_view_count')
  })

  it('counts simultaneous reads without losing any', async () => {
    const id = ids[0]
    const before = await t.database.rows<{ n: number }>(
      sql`select page_view_count as n from vendors where id = ${id}`,
    )
    await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: `/api/vendors/${id}` })))
    const after = await t.database.rows<{ n: number }>(
      sql`select page_view_count as n from vendors where id = ${id}`,
    )
    expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(20)
  })

  it('answers 404 with a detail for an unknown vendor, 422 for a bad id', async () => {
    const res = await t.app.inject({ url: '/api/vendors/999999' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Azienda non trovata.' })
    expect((await t.app.inject({ url: '/api/vendors/abc' })).statusCode).toBe(422)
  })

  it('lists events publicly, ordered by date and time, in the contract shape', async () => {
    const res = await t.app.inject({ url: '/api/events/' })
    expect(res.statusCode).toBe(200)
    const list = EventListSchema.parse(res.json())
    expect(list.map((e) => e.title)).toEqual(['Colazione', 'Apertura', 'Industria 5.0'])
    expect(list[2]).toEqual({
      id: expect.any(Number),
      title: 'Industria 5.0',
      speaker: 'Elena Neri',
      company_name: 'Robotica Emiliana',
      topic: 'Manifattura',
      location: 'Stage 2',
      tags: ['robotica', 'ai'],
      event_date: '2025-10-17',
      event_time: '09:30:00',
    })
    expect(list[0]).toMatchObject({ event_time: '08:45:00', tags: [], speaker: null })
  })
})
