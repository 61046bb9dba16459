// Offers the lexicon cannot read, round three (issue 20, twenty-fourth pass, session 20): the probe
// of invented stands in three areas (hunting and sport shooting; care and mobility aids; savings,
// investing and money sent abroad), read by the engine as it is. A knowledge block for the three
// areas was measured and dropped (docs/matching.md, "Twenty-fourth pass: offers the lexicon cannot
// read, round three"); these cases hold what the engine reads and ranks right today, so that a
// later entry that reads a head-hunter, a treasure hunt, a printer's cartridges, a pram or a bag
// as one of these trades shows.
import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import {
  OFFER_COVERAGE_THREE_MIRRORS,
  OFFER_COVERAGE_THREE_PROBES,
  OFFER_COVERAGE_THREE_READINGS,
} from '../../../../fixtures/matching/offer-coverage-probe-three.ts'
import { metBuyers } from './paraphrase-cases.ts'

/** The concepts a stand's offer is read into (as prepareExhibitor reads a description). */
const offered = (text: string) =>
  analyse(text, 1, false, 'offer')
    .filter((f) => f.kind === 'concept')
    .map((f) => f.key.slice(2))

describe('offer coverage probe, round three', () => {
  const met = metBuyers(OFFER_COVERAGE_THREE_PROBES)

  it('has at least 40 pairs, 16 readings and 10 mirrors', () => {
    expect(OFFER_COVERAGE_THREE_PROBES.length).toBeGreaterThanOrEqual(40)
    expect(OFFER_COVERAGE_THREE_READINGS.length).toBeGreaterThanOrEqual(16)
    expect(OFFER_COVERAGE_THREE_MIRRORS.length).toBeGreaterThanOrEqual(10)
  })

  it('meets at least 34 of the 40 pairs, as the engine did before the pass', () => {
    expect(met.length).toBeGreaterThanOrEqual(34)
  })

  it.each([
    'cacciatori di teste per trovare un direttore commerciale',
    'una caccia al tesoro per la festa dei bambini',
    'cartucce per la stampante di ufficio',
    'carrozzina e passeggino per il neonato',
    'una borsa in pelle da regalare',
  ])('mirror pair: meets "%s" with its own stand', (buyer) => {
    expect(met).toContain(buyer)
  })

  // A wheelchair shop's bare «carrozzine» read as a pram is today's misreading (the dropped
  // block's sense entry fixed it), so that mirror is not held here.
  it.each(OFFER_COVERAGE_THREE_MIRRORS.filter(([, concept]) => concept !== 'infanzia'))(
    'does not read "%s" as %s',
    (text, concept) => {
      expect(offered(text)).not.toContain(concept)
    },
  )
})
