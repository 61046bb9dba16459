// The fair as a thesaurus (issue 20, twenty-fourth pass, session 20): the probe of plain words
// (no lexicon entry) that two or more stands of a small fair say and agree on, read by the engine
// as it is. Lending those stands' concepts to the word was measured and dropped (docs/matching.md,
// "Twenty-fourth pass: the fair as a thesaurus"); these cases hold what must stay right whatever a
// later pass lends: a word its stands say in unrelated senses, a word of context, the stands that
// say the word before one that only offers what it means, and honest reasons for every suggestion.
import { describe, expect, it } from 'vitest'
import {
  FAIR_THESAURUS_PROBES,
  type ThesaurusProbe,
} from '../../../../fixtures/matching/fair-thesaurus-probe.ts'
import { ranked, stand } from './queue.ts'
import { employee } from './request.ts'
import { suggestions } from '../../../../../server/domain/matching/index.ts'

const shownOf = (p: ThesaurusProbe) =>
  suggestions(
    ranked(
      employee(p.request),
      p.stands.map(([name, description, seeking], i) => stand(i + 1, name, description, seeking)),
    ),
  )

/** Whether the engine's suggestions meet every expectation of a probe case (indexes from 0). */
function holds(p: ThesaurusProbe): boolean {
  const ids = shownOf(p).map((r) => r.exhibitorId - 1)
  if (!(p.shown ?? []).every((i) => ids.includes(i))) return false
  if ((p.hidden ?? []).some((i) => ids.includes(i))) return false
  if (!p.before) return true
  const [a, b] = p.before
  return ids.includes(a) && (!ids.includes(b) || ids.indexOf(a) < ids.indexOf(b))
}

const cases = FAIR_THESAURUS_PROBES.filter((p) => !p.mirror)
const mirrors = FAIR_THESAURUS_PROBES.filter((p) => p.mirror)

describe('fair thesaurus probe', () => {
  it('has 9 cases and 5 mirrors', () => {
    expect(cases).toHaveLength(9)
    expect(mirrors).toHaveLength(5)
  })

  it.each(mirrors.map((p) => [p.why, p] as const))('mirror: %s', (_, p) => {
    expect(holds(p)).toBe(true)
  })

  it.each(FAIR_THESAURUS_PROBES.map((p) => [p.request, p] as const))(
    'every suggestion for "%s" names what matched',
    (_, p) => {
      for (const r of shownOf(p)) expect(r.reason).toMatch(/^Cerchi «/)
    },
  )
})
