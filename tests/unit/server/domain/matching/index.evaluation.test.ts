// The evaluation protocol itself (docs/matching.md): sets of the promised size, halves that are
// fixed and disjoint, and the reason check that counts suggestions naming no matched need.
import { describe, expect, it } from 'vitest'
import {
  SETS,
  development,
  developmentOnly,
  engineRanker,
  evaluate,
  halves,
  honesty,
  namesMatchedNeed,
  overlapRanker,
} from '../../../../fixtures/matching/evaluate.ts'
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
} from '../../../../../server/domain/matching/index.ts'

const attendee = {
  seeking: 'Cerco robot collaborativi per la linea di assemblaggio.',
  description: 'Buyer di una officina meccanica.',
  employmentType: 'employee' as const,
  companyName: null,
}
const exhibitor = {
  id: 1,
  name: 'Alfa Robotica',
  description: "Cobot per l'assemblaggio e il pallettizzaggio.",
  seeking: 'Officine meccaniche.',
}

describe('evaluation sets', () => {
  it('holds the first set and a second of at least 40 + 40 visitors and 40 new exhibitors', () => {
    const byKey = new Map(SETS.map((s) => [s.key, s]))
    expect(byKey.get('fiera')?.visitors.length).toBeGreaterThanOrEqual(30)
    expect(byKey.get('demo')?.visitors.length).toBeGreaterThanOrEqual(40)
    expect(byKey.get('demo')?.exhibitors.length).toBe(50)
    expect(byKey.get('inventata')?.visitors.length).toBeGreaterThanOrEqual(40)
    expect(byKey.get('inventata')?.exhibitors.length).toBeGreaterThanOrEqual(40)
  })

  // The blind sets: each written by a helper who had not read the engine, graded before any run.
  it.each([
    ['quarta', 44, 40, 3],
    ['quinta', 50, 45, 4],
    ['sesta', 60, 50, 5],
    ['settima', 58, 50, 5],
    ['ottava', 61, 50, 5],
    ['nona', 62, 55, 5],
    ['decima', 60, 50, 5],
    ['undicesima', 60, 50, 5],
    ['dodicesima', 61, 50, 5],
    ['tredicesima', 64, 50, 5],
    ['quattordicesima', 64, 50, 5],
    ['quindicesima', 63, 50, 5],
    ['sedicesima', 64, 50, 6],
    ['diciassettesima', 64, 50, 6],
    ['diciottesima', 64, 50, 5],
    ['diciannovesima', 64, 50, 5],
    ['ventesima', 65, 50, 6],
    ['ventunesima', 64, 50, 6],
    ['ventiduesima', 67, 50, 6],
    ['ventitreesima', 63, 50, 6],
    ['ventiquattresima', 64, 50, 6],
    ['venticinquesima', 66, 50, 6],
    ['ventiseiesima', 68, 50, 6],
    ['ventisettesima', 64, 50, 6],
    ['ventottesima', 67, 50, 6],
    ['ventinovesima', 64, 50, 6],
    ['trentesima', 64, 50, 6],
    ['trentunesima', 65, 50, 6],
    ['trentaduesima', 66, 50, 6],
    ['trentatreesima', 67, 50, 6],
    ['trentaquattresima', 69, 50, 6],
    ['trentacinquesima', 67, 50, 6],
    ['trentaseiesima', 68, 50, 6],
    ['trentasettesima', 68, 50, 6],
    ['trentottesima', 69, 50, 6],
    ['trentanovesima', 68, 50, 6],
    ['quarantesima', 69, 50, 6],
    ['quarantunesima', 74, 50, 6],
    ['quarantaduesima', 64, 50, 6],
  ] as const)(
    'holds the blind set %s with at least %i visitors, %i exhibitors and %i answered by none',
    (key, visitors, exhibitors, nobody) => {
      const set = SETS.find((s) => s.key === key)
      expect(set?.visitors.length).toBeGreaterThanOrEqual(visitors)
      expect(set?.exhibitors.length).toBeGreaterThanOrEqual(exhibitors)
      const none = set?.visitors.filter((v) => Object.keys(v.relevant).length === 0) ?? []
      expect(none.length).toBeGreaterThanOrEqual(nobody)
      // Its ids must not coincide with another set's, so no row can be read against the wrong set.
      const others = new Set(
        SETS.filter((s) => s !== set).flatMap((s) => s.exhibitors.map((e) => e.id)),
      )
      for (const e of set?.exhibitors ?? []) expect(others.has(e.id), e.slug).toBe(false)
    },
  )

  // Written after session 9 and never tuned on: `--dev` must not print them (scripts/eval-matching.ts).
  // Since session 12 the first six lend their development halves, in aggregate only; since session
  // 13 the next three too (printed on session 12's starting and final engines only); since session
  // 14 the four printed on session 13's starting and final engines; since session 15 the three
  // printed on session 14's; since session 16 the three printed on session 15's; since session 17
  // the three first printed at session 15's end and again on session 16's starting and final engines;
  // since session 18 the three first printed at session 16's end and again on session 17's; since
  // session 19 the three first printed at session 17's end and again on session 18's; since session
  // 20 the three first printed at session 18's end and again on session 19's.
  const printedBefore = [
    'sesta',
    'settima',
    'ottava',
    'nona',
    'decima',
    'undicesima',
    'dodicesima',
    'tredicesima',
    'quattordicesima',
    'quindicesima',
    'sedicesima',
    'diciassettesima',
    'diciottesima',
    'diciannovesima',
    'ventesima',
    'ventunesima',
    'ventiduesima',
    'ventitreesima',
    'ventiquattresima',
    'venticinquesima',
    'ventiseiesima',
    'ventisettesima',
    'ventottesima',
    'ventinovesima',
    'trentesima',
    'trentunesima',
    'trentaduesima',
    'trentatreesima',
    'trentaquattresima',
    'trentacinquesima',
    'trentaseiesima',
  ]
  // Session 19's trentasettesima … trentanovesima: written and graded before any engine run, first
  // printed at that session's last look, printed again on session 20's starting engine.
  it('holds out every blind set not yet lent to development from tuning, and only them', () => {
    expect(SETS.filter((s) => s.heldOut).map((s) => s.key)).toEqual([
      ...printedBefore,
      'trentasettesima',
      'trentottesima',
      'trentanovesima',
      'quarantesima',
      'quarantunesima',
      'quarantaduesima',
    ])
  })

  it('opens the development halves of sesta … trentaseiesima in aggregate, and of no other set', () => {
    expect(SETS.filter((s) => s.aggregateDevelopment).map((s) => s.key)).toEqual(printedBefore)
  })

  it('holds a larger development set (60 visitors) that never enters a test half', () => {
    const extra = SETS.flatMap((s) => s.extraDevelopment)
    expect(extra.length).toBeGreaterThanOrEqual(60)
    const keys = new Set(SETS.flatMap((s) => s.visitors.map((v) => v.key)))
    for (const set of SETS) {
      const test = new Set(halves(set.visitors).test.map((v) => v.key))
      for (const v of set.extraDevelopment) {
        expect(keys.has(v.key), v.key).toBe(false)
        expect(test.has(v.key), v.key).toBe(false)
      }
      expect(development(set)).toEqual(expect.arrayContaining(set.extraDevelopment))
    }
  })

  // A development-only set (dev-industria.ts, dev-montagna.ts): tuners read all of it, so none of it may be tested.
  it('keeps every visitor of a development-only set in development and none in a test half', () => {
    const only = SETS.filter(developmentOnly)
    expect(only.map((s) => s.key)).toEqual(['industria', 'montagna'])
    for (const set of only) {
      expect(set.extraDevelopment.length).toBeGreaterThan(0)
      expect(halves(set.visitors).test).toEqual([])
      const dev = new Set(development(set).map((v) => v.key))
      for (const v of set.extraDevelopment) expect(dev.has(v.key), v.key).toBe(true)
      expect(dev.size).toBe(set.extraDevelopment.length)
    }
    const industria = only.find((s) => s.key === 'industria')
    expect(industria?.exhibitors.length).toBe(52)
    expect(industria?.extraDevelopment.length).toBe(70)
    expect(industria?.extraDevelopment.filter((v) => !Object.keys(v.relevant).length).length).toBe(
      4,
    )
    const others = new Set(
      SETS.filter((s) => s !== industria).flatMap((s) => s.exhibitors.map((e) => e.id)),
    )
    for (const e of industria?.exhibitors ?? []) expect(others.has(e.id), e.slug).toBe(false)
  })

  it('grades only exhibitors that exist in the same set', () => {
    for (const set of SETS) {
      const slugs = new Set(set.exhibitors.map((e) => e.slug))
      for (const v of [...set.visitors, ...set.extraDevelopment]) {
        for (const slug of Object.keys(v.relevant))
          expect(slugs, `${v.key}: ${slug}`).toContain(slug)
      }
    }
  })

  it.each(SETS.map((s) => [s.key, s] as const))(
    'splits %s into two fixed halves that share nobody and miss nobody',
    (_, set) => {
      const { dev, test } = halves(set.visitors)
      expect(Math.abs(dev.length - test.length)).toBeLessThanOrEqual(1)
      expect(new Set([...dev, ...test].map((v) => v.key)).size).toBe(set.visitors.length)
      // The order the visitors were written in does not move anyone to the other half.
      const again = halves([...set.visitors].reverse())
      expect(again.dev.map((v) => v.key)).toEqual(dev.map((v) => v.key))
    },
  )
})

describe('namesMatchedNeed', () => {
  it('accepts a reason quoting the request and what the exhibitor wrote', () => {
    const reason =
      "Cerchi «robot collaborativi»: Alfa Robotica offre «cobot». Loro cercano «officine meccaniche»: nel tuo profilo c'è «officina meccanica»."
    expect(namesMatchedNeed(reason, attendee, exhibitor)).toBe(true)
    expect(
      namesMatchedNeed(
        'Cerchi «assemblaggio», proprio ciò che offre Alfa Robotica.',
        attendee,
        exhibitor,
      ),
    ).toBe(true)
  })

  it('refuses reasons that name nothing matched, or words neither side wrote', () => {
    for (const reason of [
      'Nessuna corrispondenza tra ciò che cerchi e ciò che offre Alfa Robotica.',
      "Alfa Robotica non sembra offrire ciò che cerchi, ma cercano «officine meccaniche»: nel tuo profilo c'è «officina meccanica».",
      'Con Alfa Robotica hai in comune solo la parola «linea», che può avere più significati: verifica che offrano ciò che cerchi.',
      'Cerchi «gestionale»: Alfa Robotica offre «cobot».',
      'Cerchi «robot collaborativi»: Alfa Robotica offre «ERP».',
    ]) {
      expect(namesMatchedNeed(reason, attendee, exhibitor), reason).toBe(false)
    }
  })
})

describe('the engine on every set (figures in docs/matching.md; these only catch regressions)', () => {
  it.each(SETS.map((s) => [s.key, s] as const))(
    'names a matched need in every suggestion it shows on %s',
    (_, set) => {
      const h = honesty(set)
      expect(h.shown).toBeGreaterThan(set.visitors.length)
      expect(h.unnamed).toBe(0)
    },
  )

  // Focus and decisions reorder what cleared the floor; none of it may then read below it.
  it.each(SETS.map((s) => [s.key, s] as const))(
    'shows no suggestion scored below the relevance floor on %s',
    (_, set) => {
      const prepared = set.exhibitors.map((e) => prepareExhibitor(e))
      for (const v of [...set.visitors, ...set.extraDevelopment]) {
        for (const s of suggestions(rankExhibitors(v.profile, prepared))) {
          expect(s.score, `${v.key} → ${s.exhibitorId}`).toBeGreaterThanOrEqual(TUNING.floor)
        }
      }
    },
  )

  // Not on the development-only fairs (no test half): they are new ground for tuning, and
  // montagna starts below this bar (engine 0.626, overlap 0.607 at 5d1689b). Nor on the held-out
  // sets: a failing guard prints their figures, and tuning must never read them.
  it.each(SETS.filter((s) => !developmentOnly(s) && !s.heldOut).map((s) => [s.key, s] as const))(
    'ranks the development half of %s better than word overlap',
    (_, set) => {
      const dev = development(set)
      const engine = evaluate(set, engineRanker(set.exhibitors), dev).mean.ndcg
      const overlap = evaluate(set, overlapRanker(set.exhibitors), dev).mean.ndcg
      expect(engine).toBeGreaterThan(overlap + 0.05)
    },
  )
})
