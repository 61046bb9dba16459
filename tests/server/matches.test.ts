import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MatchListSchema, MatchSchema } from '../../src/api/contract.ts'
import { vendors } from '../../server/db/schema.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { signedIn } from './helpers.ts'

const profile = {
  seeking: 'Software gestionale ERP e robot collaborativi per la produzione',
  description: 'Responsabile acquisti di una azienda metalmeccanica che cerca fornitori',
  employmentType: 'employee' as const,
  companyName: 'Officine Meccaniche Lombarde',
}

describe('/api/matches', () => {
  let t: TestApp
  let serial = 0
  const vendorIds: Record<string, number> = {}
  const attendee = () => signedIn(t, { email: `buyer.${++serial}@example.com`, ...profile })
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers })
  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
    })

  beforeAll(async () => {
    t = await createTestApp()
    const rows = await t.database.db
      .insert(vendors)
      .values([
        {
          name: 'Gestionali Srl',
          description: 'Software gestionale ERP per la produzione manifatturiera',
          seeking: 'Aziende metalmeccaniche',
        },
        {
          name: 'CoboTech',
          description: 'Robot collaborativi per la produzione industriale',
          seeking: 'Responsabili acquisti del settore metalmeccanico',
        },
        {
          name: 'Dolci Tradizioni',
          description: 'Pasticceria artigianale e panettoni',
          seeking: 'Distributori alimentari',
        },
        {
          name: 'Nordest ERP',
          description: 'Gestionale ERP in cloud per la produzione e il magazzino',
          seeking: 'Aziende manifatturiere',
        },
        {
          name: 'Cobot Lariani',
          description: 'Cobot e robot collaborativi per asservimento macchine',
          seeking: 'Officine meccaniche',
        },
      ])
      .returning({ id: vendors.id, name: vendors.name })
    for (const r of rows) vendorIds[r.name] = r.id
  })
  afterAll(async () => {
    await t.close()
  })

  it('asks for a complete profile first (400 with detail), and a token (401)', async () => {
    const { headers } = await signedIn(t, { email: 'vuoto@example.com', seeking: 'ERP' })
    const res = await get('/api/matches/new', headers)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toMatch(/Cosa cerchi.*La tua descrizione/)
    expect((await t.app.inject({ url: '/api/matches/new' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/matches/' })).statusCode).toBe(401)
  })

  it('ranks the exhibitors, best first, and stores the suggestions', async () => {
    const { user, headers } = await attendee()
    const res = await get('/api/matches/new', headers)
    expect(res.statusCode).toBe(200)
    const list = MatchListSchema.parse(res.json())
    expect(list.length).toBeGreaterThanOrEqual(2)
    const ids = list.map((m) => m.vendor_id)
    expect(ids).toContain(vendorIds['Gestionali Srl'])
    expect(ids).toContain(vendorIds['CoboTech'])
    expect(list.every((m) => m.status === 'none' && m.description.length > 0)).toBe(true)
    const scores = list.map((m) => m.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const stored = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from matches where user_id = ${user.id} and status = 'none'`,
    )
    expect(Number(stored[0]?.n)).toBe(list.length)
    // Asking again does not duplicate rows.
    const again = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    expect(again.map((m) => m.id)).toEqual(list.map((m) => m.id))
  })

  it('accepts and rejects idempotently; decided vendors leave the suggestions for history', async () => {
    const { headers } = await attendee()
    const suggestions = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    const first = suggestions[0]
    if (!first) throw new Error('no suggestion')
    const accepted = await post(`/api/matches/${first.vendor_id}/accept`, headers)
    expect(accepted.statusCode).toBe(200)
    const match = MatchSchema.parse(accepted.json())
    expect(match).toMatchObject({ id: first.id, status: 'accepted', score: first.score })
    const twice = await post(`/api/matches/${first.vendor_id}/accept`, headers)
    expect(twice.json()).toEqual(accepted.json())

    // Decided from the vendor page, without a stored suggestion: scored on the spot.
    const dolci = vendorIds['Dolci Tradizioni'] ?? 0
    const rejected = await post(`/api/matches/${dolci}/reject`, headers)
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ vendor_id: dolci, status: 'rejected' })

    const next = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    expect(next.map((m) => m.vendor_id)).not.toContain(first.vendor_id)
    expect(next.map((m) => m.vendor_id)).not.toContain(dolci)

    const history = MatchListSchema.parse((await get('/api/matches/', headers)).json())
    expect(history.map((m) => [m.vendor_id, m.status]).sort()).toEqual(
      [
        [first.vendor_id, 'accepted'],
        [dolci, 'rejected'],
      ].sort(),
    )
    expect(history.find((m) => m.vendor_id === first.vendor_id)?.description).toBe(
      first.description,
    )

    // Changing one's mind is allowed: the status follows the last decision.
    const changed = await post(`/api/matches/${dolci}/accept`, headers)
    expect(changed.json().status).toBe('accepted')
  })

  it('suggests only real matches, each reason naming what matched', async () => {
    const { headers } = await attendee()
    const list = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    const ids = list.map((m) => m.vendor_id)
    expect(ids).not.toContain(vendorIds['Dolci Tradizioni'])
    expect(list.length).toBe(4)
    for (const m of list) expect(m.description).toMatch(/^Cerchi «[^»]+»/)
  })

  it('answers an empty list when nobody offers what the attendee asks for', async () => {
    const { headers } = await signedIn(t, {
      email: `vivaio.${++serial}@example.com`,
      ...profile,
      seeking: 'Piante da frutto e semi di ortaggi per il vivaio',
    })
    const res = await get('/api/matches/new', headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('learns from decisions: an accept raises similar matches, a pass lowers them, both said', async () => {
    const { headers } = await attendee()
    const scoreOf = (list: { vendor_id: number; score: number }[], name: string) =>
      list.find((m) => m.vendor_id === vendorIds[name])?.score ?? NaN
    const before = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    await post(`/api/matches/${vendorIds['Gestionali Srl']}/accept`, headers)
    await post(`/api/matches/${vendorIds['CoboTech']}/reject`, headers)
    const after = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    expect(scoreOf(after, 'Nordest ERP')).toBeGreaterThan(scoreOf(before, 'Nordest ERP'))
    expect(scoreOf(after, 'Cobot Lariani')).toBeLessThan(scoreOf(before, 'Cobot Lariani'))
    const reasonOf = (name: string) =>
      after.find((m) => m.vendor_id === vendorIds[name])?.description ?? ''
    expect(reasonOf('Nordest ERP')).toContain('Somiglia a Gestionali Srl, che ti interessa')
    expect(reasonOf('Cobot Lariani')).toContain('Somiglia a CoboTech, che hai passato')
    // Decisions reorder real matches; they never bring in one that matches nothing.
    expect(after.map((m) => m.vendor_id)).not.toContain(vendorIds['Dolci Tradizioni'])
    expect(after).toHaveLength(before.length - 2)
  })

  it('answers 404 for an unknown vendor', async () => {
    const { headers } = await attendee()
    const res = await post('/api/matches/999999/accept', headers)
    expect(res.statusCode).toBe(404)
    expect(res.json().detail).toBe('Azienda non trovata.')
    expect((await post('/api/matches/999999/reject', headers)).statusCode).toBe(404)
  })

  it('sees changed exhibitor texts at once (the prepared cache follows the vendors table)', async () => {
    const { headers } = await attendee()
    const before = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    const dolci = vendorIds['Dolci Tradizioni'] ?? 0
    const scoreOf = (list: typeof before) => list.find((m) => m.vendor_id === dolci)?.score ?? 0
    await t.database.db
      .update(vendors)
      .set({ description: 'Software gestionale ERP e robot collaborativi per la produzione' })
      .where(eq(vendors.id, dolci))
    const after = MatchListSchema.parse((await get('/api/matches/new', headers)).json())
    expect(scoreOf(after)).toBeGreaterThan(scoreOf(before))
    await t.database.db
      .update(vendors)
      .set({ description: 'Pasticceria artigianale e panettoni' })
      .where(eq(vendors.id, dolci))
  })
})
