import { describe, expect, it } from 'vitest'
import { concepts, readsAs, readsNotAs, scores, stand } from './lexicon-cases.ts'

// The twentieth pass (docs/matching.md, "Twentieth pass: offers the lexicon cannot read"): trades
// and services that stands of several fairs name in words the lexicon did not read
// (scripts/lexicon-coverage.ts), read both as the stand writes them and as a visitor asks.

describe('what stands offer, as they write it', () => {
  readsAs([
    ['Centro termale con piscine termali e cure convenzionate', 'terme'],
    ['Stabilimento termale con fanghi e inalazioni', 'terme'],
    ['Feste di compleanno per ragazzi in palestra di arrampicata', 'feste-bambini'],
    ['Sala ricevimenti per battesimi e comunioni', 'location-eventi'],
    ['Registratori telematici omologati', 'pagamenti'],
    ['Libreria antiquaria: libri antichi e carte geografiche', 'antiquariato'],
    ['Pane e dolci senza glutine, certificati con la spiga barrata', 'senza-glutine'],
    ['Servizio di affilatura di coltelli e forbici', 'affilatura'],
    ['Diving center: corsi PADI open water e immersioni guidate', 'subacquea'],
    ['Stabilimento balneare con ombrelloni e cabine stagionali', 'stabilimento-balneare'],
    ['Miele millefiori, propoli e pappa reale', 'miele'],
    ['Uno scadenzario che ricorda chi deve pagare', 'contabilita'],
    ['Il manuale di autocontrollo per il bar', 'sicurezza-lavoro'],
    ['Vecchio eternit sul garage', 'isolamento'],
    ['Gomitoli di alpaca e mohair', 'hobby-creativi'],
    ['Apertura partita IVA e regime forfettario', 'avvio-attivita'],
  ])
})

describe('what visitors ask, in their words', () => {
  readsAs([
    ['vorrei passare un weekend alle terme', 'terme'],
    ['una festa di compleanno per mio figlio', 'feste-bambini'],
    ['mi serve il registratore telematico per il negozio', 'pagamenti'],
    ['vendo mobili d’epoca della nonna', 'antiquariato'],
    ['sono celiaca e cerco pasta adatta', 'senza-glutine'],
    ['un arrotino che mi affili i coltelli', 'affilatura'],
    ['vorrei fare un corso sub', 'subacquea'],
    ['ombrelloni e lettini per il mio lido', 'stabilimento-balneare'],
    ['cerco miele di castagno', 'miele'],
  ])
})

describe('sense guards of the new entries', () => {
  readsNotAs([
    // A factory is no spa: the whole phrase decides.
    ['stabilimento di produzione della pasta', 'terme'],
    // "Affiliati" shares the stem of "affilare", not its sense.
    ['una rete di negozi affiliati', 'affilatura'],
    // A stand that bakes a birthday cake gives no birthday party.
    ['torte decorate per compleanni e battesimi', 'feste-bambini'],
    // Receiving goods at a warehouse is no reception hall.
    ['ricevimento merci e stoccaggio in magazzino', 'location-eventi'],
  ])

  it.each([
    ['Erboristeria: tisane e oli essenziali', 'cosmetica'],
    ['Biologa nutrizionista: piani alimentari personalizzati', 'nutrizione'],
  ])('reads "%s" as %s and no more as olive oil or the food trade', (text, concept) => {
    expect(concepts(text)).toContain(concept)
    expect(concepts(text)).not.toContain('olio')
    expect(concepts(text)).not.toContain('alimentare')
  })

  it('reads the points of a driving licence as the driving school', () => {
    expect(concepts('corso di recupero punti della patente')).toContain('autoscuola')
    expect(concepts('recupero punti')).toContain('autoscuola')
  })

  it('reads a spa no more as a factory', () => {
    expect(concepts('Stabilimento termale con piscine')).not.toContain('manifattura')
  })
})

describe('a stand written in the new words answers the request that names it', () => {
  it('finds the spa for a visitor who asks for the baths', () => {
    const spa = stand(1, 'Fonte Calda', 'Stabilimento termale: cure termali e piscine termali.')
    const s = scores('cerco un posto alle terme per i miei genitori', [spa])
    expect(s.get(1) ?? 0).toBeGreaterThan(0.25)
  })
})
