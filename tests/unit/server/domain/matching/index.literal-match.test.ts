// Literal evidence as a match (issue 20, fourteenth pass): a stand whose offer says, as written,
// two or more of the request's rare asked words, about as many as the stand that says most, is a
// real match of its own, scored at the literal ceiling, and its reason names those words.
import { describe, expect, it } from 'vitest'
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'
import { demoExhibitors } from '../../../../fixtures/matching/demo-visitors.ts'
import { namesMatchedNeed } from '../../../../fixtures/matching/evaluate.ts'

const attendee = (seeking: string) => ({
  seeking,
  description: '',
  employmentType: 'private' as const,
  companyName: null,
})
const shownAt = (fair: ExhibitorProfile[], seeking: string) =>
  suggestions(
    rankExhibitors(
      attendee(seeking),
      fair.map((e) => prepareExhibitor(e)),
    ),
  )
const idOf = (slug: string) => demoExhibitors.find((e) => e.slug === slug)?.id ?? -1
const machining = idOf('officine-brembate')

// Both asked words sit in the thesis topic, which the lexicon reads as context (0.25 each): no
// word is a real match by the engine's reading, yet the machining stand says both as written
// ("… per l'automotive e l'oleodinamica"), and no other stand of the fair says either.
const thesis =
  'Sto preparando una tesi sulla componentistica automotive e l’oleodinamica, cerco chi mi aiuti'

describe('literal evidence as a match', () => {
  it('shows the stand that says two rare asked words as written', () => {
    const shown = shownAt(demoExhibitors, thesis)
    expect(shown.map((r) => r.exhibitorId)).toContain(machining)
  })

  it('names the words it matched, as the honesty check reads a reason', () => {
    const match = shownAt(demoExhibitors, thesis).find((r) => r.exhibitorId === machining)
    const stand = demoExhibitors.find((e) => e.id === machining)
    expect(match?.reason).toMatch(/^Cerchi «automotive» e «oleodinamica», proprio ciò che offre /u)
    expect(stand && match && namesMatchedNeed(match.reason, attendee(thesis), stand)).toBe(true)
  })

  it('scores it at the literal ceiling at most, after what the engine reads as a match', () => {
    const match = shownAt(demoExhibitors, thesis).find((r) => r.exhibitorId === machining)
    expect(match?.score).toBeGreaterThanOrEqual(TUNING.floor)
    expect(match?.score).toBeLessThanOrEqual(TUNING.literalCeiling)
  })

  it('needs two words: one rare word alone is no match', () => {
    const one = 'Sto preparando una tesi sull’oleodinamica, cerco chi mi aiuti'
    expect(shownAt(demoExhibitors, one).map((r) => r.exhibitorId)).not.toContain(machining)
  })

  it('counts only words rare in the fair: a word many stands say is no evidence', () => {
    // Six more stands say "automotive": it is no longer rare, and "oleodinamica" alone is not
    // enough.
    const dealers = Array.from({ length: 6 }, (_, i) => ({
      id: 9000 + i,
      slug: `dealer-${i}`,
      name: `Concessionaria ${i + 1}`,
      description: 'Auto nuove e usate, officina autorizzata: lavoriamo nel settore automotive.',
      seeking: null,
    }))
    const shown = shownAt([...demoExhibitors, ...dealers], thesis)
    expect(shown.map((r) => r.exhibitorId)).not.toContain(machining)
  })

  it('shows the stand that says most of the rare words, not one that says clearly fewer', () => {
    // Three asked words of context: the hydraulics stand says all three, the machining stand
    // two of them (less than `weakLead` of the best evidence), as a weak match must answer its
    // word about as well as anyone.
    const hydraulics = {
      id: 9100,
      slug: 'idraulica-serio',
      name: 'Idraulica Serio',
      description:
        'Centraline e cilindri di oleodinamica per macchine agricole e per l’automotive.',
      seeking: null,
    }
    const seeking =
      'Sto preparando una tesi sulla componentistica automotive e l’oleodinamica nelle macchine agricole, cerco chi mi aiuti'
    const shown = shownAt([...demoExhibitors, hydraulics], seeking)
    expect(shown.map((r) => r.exhibitorId)).toContain(hydraulics.id)
    expect(shown.map((r) => r.exhibitorId)).not.toContain(machining)
    expect(shown.find((r) => r.exhibitorId === hydraulics.id)?.reason).toMatch(
      /^Cerchi «agricole», «automotive» e «oleodinamica», proprio ciò che offre Idraulica Serio\./u,
    )
  })

  it('never shows a stand that offers what the request refuses', () => {
    const refused = `${thesis} ma NON officine meccaniche`
    expect(shownAt(demoExhibitors, refused).map((r) => r.exhibitorId)).not.toContain(machining)
  })
})

describe('literal evidence as a match: plain words of context (nineteenth pass)', () => {
  const fair: ExhibitorProfile[] = [
    {
      id: 1,
      name: 'Utensileria Bianchi',
      description: 'Attrezzi a mano per falegnami. Anche sgorbie per liuteria e intarsio.',
      seeking: null,
    },
    { id: 2, name: 'Studio Conti', description: 'Commercialista per artigiani.', seeking: null },
    { id: 3, name: 'Vernici Sole', description: 'Vernici e colori per il legno.', seeking: null },
    { id: 4, name: 'Legnami Po', description: 'Legname da costruzione e pannelli.', seeking: null },
    { id: 5, name: 'Banca Valle', description: 'Conti correnti e prestiti.', seeking: null },
  ]
  // "intarsio" is a plain word the lexicon does not know, in a clause of context (0.15).
  const luthier = 'Ho una bottega di liuteria e intarsio, cerco qualcuno che mi aiuti con le tasse'

  it('counts a plain word of context among the rare words a stand says as written', () => {
    const shown = shownAt(fair, luthier)
    expect(shown[0]?.exhibitorId).toBe(2)
    const tools = shown.find((r) => r.exhibitorId === 1)
    expect(tools?.reason).toMatch(/^Cerchi «liuteria» e «intarsio», proprio ciò che offre /u)
  })
})
