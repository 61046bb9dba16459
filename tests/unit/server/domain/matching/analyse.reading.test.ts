// Reading errors found by probes (issue 20, seventeenth pass): a real word corrected into
// another, a feeling read as a thing, a noun weighed as an adjective, verbs of first contact and
// field words asked for. Invented texts only, none from an evaluation set.
import { describe, expect, it } from 'vitest'
import { shownIds, stand } from './queue.ts'
import { employee, read, weightOf } from './request.ts'

/** The feature read from a word as written. */
const featureOf = (text: string, word: string) =>
  read(text).find((f) => f.surface.toLowerCase() === word)

describe('a verb form is a word of its own, not a typo', () => {
  it.each([
    ['vorrei imparare a digitare veloce', 'digitare'],
    ['ho paura di sbagliare la dichiarazione', 'sbagliare'],
  ])('"%s": «%s» is read as written', (text, word) => {
    const f = featureOf(text, word)
    expect(f?.strength).toBe(1)
    expect(f?.word).toBe(word)
  })

  it('a stand that says "digitale" does not answer "digitare"', () => {
    const typist = employee('vorrei imparare a digitare veloce sulla tastiera del computer')
    const agency = stand(1, 'Studio Pixel', 'Agenzia digitale: siti web e campagne social.')
    const school = stand(2, 'Scuola Tasti', 'Corsi di dattilografia per la tastiera.')
    expect(shownIds(typist, [agency, school])).toEqual([2])
  })

  it('a typo with the same inflection is still corrected ("imballagi")', () => {
    expect(weightOf('cerco imballagi sostenibili', 'c:imballaggi')).toBeGreaterThan(0)
  })
})

describe('how the asker feels is no thing asked for', () => {
  it.each([
    'sono stufa delle riunioni, cerco un software',
    'sono davvero stufo di riunioni infinite, cerco un software',
    'le riunioni infinite: ne sono stufa, cerco un software',
  ])('"%s" asks for no stove', (text) => {
    expect(weightOf(text, 'c:stufe')).toBe(0)
  })

  it('the cause of the feeling stays in the request', () => {
    expect(weightOf('sono stufa delle riunioni, cerco un software', 's:riunion')).toBeGreaterThan(0)
  })

  it('a stove named as a thing is still a stove', () => {
    expect(weightOf('la stufa è rotta, cerco un tecnico', 'c:stufe')).toBeGreaterThan(0)
  })

  it('"sono un produttore di vino" still says who asks', () => {
    expect(weightOf('sono un produttore di vino e cerco etichette', 'c:vino')).toBeGreaterThan(0)
  })

  it('a stove shop is not suggested for a feeling', () => {
    const tired = employee('sono stufa delle riunioni, cerco un software')
    const stoves = stand(1, 'Fuoco Vivo', 'Stufe a legna e a pellet, caminetti.')
    expect(shownIds(tired, [stoves])).toEqual([])
  })
})

describe('a word with an adjective ending is a noun right after a verb of wanting', () => {
  it('"cerco personale" asks for staff as a noun', () => {
    expect(weightOf('cerco personale per il mio ristorante', 's:personal')).toBe(0.6)
    expect(weightOf('cerchiamo personale, anche part time', 's:personal')).toBe(0.6)
  })

  it('an adjective before its noun stays an adjective', () => {
    expect(weightOf('cerco potenziali clienti', 's:potenzial')).toBe(0.35)
  })
})

describe('verbs of first contact say how, not what', () => {
  it.each([
    ['vorrei conoscere produttori di vino', 'conoscere'],
    ['mi piacerebbe incontrare aziende di packaging', 'incontrare'],
    ['contatterei volentieri un fotografo', 'contatterei'],
    ['vorrei contattarvi per un preventivo', 'contattarvi'],
    ['vorrei parlare con un commercialista', 'parlare'],
    ['voglio entrare in contatto con un fornitore di caffè', 'entrare'],
    ['mi farebbe piacere scoprire vini naturali', 'scoprire'],
  ])('"%s": «%s» is a filler word', (text, word) => {
    expect(featureOf(text, word)?.kind).toBe('generic')
  })

  it('the verb makes no pair with what follows', () => {
    expect(read('vorrei conoscere produttori di vino').some((f) => f.key.startsWith('p:'))).toBe(
      false,
    )
  })

  it('a stand that only shares the verb is no match', () => {
    const buyer = employee('vorrei conoscere produttori di olio extravergine')
    const languages = stand(1, 'Lingue Vive', 'Conoscere le lingue: corsi di inglese e tedesco.')
    const mill = stand(2, 'Frantoio Colle', 'Olio extravergine di oliva, produttori dal 1950.')
    expect(shownIds(buyer, [languages, mill])).toEqual([2])
  })
})

describe('wanting to know says how, not what', () => {
  it('"mi farebbe piacere" asks for no pleasure', () => {
    expect(weightOf('mi farebbe piacere scoprire vini naturali', 's:piac')).toBe(0)
  })

  it('"saperne di più sui" asks for what follows in full', () => {
    const text = 'vorrei saperne di più sui pannelli solari'
    expect(weightOf(text, 'c:fotovoltaico')).toBe(1)
    expect(featureOf(text, 'saperne')?.kind).toBe('generic')
  })
})

describe('frames that name a field or a lack', () => {
  it('"il mondo del vino" asks for wine in full, not for "mondo"', () => {
    const text = 'vorrei conoscere il mondo del vino'
    expect(featureOf(text, 'mondo')?.kind).toBe('generic')
    expect(weightOf(text, 'c:vino')).toBe(1)
  })

  it('"a corto di" is a lack: what follows is asked for in full', () => {
    const text = 'siamo a corto di camerieri per la stagione'
    expect(weightOf(text, 's:camerier')).toBe(0.6)
    expect(featureOf(text, 'corto')).toBeUndefined()
  })
})
