// Stands like the best answer (issue 20, twenty-fourth pass, session 20): the probe of
// consensus-probe.ts, each case ranked at a fair of its own stands. The order rule built on it
// (a suggestion unlike the best ones, resting on a lesser word, falls) was measured and dropped
// (docs/matching.md "Twenty-fourth pass: stands like the best answer"); these tests keep the
// engine's figure on the probe and the mirror orders any later rule of this kind must not flip.
import { describe, expect, it } from 'vitest'
import {
  CONSENSUS_PROBES,
  type ConsensusProbe,
} from '../../../../fixtures/matching/consensus-probe.ts'
import { shownIds, stand } from './queue.ts'
import { employee } from './request.ts'

/** The names of the stands shown for the case's request, in the queue's order. */
const shownNames = (p: ConsensusProbe) => {
  const names = p.stands.map(([name]) => name)
  return shownIds(
    employee(p.request),
    p.stands.map(([name, description], i) => stand(i + 1, name, description)),
  ).map((id) => names[id - 1] ?? '')
}

/** An outlier case is right when the outlier is not shown or comes after every shown relevant
 * stand. */
const outlierRight = (p: ConsensusProbe) => {
  const shown = shownNames(p)
  const at = shown.indexOf(p.outlier ?? '')
  return at < 0 || (p.relevant ?? []).every((r) => !shown.includes(r) || shown.indexOf(r) < at)
}

const outliers = CONSENSUS_PROBES.filter((p) => p.kind === 'outlier')
const mirrors = CONSENSUS_PROBES.filter((p) => p.kind === 'mirror')

describe('stands like the best answer: the probe', () => {
  it('has at least 15 cases, 4 mirrors among them, each naming stands of its own fair', () => {
    expect(CONSENSUS_PROBES.length).toBeGreaterThanOrEqual(15)
    expect(mirrors.length).toBeGreaterThanOrEqual(4)
    for (const p of CONSENSUS_PROBES) {
      const names = p.stands.map(([name]) => name)
      const named = [p.outlier, p.first, ...(p.relevant ?? []), ...(p.groups ?? []).flat()]
      for (const n of named.filter((x) => x !== undefined)) expect(names).toContain(n)
    }
  })

  it('shows the outlier after the stands that answer the main need in at least 9 of 12 cases', () => {
    expect(outliers.filter(outlierRight).length).toBeGreaterThanOrEqual(9)
  })

  it.each(mirrors.map((p) => [p.request, p] as const))('keeps the mirror order: "%s"', (_, p) => {
    const shown = shownNames(p)
    if (p.first) expect(shown[0]).toBe(p.first)
    for (const group of p.groups ?? []) {
      const places = group.map((s) => shown.indexOf(s)).filter((i) => i >= 0)
      expect(Math.min(...places)).toBeLessThan(p.within ?? shown.length)
    }
  })
})
