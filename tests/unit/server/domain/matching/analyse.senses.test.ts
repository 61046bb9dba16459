// Two-sense words (AMBIGUOUS in lexicon.ts) take a sense only when the text points to it
// (session 14, docs/matching.md "Eighteenth pass"): a tie between the senses' cues is no sense.
import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import type { AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { shownIds, stand } from './queue.ts'

const offerKeys = (text: string) =>
  analyse(text, 1, false, 'offer')
    .map((f) => f.key)
    .filter((k) => k.startsWith('c:') || k.startsWith('a:'))

const owner: AttendeeProfile = {
  seeking: "Cerco un'officina per la tornitura di pezzi in acciaio.",
  description: 'Titolare di una ditta.',
  employmentType: 'self_employed',
  companyName: null,
}

describe('a tie between the senses of a two-sense word', () => {
  it('leaves the word ambiguous: one cue of a machine shop and one of a garage', () => {
    const keys = offerKeys(
      'Officina Digitale: software per la produzione e le macchine del reparto.',
    )
    expect(keys).toContain('a:officin')
    expect(keys).not.toContain('c:metalmeccanica')
    expect(keys).not.toContain('c:autofficina')
  })

  it('does not show a software house named "Officina" to a visitor asking for a machine shop', () => {
    const software = stand(
      1,
      'Officina Digitale',
      'Software per la produzione e le macchine del reparto.',
    )
    const shop = stand(
      2,
      'Meccanica Rossi',
      'Officina meccanica: tornitura CNC e pezzi su disegno.',
    )
    expect(shownIds(owner, [software, shop])).toEqual([shop.id])
  })

  it('still takes the sense with more cues', () => {
    expect(offerKeys('Officina: tornitura CNC e pezzi su disegno, anche per auto.')).toContain(
      'c:metalmeccanica',
    )
    expect(offerKeys('Officina per auto e moto: tagliandi e freni.')).toContain('c:autofficina')
  })

  it('needs the sense on both sides: a plain "officina" with no cue meets no machine shop', () => {
    const plain = stand(3, 'Officina Verdi', 'Officina a Brescia, dal 1980.')
    expect(offerKeys('Officina a Brescia, dal 1980.')).not.toContain('c:metalmeccanica')
    expect(shownIds(owner, [plain])).toEqual([])
  })
})
