// Breadth and the best answered need (issue 20, twenty-third pass, session 19): the probe of
// bounded-breadth-probes.ts, two stands per request. The engine keeps its whole-request coverage
// (the bounded variants were measured and dropped: docs/matching.md "Twenty-third pass: breadth
// bounded by the best answered need"); what any later order rule must keep is the mirror: a stand
// that answers both clauses as what it is comes before one that answers one.
import { describe, expect, it } from 'vitest'
import {
  BREADTH_PROBES,
  type BreadthProbe,
} from '../../../../fixtures/matching/bounded-breadth-probes.ts'
import { shownIds, stand } from './queue.ts'
import { employee } from './request.ts'

const firstShown = (p: BreadthProbe) =>
  shownIds(employee(p.request), [
    stand(1, p.first[0], p.first[1]),
    stand(2, p.second[0], p.second[1]),
  ])[0] === 1

describe('breadth bounded by the best answered need: the probe', () => {
  it('has at least 20 cases, mirrors among them', () => {
    expect(BREADTH_PROBES.length).toBeGreaterThanOrEqual(20)
    expect(BREADTH_PROBES.filter((p) => p.kind === 'mirror').length).toBeGreaterThanOrEqual(6)
  })

  it.each(BREADTH_PROBES.filter((p) => p.kind === 'mirror').map((p) => [p.request, p] as const))(
    'shows the stand that answers both clauses first: "%s"',
    (_, p) => {
      expect(firstShown(p)).toBe(true)
    },
  )
})
