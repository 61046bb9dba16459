// Members of every concept, slice 4 (session 20, docs/matching.md "Twenty-fourth pass: members of
// every concept, slice 4"): a buyer who names one member thing meets a stand that names only its
// category or trade; the mirrors (another sense, another category) stay unmet.
import { describe, expect, it } from 'vitest'
import {
  MEMBERS_PROBE_FOUR,
  MEMBERS_PROBE_FOUR_MIRRORS,
} from '../../../../fixtures/matching/members-probe-4.ts'
import { metBuyers } from './paraphrase-cases.ts'

// The pairs the lexicon met only once the slice's members were written.
const METS_BY_MEMBERS = [
  'cerco un frigo americano',
  'mi serve una cucina a gas con forno',
  'un forno a vapore da incasso',
  'una cappa a isola per la cucina',
  'mi serve il certificato di agibilità',
  "cambio di destinazione d'uso del negozio",
  'chiedere il congedo parentale',
  'devo rinnovare la patente',
  'il duplicato della patente persa',
  "la radiazione dell'auto dal pra",
  'montare un lampadario in salotto',
  'appendere la tv al muro',
  'montare la zanzariera alla finestra',
  'la vespa velutina attacca le api',
  'mio figlio ha la disgrafia',
  'ha un disturbo specifico dell’apprendimento',
  'diagnosi di autismo per mio figlio',
  'ci chiedono il bilancio esg',
  'calcolare le emissioni scope 3',
  "un'analisi lca del prodotto",
  'partecipare a un bando di gara del comune',
  "ho l'intolleranza al lattosio",
  'diabete di tipo 2',
  'ci sono venuti i nas a fare il controllo',
]

describe('members of the concepts of slice 4', () => {
  const met = metBuyers(MEMBERS_PROBE_FOUR)

  it('meets at least 49 of the 51 pairs', () => {
    expect(met.length).toBeGreaterThanOrEqual(49)
  })

  it.each(METS_BY_MEMBERS)('meets "%s"', (buyer) => {
    expect(met).toContain(buyer)
  })
})

describe('the mirrors of slice 4', () => {
  const wrong = metBuyers(MEMBERS_PROBE_FOUR_MIRRORS)

  it('meets no mirror stand but the known "gara di ballo" (a word shared with tenders)', () => {
    expect(wrong).toEqual(['iscrivermi a una gara di ballo'])
  })
})
