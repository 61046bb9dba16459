// Trade channels and customer types (session 11, thirteenth pass): whom a stand serves, read
// from how Italian trade names its channels, and who a visitor is, read from what they say.
import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import {
  customerKind,
  prepareExhibitor,
  rankExhibitors,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'

const stand = (seeking: string | null, description = 'Bottoni in corno e madreperla.') =>
  prepareExhibitor({ id: 1, name: 'Bottonificio Lario', description, seeking })

const person = (
  seeking: string,
  description = '',
  employmentType: AttendeeProfile['employmentType'] = null,
): AttendeeProfile => ({ seeking, description, employmentType, companyName: null })

describe('whom a stand serves', () => {
  it.each([
    'Rivenditori autorizzati e installatori.',
    'Grossisti, distributori e cash and carry.',
    'Importatori e buyer esteri.',
    'Solo B2B: centrali d’acquisto e catene.',
    'Contoterzisti e produttori in private label (OEM).',
    'Negozianti, ristoratori e albergatori.',
    'Aziende agricole e allevatori.',
  ])('reads businesses as customers in “%s”', (seeking) => {
    const e = stand(seeking)
    expect(e.seeksBusinesses).toBe(true)
    expect(e.seeksConsumers).toBe(false)
  })

  it.each([
    'Clienti B2C.',
    'Utenti finali.',
    'Futuri sposi e organizzatori di eventi.',
    "Chi coltiva l'orto di casa.",
    'Appassionati, hobbisti e turisti.',
  ])('reads people as customers in “%s”', (seeking) => {
    expect(stand(seeking).seeksConsumers).toBe(true)
  })

  it('does not read a refused kind as a customer', () => {
    expect(stand('Rivenditori; non vendiamo ai privati.').seeksConsumers).toBe(false)
    expect(stand('Rivenditori.', 'Bottoni in corno, esclusi i privati.').describesConsumers).toBe(
      false,
    )
  })

  it('reads consumers named in the description, not only in what the stand seeks', () => {
    expect(stand('Rivenditori.', 'Bottoni in corno, vendita diretta ai privati.')).toMatchObject({
      seeksBusinesses: true,
      describesConsumers: true,
    })
    expect(stand('Rivenditori.').describesConsumers).toBe(false)
  })
})

describe('who the visitor is', () => {
  it('reads a business from what the visitor runs, whatever the employment type', () => {
    expect(
      customerKind(person('Cerco espositori', 'Ho un piccolo negozio di scarpe.', 'private')),
    ).toBe('business')
    expect(customerKind(person('Macchine per il caffè', 'Titolare di un bar in centro.'))).toBe(
      'business',
    )
    expect(customerKind(person('Per la mia azienda cerco un gestionale'))).toBe('business')
    expect(customerKind(person('Sono un installatore, cerco pannelli solari'))).toBe('business')
    expect(customerKind(person('Vorrei aprire un bar a marzo'))).toBe('business')
    expect(
      customerKind(
        person('Chi guiderà la ditta', 'Mio padre ha fondato la ditta nel 1980.', 'employee'),
      ),
    ).toBe('business')
  })

  it('reads a consumer from a request for the home or the family, whatever the job', () => {
    expect(
      customerKind(person('Una cucina nuova per casa mia', 'Impiegata in banca.', 'employee')),
    ).toBe('consumer')
    expect(customerKind(person('Un corso di inglese per mio figlio', '', 'self_employed'))).toBe(
      'consumer',
    )
    expect(customerKind(person('Qualcosa da fare', 'Sono in pensione da un anno.'))).toBe(
      'consumer',
    )
  })

  it('does not take an adjective of a place for a student (a university hospital is a workplace)', () => {
    expect(
      customerKind(
        person(
          'Software per le cartelle cliniche',
          'Tecnico in un ospedale universitario.',
          'employee',
        ),
      ),
    ).toBe('business')
    expect(
      customerKind(person('Una stanza in affitto', 'Sono una studentessa universitaria.')),
    ).toBe('consumer')
  })

  it('does not take a trade the visitor asks for as their own', () => {
    expect(customerKind(person('Cerco un installatore per i pannelli solari', '', 'private'))).toBe(
      'consumer',
    )
    expect(customerKind(person('Cerco un idraulico'))).toBe(null)
  })

  it('leaves the kind unsaid when neither the texts nor the employment type say it', () => {
    expect(customerKind(person('Cerco bottoni'))).toBe(null)
    expect(customerKind(person('Cerco bottoni', '', 'employee'))).toBe('business')
    expect(customerKind(person('Cerco bottoni', '', 'private'))).toBe('consumer')
  })
})

describe('the customer-type penalty', () => {
  // Buttons sold by many stands: no one's very product, so the penalty is not lifted.
  const crowd: ExhibitorProfile[] = [11, 12, 13, 14, 15, 16].map((id) => ({
    id,
    name: `Merceria ${id}`,
    description: 'Bottoni in corno e madreperla.',
    seeking: null,
  }))
  const maker = (id: number, description: string, seeking: string): ExhibitorProfile => ({
    id,
    name: 'Bottonificio Lario',
    description,
    seeking,
  })
  const scoreAt = (a: AttendeeProfile, e: ExhibitorProfile) =>
    rankExhibitors(
      a,
      [e, ...crowd].map((x) => prepareExhibitor(x)),
    ).find((r) => r.exhibitorId === e.id)?.score ?? NaN

  it('applies to a consumer at a stand that sells only through the trade', () => {
    const hobbyist = person('Cerco bottoni', '', 'private')
    const trade = scoreAt(
      hobbyist,
      maker(1, 'Bottoni in corno e madreperla.', 'Grossisti e rivenditori.'),
    )
    // Seeks suppliers: names no kind of customer, and the visitor meets neither seeking.
    const unsaid = scoreAt(
      hobbyist,
      maker(2, 'Bottoni in corno e madreperla.', 'Fornitori di corno e madreperla.'),
    )
    expect(trade).toBeLessThan(0.7 * unsaid)
    // A penalty, not a burial: the stand may still sell to them (0.65 of the score since session 11).
    expect(trade).toBeGreaterThan(0.6 * unsaid)
  })

  it('is lifted when the description says the stand also sells to people', () => {
    const hobbyist = person('Cerco bottoni', '', 'private')
    const seeking = 'Grossisti e rivenditori.'
    const direct = scoreAt(
      hobbyist,
      maker(1, 'Bottoni in corno, vendita diretta ai privati.', seeking),
    )
    const trade = scoreAt(
      hobbyist,
      maker(2, 'Bottoni in corno, spedizioni rapide ovunque.', seeking),
    )
    expect(direct).toBeGreaterThan(1.4 * trade)
  })

  it('reads an employee asking for their home as a consumer, not as another kind of customer', () => {
    const forHome = 'Cerco bottoni per casa mia'
    const families = maker(1, 'Bottoni in corno e madreperla.', 'Famiglie e appassionati.')
    // Neither profile meets what the stand seeks: only the customer type differs.
    const employee = scoreAt(person(forHome, 'Impiegata in banca.', 'employee'), families)
    const owner = scoreAt(person(forHome, 'Titolare di una ditta edile.', 'employee'), families)
    expect(employee).toBeGreaterThan(1.4 * owner)
  })
})

describe('the names of trade channels', () => {
  const keys = (text: string) => analyse(text).map((f) => f.key)
  it.each([
    ['Ristoratori e albergatori', 'c:horeca'],
    ['Pubblici esercizi del centro', 'c:horeca'],
    ["Le centrali d'acquisto", 'c:gdo'],
    ['La distribuzione moderna', 'c:gdo'],
    ['Negozianti della zona', 'c:negozi'],
    ['Commercio al dettaglio', 'c:negozi'],
    ['Produzione in private label', 'c:private-label'],
    ['Con il marchio del cliente', 'c:private-label'],
  ])('reads “%s” as %s', (text, key) => {
    expect(keys(text)).toContain(key)
  })

  it('does not read “private label” as private customers', () => {
    expect(keys('Produzione in private label')).not.toContain('c:privati')
  })
})
