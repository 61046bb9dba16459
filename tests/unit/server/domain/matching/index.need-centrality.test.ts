// How central a need is (issue 20, twenty-third pass, session 19): the probe of requests whose
// later clause is an addition ("… e magari anche un dj"), read by the engine as it is. A need
// weight for additions was measured and dropped (docs/matching.md, "Twenty-third pass: how central
// a need is"); these cases hold what the engine ranks right today, so that a later order rule that
// flips a mirror (a stand answering both clauses, an addition no other stand answers) shows.
import { describe, expect, it } from 'vitest'
import {
  CENTRALITY_MIRRORS,
  CENTRALITY_PROBES,
  type CentralityProbe,
} from '../../../../fixtures/matching/need-centrality-probes.ts'
import { firstShown } from './queue.ts'
import { employee } from './request.ts'

const firstOf = (p: CentralityProbe) => firstShown(employee(p.request), p.stands)

describe('need centrality probe', () => {
  it('has at least 20 cases and 6 mirrors', () => {
    expect(CENTRALITY_PROBES.length).toBeGreaterThanOrEqual(20)
    expect(CENTRALITY_MIRRORS.length).toBeGreaterThanOrEqual(6)
  })

  it('ranks at least 13 cases right, as the engine did before the pass', () => {
    const right = CENTRALITY_PROBES.filter((p) => firstOf(p) === p.first + 1)
    expect(right.length).toBeGreaterThanOrEqual(13)
  })

  it.each(CENTRALITY_MIRRORS.map((p) => [p.why, p] as const))('mirror: %s', (_, p) => {
    expect(firstOf(p)).toBe(p.first + 1)
  })
})
