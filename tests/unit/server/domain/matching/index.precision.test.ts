// Precision of the queue (issue 20, thirteenth pass): the sixth stand that rests on one and the
// same request word alone is padding.
import { describe, expect, it } from 'vitest'
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'

const shownIds = (a: AttendeeProfile, list: ExhibitorProfile[], decided: number[] = []) =>
  suggestions(
    rankExhibitors(
      a,
      list.map((e) => prepareExhibitor(e)),
      decided.map((exhibitorId) => ({ exhibitorId, accepted: false })),
    ),
  ).map((r) => r.exhibitorId)

const scores = (a: AttendeeProfile, list: ExhibitorProfile[]) =>
  new Map(
    rankExhibitors(
      a,
      list.map((e) => prepareExhibitor(e)),
    ).map((r) => [r.exhibitorId, r.score]),
  )

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

  it('keeps a stand that also answers another need, and counts it among the five of «corso»', () => {
    // The cap on one word alone would not count the gym; the cap per need (fourteenth pass) does.
    const shown = shownIds(learner, [...seven, gym])
    expect(shown[0]).toBe(gym.id)
    expect(shown).toHaveLength(TUNING.sameNeedCap)
  })

  it('does not refill the queue when the first five are decided', () => {
    const first = shownIds(learner, seven)
    expect(shownIds(learner, seven, first)).toEqual([])
  })
})
