// Needs versus context (issue 20, sixteenth pass): how a request says what it wants, why, and
// what it does not want. Invented texts only, none from an evaluation set.
import { describe, expect, it } from 'vitest'
import { shownIds, stand } from './queue.ts'
import { employee, read, weightOf } from './request.ts'

/** Features that carry weight as something asked (filler and kinds of word aside). */
const asked = (text: string) =>
  read(text)
    .filter((f) => f.kind !== 'generic' && f.weight >= 0.3)
    .map((f) => f.key)

describe('verbs of wanting ask for nothing themselves', () => {
  it.each(['dobbiamo', 'desidero', 'piacerebbe', 'dovrei', 'occorre', 'manca'])(
    '"%s" is a filler word, not a word asked for',
    (verb) => {
      const f = read(`${verb} un forno a legna`).find((x) => x.surface.toLowerCase() === verb)
      expect(f?.kind).toBe('generic')
    },
  )

  it('a stand that only says the verb is no match', () => {
    const chef = employee('mi piacerebbe un corso di cucina')
    const piano = stand(
      1,
      'Piacere Musica',
      'Ti piacerebbe suonare il pianoforte? Lezioni private.',
    )
    const school = stand(2, 'Scuola di Cucina', 'Corsi di cucina per adulti.')
    expect(shownIds(chef, [piano, school])).toEqual([2])
  })
})

describe('ways of saying "I want" in several words', () => {
  it('"sono alla ricerca di" asks for what follows, in full, and for no research', () => {
    const text = 'sono alla ricerca di un fotografo'
    expect(weightOf(text, 'c:fotografia')).toBe(1)
    expect(asked(text)).not.toContain('s:ricerc')
  })

  it('"in cerca di", "a caccia di", "ho voglia di" and "sono interessato a" do the same', () => {
    expect(weightOf('siamo a caccia di fornitori di packaging', 'c:imballaggi')).toBe(1)
    expect(asked('siamo a caccia di fornitori di packaging')).not.toContain('s:cacc')
    expect(weightOf('ho voglia di imparare a ballare', 'c:danza')).toBe(1)
    expect(asked('sono interessata a un corso di yoga')).not.toContain('s:interess')
  })

  it('"sono qui per" is a need, not a purpose', () => {
    expect(weightOf('sono qui per i pannelli solari', 'c:fotovoltaico')).toBe(1)
    expect(asked('sono qui per i pannelli solari')).not.toContain('s:qui')
  })

  it('"ricerca" outside the phrase is still a word asked for', () => {
    expect(asked('lavoro nella ricerca di nuovi farmaci')).toContain('s:ricerc')
  })
})

describe('a clause of reason is the circumstance of a need', () => {
  it('"perché ho aperto un bar" after the need weighs as context', () => {
    const text = 'cerco una macchina del caffè perché ho aperto un bar'
    expect(weightOf(text, 'c:caffe')).toBe(1)
    expect(weightOf(text, 'c:horeca')).toBeLessThanOrEqual(0.25)
  })

  it('"poiché" and "siccome" open one too, and say nothing themselves', () => {
    const text = 'cerco un commercialista poiché ho aperto la partita iva'
    expect(weightOf(text, 'c:professionisti')).toBeLessThanOrEqual(0.25)
    expect(asked(text)).not.toContain('s:poic')
  })

  it('"dato che" is no data', () => {
    expect(asked('vorrei un corso di yoga, dato che ho un lavoro sedentario')).not.toContain(
      'c:dati',
    )
  })

  it('a reason that names a problem still counts', () => {
    const text = 'vorrei un corso di yoga, dato che soffro di mal di schiena'
    expect(weightOf(text, 'c:mal-di-schiena')).toBeGreaterThan(0.25)
  })

  it('"quando" opens no clause of context: it often says the problem itself', () => {
    expect(weightOf('la macchina fischia quando freno', 's:fren')).toBeGreaterThan(0.25)
  })

  it('a bar is not suggested to someone who asks for coffee because they opened one', () => {
    const owner = employee('cerco una macchina del caffè perché ho aperto un bar in centro')
    const bar = stand(1, 'Bar Centrale', 'Bar in centro: colazioni e aperitivi.')
    const machines = stand(2, 'Caffè Macchine', 'Macchine del caffè professionali per bar.')
    expect(shownIds(owner, [bar, machines])).toEqual([2])
  })
})

describe('a refusal after what it refuses', () => {
  it('"il sito non mi serve" refuses the website, as "non mi serve il sito" does', () => {
    const keys = read('mi serve un commercialista, il sito non mi serve').map((f) => f.key)
    expect(keys).toContain('n:c:siti-web')
    expect(keys).not.toContain('c:siti-web')
  })

  it('"la palestra non ci interessa" refuses the gym', () => {
    const keys = read('la palestra non ci interessa, cerchiamo una piscina').map((f) => f.key)
    expect(keys).toContain('n:c:fitness')
  })

  it('a negated wish with words after it leaves what comes before it asked for', () => {
    const keys = read('il furgone non serve che sia nuovo').map((f) => f.key)
    expect(keys).toContain('s:furgon')
    expect(keys).not.toContain('n:s:furgon')
  })

  it('a web agency is not suggested to whom says the site is not needed', () => {
    const owner = employee('mi serve un commercialista, il sito non mi serve')
    const web = stand(1, 'Web Studio', 'Realizzazione siti web e commercialista digitale.')
    const tax = stand(2, 'Studio Conti', 'Commercialista per piccole imprese.')
    expect(shownIds(owner, [web, tax])).toEqual([2])
  })
})

describe('a need that names nothing asks for what comes before it', () => {
  it('"faccio fatica con la contabilità, mi serve aiuto" asks for bookkeeping in full', () => {
    expect(weightOf('faccio fatica con la contabilità, mi serve aiuto', 'c:contabilita')).toBe(1)
  })

  it('a need that names something keeps the clause before it as context', () => {
    expect(weightOf('ho un ristorante e cerco un gestionale', 'c:horeca')).toBeLessThanOrEqual(0.25)
  })

  it('an empty need after a real one leaves the context before that one', () => {
    const text = 'ho un ristorante, cerco un gestionale. mi serve aiuto'
    expect(weightOf(text, 'c:horeca')).toBeLessThanOrEqual(0.25)
  })

  it('the bookkeeping stand is suggested to whom struggles with it and asks for help', () => {
    const owner = employee('faccio fatica con la contabilità, mi serve aiuto')
    const books = stand(1, 'Conti Chiari', 'Servizi di contabilità per piccole imprese.')
    const garden = stand(2, 'Verde Vivo', 'Piante e fiori per il giardino.')
    expect(shownIds(owner, [books, garden])).toEqual([1])
  })
})
