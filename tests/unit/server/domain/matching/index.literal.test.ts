// Literal evidence (issue 20, thirteenth pass): the request's own words, said as written by a
// stand, raise it (rarer words more), so that what a reader sees first is never lost where the
// lexicon discounts a word as context or does not know it; they never make a match alone.
import { describe, expect, it } from 'vitest'
import {
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'

const stands: ExhibitorProfile[] = [
  {
    id: 1,
    name: 'Lampo Corrieri',
    description:
      'Corriere espresso per pacchi e buste: ritiro a domicilio e consegna in 24 ore in tutta Italia, anche per privati.',
    seeking: null,
  },
  {
    id: 2,
    name: 'Freccia Express',
    description:
      'Corriere espresso: ritiro a domicilio e consegna di pacchi in 24 ore, con tariffe per chi vende online.',
    seeking: null,
  },
  {
    id: 3,
    name: 'Tipografia Sole',
    description: 'Stampa di biglietti da visita, volantini e cataloghi.',
    seeking: null,
  },
  {
    id: 5,
    name: 'Apicoltura Rossi',
    description: 'Miele, polline e pappa reale; attrezzatura per apicoltori.',
    seeking: null,
  },
  {
    id: 6,
    name: 'Bottega Bio',
    description:
      'Negozio di prodotti biologici: frutta, verdura, formaggi e miele dei produttori locali.',
    seeking: null,
  },
  {
    id: 7,
    name: 'Market Centrale',
    description: 'Supermercato di quartiere: frutta, verdura, formaggi, salumi e prodotti locali.',
    seeking: null,
  },
]

const attendee = (seeking: string): AttendeeProfile => ({
  seeking,
  description: '',
  employmentType: 'self_employed',
  companyName: null,
})

const ranked = (seeking: string) =>
  rankExhibitors(
    attendee(seeking),
    stands.map((e) => prepareExhibitor(e)),
  )
const scoreOf = (seeking: string, id: number) =>
  ranked(seeking).find((r) => r.exhibitorId === id)?.score ?? 0

describe('literal evidence', () => {
  it.each([
    'Vendo online le mie ceramiche e mi serve un corriere per i pacchi',
    'cerco un corriere per le spedizioni dei miei clienti online',
  ])('puts the courier that says the request’s words clearly first: %s', (seeking) => {
    // Both couriers answer «corriere»; only one says "online" as the request does, a word the
    // lexicon reads as a mere detail. Before, the two were within a few hundredths.
    expect(scoreOf(seeking, 2)).toBeGreaterThan(1.15 * scoreOf(seeking, 1))
  })

  it('raises the shop that names the context word and still makes no match of it alone', () => {
    const seeking =
      'Produco troppo miele per la famiglia: cerco un negozio di prodotti locali che lo venda'
    const shop = scoreOf(seeking, 6)
    const market = scoreOf(seeking, 7)
    expect(shop).toBeGreaterThan(2.85 * market)
    const shown = suggestions(ranked(seeking))
    // The beekeeper says "miele" but is no shop: a context word makes no match on its own.
    expect(shown.map((r) => r.exhibitorId)).toEqual([6])
    expect(shown[0]?.reason).toMatch(/negozio/)
  })

  it('never lifts a stand that shares no word', () => {
    expect(scoreOf('cerco un corriere per i pacchi online', 3)).toBe(0)
  })
})
