// A lone plain word against a concept (session 19, docs/matching.md "Twenty-third pass: a lone
// plain word below a concept"). The pass's three order rules were dropped (each lowered blind-dev
// nDCG@5); these tests keep the probe's figure on the engine as it is, so that a later rule for
// this class is measured against it, and keep the mirror orders that must not flip.
import { describe, expect, it } from 'vitest'
import {
  prepareExhibitor,
  rankExhibitors,
  suggestions,
} from '../../../../../server/domain/matching/index.ts'
import {
  PLAIN_WORD_PROBES,
  type PlainWordProbe,
} from '../../../../fixtures/matching/plain-word-probes.ts'
import { stand } from './queue.ts'
import { employee } from './request.ts'

/** Whether the probe's right stand is shown first, strictly above the next suggestion. */
function ranksRight(p: PlainWordProbe): boolean {
  const stands = p.stands.map(([name, description, seeking], i) =>
    prepareExhibitor(stand(i + 1, name, description, seeking)),
  )
  const shown = suggestions(rankExhibitors(employee(p.request), stands))
  const [top, next] = shown
  return top?.exhibitorId === p.first + 1 && (next?.score ?? -1) < top.score
}

const cases = PLAIN_WORD_PROBES.filter((p) => !p.mirror)
const mirrors = PLAIN_WORD_PROBES.filter((p) => p.mirror)

describe('a lone plain word against a concept', () => {
  it('has at least twenty cases of the class and five mirrors', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20)
    expect(mirrors.length).toBeGreaterThanOrEqual(5)
  })

  it('ranks the stand that answers the concept first in at least 20 of the 24 cases', () => {
    expect(cases.filter(ranksRight).length).toBeGreaterThanOrEqual(20)
  })

  it.each([
    'Cerco zampogne artigianali, da regalare a mio padre per Natale',
    'Cerco un commercialista e un consulente del lavoro per le buste paga',
    'Cerco vetro soffiato di Murano per le bomboniere',
    'Cerco corde di budello per violino barocco',
    'Ho una cartoleria e cerco penne stilografiche da rivendere',
  ])('keeps the right stand first for "%s"', (request) => {
    const probe = mirrors.find((p) => p.request === request)
    expect(probe).toBeDefined()
    expect(ranksRight(probe as PlainWordProbe)).toBe(true)
  })
})
