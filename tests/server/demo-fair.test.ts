import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../server/db/client.ts'
import { events, vendors } from '../../server/db/schema.ts'
import { DEMO_EXHIBITORS } from '../../server/demo/data/exhibitors.ts'
import { DEMO_LOCATIONS, DEMO_TALKS } from '../../server/demo/data/talks.ts'
import { seedDemoFair } from '../../server/demo/fair.ts'
import { standPlace } from '../../src/ui/fair-map-layout.ts'
import { openTestDatabase, testDatabaseKind } from '../support/test-app.ts'

const publicDir = path.join(import.meta.dirname, '../../public')

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

describe(`demo fair on ${testDatabaseKind()}`, () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase()
    await seedDemoFair(database)
  })
  afterAll(async () => {
    await database.close()
  })

  const counts = async () => {
    const [row] = await database.rows<{ v: number | string; e: number | string }>(
      sql`select (select count(*) from vendors) as v, (select count(*) from events) as e`,
    )
    return { vendors: Number(row?.v), events: Number(row?.e) }
  }

  it('seeds dozens of exhibitors and a two-day programme', async () => {
    const { vendors: vendorCount, events: eventCount } = await counts()
    expect(vendorCount).toBe(DEMO_EXHIBITORS.length)
    expect(vendorCount).toBeGreaterThanOrEqual(40)
    expect(eventCount).toBe(DEMO_TALKS.length)

    const rows = await database.db.select().from(events)
    const onStage = rows.filter((e) => /stage [12]/i.test(e.location ?? ''))
    expect(onStage.length).toBeGreaterThanOrEqual(30)
    expect(new Set(rows.map((e) => e.eventDate))).toEqual(new Set(['2025-10-16', '2025-10-17']))
    for (const day of ['2025-10-16', '2025-10-17']) {
      for (const stage of ['stage 1', 'stage 2']) {
        const talks = rows.filter(
          (e) => e.eventDate === day && e.location?.toLowerCase().includes(stage),
        )
        expect(talks.length, `${stage} on ${day}`).toBeGreaterThanOrEqual(6)
      }
    }
    // a few talks happen away from the two stages
    expect(rows.length - onStage.length).toBeGreaterThanOrEqual(3)
  })

  it('gives every exhibitor its own stand on the map, in its hall', async () => {
    const rows = await database.db.select().from(vendors)
    expect(rows).toHaveLength(DEMO_EXHIBITORS.length)
    for (const row of rows) {
      const place = standPlace(row.stand)
      expect(place, `${row.name}: ${row.stand}`).toBeDefined()
      expect(row.hall, row.name).toBe(place?.hall)
    }
    expect(new Set(rows.map((row) => row.stand)).size).toBe(rows.length)
  })

  it('running it again changes no counts and keeps page views', async () => {
    const before = await counts()
    await database.db
      .update(vendors)
      .set({ pageViewCount: 12 })
      .where(eq(vendors.externalId, 'esp-001'))
    await seedDemoFair(database)
    expect(await counts()).toEqual(before)
    const [row] = await database.db
      .select({ views: vendors.pageViewCount })
      .from(vendors)
      .where(eq(vendors.externalId, 'esp-001'))
    expect(row?.views).toBe(12)
  })

  it('gives every exhibitor the fields the vendor page shows, and a bundled logo', async () => {
    const rows = await database.db.select().from(vendors)
    for (const v of rows) {
      for (const field of [
        'name',
        'description',
        'seeking',
        'website',
        'email',
        'address',
        'telephone',
      ] as const) {
        expect(v[field], `${v.externalId} ${field}`).toBeTruthy()
      }
      expect(v.telephone).toMatch(/^\+39 \d/)
      expect(v.address).toMatch(/\b\d{5} [A-Z]/)
      expect(v.logoPath).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/)
      const logo = path.join(publicDir, v.logoPath ?? '')
      expect(existsSync(logo), logo).toBe(true)
      expect(readFileSync(logo, 'utf8')).toContain('<svg')
    }
    expect(new Set(rows.map((v) => v.name)).size).toBe(rows.length)
    expect(new Set(rows.map((v) => v.logoPath)).size).toBe(rows.length)
  })

  it('keeps the ids other tests and the docs rely on', async () => {
    const pinned = await database.db
      .select({ id: vendors.externalId, name: vendors.name, logo: vendors.logoPath })
      .from(vendors)
      .where(sql`${vendors.externalId} in ('esp-001', 'esp-002', 'esp-007')`)
      .orderBy(vendors.externalId)
    expect(pinned).toEqual([
      { id: 'esp-001', name: 'Gestionale Adriatico Srl', logo: '/logos/gestionale-adriatico.svg' },
      { id: 'esp-002', name: 'Cobotica Lariana Srl', logo: '/logos/cobotica-lariana.svg' },
      { id: 'esp-007', name: 'Scudo Cyber Srl', logo: '/logos/scudo-cyber.svg' },
    ])
    const [opening] = await database.db
      .select()
      .from(events)
      .where(eq(events.externalId, 'evt-001'))
    expect(opening).toMatchObject({
      location: 'Padiglione A – Stage 1',
      eventDate: '2025-10-16',
      eventTime: '09:30:00',
    })
  })

  it('schedules talks between 09:30 and 18:00 without overlaps on one stage', () => {
    const seen = new Map<string, number[]>()
    for (const talk of DEMO_TALKS) {
      const start = minutes(talk.event_time)
      expect(start, talk.title).toBeGreaterThanOrEqual(minutes('09:30'))
      expect(start, talk.title).toBeLessThanOrEqual(minutes('18:00'))
      expect(talk.tags.length).toBeGreaterThanOrEqual(2)
      expect(talk.tags.every((t) => t === t.toLowerCase())).toBe(true)
      const key = `${talk.event_date} ${talk.location}`
      seen.set(key, [...(seen.get(key) ?? []), start])
    }
    for (const [key, starts] of seen) {
      const sorted = [...starts].sort((a, b) => a - b)
      sorted.slice(1).forEach((start, i) => {
        expect(start - (sorted[i] ?? 0), key).toBeGreaterThanOrEqual(45)
      })
    }
  })

  it('has a legible fair map naming the stages, halls, rooms and gates of the programme', () => {
    const map = readFileSync(path.join(publicDir, 'map/fiera-map.svg'), 'utf8')
    expect(map).toMatch(/<svg[^>]*role="img"/)
    expect(map).toMatch(/<title[^>]*>[^<]+<\/title>/)
    expect(map).toMatch(/<desc[^>]*>[^<]+<\/desc>/)
    for (const label of [
      'Padiglione A',
      'Padiglione B',
      'Padiglione C',
      'Stage 1',
      'Stage 2',
      'Sala Workshop',
      'Area Networking',
      'Ingresso Nord',
      'Ingresso Sud',
      'Info point',
      'Parcheggio',
    ]) {
      expect(map, label).toContain(label)
    }
    for (const sector of new Set(DEMO_EXHIBITORS.map((e) => e.sector))) {
      expect(map, sector).toContain(`>${sector}</text>`)
    }
    for (const location of Object.values(DEMO_LOCATIONS)) {
      for (const part of location.split(' – ')) expect(map, part).toContain(part)
    }
    const sizes = [...map.matchAll(/font-size(?:="|:\s*)(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]))
    expect(sizes.length).toBeGreaterThan(0)
    const width = Number(/viewBox="0 0 (\d+)/.exec(map)?.[1])
    // shown 358 px wide (a 390 px phone less the page margins), no label is under 11 px
    expect(Math.min(...sizes) * (358 / width)).toBeGreaterThanOrEqual(11)
  })
})
