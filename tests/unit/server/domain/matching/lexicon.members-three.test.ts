import { describe, expect, it } from 'vitest'
import { MEMBERS_PROBE_THREE } from '../../../../fixtures/matching/members-probe-3.ts'
import { metBuyers } from './paraphrase-cases.ts'

// Members of every concept, slice 3 (docs/matching.md, "Twenty-fourth pass: members of every
// concept, slice 3 (session 20)"): a buyer names one thing, the stand only its category or trade.
// The pairs met only since the slice's members were added, and the mirrors (another sense or
// another trade) that must stay unmet.
describe('members of the concepts, slice 3', () => {
  const met = metBuyers(MEMBERS_PROBE_THREE)

  it.each([
    'vorrei iniziare a fare motocross',
    'cerco colori a olio e una tela per dipingere',
    'vorrei regalare il risiko a mio nipote',
    'cerco catan e carcassonne',
    'cerco un frac',
    'dove compro la tachipirina',
    'mi serve un antistaminico',
    'cerco un trolley da cabina',
    'un beauty case da viaggio',
    'mi serve uno specchio su misura',
    'devo puntare la parabola',
    'mutande e canottiere di cotone',
    'dove compro una marca da bollo',
    'giocare al superenalotto',
    'gamberetti e seppie per il risotto',
    'cerco una multipresa e delle prolunghe',
    'cerco una macchina a km zero',
    'accorciare le maniche di una giacca',
    'mi serve uno scanner per i documenti',
    'un cavatappi e un tagliere',
    'cerco un fasciatoio',
    'un leggio e degli spartiti',
    'un carro botte usato',
    'cerco un seghetto alternativo',
    'un chilo di pere',
    'cerco un trattore stradale usato',
  ])('meets "%s"', (buyer) => {
    expect(met).toContain(buyer)
  })

  it.each([
    'un casco da cantiere per gli operai',
    'un acquario per i pesci rossi',
    'un collare cervicale dopo il colpo di frusta',
    'tappi per le orecchie per dormire',
    'candele profumate per la casa',
    'un trattore per la vigna',
    'tramezzini per un buffet',
    'una lampada abbronzante',
    'lo specchietto della macchina',
    'una marca di vestiti per ragazzi',
  ])('does not meet the mirror "%s"', (buyer) => {
    expect(met).not.toContain(buyer)
  })
})
