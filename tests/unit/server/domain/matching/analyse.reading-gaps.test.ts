// A negation inside a known phrase, and a trade counted after a number (twenty-fourth pass,
// session 20; docs/matching.md, "Twenty-fourth pass: a word inserted into a known phrase, and a
// counted trade"). The probe's gap cases ("va sempre via la luce") are counted but not required:
// that rule was measured and dropped.
import { describe, expect, it } from 'vitest'
import { WEIGHTS } from '../../../../../server/domain/matching/analyse.ts'
import { READING_GAP_PROBES } from '../../../../fixtures/matching/reading-gaps-probe.ts'
import { read, weightOf } from './request.ts'

const concepts = (text: string) =>
  read(text)
    .filter((f) => f.kind === 'concept')
    .map((f) => f.key)

/** The weight of a word of the request as written (its feature, a concept's too). */
const wordWeight = (text: string, word: string) =>
  read(text).find((f) => f.word === word || f.surface.toLowerCase() === word)?.weight ?? 0

describe('a negation inside a known phrase', () => {
  it.each([
    ['il furgone non è guasto', 'c:guasto-auto'],
    ["l'impianto elettrico non è vecchio", 'c:guasti-elettrici'],
    ['la lavastoviglie non è rotta, è sporca', 'c:elettrodomestico-rotto'],
    ["l'assicurazione auto non è troppo cara", 'c:sinistri'],
  ])('"%s" does not read %s', (text, key) => {
    expect(concepts(text)).not.toContain(key)
  })

  it.each([
    ['il furgone è guasto', 'c:guasto-auto'],
    ['la lavastoviglie è rotta', 'c:elettrodomestico-rotto'],
    ["l'assicurazione auto è troppo cara", 'c:sinistri'],
    ['la caldaia è in blocco', 'c:perdite-acqua'],
  ])('"%s" still reads %s', (text, key) => {
    expect(concepts(text)).toContain(key)
  })
})

describe('a trade counted after a number', () => {
  it.each([
    ['ci servono 5 magazzinieri per il picco', 'magazzinieri'],
    ["cerco 2 camerieri per l'estate", 'camerieri'],
    ['servono 3 operai per il cantiere', 'operai'],
    ['cerchiamo 2 infermieri per la casa di riposo', 'infermieri'],
    ['assumiamo 10 braccianti per la vendemmia', 'braccianti'],
  ])('"%s" asks for %s', (text, word) => {
    expect(wordWeight(text, word)).toBeGreaterThan(WEIGHTS.generic)
  })

  it('an agent noun counted was asked for already', () => {
    expect(wordWeight('cerchiamo 3 saldatori', 'saldatori')).toBeGreaterThan(WEIGHTS.generic)
  })

  it.each([
    ['scarpe antinfortunistiche per 30 operai', 'operai'],
    ['abbiamo 120 operai su turni', 'operai'],
    ['abbiamo 30 dipendenti e cerchiamo un gestionale', 'dipendenti'],
    ['un evento con 50 partecipanti', 'partecipanti'],
    ['vendo 5 kg di mele', 'kg'],
    ['mi servono 3 metri di tubo', 'metri'],
  ])('"%s" counts %s as a size or a unit', (text, word) => {
    expect(wordWeight(text, word)).toBeLessThanOrEqual(WEIGHTS.generic)
  })

  it('reads the trade as a word of the request', () => {
    expect(weightOf('ci servono 5 magazzinieri', 's:magazzinier')).toBeGreaterThan(WEIGHTS.generic)
  })
})

describe('the reading-gaps probe', () => {
  const right = READING_GAP_PROBES.filter(([mechanism, text, reference, expected]) => {
    if (mechanism === 'gap') {
      const want = concepts(reference)
      const got = new Set(concepts(text))
      return (want.length > 0 && want.every((k) => got.has(k))) === (expected === 'read')
    }
    return wordWeight(text, reference) > WEIGHTS.generic === (expected === 'read')
  })

  it('has at least 45 cases', () => {
    expect(READING_GAP_PROBES.length).toBeGreaterThanOrEqual(45)
  })

  // 20 of 49 on ffa09c8: every negation and every counted trade but the agent nouns misread.
  it('reads at least 29 cases as expected', () => {
    expect(right.length).toBeGreaterThanOrEqual(29)
  })
})
