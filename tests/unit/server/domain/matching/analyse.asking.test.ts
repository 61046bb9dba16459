// How people ask (issue 20, twentieth pass): deadlines and dates, a question for who does it that
// points back with a pronoun, and the words of asking whether something pays or is due, read as
// what they are rather than as things asked for. Invented texts only, none from an evaluation set.
import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import { ASKING_PROBES } from '../../../../fixtures/matching/asking-probes.ts'
import { shownIds, stand } from './queue.ts'
import { employee, read, weightOf } from './request.ts'

const keys = (text: string) => read(text).map((f) => f.key)

describe('a deadline or a date says when, not what', () => {
  it('"entro venerdì" asks for neither "entro" nor Friday', () => {
    const k = keys('qualcuno che mi sistemi la caldaia entro venerdì')
    expect(k).not.toContain('s:entro')
    expect(k).not.toContain('s:venerd')
    expect(k).toContain('c:termoidraulica')
  })

  it('"entro fine mese", "entro l\'estate", "prima dell\'estate"', () => {
    expect(keys('ci servono 3 saldatori entro fine mese')).not.toContain('s:mes')
    expect(keys('ci servono 3 saldatori entro fine mese')).not.toContain('s:fin')
    expect(keys("vorrei rifare il bagno entro l'estate")).not.toContain('s:estat')
    expect(keys("vorrei dimagrire prima dell'estate")).not.toContain('s:estat')
  })

  it('"fra due mesi", "la settimana scorsa", "l\'anno prossimo"', () => {
    expect(keys('fra due mesi apro un bar, cerco una macchina del caffè')).not.toContain('s:mes')
    const stolen = keys('la settimana scorsa ci hanno rubato il furgone, cerco un antifurto')
    expect(stolen).not.toContain('s:settiman')
    expect(stolen).not.toContain('s:scors')
    expect(keys("l'anno prossimo vorremmo esportare in Giappone")).not.toContain('s:prossim')
  })

  it("a stand that only shares the deadline's words is no match", () => {
    const plumber = stand(1, 'Idraulica Rossi', 'Idraulico: riparazione perdite, caldaie, bagni.')
    const bakery = stand(
      2,
      'Pasticceria del Venerdì',
      'Torte su ordinazione, consegna entro 24 ore.',
    )
    const shop = stand(3, 'Ferramenta Bianchi', 'Utensili, vernici, minuteria.')
    expect(
      shownIds(employee('mi serve un idraulico entro venerdì'), [plumber, bakery, shop]),
    ).toEqual([1])
  })

  it('a time word on its own still counts: a weekend away, a vet open on Sundays', () => {
    expect(weightOf('cerco un weekend in montagna', 's:weekend')).toBeGreaterThan(0.5)
    expect(weightOf('cerco un veterinario aperto la domenica', 's:domen')).toBeGreaterThan(0.5)
  })

  it('a month alone is left as it was ("ci sposiamo a giugno")', () => {
    expect(weightOf('ci sposiamo a giugno, cerchiamo un fotografo', 's:giugn')).toBeGreaterThan(0)
  })

  it('an offer keeps its words ("consegna entro 24 ore" is read as before)', () => {
    const offer = analyse('Torte su ordinazione, consegna entro 24 ore.', 1, false, 'offer')
    expect(offer.map((f) => f.key)).toContain('s:entro')
  })
})

describe('"chi lo ripara?" asks for the thing of the clause before', () => {
  it('the broken screen is asked for, not read as who the asker is', () => {
    const text = 'mi si è rotto lo schermo del telefono, chi lo ripara?'
    expect(weightOf(text, 's:scherm')).toBeGreaterThanOrEqual(0.6)
  })

  it('"chi ce li ritira?" asks for what "abbiamo" named', () => {
    const text = 'abbiamo tonnellate di scarti di plastica, chi ce li ritira?'
    expect(weightOf(text, 'c:riciclo')).toBeGreaterThanOrEqual(0.6)
  })

  it('a repairer of screens ranks higher for it', () => {
    const repairer = stand(
      4,
      'RiparaFono',
      'Riparazione di smartphone: schermi rotti, batterie, telefoni di ogni marca.',
    )
    const asker = employee('mi si è rotto lo schermo del telefono, chi lo ripara?')
    expect(shownIds(asker, [repairer])).toEqual([4])
    expect(
      read(asker.seeking)
        .filter((f) => f.weight >= 0.6)
        .map((f) => f.key),
    ).toContain('s:scherm')
  })

  it('"chi mi fa il sito?" names its own thing: the clause before stays who asks', () => {
    expect(weightOf('ho un bar, chi mi fa il sito?', 'c:horeca')).toBeLessThan(0.3)
  })

  it('a pronoun before a verb of wanting still asks for the clause before', () => {
    const text = 'ho ereditato una credenza, la vorrei restaurare'
    expect(weightOf(text, 's:credenz')).toBeGreaterThanOrEqual(0.6)
  })
})

describe('asking whether something pays or is due', () => {
  it('"conviene" and "spetta" are no words asked for', () => {
    expect(weightOf('vorrei capire se conviene il fotovoltaico', 's:convien')).toBeLessThan(0.2)
    expect(weightOf('mi spetta la pensione anticipata?', 's:spett')).toBeLessThan(0.2)
    expect(weightOf('vorrei capire se conviene il fotovoltaico', 'c:fotovoltaico')).toBe(1)
  })

  it('"cosa" is no word asked for', () => {
    expect(weightOf("cosa c'è in estate per i bambini?", 's:cos')).toBeLessThan(0.2)
  })
})

describe('"vicino a …" says where, not what', () => {
  it('"vicino al lavoro", "vicino all\'università", "da vicino" ask for no "vicino"', () => {
    expect(keys('cerco un asilo nido vicino al lavoro')).not.toContain('s:vicin')
    expect(keys("sto cercando casa in affitto vicino all'università")).not.toContain('s:vicin')
    expect(keys('vorremmo vedere gli animali da vicino')).not.toContain('s:vicin')
  })

  it('the neighbour stays ("il vicino fa rumore")', () => {
    expect(weightOf('il vicino fa rumore tutta la notte', 's:vicin')).toBeGreaterThan(0.5)
  })
})

describe('the probe list of phone-typed requests (docs/matching.md, twentieth pass)', () => {
  /** Words a request uses to say when, where or whether, never what it asks for. */
  const NEVER_ASKED = /^s:(?:entro|prossim|scors|convien|spett|cos)$/

  it("no probe asks for a deadline's, a date's or a question's own words", () => {
    const asked = ASKING_PROBES.flatMap((text) =>
      read(text)
        .filter((f) => NEVER_ASKED.test(f.key) && f.weight * f.strength >= 0.3)
        .map((f) => `${f.surface} in «${text}»`),
    )
    expect(asked).toEqual([])
  })
})

describe('a need named by a lexicon phrase that opens with a stop word keeps the clause before as context', () => {
  it('"ho un negozio di scarpe e vorrei più clienti" asks for customers, not shoes', () => {
    expect(weightOf('ho un negozio di scarpe e vorrei più clienti', 'c:pelletteria')).toBeLessThan(
      0.3,
    )
    expect(weightOf('ho un negozio di scarpe e vorrei più clienti', 'c:acquisire-clienti')).toBe(1)
  })

  it('a need that names nothing still asks for the clause before ("mi serve aiuto")', () => {
    expect(weightOf('faccio fatica con la contabilità, mi serve aiuto', 'c:contabilita')).toBe(1)
  })
})
