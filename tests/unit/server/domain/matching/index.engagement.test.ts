// Two-sided matching (issue 21): an exhibitor's interest in other attendees who ask for the same
// things raises it in this attendee's queue, boundedly, with a reason that names no one.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  TUNING,
  engagedRequest,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type Engagement,
  type RankedExhibitor,
} from '../../../../../server/domain/matching/index.ts'
import { buyer } from '../../../../fixtures/matching/buyer.ts'

const stand = (id: number, name: string, description: string, seeking: string) => ({
  id,
  name,
  description,
  seeking,
})
const erpUno = stand(901, 'Erp Uno', 'Gestionale ERP per la produzione.', 'Aziende manifatturiere')
const erpDue = stand(902, 'Erp Due', 'Software gestionale ERP.', 'PMI manifatturiere')
const cobot = stand(903, 'Cobot Uno', 'Robot collaborativi.', 'Officine meccaniche')
const insurer = stand(904, 'Gamma Assicurazioni', 'Polizze RC.', 'Aziende metalmeccaniche.')
const sweets = stand(905, 'Dolci Tradizioni', 'Pasticceria e panettoni.', 'Distributori alimentari')
const all = [erpUno, erpDue, cobot, insurer, sweets]
const list = all.map((e) => prepareExhibitor(e))

/** Other attendees: alike asks for an ERP (what Erp Due answers here), unlike for cakes. */
const alike = engagedRequest('Un gestionale ERP per il magazzino e la contabilità di Pordenone')
const unlike = engagedRequest('Panettoni e dolci per il mio bar')

function engaged(
  exhibitorId: number,
  people: number,
  request: ReadonlySet<string>,
  kind: Engagement['kind'] = 'mutual',
  rating: string | null = null,
  firstId = 1,
): Engagement[] {
  return Array.from({ length: people }, (_, i) => ({
    exhibitorId,
    attendeeId: firstId + i,
    kind,
    rating,
    request,
  }))
}

const find = (r: RankedExhibitor[], id: number) => {
  const row = r.find((x) => x.exhibitorId === id)
  if (!row) throw new Error(`no row for ${id}`)
  return row
}

describe('two-sided matching: exhibitors’ interest in attendees like this one', () => {
  const before = rankExhibitors(buyer, list)

  it('raises a match whose stand said "Interessa anche a noi" to people asking the same, saying why', () => {
    const after = rankExhibitors(buyer, list, [], engaged(erpDue.id, 3, alike))
    expect(find(after, erpDue.id).score).toBeGreaterThan(find(before, erpDue.id).score)
    const reason = find(after, erpDue.id).reason
    expect(reason).toContain(
      "Erp Due ha già risposto «Interessa anche a noi» ad altri visitatori che cercano «gestionale», come te: l'abbiamo messa più in alto.",
    )
    // Only the reader's own words: nothing the others wrote ("magazzino", "contabilità").
    expect(reason).not.toMatch(/magazzino|contabilit|Pordenone/)
    // The others are untouched.
    for (const e of [erpUno, cobot]) {
      expect(find(after, e.id).score).toBe(find(before, e.id).score)
      expect(find(after, e.id).reason).toBe(find(before, e.id).reason)
    }
  })

  it('says when the interest came from badges scanned at the stand, or from both', () => {
    const leads = rankExhibitors(buyer, list, [], engaged(erpDue.id, 2, alike, 'lead', 'caldo'))
    expect(find(leads, erpDue.id).reason).toContain(
      'Erp Due ha già incontrato allo stand altri visitatori che cercano «gestionale», come te',
    )
    const both = rankExhibitors(
      buyer,
      list,
      [],
      [
        ...engaged(erpDue.id, 2, alike, 'lead', null),
        ...engaged(erpDue.id, 2, alike, 'mutual', null, 10),
      ],
    )
    expect(find(both, erpDue.id).reason).toContain(
      "ad altri visitatori che cercano «gestionale», come te, e ne ha incontrati allo stand: l'abbiamo messa più in alto.",
    )
  })

  it('needs two other people, alike, and interest that is not cold', () => {
    const cases: Engagement[][] = [
      engaged(erpDue.id, 1, alike),
      engaged(erpDue.id, 5, unlike),
      engaged(erpDue.id, 5, alike, 'lead', 'freddo'),
      // the same person twice is one person
      [...engaged(erpDue.id, 1, alike), ...engaged(erpDue.id, 1, alike, 'lead', 'caldo')],
    ]
    for (const engagements of cases) {
      const after = rankExhibitors(buyer, list, [], engagements)
      expect(find(after, erpDue.id).score).toBe(find(before, erpDue.id).score)
      expect(find(after, erpDue.id).reason).toBe(find(before, erpDue.id).reason)
    }
  })

  it('is bounded, and counts fully only for a stand selective about people like this one', () => {
    const base = find(before, erpDue.id).score
    const crowd = rankExhibitors(buyer, list, [], engaged(erpDue.id, 500, alike))
    // Scores are rounded to 0.001 on both sides: the bound allows that rounding.
    expect(find(crowd, erpDue.id).score).toBeLessThanOrEqual(
      base * (1 + TUNING.engagedBoost) + 0.001,
    )
    expect(find(crowd, erpDue.id).score).toBeLessThan(find(crowd, erpUno.id).score)
    const selective = rankExhibitors(buyer, list, [], engaged(erpDue.id, 4, alike))
    const scansEveryone = rankExhibitors(
      buyer,
      list,
      [],
      [...engaged(erpDue.id, 4, alike), ...engaged(erpDue.id, 40, unlike, 'lead', null, 100)],
    )
    expect(find(scansEveryone, erpDue.id).score).toBeLessThan(find(selective, erpDue.id).score)
    expect(find(scansEveryone, erpDue.id).score).toBeGreaterThan(base)
  })

  it('never makes a non-match appear nor hides a match, whatever the exhibitors engaged', () => {
    const shownAlone = suggestions(before).map((x) => x.exhibitorId)
    const ids = all.map((e) => e.id)
    const requests = [alike, unlike, engagedRequest(buyer.seeking), engagedRequest('Polizze')]
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            exhibitorId: fc.constantFrom(...ids),
            attendeeId: fc.integer({ min: 1, max: 8 }),
            kind: fc.constantFrom('mutual' as const, 'lead' as const),
            rating: fc.constantFrom(null, 'caldo', 'tiepido', 'freddo'),
            request: fc.constantFrom(...requests),
          }),
          { maxLength: 30 },
        ),
        (engagements) => {
          const after = rankExhibitors(buyer, list, [], engagements)
          const shown = suggestions(after).map((x) => x.exhibitorId)
          if ([...shown].sort().join() !== [...shownAlone].sort().join()) return false
          return after.every((r) => {
            const old = find(before, r.exhibitorId).score
            return r.score >= old && r.score <= old * (1 + TUNING.engagedBoost) + 0.001
          })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('reads another attendee’s request for the words that could make a match only', () => {
    expect(alike.has('c:erp')).toBe(true)
    // Filler words are no request: nothing of them is kept.
    expect(engagedRequest('Cerco soluzioni e fornitori').size).toBe(0)
    expect(engagedRequest('Un gestionale ERP per il magazzino e la contabilità di Pordenone')).toBe(
      alike,
    )
  })
})
