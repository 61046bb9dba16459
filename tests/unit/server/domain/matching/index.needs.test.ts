// Precision of the queue (issue 20, fourteenth pass): a suggestion far below the best answer of
// every need it answers is padding, and so is the sixth stand for the same need; the best answer
// of a second need stays, however low.
import { describe, expect, it } from 'vitest'
import { TUNING, type AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { ranked, shownIds, stand, withTuning } from './queue.ts'

const learner: AttendeeProfile = {
  seeking: 'Cerco un corso di cucina vegana per principianti.',
  description: 'Impiegata.',
  employmentType: 'employee',
  companyName: null,
}
const school = stand(
  1,
  'Cucina Verde',
  'Corso di cucina vegana per principianti, ogni giovedì sera.',
  'Appassionati di cucina.',
)

describe('a floor relative to the best answer of each need', () => {
  const driving = stand(
    2,
    'Autoscuola Rapida',
    'Corso per la patente B e la patente nautica.',
    'Neopatentati.',
  )
  const restaurant = stand(3, 'Ristorante Da Gino', 'Cucina tradizionale emiliana.')

  it('hides stands that answer one word of the need at a fraction of the best answer', () => {
    expect(shownIds(learner, [school, driving, restaurant])).toEqual([school.id])
    const all = ranked(learner, [school, driving, restaurant])
    const best = all.find((r) => r.exhibitorId === school.id)?.score ?? 0
    for (const r of all.filter((x) => x.exhibitorId !== school.id)) {
      // Real matches, each the stand's own topic («corso», «cucina»), far below the school.
      expect(r.reason).toMatch(/^Cerchi «/)
      expect(r.score).toBeLessThan(TUNING.detailNeedFloor * best)
    }
  })

  it('does not bring the padding back once the best answer is passed', () => {
    expect(shownIds(learner, [school, driving, restaurant], [school.id])).toEqual([])
  })
})

describe('a match resting only on a detail of the description', () => {
  const farm = (id: number, seeking: string | null) =>
    stand(
      id,
      id === 5 ? 'Agriturismo Le Querce' : 'Agriturismo I Tigli',
      'Agriturismo con camere e piscina sui colli. Il sabato anche un corso di cucina vegana.',
      seeking,
    )
  const open = farm(5, null)
  const narrow = farm(6, 'Famiglie e appassionati di cucina.')

  it('needs a larger share of the best answer than a stand met on its own topic', () => {
    expect(shownIds(learner, [school, open, narrow])).toEqual([school.id, open.id])
    const all = ranked(learner, [school, open, narrow])
    const score = (id: number) => all.find((r) => r.exhibitorId === id)?.score ?? 0
    // Above the share an own-topic answer needs, under the one a detail needs.
    expect(score(narrow.id)).toBeGreaterThan(TUNING.needFloor * score(school.id))
    expect(score(narrow.id)).toBeLessThan(TUNING.detailNeedFloor * score(school.id))
    expect(score(open.id)).toBeGreaterThan(TUNING.detailNeedFloor * score(school.id))
  })
})

describe('a second need', () => {
  const retiree: AttendeeProfile = {
    seeking:
      'Per la mia casa cerco pannelli solari, batterie di accumulo e una pompa di calore. E magari un corso di inglese.',
    description: 'Pensionato.',
    employmentType: 'private',
    companyName: null,
  }
  const energy = stand(
    1,
    'Casa Energia',
    'Pannelli solari, batterie di accumulo e pompe di calore per la casa.',
    'Famiglie e privati.',
  )
  const english = stand(
    4,
    'Centro Studi Aurora',
    'Traduzioni tecniche per aziende. Anche un corso di inglese per adulti, il martedì sera.',
    'Aziende che esportano.',
  )
  const electrician = stand(
    5,
    'Elettricista Bianchi',
    'Impianti elettrici civili e industriali. Tra i lavori recenti anche pannelli solari su capannoni.',
    'Aziende e condomini.',
  )

  it('keeps its one answer, far below the first need, and hides padding of the first', () => {
    const all = ranked(retiree, [energy, english, electrician])
    const score = (id: number) => all.find((r) => r.exhibitorId === id)?.score ?? 0
    // The old floor relative to the visitor's best would have hidden the course.
    expect(score(english.id)).toBeLessThan(0.25 * score(energy.id))
    expect(shownIds(retiree, [energy, english, electrician])).toEqual([energy.id, english.id])
  })
})

describe('at most four weak stands for the same need (five until session 16)', () => {
  const photographer: AttendeeProfile = {
    seeking: 'Cerco un corso di fotografia per principianti. E anche una stampante fotografica.',
    description: 'Impiegata.',
    employmentType: 'employee',
    companyName: null,
  }
  const kinds = ['ritratto', 'naturalistica', 'digitale', 'analogica', 'moda', 'viaggio']
  const school = stand(11, 'Scuola Obiettivo', 'Corso di fotografia per principianti e avanzati.')
  // Each answers the first need on one word, well under half as well as the school.
  const studios = kinds.map((what, i) =>
    stand(12 + i, `Studio ${i + 1}`, `Servizi fotografici di ${what}.`),
  )
  const printer = stand(30, 'Stampe Veloci', 'Stampante fotografica a sublimazione per la casa.')

  const all = [school, ...studios, printer]

  it('shows the first four of seven stands that answer the same need, and keeps another need', () => {
    expect(shownIds(photographer, [school, ...studios])).toEqual([school.id, 12, 13, 14])
    // The fifth weak stand for the same need is padding far more often than an answer
    // (docs/matching.md, "Twentieth pass"): at the old cap it was shown.
    expect(
      withTuning('sameNeedCap', 5, () => shownIds(photographer, [school, ...studios])),
    ).toEqual([school.id, 12, 13, 14, 15])
    // With the printer the fourth studio is the fifth suggestion, under half the school: the whole
    // queue's own cap hides it (index.queue-length.test.ts).
    const shown = shownIds(photographer, all)
    expect(shown).toContain(printer.id)
    expect(shown.filter((id) => id !== printer.id)).toEqual([school.id, 12, 13])
  })

  it('does not refill the queue when the first ones are decided', () => {
    expect(shownIds(photographer, all, shownIds(photographer, all))).toEqual([])
  })

  it('never caps a strong answer: seven schools of the same course are all shown', () => {
    const schools = [
      school,
      ...kinds.map((what, i) => stand(12 + i, `Scuola ${i + 1}`, `Corso di fotografia ${what}.`)),
    ]
    const scored = ranked(photographer, schools)
    const best = Math.max(...scored.map((r) => r.score))
    expect(scored.every((r) => r.score >= TUNING.sameNeedStrong * best)).toBe(true)
    expect(shownIds(photographer, schools)).toHaveLength(7)
  })
})
