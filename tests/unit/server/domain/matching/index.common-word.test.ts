// Precision of the queue (issue 20, sixteenth pass): a word that many of the fair's stands offer
// tells them apart little, so of the suggestions resting on it alone only those about as good as
// the best of them are shown.
import { describe, expect, it } from 'vitest'
import { TUNING, type AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { ranked, shownIds, stand } from './queue.ts'

// Seven of twelve stands offer knitwear: three make it, four list it after their own trade.
const makers = [
  stand(1, 'Lanificio Alpi', 'Maglieria artigianale in lana merino.'),
  stand(2, 'Maglificio Riva', 'Maglieria in cashmere per uomo e donna.'),
  stand(3, 'Trame di Lana', 'Maglieria in alpaca, fatta a mano.'),
]
const hospital = stand(
  6,
  'Tessile Contract',
  'Camici e lenzuola in fornitura. Anche maglieria.',
  'Ospedali e case di riposo.',
)
const others = [
  stand(
    4,
    'Divise Rapide',
    'Divise da lavoro per il personale. Anche maglieria.',
    'Alberghi, ristoranti e mense aziendali.',
  ),
  stand(
    5,
    'Maglie Hotel',
    'Grembiuli e giacche per il personale di sala. Anche maglieria.',
    'Alberghi e ristoranti.',
  ),
  stand(
    7,
    'Maglia Scuola',
    'Grembiulini e tute per le scuole. Anche maglieria.',
    'Scuole e istituti.',
  ),
]
const unrelated = [
  stand(8, 'Forno Rossi', 'Pane e focacce.'),
  stand(9, 'Officina Verdi', 'Riparazione auto.'),
  stand(10, 'Studio Web', 'Siti internet per negozi.'),
  stand(11, 'Caffè Nero', 'Torrefazione di caffè.'),
  stand(12, 'Vivaio Fiori', 'Piante da giardino.'),
]
const fair = [...makers, hospital, ...others, ...unrelated]

// A visitor who says nothing of who they are: a consumer asking for a stand's very product is not
// lowered by a seeking that names no business (customer-side pass), which is not what this tests.
const visitor = (seeking: string): AttendeeProfile => ({
  seeking,
  description: '',
  employmentType: null,
  companyName: null,
})

describe('a common word alone', () => {
  const knitwear = visitor('Cerco maglieria.')

  it('shows only the stands near the best of those met on it alone', () => {
    const scores = new Map(ranked(knitwear, fair).map((r) => [r.exhibitorId, r.score]))
    const best = Math.max(...makers.map((e) => scores.get(e.id) ?? 0))
    // The contract stand is a real match above every floor, but well below the knitwear makers.
    expect(scores.get(hospital.id)).toBeGreaterThan(TUNING.weakScore)
    expect(scores.get(hospital.id)).toBeLessThan(TUNING.weakLead * best)
    expect(shownIds(knitwear, fair).sort()).toEqual([1, 2, 3])
  })

  it('leaves a word that few stands offer as it was', () => {
    // Four stands of twelve: not more than the word cap shows, so not common.
    expect(shownIds(knitwear, [...makers, hospital, ...unrelated])).toContain(hospital.id)
  })

  it('keeps a stand that answers another word of the request too', () => {
    const shown = shownIds(visitor('Cerco maglieria e grembiuli.'), fair)
    expect(shown[0]).toBe(5)
    expect(shown).toEqual(expect.arrayContaining([1, 2, 3, 5]))
  })

  it('does not bring the far stand back when the best ones are decided', () => {
    expect(shownIds(knitwear, fair, [1, 2, 3])).toEqual([])
  })
})
