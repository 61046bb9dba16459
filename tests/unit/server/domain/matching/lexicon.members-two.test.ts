import { describe, expect, it } from 'vitest'
import {
  MEMBERS_PROBE_TWO,
  MEMBERS_PROBE_TWO_MIRRORS,
} from '../../../../fixtures/matching/members-probe-2.ts'
import { metBuyers } from './paraphrase-cases.ts'
import { shownIds, stand } from './queue.ts'
import { employee } from './request.ts'

// Twenty-fourth pass, members of every concept, slice 2 (docs/matching.md): a buyer names one
// member thing and a stand names only its category or trade. The pairs below were met only after
// the members were added (38 of 70 before, 55 after); the mirrors must stay unmet.

describe('a member thing meets the stand of its category (slice 2)', () => {
  const met = metBuyers(MEMBERS_PROBE_TWO)

  it.each([
    'protesi uditive ricaricabili',
    'un massaggio decontratturante al collo',
    'linfodrenaggio dopo l’intervento',
    'cerco del magnesio e potassio per l’estate',
    'la melatonina per dormire',
    'la depilazione laser alle gambe',
    'cerco un bilocale in centro',
    'affittare un locale commerciale',
    'un mansardato per la famiglia',
    'una macchina radiocomandata',
    'uno smartwatch per correre',
    'cambiare la pila dell’orologio',
    'un roll up per la fiera',
    'un videowall per il negozio',
    'armadietti per lo spogliatoio',
    'le catene da neve per la panda',
    'un corso di dizione',
  ])('meets "%s"', (buyer) => {
    expect(met).toContain(buyer)
  })

  it('meets at least 55 pairs', () => {
    expect(met.length).toBeGreaterThanOrEqual(55)
  })
})

describe('a member thing does not meet a stand of another kind (slice 2 mirrors)', () => {
  it.each(MEMBERS_PROBE_TWO_MIRRORS)('"%s" is not shown «%s»', (request, text) => {
    expect(shownIds(employee(request), [stand(1, 'Stand', text)])).toEqual([])
  })
})
