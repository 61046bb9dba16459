import { Writable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventListSchema, VendorListSchema, VendorSchema } from '../../src/api/contract.ts'
import { buildApp } from '../../server/app.ts'
import { exhibitorsSignature } from '../../server/db/catalogue-repository.ts'
import { events, vendors } from '../../server/db/schema.ts'
import { COMPRESS_MIN_BYTES } from '../../server/http/cached-json.ts'
import { CATALOGUE_FRESH_MS } from '../../server/plugins/catalogue-cache.ts'
import { createTestApp, sharedTestApp, type TestApp } from '../support/test-app.ts'
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
          stand: 'A4',
          hall: 'A',
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
      stand: 'A4',
      hall: 'A',
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

describe('cached lists: ETag, 304, compression, invalidation', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.database.db.insert(vendors).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Espositore ${String(i).padStart(2, '0')}`,
        description: 'Soluzioni per la manifattura, la logistica e la sostenibilità',
      })),
    )
    await t.database.db
      .insert(events)
      .values([
        { title: 'Apertura', eventDate: '2025-10-16', eventTime: '10:00', location: 'Stage 1' },
      ])
  })
  afterAll(async () => {
    await t.close()
  })
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('answers compact JSON with a strong ETag, and 304 to a matching If-None-Match', async () => {
    for (const url of ['/api/vendors/', '/api/events/']) {
      const first = await t.app.inject({ url })
      expect(first.statusCode).toBe(200)
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(first.headers['content-encoding']).toBeUndefined()
      expect(first.body).toBe(JSON.stringify(first.json()))
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(first.headers['cache-control']).toBe('no-cache')
      expect(String(first.headers.vary)).toMatch(/accept-encoding/)

      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
      // Weak comparison, lists, and a tag that does not match.
      const weak = await t.app.inject({ url, headers: { 'if-none-match': `"x", W/${etag}` } })
      expect(weak.statusCode).toBe(304)
      const other = await t.app.inject({ url, headers: { 'if-none-match': '"stale"' } })
      expect(other.statusCode).toBe(200)
      expect(other.body).toBe(first.body)
    }
  })

  it('compresses with brotli or gzip as accepted, the same bytes underneath', async () => {
    const plain = await t.app.inject({ url: '/api/vendors/' })
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES)
    const br = await t.app.inject({
      url: '/api/vendors/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    const gz = await t.app.inject({
      url: '/api/vendors/',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3)
    // Any encoding's tag revalidates the same data.
    const revalidated = await t.app.inject({
      url: '/api/vendors/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.headers.etag).toBe(gz.headers.etag)
    // Small bodies are not compressed.
    const events = await t.app.inject({ url: '/api/events/', headers: { 'accept-encoding': 'br' } })
    expect(events.headers['content-encoding']).toBeUndefined()
  })

  it('shows page views to staff at once, and other writers within the freshness time', async () => {
    const staff = await signedIn(t, { email: 'staff@example.com', role: 'staff' })
    const list = async (headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/vendors/', headers })
    const before = await list(staff.headers)
    expect(before.headers['cache-control']).toBe('private, no-cache')
    const publicBefore = await list()
    const [one] = VendorListSchema.parse(before.json())
    await t.app.inject({ url: `/api/vendors/${one?.id}` })
    const after = await list({ ...staff.headers, 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(VendorListSchema.parse(after.json())[0]?.page_view_count).toBe(
      (one?.page_view_count ?? 0) + 1,
    )
    // The public list does not carry views: same data, same tag.
    const publicAfter = await list({ 'if-none-match': String(publicBefore.headers.etag) })
    expect(publicAfter.statusCode).toBe(304)

    // A write that bypasses the routes (an import by another process).
    await t.database.db
      .update(vendors)
      .set({ name: 'Aaa Prima in elenco' })
      .where(eq(vendors.id, one?.id ?? 0))
    await t.database.db.insert(events).values({
      title: 'Chiusura',
      eventDate: '2025-10-18',
      eventTime: '18:00',
      location: 'Stage 1',
    })
    await pause(CATALOGUE_FRESH_MS + 50)
    const renamed = await list({ 'if-none-match': String(publicBefore.headers.etag) })
    expect(renamed.statusCode).toBe(200)
    expect(VendorListSchema.parse(renamed.json())[0]?.name).toBe('Aaa Prima in elenco')
    const programme = await t.app.inject({ url: '/api/events/' })
    expect(EventListSchema.parse(programme.json()).map((e) => e.title)).toEqual([
      'Apertura',
      'Chiusura',
    ])
  })
})

describe('cached lists behind a slow onSend hook', () => {
  // On an on-disk PGlite, durable-writes adds an async onSend hook: a list read from the
  // database, compressed for the first time or shown to staff must still be answered once.
  it('answers every path once, with the right bytes, and logs no second answer', async () => {
    const t = await createTestApp()
    let log = ''
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString()
        done()
      },
    })
    const app = await buildApp({
      config: { ...t.config, logLevel: 'warn' },
      database: t.database,
      logger: { stream },
    })
    app.addHook('onSend', async (_request, _reply, payload) => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      return payload
    })
    try {
      await t.database.db.insert(vendors).values(
        Array.from({ length: 20 }, (_, i) => ({
          name: `Espositore ${i}`,
          description: 'Macchine utensili, automazione e servizi per la manifattura',
        })),
      )
      const staff = await signedIn({ ...t, app }, { email: 'lento@example.com', role: 'staff' })
      const br = { 'accept-encoding': 'br' }
      const answers = [
        await app.inject({ url: '/api/vendors/', headers: br }),
        await app.inject({ url: '/api/vendors/', headers: { ...br, ...staff.headers } }),
        await app.inject({ url: '/api/vendors/', headers: { 'accept-encoding': 'gzip' } }),
        await app.inject({ url: '/api/vendors/', headers: br }),
        await app.inject({ url: '/api/events/' }),
      ]
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200])
      const publicList = VendorListSchema.parse(
        JSON.parse(brotliDecompressSync(answers[0]?.rawPayload ?? Buffer.alloc(0)).toString()),
      )
      expect(publicList).toHaveLength(20)
      const staffList = VendorListSchema.parse(
        JSON.parse(brotliDecompressSync(answers[1]?.rawPayload ?? Buffer.alloc(0)).toString()),
      )
      expect(staffList.every((v) => v.page_view_count === 0)).toBe(true)
      expect(gunzipSync(answers[2]?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(
        brotliDecompressSync(answers[3]?.rawPayload ?? Buffer.alloc(0)).toString(),
      )
      expect(answers[4]?.json()).toEqual([])
      await new Promise((resolve) => setTimeout(resolve, 50))
      const warnings = log
        .split('\n')
        .filter((line) => line && !line.includes('no built front end'))
      expect(warnings).toEqual([])
    } finally {
      await app.close()
      await t.close()
    }
  })
})

describe('exhibitorsSignature (the matching cache watches it)', () => {
  const t = sharedTestApp()

  it('changes with every added, removed or re-described exhibitor, and with nothing else', async () => {
    const { db } = t.database
    const seen = new Set([await exhibitorsSignature(db)])
    const changed = async () => {
      const signature = await exhibitorsSignature(db)
      const isNew = !seen.has(signature)
      seen.add(signature)
      return isNew
    }
    const [a, b] = await db
      .insert(vendors)
      .values([{ name: 'Alfa' }, { name: 'Beta', description: 'Robot' }])
      .returning({ id: vendors.id })
    expect(await changed()).toBe(true)
    expect(await changed()).toBe(false)
    // Page views and fields the engine does not read leave it alone.
    await t.app.inject({ url: `/api/vendors/${a?.id}` })
    await db
      .update(vendors)
      .set({ website: 'https://alfa.example' })
      .where(eq(vendors.id, a?.id ?? 0))
    expect(await changed()).toBe(false)
    for (const set of [{ description: 'Cobot' }, { seeking: 'Integratori' }, { name: 'Alfa 2' }]) {
      await db
        .update(vendors)
        .set(set)
        .where(eq(vendors.id, a?.id ?? 0))
      expect(await changed(), JSON.stringify(set)).toBe(true)
    }
    // One removed and one added in the same transaction: the count stays, the signature moves.
    await db.transaction(async (tx) => {
      await tx.delete(vendors).where(eq(vendors.id, b?.id ?? 0))
      await tx.insert(vendors).values({ name: 'Gamma' })
    })
    expect(await changed()).toBe(true)
    await db.delete(vendors).where(eq(vendors.id, a?.id ?? 0))
    expect(await changed()).toBe(true)
  })
})
