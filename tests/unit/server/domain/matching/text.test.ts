import { describe, expect, it } from 'vitest'
import {
  derivedFromNoun,
  displaySurface,
  familyOf,
  normaliseWord,
  stem,
  tokenize,
} from '../../../../../server/domain/matching/text.ts'

const words = (text: string) => tokenize(text).map((t) => t.word)
const content = (text: string) =>
  tokenize(text)
    .filter((t) => !t.stop)
    .map((t) => t.word)

describe('Italian text processing', () => {
  it('lower-cases and strips accents, so missing accents still match', () => {
    expect(normaliseWord('Perché')).toBe('perche')
    expect(normaliseWord('CITTÀ')).toBe(normaliseWord('citta'))
    expect(stem(normaliseWord('qualità'))).toBe(stem(normaliseWord('qualita')))
  })

  it('splits elided articles and prepositions at apostrophes (straight or typographic)', () => {
    expect(content("dell'azienda")).toEqual(['azienda'])
    expect(content('l’assemblaggio')).toEqual(['assemblaggio'])
    expect(content("un'insegnante all'estero")).toEqual(['insegnante', 'estero'])
  })

  it('keeps hyphenated and dotted terms whole', () => {
    expect(words('e-commerce, Wi-Fi e Industria 4.0')).toEqual([
      'ecommerce',
      'wifi',
      'e',
      'industria',
      '40',
    ])
  })

  it('drops Italian stop words', () => {
    expect(content('Cerco un gestionale per la produzione e per il magazzino')).toEqual([
      'cerco',
      'gestionale',
      'produzione',
      'magazzino',
    ])
  })

  it('folds inflections to one stem', () => {
    expect(stem('fotovoltaico')).toBe(stem('fotovoltaici'))
    expect(stem('aziende')).toBe(stem('azienda'))
    expect(stem('spedizioni')).toBe(stem('spedizione'))
    expect(stem('stampare')).toBe(stem('stampa'))
  })

  it('marks clause breaks at punctuation and conjunctions', () => {
    const t = tokenize('robot, gestionale e fotovoltaico')
    expect(t.map((x) => x.breakBefore)).toEqual([false, true, false, false])
    expect(t.map((x) => x.conjunction)).toEqual([false, false, true, false])
  })

  it('reads a dot between a short word and a lower-case one as an abbreviation', () => {
    expect(tokenize('studente di ing. meccanica').map((x) => x.breakBefore)).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(tokenize('Cerco un sito. Vorrei anche').map((x) => x.breakBefore)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ])
  })

  it('quotes acronyms and brands as written, other words in lower case', () => {
    expect(displaySurface('ERP')).toBe('ERP')
    expect(displaySurface('PaySmart')).toBe('PaySmart')
    expect(displaySurface('Robot collaborativi')).toBe('robot collaborativi')
  })

  it('links verb, action noun and agent noun of one root, and nothing shorter than four letters', () => {
    expect(familyOf('spedizioni')).toBe(familyOf('spedire'))
    expect(familyOf('traduttore')).toBe(familyOf('tradurre'))
    expect(familyOf('traduzione')).toBe(familyOf('tradurre'))
    expect(familyOf('venditore')).toBe(familyOf('vendere'))
    expect(familyOf('rilegatura')).toBe(familyOf('rilegatrice'))
    expect(familyOf('saldatura')).toBe(familyOf('saldare'))
    // A root too short to mean anything, and place nouns of another sense, stay apart.
    expect(familyOf('settore')).not.toBe(familyOf('sette'))
    expect(familyOf('cancelleria')).not.toBe(familyOf('cancelli'))
  })
})

describe('word families of trades and adjectives (twelfth pass, session 10)', () => {
  it('drops the spelling "i" of -ciare/-giare verbs after a cut ("tinteggiatura", "tinteggiare")', () => {
    expect(familyOf('tinteggiatura')).toBe(familyOf('tinteggiare'))
    expect(familyOf('verniciature')).toBe(familyOf('verniciare'))
    expect(familyOf('tranciatura')).toBe(familyOf('tranciare'))
  })

  it('links trades in -aiolo and -icista to what they work with', () => {
    expect(familyOf('pizzaiolo')).toBe(familyOf('pizza'))
    expect(familyOf('barcaioli')).toBe(familyOf('barche'))
    expect(familyOf('elettricista')).toBe(familyOf('elettrico'))
    expect(familyOf('elettricisti')).toBe(familyOf('elettrica'))
    // A root too short stays the stem, which already joins the noun.
    expect(familyOf('musicista')).toBe(familyOf('musica'))
  })

  it('links adjectives in -ionale and -iale (after -nz-, -or-, -rc-, -tr-) to their noun', () => {
    expect(familyOf('gestionale')).toBe(familyOf('gestione'))
    expect(familyOf('professionali')).toBe(familyOf('professione'))
    expect(familyOf('funzionalita')).toBe(familyOf('funzione'))
    expect(familyOf('commerciale')).toBe(familyOf('commercio'))
    expect(familyOf('industriali')).toBe(familyOf('industria'))
    expect(familyOf('potenziale')).toBe(familyOf('potenza'))
    expect(familyOf('editoriale')).toBe(familyOf('editore'))
    // Adverbs and nouns of the adjective stay with it.
    expect(familyOf('commercialmente')).toBe(familyOf('commerciale'))
    // Other -ale adjectives join unrelated words too often, and so do -aio, -aggio, -eria.
    expect(familyOf('cordiale')).not.toBe(familyOf('corda'))
    expect(familyOf('animale')).not.toBe(familyOf('anima'))
    expect(familyOf('formaggio')).not.toBe(familyOf('forma'))
    expect(familyOf('febbraio')).not.toBe(familyOf('febbre'))
    expect(familyOf('lotteria')).not.toBe(familyOf('lotta'))
  })

  it('tells a family derived from a noun from one derived from a verb', () => {
    expect(derivedFromNoun('gestionale')).toBe(true)
    expect(derivedFromNoun('pizzaiolo')).toBe(true)
    expect(derivedFromNoun('tinteggiatura')).toBe(false)
    expect(derivedFromNoun('traduttore')).toBe(false)
  })
})

describe('word families of compounds and works (eighteenth pass, session 14)', () => {
  it('links a compound in "anti-" to the harm it guards against', () => {
    expect(familyOf('antiscivolo')).toBe(familyOf('scivolare'))
    expect(familyOf('antitarlo')).toBe(familyOf('tarli'))
    expect(familyOf('antifurti')).toBe(familyOf('furto'))
    // The "i" of the harm is elided after the prefix.
    expect(familyOf('antincendio')).toBe(familyOf('incendi'))
    // No compound: too little after the prefix.
    expect(familyOf('anticipo')).not.toBe(familyOf('cipolla'))
    expect(familyOf('antico')).toBe(stem('antico'))
  })

  it('links works in "-ificio" to what they make, when the root is long enough', () => {
    expect(familyOf('salumificio')).toBe(familyOf('salumi'))
    expect(familyOf('mangimifici')).toBe(familyOf('mangime'))
    expect(familyOf('calzaturificio')).toBe(familyOf('calzature'))
    expect(familyOf('cappellificio')).toBe(familyOf('cappelli'))
    // "caseificio" is no "casa"; "edificio" no "edicola".
    expect(familyOf('caseificio')).not.toBe(familyOf('casa'))
    expect(familyOf('edificio')).toBe(stem('edificio'))
  })

  it('counts both as derived from a noun, so neither names its concept from the plain noun', () => {
    expect(derivedFromNoun('antincendio')).toBe(true)
    expect(derivedFromNoun('salumificio')).toBe(true)
    expect(derivedFromNoun('anticipo')).toBe(false)
  })
})

describe('shouted words (ninth pass, session 9)', () => {
  it('reads a stop word in capitals as the stop word, a two-letter one as an acronym', () => {
    expect(content('NON in palestra')).toEqual(['palestra'])
    expect(content('corsi di AI')).toContain('ai')
  })
})

describe('phone writing (eleventh pass, reading)', () => {
  it('types a letter repeated three times or more once ("idraulicooo", "cercooo")', () => {
    expect(normaliseWord('idraulicooo')).toBe('idraulico')
    expect(words('CERCOOO un elettricistaaa')).toEqual(['cerco', 'un', 'elettricista'])
    // Double letters are Italian spelling and stay.
    expect(normaliseWord('pacco')).toBe('pacco')
  })

  it('splits at a full stop typed without its space ("grazie.cerco"), joining only short parts', () => {
    expect(words('ciao.cerco un commercialista')).toEqual(['ciao', 'cerco', 'un', 'commercialista'])
    expect(tokenize('ciao.cerco')[1]?.breakBefore).toBe(true)
    expect(words('Industria 4.0, s.r.l. e e.commerce')).toEqual([
      'industria',
      '40',
      'srl',
      'e',
      'ecommerce',
    ])
  })
})
