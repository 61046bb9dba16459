// Helpers shared by the lexicon's unit tests: how a request is read, and how it ranks a few stands
// against the first evaluation fair as background (so corpus weights are realistic).
import { expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import {
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'
import { exhibitors as fairExhibitors } from '../../../../fixtures/matching/fair.ts'

export const concepts = (text: string, side: 'request' | 'offer' = 'request') =>
  analyse(text, 1, true, side)
    .filter((f) => f.kind === 'concept')
    .map((f) => f.key.slice(2))

export const stand = (id: number, name: string, description: string): ExhibitorProfile => ({
  id,
  name,
  description,
  seeking: null,
})
export const visitor = (seeking: string): AttendeeProfile => ({
  seeking,
  description: '',
  employmentType: null,
  companyName: null,
})

/** One test per case: the request is read as asking for the concept. */
export const readsAs = (cases: [string, string][]) =>
  it.each(cases)('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

/** One test per case: the request is not read as asking for the concept (a guard). */
export const readsNotAs = (cases: [string, string][]) =>
  it.each(cases)('does not read "%s" as %s', (text, concept) => {
    expect(concepts(text)).not.toContain(concept)
  })

const background = fairExhibitors.map((e) => prepareExhibitor({ ...e, id: e.id + 1000 }))
export function scores(seeking: string, stands: ExhibitorProfile[]): Map<number, number> {
  const ranked = rankExhibitors(visitor(seeking), [
    ...stands.map((s) => prepareExhibitor(s)),
    ...background,
  ])
  return new Map(ranked.map((r) => [r.exhibitorId, r.score]))
}

/** The stands the app would show for the request (same background fair as `scores`). */
export function shown(seeking: string, stands: ExhibitorProfile[]): Set<number> {
  const ranked = rankExhibitors(visitor(seeking), [
    ...stands.map((s) => prepareExhibitor(s)),
    ...background,
  ])
  return new Set(suggestions(ranked).map((r) => r.exhibitorId))
}

/** Each request scores its own stand above 0.1 and every other stand below a third of that. */
export function expectEachToItsStand(cases: [string, ExhibitorProfile][]) {
  const stands = cases.map(([, own]) => own)
  for (const [seeking, own] of cases) {
    const s = scores(seeking, stands)
    expect(s.get(own.id)).toBeGreaterThan(0.1)
    for (const o of stands)
      if (o !== own) expect(s.get(o.id) ?? 0).toBeLessThan((s.get(own.id) ?? 0) / 3)
  }
}
