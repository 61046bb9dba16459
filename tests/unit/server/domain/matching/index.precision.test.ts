// Precision of the queue (issue 20, thirteenth pass): a suggestion far below the attendee's best
// match is padding, and so is the sixth stand that rests on one and the same request word alone.
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

describe('a floor relative to the best match', () => {
  const buyer: AttendeeProfile = {
    seeking:
      'Cerco robot collaborativi per la linea di assemblaggio, e magari un corso di inglese.',
    description: 'Buyer di una officina meccanica.',
    employmentType: 'employee',
    companyName: 'Meccanica Rossi',
  }
  const cobots: ExhibitorProfile = {
    id: 1,
    name: 'Alfa Robotica',
    description: "Robot collaborativi per l'assemblaggio in linea.",
    seeking: 'Officine meccaniche e aziende manifatturiere.',
  }
  const courses: ExhibitorProfile = {
    id: 2,
    name: 'Studio Grafico Linea',
    description: 'Grafica e cataloghi per aziende. Teniamo anche qualche corso di inglese.',
    seeking: 'Famiglie e privati.',
  }

  it('hides a match scoring under a quarter of the best one', () => {
    const s = scores(buyer, [cobots, courses])
    expect(s.get(2) ?? 1).toBeLessThan(TUNING.relativeFloor * (s.get(1) ?? 0))
    expect(shownIds(buyer, [cobots, courses])).toEqual([1])
  })

  it('still shows the same match when it is the best there is', () => {
    expect(shownIds(buyer, [courses])).toEqual([2])
  })

  it('does not bring it back when the best match is decided', () => {
    expect(shownIds(buyer, [cobots, courses], [1])).toEqual([])
  })
})

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
    const shown = shownIds(learner, [...seven, gym])
    expect(shown[0]).toBe(gym.id)
    expect(shown).toHaveLength(TUNING.sameWordCap + 1)
  })

  it('does not refill the queue when the first five are decided', () => {
    const first = shownIds(learner, seven)
    expect(shownIds(learner, seven, first)).toEqual([])
  })
})
