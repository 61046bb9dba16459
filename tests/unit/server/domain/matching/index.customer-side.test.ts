// Customer types and the exhibitor's seeking side (session 13, sixteenth pass): the visitor's
// profile says who they are as their texts do, and a consumer who asks for exactly what a stand
// makes is not ranked lower because its seeking names people their profile does not mention.
import { describe, expect, it } from 'vitest'
import {
  prepareExhibitor,
  rankExhibitors,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'

const person = (
  seeking: string,
  employmentType: AttendeeProfile['employmentType'],
  description = '',
): AttendeeProfile => ({ seeking, description, employmentType, companyName: null })

const scoreOf = (attendee: AttendeeProfile, stands: ExhibitorProfile[], id: number) =>
  rankExhibitors(attendee, stands.map(prepareExhibitor)).find((r) => r.exhibitorId === id)?.score

// Two more stands that offer something else, so that the fair is not only the stands compared.
const others: ExhibitorProfile[] = [
  { id: 90, name: 'Contabilità Rapida', description: 'Software di fatturazione.', seeking: null },
  { id: 91, name: 'Vivai Colombo', description: 'Piante da frutto e siepi.', seeking: null },
]

describe("the visitor's profile as the stands' seeking reads it", () => {
  const kitchens = (seeking: string, id: number): ExhibitorProfile => ({
    id,
    name: `Cucine ${id}`,
    description: 'Cucine componibili su misura, progettazione e montaggio.',
    seeking,
  })

  it('an employee asking for their home meets the stands that seek private customers', () => {
    const fair = [kitchens('Clienti privati.', 1), kitchens('Uffici e aziende.', 2), ...others]
    const employee = person('Una cucina nuova per casa mia', 'employee')
    const ranked = rankExhibitors(employee, fair.map(prepareExhibitor))
    expect(ranked[0]?.exhibitorId).toBe(1)
    expect(ranked[0]?.reason).toContain('«privato»')
  })

  it('scores them as it scores a private visitor with the same words', () => {
    const fair = [kitchens('Clienti privati.', 1), ...others]
    const seeking = 'Una cucina nuova per casa mia'
    expect(scoreOf(person(seeking, 'employee'), fair, 1)).toBe(
      scoreOf(person(seeking, 'private'), fair, 1),
    )
  })

  it('a private visitor who runs a shop is no private customer', () => {
    const fair = [kitchens('Clienti privati.', 1), ...others]
    const owner = person('Cucine per il mio negozio di arredamento', 'private')
    const ranked = rankExhibitors(owner, fair.map(prepareExhibitor))
    expect(ranked.find((r) => r.exhibitorId === 1)?.reason).not.toContain('«privato»')
  })
})

describe('the very product, for a consumer', () => {
  const bikes = (seeking: string | null, id: number): ExhibitorProfile => ({
    id,
    name: `Ruote ${id}`,
    description: 'Biciclette elettriche da città, vendita e assistenza.',
    seeking,
  })
  const consumer = person('Cerco una bicicletta elettrica', 'private')

  it('is not lowered by a seeking that names other people than the visitor', () => {
    const fair = [bikes('Pendolari e cicloturisti.', 1), bikes(null, 2), ...others]
    const said = scoreOf(consumer, fair, 1) ?? 0
    expect(said).toBeGreaterThan(0)
    expect(said).toBe(scoreOf(consumer, fair, 2))
  })

  it('is still lowered at a stand that seeks only businesses', () => {
    const fair = [bikes('Rivenditori e noleggi.', 1), bikes(null, 2), ...others]
    expect(scoreOf(consumer, fair, 1) ?? 1).toBeLessThan((scoreOf(consumer, fair, 2) ?? 0) * 0.9)
  })

  it('keeps a business visitor read by the stand’s seeking as before', () => {
    const fair = [bikes('Pendolari e cicloturisti.', 1), bikes(null, 2), ...others]
    const firm = person('Cerco una bicicletta elettrica', 'self_employed')
    expect(scoreOf(firm, fair, 1) ?? 1).toBeLessThan(scoreOf(firm, fair, 2) ?? 0)
  })
})
