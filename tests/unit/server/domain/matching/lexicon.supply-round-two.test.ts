import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import { concepts, readsAs, readsNotAs, shown, stand } from './lexicon-cases.ts'

// The twenty-first pass (docs/matching.md, "Twenty-first pass: offers the lexicon cannot read,
// round two"): trades that stands of several fairs name in words the lexicon did not read, and
// real words of stands' texts that were read as another lexicon word (lexicon.ts, OTHER_WORDS).

/** The concepts a stand's offer is read into (as prepareExhibitor reads a description). */
const offered = (text: string) =>
  analyse(text, 1, false, 'offer')
    .filter((f) => f.kind === 'concept')
    .map((f) => f.key.slice(2))

describe('what stands offer, as they write it', () => {
  it.each([
    ['Soccorso stradale e carro attrezzi 24 ore su 24', 'soccorso-stradale'],
    ['Centro revisioni autorizzato per auto e moto', 'autofficina'],
    ['Abiti e scarpine per le comunioni', 'servizi-religiosi'],
    ['Corsi per il brevetto di assistente bagnanti in mare', 'nuoto'],
    ['Un brevetto sub in una settimana', 'subacquea'],
    ['Società di mutuo soccorso: rimborsi di visite ed esami', 'assicurazioni-privati'],
    ['Biancheria da letto e da bagno in lino', 'tessili-casa'],
    ['Noleggio e lavaggio di biancheria piana per hotel', 'lavanderia'],
    ['Aura Beauty & Spa. Massaggi e trattamenti corpo', 'benessere'],
    ['Apparecchi invisibili, pagamento rateale a tasso zero', 'finanziamenti'],
    ['Consulenza per le spa di hotel: progetto e menu', 'benessere'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(offered(text)).toContain(concept)
  })
})

describe('what visitors ask, in their words', () => {
  readsAs([
    ['mi serve un carro attrezzi, la macchina non parte', 'soccorso-stradale'],
    ['devo portare la macchina al centro revisioni', 'autofficina'],
    ['cerco un corso per assistente bagnanti', 'nuoto'],
    ['vorrei una mutua sanitaria per la famiglia', 'assicurazioni-privati'],
  ])
})

describe('a bare word of another sense no longer decides', () => {
  readsNotAs([
    // A lifeguard's licence is no patent, a mutual-aid society no mortgage.
    ['corso per il brevetto di assistente bagnanti', 'consulenza-legale'],
    ['un brevetto sub in una settimana', 'consulenza-legale'],
    ['iscriviti alla società di mutuo soccorso', 'mutui'],
    // A company's "SpA" is no wellness spa.
    ['Energia Verde SpA: impianti fotovoltaici', 'benessere'],
  ])
  readsAs([
    ['tutela di marchi e brevetti', 'consulenza-legale'],
    ['mutuo per la prima casa', 'mutui'],
  ])
})

describe('real words are not read as the lexicon word next to them', () => {
  it.each([
    ['Pasta fresca secondo la tradizione', 'traduzioni'],
    ['Olive aromatizzate e sottoli', 'automazione'],
    ['Visite solo su appuntamento', 'casa'],
    ['Consulenza per l’allattamento al seno', 'perdite-acqua'],
    // An interest rate is no tax.
    ['Finanziamenti regionali a tasso zero', 'fisco'],
    ['Cooperativa sociale: assistenza domiciliare', 'marketing-digitale'],
    ['Ausili per la mobilità: carrozzine e deambulatori', 'arredo'],
    ['Casette da giardino e box per gli attrezzi', 'arti-marziali'],
    ['Pensione per cani con box riscaldati', 'arti-marziali'],
  ])('does not read "%s" as %s', (text, concept) => {
    expect(offered(text)).not.toContain(concept)
  })

  // The lexicon's own words keep their reading, typos of them too.
  readsAs([
    ['traduzioni tecniche', 'traduzioni'],
    ['un corso di boxe', 'arti-marziali'],
    ['gestione dei social', 'marketing-digitale'],
    ['mobili su misura', 'arredo'],
    ['cerco un appartamento', 'casa'],
    ['linee automatizzate', 'automazione'],
    ['la tassa di soggiorno', 'fisco'],
  ])

  it('shows no pasta maker to a visitor who asks for translations', () => {
    const pasta = stand(1, 'Pastificio Aurora', 'Pasta fresca e ravioli secondo la tradizione.')
    expect(shown('cerco un servizio di traduzione per il catalogo', [pasta]).has(1)).toBe(false)
  })

  it('reads a typo of a lexicon word as before', () => {
    expect(concepts('cerco un apartamento')).toContain('casa')
  })
})
