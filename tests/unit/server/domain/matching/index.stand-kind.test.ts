// What a stand is, read as what it is (docs/matching.md, "Twenty-first pass: what a stand is"):
// a kind of customer a stand names itself by, unframed in its name or first sentence ("Hotel
// Bellavista", "Gelateria Dolce Sole"), is what it is; asked for by another kind's word, it is
// no real match (a hotel is no gelateria, though both are horeca to their suppliers).
import { describe, expect, it } from 'vitest'
import { STAND_KIND_PROBES } from '../../../../fixtures/matching/stand-kind-probes.ts'
import { ranked, shownIds, stand } from './queue.ts'
import { featureId } from '../../../../../server/domain/matching/analyse.ts'
import {
  prepareExhibitor,
  type AttendeeProfile,
} from '../../../../../server/domain/matching/index.ts'

const consumer = (seeking: string): AttendeeProfile => ({
  seeking,
  description: '',
  employmentType: 'private',
  companyName: null,
})
const owner = (seeking: string): AttendeeProfile => ({
  seeking,
  description: '',
  employmentType: 'self_employed',
  companyName: null,
})

const hotel = stand(
  1,
  'Hotel Bellavista',
  'Hotel 4 stelle sul lago di Garda con piscina.',
  'Famiglie e coppie in vacanza',
)
const gelateria = stand(
  2,
  'Gelateria Dolce Sole',
  'Gelato artigianale con latte fresco e frutta di stagione.',
  'Famiglie, turisti',
)
const pasticceria = stand(
  3,
  'Pasticceria Rossi',
  'Pasticceria artigianale: torte nuziali, pasticcini e colombe.',
  'Sposi e famiglie',
)
const linen = stand(
  4,
  'Forniture Ricettive',
  'Biancheria da letto e set cortesia per hotel e B&B.',
  'Hotel, B&B e agriturismi',
)
const fridges = stand(
  5,
  'FrigoPro',
  'Vetrine refrigerate e macchine per gelato per gelaterie e bar.',
  'Gelaterie, bar e pasticcerie',
)
const fair = [hotel, gelateria, pasticceria, linen, fridges]

describe('a stand named by its own kind is that kind', () => {
  it('a hotel asked for: the hotel, not the gelateria', () => {
    const shown = shownIds(consumer('Vorrei un weekend in un hotel sul lago'), fair)
    expect(shown[0]).toBe(1)
    expect(shown).not.toContain(2)
  })

  it('a gelateria asked for: the gelateria, not the hotel nor the pastry shop', () => {
    const shown = shownIds(consumer('cerco una gelateria in centro'), fair)
    expect(shown[0]).toBe(2)
    expect(shown).not.toContain(1)
    expect(shown).not.toContain(3)
  })

  it('the other kind still counts a little: the gelateria stays in the ranking, below a real match', () => {
    const list = ranked(consumer('Vorrei un weekend in un hotel sul lago'), fair)
    const of = (id: number) => list.find((r) => r.exhibitorId === id)?.score ?? 0
    expect(of(1)).toBeGreaterThan(of(2))
  })

  it('a stand that serves the kind ("per hotel e B&B") still answers the one who runs it', () => {
    expect(shownIds(owner('ho un albergo e cerco biancheria per le camere'), fair)[0]).toBe(4)
    expect(shownIds(owner('ho una gelateria e cerco una vetrina refrigerata'), fair)[0]).toBe(5)
  })
})

describe('which kinds a stand is, as its offer reads them', () => {
  const kindsOf = (e: ReturnType<typeof stand>, concept: string) =>
    prepareExhibitor(e).offer.get(featureId(`c:${concept}`))?.kinds

  it('a trade in its own name is what it is', () => {
    expect([...(kindsOf(hotel, 'horeca') ?? [])]).toEqual(['hotel'])
  })

  it('a kind after "a" ("distribuiamo … a gastronomie, enoteche") is whom it serves', () => {
    const distributor = stand(
      6,
      'Isole Vini',
      'Distribuiamo vini a gastronomie, enoteche e catene.',
    )
    expect(kindsOf(distributor, 'horeca')).toBeUndefined()
  })

  it('a stand that seeks its own kind ("Horeca Impianti" seeking "Ristoranti") is not read as it', () => {
    const supplier = stand(
      7,
      'Horeca Impianti',
      'Abbattitori, forni e frigoriferi.',
      'Ristoranti, bar e hotel',
    )
    expect(kindsOf(supplier, 'horeca')).toBeUndefined()
  })

  it('a firm\'s generic word ("Azienda", "Gruppo") names no trade', () => {
    const firm = stand(8, 'Ferri Logistica', 'Azienda di trasporti e logistica.')
    expect(kindsOf(firm, 'impresa')).toBeUndefined()
  })
})

describe('the stand-kind probe', () => {
  const stands = STAND_KIND_PROBES.flatMap((p) =>
    (['is', 'sellsTo'] as const).flatMap((role) =>
      p[role].map((s) => ({ kind: p.kind, role, text: s })),
    ),
  )
  const list = stands.map(({ text: [name, description, seeking] }, i) =>
    stand(i + 1, name, description, seeking),
  )
  const asks = STAND_KIND_PROBES.flatMap((p) => [
    ...p.askIs.map((s) => ({ kind: p.kind, role: 'is', who: consumer(s) })),
    ...p.askSupply.map((s) => ({ kind: p.kind, role: 'sellsTo', who: owner(s) })),
  ])
  const results = asks.map((a) => {
    const shown = shownIds(a.who, list)
    const own = (id: number) => stands[id - 1]?.kind === a.kind
    return {
      first: own(shown[0] ?? 0) && stands[(shown[0] ?? 0) - 1]?.role === a.role,
      others: shown.filter((id) => !own(id)).length,
    }
  })

  it('has at least 150 stands and a request for each kind and side', () => {
    expect(stands.length).toBeGreaterThanOrEqual(150)
    expect(asks.length).toBeGreaterThanOrEqual(2 * STAND_KIND_PROBES.length)
  })

  // Before the pass (f453ad5 … cb8925b): 92 of 106 requests met first, 115 stands of another
  // kind shown; after: 92 and 113 (docs/matching.md, "Twenty-first pass: what a stand is"). The
  // round-two paraphrases, merged after, read a bar's "bancone" as a shop counter: the bar owner
  // renewing one now also sees refrigerated counters of two other trades (114).
  it('meets at least 92 requests with a stand of their kind and side first', () => {
    expect(results.filter((r) => r.first).length).toBeGreaterThanOrEqual(92)
  })

  it('shows at most 114 stands of another kind', () => {
    expect(results.reduce((n, r) => n + r.others, 0)).toBeLessThanOrEqual(114)
  })
})
