// A stem that different words of two unrelated concepts share ("term": "terme" and "termiti",
// "ambul": "ambulanti" and no "ambulanze") names neither by itself: there only a spelling of the
// lexicon's word, or its other number or a verb form of it, takes that word's concept
// (session 14, docs/matching.md "Eighteenth pass: stem collisions inside the lexicon").
import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import { shownIds, stand } from './queue.ts'
import { employee, read } from './request.ts'

const concepts = (text: string, side: 'request' | 'offer' = 'request') =>
  (side === 'request' ? read(text) : analyse(text, 1, false, 'offer'))
    .map((f) => f.key)
    .filter((k) => k.startsWith('c:'))

describe('a word on a stem two unrelated concepts share', () => {
  // Each word is within the spelling distance a typo is allowed of the other concept's word.
  it.each([
    ['offer', 'Trasporti sanitari e servizio ambulanze.', 'c:attrezzature-ambulanti'], // "ambulante"
    ['request', 'ci serve un avvocato per il term sheet', 'c:turismo'], // "terme"
    ['request', 'cerco bande musicali per la festa', 'c:bandi'], // "bandi"
    ['request', 'una comunità di appassionati', 'c:pubblica-amministrazione'], // "comuni"
  ] as const)('does not cross to the other concept (%s "%s")', (side, text, wrong) => {
    expect(concepts(text, side)).not.toContain(wrong)
  })

  it('does not show an ambulance service to a visitor who asks for street vendors’ equipment', () => {
    const ambulances = stand(
      1,
      'Pubblica Assistenza Croce Verde',
      'Trasporti sanitari e servizio ambulanze. Corsi di primo soccorso.',
    )
    const vans = stand(
      2,
      'Banchi Mobili',
      'Attrezzature per ambulanti: banchi e gazebo da mercato.',
    )
    expect(shownIds(employee('attrezzature per ambulanti e mercati'), [ambulances, vans])).toEqual([
      vans.id,
    ])
  })

  it('keeps the same word in its other number, and a verb in its other forms', () => {
    expect(concepts('bandi regionali')).toContain('c:bandi')
    expect(concepts('un bando per la digitalizzazione')).toContain('c:bandi')
    expect(concepts('una band per il matrimonio')).toContain('c:musica')
    expect(concepts('gru per i cantieri')).toContain('c:edilizia')
    expect(concepts('corso di canto')).toContain('c:musica')
    expect(concepts('ricambi per trattori')).toContain('c:trattori')
    expect(concepts('forniture per trattorie')).toContain('c:horeca')
    expect(concepts('ristrutturano casa')).toContain('c:lavori-casa')
    expect(concepts('impermeabilizzare il tetto')).toContain('c:coperture')
    expect(concepts('gruppi di escursionisti')).toContain('c:outdoor')
    expect(concepts('disinfestazione dalle termiti')).toContain('c:infestazioni')
  })
})
