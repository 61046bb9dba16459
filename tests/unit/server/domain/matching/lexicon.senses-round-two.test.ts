// Wrong-sense links through the synonym lists, round two (issue 20, twenty-first pass, session
// 17; docs/matching.md "Twenty-first pass: word senses, round two"): a one-word synonym counts as
// its list reads it unless the rest of the text names another sense of the word.
import { describe, expect, it } from 'vitest'
import type { AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { SENSE_PROBES } from '../../../../fixtures/matching/senses-probe.ts'
import { concepts } from './lexicon-cases.ts'
import { shownIds, stand } from './queue.ts'

const visitor = (seeking: string): AttendeeProfile => ({
  seeking,
  description: '',
  employmentType: null,
  companyName: null,
})

describe('the two-sense probe (tests/fixtures/matching/senses-probe.ts)', () => {
  it('has at least 150 probes, requests and exhibitor texts', () => {
    expect(SENSE_PROBES.length).toBeGreaterThanOrEqual(150)
    expect(SENSE_PROBES.some((p) => p.side === 'offer')).toBe(true)
  })

  it.each(SENSE_PROBES.filter((p) => !p.open).map((p) => [p.word, p.text, p] as const))(
    '"%s" in "%s" is read in the sense the text names',
    (_, text, p) => {
      const read = concepts(text, p.side)
      for (const c of p.notReads) expect(read).not.toContain(c)
      for (const c of p.reads ?? []) expect(read).toContain(c)
    },
  )
})

describe('a synonym needs the rest of the text not to name its other sense', () => {
  it('keeps the list sense when the text names nothing else or names it more', () => {
    expect(concepts('Calcio', 'request')).toContain('sport')
    expect(concepts('Integratori per la squadra di calcio e gli allenamenti', 'request')).toContain(
      'sport',
    )
  })

  it('reads a word right before the synonym: "in corso" is under way', () => {
    expect(concepts('Ristrutturazioni in corso, serve un ponteggio', 'request')).not.toContain(
      'formazione',
    )
    expect(concepts('Iscrizioni aperte ai corsi serali', 'request')).toContain('formazione')
  })

  it('reads the noun before an adjective: "parti comuni" are common, "condomini e comuni" towns', () => {
    expect(concepts('Pulizia delle parti comuni', 'request')).not.toContain(
      'pubblica-amministrazione',
    )
    expect(concepts('Scuole, condomini e comuni della provincia', 'offer')).toContain(
      'pubblica-amministrazione',
    )
  })

  it('meets a cue by its spelling, not by its stem alone ("piazzamenti" is no "piazza")', () => {
    expect(concepts('Modellistica: piazzamenti e corsi di CAD per sarte', 'offer')).toContain(
      'formazione',
    )
  })

  it('reads "tasso" as no tax: a rate, and an interest rate only with its cue', () => {
    expect(concepts('Un tasso ha scavato sotto il pollaio', 'request')).not.toContain('fisco')
    expect(concepts('Tasso di umidità troppo alto in cantina', 'request')).not.toContain('fisco')
    expect(concepts('Prestiti a tasso zero per le imprese giovani', 'offer')).toContain(
      'finanziamenti',
    )
    expect(concepts('Troppe tasse sul negozio', 'request')).toContain('problemi-fiscali')
  })
})

describe('the queue', () => {
  const football = stand(1, 'Sporting Valle', 'Scuola calcio e campi da calcetto per ragazzi.')
  const supplements = stand(2, 'Erbe e Salute', 'Integratori di magnesio, calcio e vitamina D.')
  const corks = stand(3, 'Sugheri Sardi', 'Tappi di sughero per vino e spumante.')
  const hearing = stand(
    4,
    'Udito Chiaro',
    'Tappi per le orecchie su misura e protezioni dal rumore.',
  )

  it('shows no football school to a visitor asking for calcium supplements', () => {
    const shown = shownIds(visitor('Integratori di calcio e magnesio per la menopausa'), [
      football,
      supplements,
    ])
    expect(shown).toContain(supplements.id)
    expect(shown).not.toContain(football.id)
  })

  it('still shows the football school to a parent asking for "scuola calcio"', () => {
    expect(shownIds(visitor('Scuola calcio per mio figlio'), [football, supplements])).toEqual([
      football.id,
    ])
  })

  it('shows no wine-cork maker to a visitor asking for earplugs', () => {
    const shown = shownIds(visitor('Tappi per le orecchie per dormire, il vicino russa'), [
      corks,
      hearing,
    ])
    expect(shown).toContain(hearing.id)
    expect(shown).not.toContain(corks.id)
  })
})
