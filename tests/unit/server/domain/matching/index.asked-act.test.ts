// The act asked for and the act a stand performs (issue 20, twenty-third pass, session 19): the
// probe of requests that name what is to be done with a thing (repair, rent, install, learn,
// dispose of, insure, finance, buy) and stands that offer the same thing through the asked act
// and through another, read by the engine as it is. An order rule on the act was measured and
// dropped (docs/matching.md, "Twenty-third pass: the act asked for and the act a stand
// performs"); these cases hold what the engine ranks right today, so that a later rule that flips
// a mirror (a request with no act, a stand that says no act or does both) shows.
import { describe, expect, it } from 'vitest'
import {
  ASKED_ACT_BACK_PROBES,
  ASKED_ACT_CLAUSE_MIRRORS,
  ASKED_ACT_MIRRORS,
  ASKED_ACT_PROBES,
  type AskedActProbe,
} from '../../../../fixtures/matching/asked-act-probes.ts'
import { firstShown, shownIds, stand } from './queue.ts'
import { employee } from './request.ts'

const firstOf = (p: AskedActProbe) => firstShown(employee(p.request), p.stands)

describe('asked act probe', () => {
  it('has at least 20 cases, 6 mirrors, and its pointing-back and clause lists', () => {
    expect(ASKED_ACT_PROBES.length).toBeGreaterThanOrEqual(20)
    expect(ASKED_ACT_MIRRORS.length).toBeGreaterThanOrEqual(6)
    expect(ASKED_ACT_BACK_PROBES.length).toBeGreaterThanOrEqual(9)
    expect(ASKED_ACT_CLAUSE_MIRRORS.length).toBeGreaterThanOrEqual(5)
  })

  it('ranks at least 29 of the 33 cases right, as the engine did before the pass', () => {
    const right = ASKED_ACT_PROBES.filter((p) => firstOf(p) === p.first + 1)
    expect(right.length).toBeGreaterThanOrEqual(29)
  })

  it('ranks at least 7 of the 9 pointing-back cases right', () => {
    const right = ASKED_ACT_BACK_PROBES.filter((p) => firstOf(p) === p.first + 1)
    expect(right.length).toBeGreaterThanOrEqual(7)
  })

  it.each(ASKED_ACT_MIRRORS.map((p) => [p.why, p] as const))('mirror: %s', (_, p) => {
    expect(firstOf(p)).toBe(p.first + 1)
  })

  it.each(ASKED_ACT_CLAUSE_MIRRORS.map((p) => [p.why, p] as const))(
    'a stand of the other clause is shown: %s',
    (_, p) => {
      expect(shownIds(employee(p.request), [stand(1, ...p.stand)])).toEqual([1])
    },
  )
})
