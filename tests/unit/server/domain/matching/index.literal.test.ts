// Literal evidence (issue 20, thirteenth pass): the request's own words that a stand says as
// written, where the engine's reading gave them no real match (a word discounted as context),
// lift a weak real match, at most to the literal ceiling; they never make a match.
import { describe, expect, it } from 'vitest'
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
} from '../../../../../server/domain/matching/index.ts'
import { demoExhibitors } from '../../../../fixtures/matching/demo-visitors.ts'
import { scores, stand } from './lexicon-cases.ts'
import { withTuning } from './queue.ts'

const prepared = demoExhibitors.map((e) => prepareExhibitor(e))
const idOf = (slug: string) => demoExhibitors.find((e) => e.slug === slug)?.id ?? -1
const rank = (seeking: string) =>
  rankExhibitors(
    { seeking, description: '', employmentType: 'private', companyName: null },
    prepared,
  )
const scoreOf = (seeking: string, slug: string) =>
  rank(seeking).find((r) => r.exhibitorId === idOf(slug))?.score ?? NaN

describe('literal evidence', () => {
  // The thesis topic sits in a context clause ("sto scrivendo una tesi sulla …"): the lexicon
  // weighs it lightly, while the analytics stand says "manutenzione predittiva" as written.
  const thesis =
    'Sto scrivendo una tesi sulla manutenzione predittiva, cerco un tirocinio dove usare dati veri di macchinari'

  it('lifts the weak match that says the request’s context words as written', () => {
    const analytics = scoreOf(thesis, 'datalume-analytics')
    const academy = scoreOf(thesis, 'accademia-competenze-digitali')
    expect(analytics).toBeGreaterThan(1.5 * academy)
  })

  it('lifts a weak match at most to the literal ceiling', () => {
    const seeking = 'Faccio la tesi sulla manutenzione predittiva e cerco un tirocinio su dati veri'
    const analytics = scoreOf(seeking, 'datalume-analytics')
    expect(analytics).toBeGreaterThan(0.22)
    expect(analytics).toBeLessThanOrEqual(TUNING.literalCeiling)
  })

  it('still names a matched need for every suggestion it lifts', () => {
    const shown = suggestions(rank(thesis))
    expect(shown[0]?.exhibitorId).toBe(idOf('datalume-analytics'))
    for (const r of shown) expect(r.reason).toMatch(/Cerchi «/u)
  })
})

describe('literal evidence orders the shown queue (thirteenth pass, literal evidence (2))', () => {
  const course = 'Cerco un corso di marketing digitale'
  // The same ranking without the literal order, to show it only reorders.
  const withOrder = <T>(value: number, run: () => T): T => withTuning('literalOrder', value, run)
  const shownIds = (seeking: string) => suggestions(rank(seeking)).map((r) => r.exhibitorId)

  // Both are met on what the request asks (a course, marketing): the agency says "marketing
  // digitale" as written, the security stand only trains staff against phishing.
  it('puts the suggestion that says the request’s words as written before one met by sense', () => {
    const order = shownIds(course)
    expect(order).toContain(idOf('scudo-cyber'))
    expect(order.indexOf(idOf('comunicapiu'))).toBeLessThan(order.indexOf(idOf('scudo-cyber')))
  })

  it('keeps the score of a suggestion that says every asked word', () => {
    const seeking = 'Cerco welfare aziendale per i dipendenti'
    const plain = withOrder(0, () => scoreOf(seeking, 'benessere-welfare'))
    expect(scoreOf(seeking, 'benessere-welfare')).toBeCloseTo(plain, 2)
  })

  it.each([
    course,
    'Mi serve un gestionale per il magazzino',
    'Cerco un consulente per l’export in Germania',
    'Cerco un’agenzia per i social e la pubblicità online',
  ])('only reorders: "%s" shows the same stands as without it', (seeking) => {
    // The tail by queue order (`queueTail`, session 15) is the one rule that reads literal
    // evidence to hide a stand: left out, the same stands; with it, never one more.
    const byScore = <T>(run: () => T): T => withTuning('queueTail', 0, run)
    const without = byScore(() => withOrder(0, () => shownIds(seeking)))
    expect(new Set(byScore(() => shownIds(seeking)))).toEqual(new Set(without))
    expect(without).toEqual(expect.arrayContaining(shownIds(seeking)))
  })
})

describe('literal evidence weighs as much as the reading in the queue (fourteenth pass)', () => {
  // literalOrder re-fitted from 0.4 to 1.5 on the blind sets' development halves: among shown
  // stands, the one that says the request's words as written goes first even where the reading
  // credits another up to about twice as much (here timber for building, met on «legna» by sense).
  const timber = {
    id: 901,
    name: 'Legnami Rossi',
    description: 'Legname da costruzione, travi e tavole di abete.',
    seeking: null,
  }
  const fireplaces = {
    id: 902,
    name: 'Fuoco Vivo',
    description: 'Camini, stufe e legna da ardere consegnata a casa.',
    seeking: null,
  }
  const fair = [...prepared, prepareExhibitor(timber), prepareExhibitor(fireplaces)]

  it('puts the fireplace shop that says «legna» and «camino» before the timber yard', () => {
    const order = suggestions(
      rankExhibitors(
        {
          seeking: 'cerco legna per il camino',
          description: '',
          employmentType: 'private',
          companyName: null,
        },
        fair,
      ),
    ).map((r) => r.exhibitorId)
    expect(order).toContain(timber.id)
    expect(order[0]).toBe(fireplaces.id)
  })
})

describe('the literal order counts a word as its share of the whole request (fourteenth pass)', () => {
  // The share is out of every word of the request, a word no stand says weighing what the reading
  // asks of it: where the fair says only one word of the request («macchine», «cantina»), that
  // word is not the whole request. Before, a background stand that said it went up to
  // 1 + literalOrder times over the stand the reading answers, which says none.
  const predictive = stand(
    1,
    'Sensori Attivi',
    'Manutenzione predittiva: sensori sui macchinari e allarmi in tempo reale.',
  )
  const waterproof = stand(
    69,
    'Asciutto Casa',
    'Impermeabilizzazioni, guaine impermeabili e barriere antiumidità.',
  )
  const tuning = TUNING as { literalOrder: number }
  it.each([
    ['troppi fermi macchina in reparto', predictive],
    ['ogni volta che piove forte mi si allaga la cantina', waterproof],
  ])('"%s": one word the fair says counts for at most half of it', (seeking, own) => {
    const ordered = scores(seeking, [own]).get(own.id) ?? 0
    const kept = tuning.literalOrder
    tuning.literalOrder = 0
    let plain: number
    try {
      plain = scores(seeking, [own]).get(own.id) ?? 0
    } finally {
      tuning.literalOrder = kept
    }
    expect(plain).toBeGreaterThan(TUNING.floor)
    expect(ordered / plain).toBeGreaterThanOrEqual(1 / (1 + kept / 2))
  })
})
