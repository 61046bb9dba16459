// Precision of the queue (issue 20, thirteenth pass): the sixth stand that rests on one and the
// same request word alone is padding.
import { describe, expect, it } from 'vitest'
import {
  TUNING,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'
import { ranked, shownIds, withTuning } from './queue.ts'

const scores = (a: AttendeeProfile, list: ExhibitorProfile[]) =>
  new Map(ranked(a, list).map((r) => [r.exhibitorId, r.score]))

describe('at most five stands on one word alone', () => {
  const learner: AttendeeProfile = {
    seeking: 'Cerco un corso per la sera, oppure una palestra.',
    description: 'Impiegata.',
    employmentType: 'employee',
    companyName: null,
  }
  const school = (id: number, what: string): ExhibitorProfile => ({
    id,
    name: `Scuola ${what}`,
    description: `Corso di ${what} per adulti.`,
    seeking: null,
  })
  const kinds = ['cucina', 'fotografia', 'uncinetto', 'chitarra', 'sartoria', 'bridge', 'scacchi']
  const seven = kinds.map((what, i) => school(10 + i, what))
  const gym: ExhibitorProfile = {
    id: 30,
    name: 'Palestra Centro',
    description: 'Palestra in centro, con corso di pilates per adulti.',
    seeking: null,
  }

  it('shows the first five of seven stands met only on «corso»', () => {
    const s = scores(learner, seven)
    for (const e of seven) expect(s.get(e.id), e.name).toBeGreaterThan(TUNING.weakScore)
    const shown = shownIds(learner, seven)
    expect(shown).toHaveLength(TUNING.sameWordCap)
    const lowest = Math.min(...shown.map((id) => s.get(id) ?? 0))
    for (const e of seven.filter((x) => !shown.includes(x.id))) {
      expect(s.get(e.id) ?? 1).toBeLessThanOrEqual(lowest)
    }
  })

  it('does not count a stand that also answers another word of the request', () => {
    // The gym says both words as written, each school one: by the queue's order the fifth school
    // is far behind it (`queueTail`, index.queue-tail.test.ts), left out here.
    const shown = withTuning('queueTail', 0, () => shownIds(learner, [...seven, gym]))
    expect(shown[0]).toBe(gym.id)
    expect(shown).toHaveLength(TUNING.sameWordCap + 1)
  })

  it('does not refill the queue when the first five are decided', () => {
    const first = shownIds(learner, seven)
    expect(shownIds(learner, seven, first)).toEqual([])
  })
})
