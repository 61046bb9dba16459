import { describe, expect, it } from 'vitest'
import {
  MEMBERS_MIRRORS_FIVE,
  MEMBERS_PROBE_FIVE,
} from '../../../../fixtures/matching/members-probe-5.ts'
import { metBuyers } from './paraphrase-cases.ts'
import { shownIds, stand } from './queue.ts'
import { employee } from './request.ts'

// Members of every concept, slice 5 (docs/matching.md, "Twenty-fourth pass: members of every
// concept, slice 5"): a buyer who names one thing meets the stand that names only its category or
// trade, and a stand of another sense or category stays out.

describe('a buyer naming one thing meets the stand of its category (members, slice 5)', () => {
  const met = metBuyers(MEMBERS_PROBE_FIVE)

  it('meets at least 42 of the 48 pairs with a stand of their own offer first', () => {
    expect(met.length).toBeGreaterThanOrEqual(42)
  })

  it.each([
    'vorrei una piastra per waffle',
    'cerco un tritatutto elettrico',
    'vorrei un proiettore portatile',
    'una radio dab per la cucina',
    'una sveglia digitale',
    'un seghetto alternativo',
  ])('meets "%s"', (buyer) => {
    expect(met).toContain(buyer)
  })
})

describe('a member stays out of the stands of another sense (members, slice 5)', () => {
  const mirrors = MEMBERS_MIRRORS_FIVE.filter(([buyer]) =>
    [
      'un seghetto alternativo',
      'una crema antirughe',
      'il salvavita che salta',
      'una tastiera per il computer',
      'la ceretta alle gambe',
      'una pulizia del viso',
    ].includes(buyer),
  )

  it.each(mirrors)('does not show "%s" the stand "%s"', (buyer, text) => {
    expect(shownIds(employee(buyer), [stand(1, 'Stand', text)])).toEqual([])
  })
})
