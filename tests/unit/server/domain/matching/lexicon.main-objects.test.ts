import { describe, expect, it } from 'vitest'
import {
  prepareExhibitor,
  rankExhibitors,
  suggestions,
} from '../../../../../server/domain/matching/index.ts'
import {
  MAIN_OBJECT_PROBES,
  type MainObjectProbe,
} from '../../../../fixtures/matching/main-object-probe.ts'
import { readsAs, readsNotAs } from './lexicon-cases.ts'
import { stand } from './queue.ts'
import { employee } from './request.ts'

// The twenty-fourth pass (docs/matching.md, "Twenty-fourth pass: main objects read only as plain
// words"): the everyday names of a house's main objects (damp, a power cut, a cracked pane, cold
// and heat, a robot vacuum, a slow laptop, a broken disk) read as the concept their stands read;
// the kept group of the block, the house.

describe('a house’s main object, as people type it, reads as its concept', () => {
  readsAs([
    ['ho una macchia di umido sul soffitto del bagno', 'tetto-danneggiato'],
    ["in camera dei bimbi c'è la muffa negli angoli", 'umidita-muri'],
    ['salta sempre la corrente quando accendo il forno', 'guasti-elettrici'],
    ['mi si è crepato il vetro della finestra', 'vetreria'],
    ['vorrei un robottino che pulisca i pavimenti da solo', 'piccoli-elettrodomestici'],
    ['in casa fa freddo anche con i termosifoni accesi', 'isolamento'],
    ['vorrei togliere la caldaia a gas e scaldare casa con la corrente', 'efficienza-energetica'],
    ['abbiamo comprato un appartamento vecchio da sistemare tutto', 'lavori-casa'],
    ['mi serve uno che appenda quadri e mensole', 'lavoretti-casa'],
    ["d'estate in camera non si dorme dal caldo", 'troppo-caldo'],
    ['vorrei i pannelli sul tetto per pagare meno la luce', 'efficienza-energetica'],
    ['vorrei chiudere il cortile con una rete', 'edilizia-recinzioni'],
    ['il portatile è lentissimo e si blocca sempre', 'guasto-informatico'],
    ['si è rotto il disco esterno con tutte le foto', 'backup'],
  ])
})

describe('sense guards of the house’s phrases', () => {
  readsNotAs([
    // Pictures hung on a wall are no switchboards; a robot vacuum is no cobot.
    ['mi serve uno che appenda quadri e mensole', 'impianti-elettrici'],
    ['vorrei un robottino che pulisca i pavimenti da solo', 'cobot'],
    // Paying less for power is no payment terminal; a damp stain is no dirt; a yard's net no LAN.
    ['vorrei i pannelli sul tetto per pagare meno la luce', 'pagamenti'],
    ['ho una macchia di umido sul soffitto del bagno', 'sporco'],
    ['vorrei chiudere il cortile con una rete', 'reti-informatiche'],
  ])
  // The other senses still read as before.
  readsAs([
    ['cerco un elettricista per i quadri elettrici', 'impianti-elettrici'],
    ['una rete wifi per il cortile', 'reti-informatiche'],
    ['pagare con il pos', 'pagamenti'],
  ])
})

/** Each request ranked against every stand and mirror of the probe: how many show a stand of their
 * own offer first (a tie counts), per area, and how many show their mirror above their own stand. */
function probeFigures(probes: readonly MainObjectProbe[]) {
  const stands = probes.flatMap(([, , , own, mirror], i) => [
    prepareExhibitor(stand(2 * i + 1, `Stand ${2 * i + 1}`, own)),
    prepareExhibitor(stand(2 * i + 2, `Stand ${2 * i + 2}`, mirror)),
  ])
  const offerOf = (id: number) => (id % 2 === 1 ? probes[(id - 1) / 2]?.[1] : undefined)
  const met = new Map<string, number>()
  let mirrorAbove = 0
  probes.forEach(([area, offer, request], i) => {
    const shown = suggestions(rankExhibitors(employee(request), stands))
    const own = shown.find((r) => offerOf(r.exhibitorId) === offer)
    if (own && own.score >= (shown[0]?.score ?? 0) - 1e-9) met.set(area, (met.get(area) ?? 0) + 1)
    const mirror = shown.find((r) => r.exhibitorId === 2 * i + 2)
    if (mirror && (!own || mirror.score > own.score)) mirrorAbove++
  })
  return { met, mirrorAbove }
}

describe('the main-object probe (246 requests, each with its stand and a mirror stand)', () => {
  const { met, mirrorAbove } = probeFigures(MAIN_OBJECT_PROBES)
  const all = [...met.values()].reduce((a, b) => a + b, 0)

  it('has at least 200 requests', () => {
    expect(MAIN_OBJECT_PROBES.length).toBeGreaterThanOrEqual(200)
  })

  // 131 met, 23 of the house's 49 and 32 mirrors above their stand before the pass; 138, 30, 28 after.
  it('shows a stand of the asked object first for at least 138 requests', () => {
    expect(all).toBeGreaterThanOrEqual(138)
  })

  it('shows it first for at least 30 of the house’s requests', () => {
    expect(met.get('casa') ?? 0).toBeGreaterThanOrEqual(30)
  })

  it('shows a mirror stand above the asked object for at most 28 requests', () => {
    expect(mirrorAbove).toBeLessThanOrEqual(28)
  })
})
