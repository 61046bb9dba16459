// Two-sided Smart Matching (issue 21) through the real routes: an exhibitor's "Interessa anche a
// noi" and the badges it scanned, for other attendees who ask for the same things, move it up in
// this attendee's /api/matches/new, with a reason that names nobody; non-matches stay out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MatchListSchema, type Match } from '../../src/api/contract.ts'
import { vendors } from '../../server/db/schema.ts'
import { createTestApp, type TestApp, testDatabaseKind } from '../support/test-app.ts'
import { createUser, signedIn } from './helpers.ts'

const reader = {
  seeking: "Cerco un gestionale per la produzione e robot collaborativi per l'assemblaggio.",
  description: "Responsabile acquisti di un'azienda metalmeccanica che produce componenti.",
  employmentType: 'employee' as const,
  companyName: 'Officine Rossi Srl',
}

describe(`two-sided matching through /api/matches/new on ${testDatabaseKind()}`, () => {
  let t: TestApp
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  const id: Record<string, number> = {}
  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
  const queue = async (headers: Record<string, string>): Promise<Match[]> => {
    const res = await call('GET', '/api/matches/new', headers)
    expect(res.statusCode, res.body).toBe(200)
    return MatchListSchema.parse(res.json())
  }
  const order = (list: Match[]) => list.map((m) => m.vendor_id)
  const staff = (vendor: string) =>
    signedIn(t, { email: unique('stand'), role: 'exhibitor', vendorId: id[vendor] ?? -1 })

  beforeAll(async () => {
    t = await createTestApp()
    // Two pairs of stands that answer the reader equally (same text, same seeking), and one
    // stand that answers nothing of it.
    const rows = await t.database.db
      .insert(vendors)
      .values([
        { name: 'Erp Uno', description: 'Software gestionale ERP.', seeking: 'PMI manifatturiere' },
        { name: 'Erp Due', description: 'Software gestionale ERP.', seeking: 'PMI manifatturiere' },
        { name: 'Cobot Uno', description: 'Robot collaborativi.', seeking: 'Officine meccaniche' },
        { name: 'Cobot Due', description: 'Robot collaborativi.', seeking: 'Officine meccaniche' },
        { name: 'Dolci Tradizioni', description: 'Pasticceria e panettoni.', seeking: 'Bar' },
      ])
      .returning({ id: vendors.id, name: vendors.name })
    for (const r of rows) id[r.name] = r.id
  })
  afterAll(async () => {
    await t?.close()
  })

  it('raises a stand that said "Interessa anche a noi" to others asking the same, and one that scanned them', async () => {
    const me = await signedIn(t, { email: unique('reader'), ...reader })
    const before = await queue(me.headers)
    const vendor = (name: string) => id[name] ?? -1
    const erpUno = vendor('Erp Uno')
    const erpDue = vendor('Erp Due')
    const cobotUno = vendor('Cobot Uno')
    const cobotDue = vendor('Cobot Due')
    const dolci = vendor('Dolci Tradizioni')
    // Equal scores: ties go by id.
    expect(order(before).indexOf(erpUno)).toBeLessThan(order(before).indexOf(erpDue))
    expect(order(before).indexOf(cobotUno)).toBeLessThan(order(before).indexOf(cobotDue))
    expect(order(before)).not.toContain(dolci)

    // Two other attendees who want an ERP: they press "Mi interessa" on Erp Due, which answers.
    const erpStand = await staff('Erp Due')
    for (const name of ['Zeno Quarantotto', 'Ilaria Novantanove']) {
      const [firstName, lastName] = name.split(' ')
      const other = await signedIn(t, {
        email: unique('other'),
        firstName,
        lastName,
        seeking: 'Un gestionale ERP per il magazzino della ferramenta',
        description: 'Titolare di una ferramenta',
        shareWithInterestedExhibitors: true,
      })
      expect((await call('POST', `/api/matches/${erpDue}/accept`, other.headers)).statusCode).toBe(
        200,
      )
      const answer = await call(
        'POST',
        `/api/exhibitor/interest/${other.user.id}/accept`,
        erpStand.headers,
      )
      expect(answer.statusCode, answer.body).toBe(200)
    }
    // Two more, who want cobots, have their badges scanned at Cobot Due's stand, and at the
    // pastry stand too (which answers nothing the reader asks).
    const cobotStand = await staff('Cobot Due')
    const pastryStand = await staff('Dolci Tradizioni')
    const cobotLeads: number[] = []
    for (let i = 0; i < 2; i++) {
      const visitor = await createUser(t, {
        email: unique('visitor'),
        seeking: 'Robot collaborativi per asservire le presse',
        description: 'Titolare di uno stampaggio',
      })
      for (const stand of [cobotStand, pastryStand]) {
        const scan = await call('POST', '/api/exhibitor/leads/scan', stand.headers, {
          qr_code_data: visitor.qrCodeData,
        })
        expect(scan.statusCode, scan.body).toBe(200)
        if (stand === cobotStand) cobotLeads.push(scan.json<{ id: number }>().id)
      }
    }

    const after = await queue(me.headers)
    expect(order(after).indexOf(erpDue)).toBeLessThan(order(after).indexOf(erpUno))
    expect(order(after).indexOf(cobotDue)).toBeLessThan(order(after).indexOf(cobotUno))
    // Nothing new appears, nothing leaves: only the order changed.
    expect([...order(after)].sort()).toEqual([...order(before)].sort())
    const byId = new Map(after.map((m) => [m.vendor_id, m]))
    const scoreBefore = (v: number) => before.find((m) => m.vendor_id === v)?.score ?? NaN
    expect(byId.get(erpDue)?.score).toBeGreaterThan(scoreBefore(erpDue))
    expect(byId.get(erpDue)?.score).toBeLessThanOrEqual(scoreBefore(erpDue) * 1.15 + 0.001)
    expect(byId.get(erpUno)?.score).toBe(scoreBefore(erpUno))
    expect(byId.get(erpDue)?.description).toContain(
      'Erp Due ha già risposto «Interessa anche a noi» ad altri visitatori che cercano «gestionale», come te',
    )
    expect(byId.get(cobotDue)?.description).toContain(
      'Cobot Due ha già incontrato allo stand altri visitatori che cercano «robot collaborativi», come te',
    )
    // Nobody is named, and nothing the others wrote is quoted.
    const text = JSON.stringify(after)
    expect(text).not.toMatch(/Zeno|Quarantotto|Ilaria|Novantanove|ferramenta|magazzino|presse/)

    // Rated cold, those leads are no interest any more: the next ranking sees it at once.
    for (const lead of cobotLeads) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/exhibitor/leads/${lead}`,
        headers: { ...cobotStand.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ rating: 'freddo' }),
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const cold = await queue(me.headers)
    expect(order(cold).indexOf(cobotUno)).toBeLessThan(order(cold).indexOf(cobotDue))
    expect(cold.find((m) => m.vendor_id === cobotDue)?.description).not.toContain('allo stand')
    expect(order(cold).indexOf(erpDue)).toBeLessThan(order(cold).indexOf(erpUno))

    // The reader's own badge scanned at Cobot Uno is no hint about others: with one other visitor
    // alike, Cobot Uno has one person to go by, not the two the signal needs.
    const cobotUnoStand = await staff('Cobot Uno')
    const alike = await createUser(t, {
      email: unique('visitor'),
      seeking: 'Robot collaborativi per la saldatura',
      description: 'Carpenteria metallica',
    })
    for (const code of [me.user.qrCodeData, alike.qrCodeData]) {
      const scan = await call('POST', '/api/exhibitor/leads/scan', cobotUnoStand.headers, {
        qr_code_data: code,
      })
      expect(scan.statusCode, scan.body).toBe(200)
    }
    const own = await queue(me.headers)
    const cobotUnoNow = own.find((m) => m.vendor_id === cobotUno)
    expect(cobotUnoNow?.score).toBe(scoreBefore(cobotUno))
    expect(cobotUnoNow?.description).not.toContain('allo stand')
  })
})
