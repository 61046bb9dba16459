// Words that add a need ("inoltre", "eventualmente", "possibilmente", "se possibile") say how much
// it is wanted, not what (issue 20, "context words treated as needs"; twenty-third pass, session
// 19): read as content words, a stand that writes «offriamo inoltre …» was a match ("Cerchi
// «inoltre», proprio ciò che offre …"). Invented texts only, none from an evaluation set; the
// requests of need-centrality-probes.ts that use these words are the probe.
import { describe, expect, it } from 'vitest'
import { TUNING } from '../../../../../server/domain/matching/index.ts'
import { CENTRALITY_PROBES } from '../../../../fixtures/matching/need-centrality-probes.ts'
import { shownIds, stand } from './queue.ts'
import { employee, read } from './request.ts'

const ADDING = /\b(?:inoltre|eventualmente|possibilmente|possibile)\b/i
const ADDING_KEYS = ['s:inoltr', 's:eventual', 's:possibil']

describe('words that add a need are no word asked for', () => {
  const texts = CENTRALITY_PROBES.map((p) => p.request).filter((t) => ADDING.test(t))

  it('the probe has requests that use them', () => {
    expect(texts.length).toBeGreaterThanOrEqual(6)
  })

  it.each(texts)('"%s" quotes none of them', (text) => {
    const heavy = read(text).filter(
      (f) => ADDING_KEYS.includes(f.key) && f.weight >= TUNING.quotedWeight,
    )
    expect(heavy).toEqual([])
  })

  it('what they add is still asked for', () => {
    const keys = read('Cerco un commercialista, eventualmente anche un avvocato.').map((f) => f.key)
    expect(keys).toContain('c:studi-legali')
  })
})

describe('a stand that writes them is no match for them', () => {
  const stands = [
    stand(1, 'Studio Bianchi', 'Commercialista per partite IVA.'),
    stand(2, 'Forni Rossi', 'Forni per pizzeria. Offriamo inoltre assistenza tecnica.'),
    stand(3, 'Tessuti Verdi', 'Tessuti per tende, eventualmente anche su misura.'),
    stand(4, 'Gelati Neri', 'Gelato artigianale, possibilmente con latte locale.'),
  ]

  it.each([
    'Cerco un commercialista, inoltre mi servirebbe un avvocato.',
    'Cerco un commercialista, eventualmente anche un consulente.',
    'Mi serve un commercialista, se possibile vicino a Torino.',
    'Cerco possibilmente un commercialista giovane.',
  ])('"%s" shows the accountant only', (text) => {
    expect(shownIds(employee(text), stands)).toEqual([1])
  })
})
