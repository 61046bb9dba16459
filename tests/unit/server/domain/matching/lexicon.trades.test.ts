import { describe, expect, it } from 'vitest'
import { concepts, readsAs, scores, stand } from './lexicon-cases.ts'

// The eleventh pass's knowledge of trades (docs/matching.md, "Eleventh pass, knowledge of the new
// fairs"): services to firms, and farming, livestock and the mountains, as buyers name them.

describe('services to firms', () => {
  readsAs([
    ['cerchiamo un terzista per particolari in lamiera su disegno', 'metalmeccanica'],
    ['il cliente non ha pagato la fattura', 'crediti-non-pagati'],
    ['agenzia per il recupero stragiudiziale', 'recupero-crediti'],
    ['il socio fondatore va in pensione, serve un piano di successione', 'passaggio-generazionale'],
    ['vorremmo esporre a una fiera in Germania con una collettiva', 'fiere-estero'],
    ['ci serve un avvocato per il contratto di distribuzione', 'consulenza-legale'],
    ['tre auto per i commerciali con manutenzione inclusa', 'noleggio-veicoli'],
    ['un servizio per il pranzo dei dipendenti in turno', 'ristorazione-collettiva'],
    ['aggiornare il documento dei rischi e il corso per il muletto', 'sicurezza-lavoro'],
    ['materozze da rigranulare', 'riciclo'],
    ['archiviare le fatture passive senza faldoni', 'troppa-carta'],
    ['un premio di risultato esentasse per i dipendenti', 'welfare'],
    ['in reparto fa troppo caldo', 'troppo-caldo'],
    ['raffrescatori evaporativi per capannoni', 'climatizzazione-industriale'],
    ["l'iperammortamento sui nuovi macchinari", 'bandi'],
    ['rapportini di intervento sul tablet per i tecnici', 'gestione-interventi'],
    ['il magazzino scoppia, non abbiamo più spazio', 'magazzino-pieno'],
    ['portapallet per il capannone', 'scaffalature'],
    ['apro una srl con un socio', 'avvio-attivita'],
    ['rifare le insegne e le scritte sui furgoni', 'insegne'],
  ])
})

describe('farming, livestock and the mountains', () => {
  readsAs([
    ['ho una stalla di vacche da latte', 'allevamento'],
    ['vitelli malati in stalla', 'animale-malato'],
    ['veterinario per bovini con fecondazione artificiale', 'veterinaria'],
    ['una nuova sala di mungitura', 'mungitura'],
    ['qualche gallina ovaiola e un pollaio', 'pollai'],
    ['i lupi attaccano il gregge', 'predatori'],
    ['recinzioni elettrificate e cani da guardiania', 'recinzioni-pascolo'],
    ['la varroa mi ha decimato le arnie', 'apicoltura'],
    ['una pensione per cavalli con paddock', 'equitazione'],
    ['una gita in una fattoria didattica', 'fattoria-didattica'],
    ['scarponi e ramponi nuovi', 'attrezzatura-montagna'],
    ['una via ferrata con una guida alpina', 'guide-alpine'],
    ['dormire in quota in un rifugio alpino', 'rifugi'],
    ['caprioli e stambecchi da vicino', 'fauna-selvatica'],
    ['un impianto di biogas con i liquami', 'biogas'],
    ['mio figlio è in terza media', 'scelta-studi'],
    ['le scuole superiori della provincia', 'orientamento'],
    ['il premio di primo insediamento per giovani agricoltori', 'insediamento-agricolo'],
    ['il bosco comunale da rimettere in produzione', 'forestale'],
    ['un albero che pende sul tetto', 'alberi-pericolanti'],
    ['abbattimento di alberi in treeclimbing', 'arboricoltura'],
    ['legna secca già spaccata', 'legna-ardere'],
    ['una motosega e un decespugliatore', 'attrezzi-forestali'],
    ["l'abilitazione alla guida del trattore", 'patentini'],
    ['una piccola serra da giardino', 'serre'],
    ['barbatelle di vitigni autoctoni', 'vigneti-impianto'],
    ['piantare una tartufaia', 'tartufi-funghi'],
    ["semi antichi per l'orto", 'orto'],
    ['formaggi di malga', 'formaggi-malga'],
    ['rifare la segnaletica dei sentieri', 'sentieri'],
  ])

  it('ranks a feed mill above a pet shop for livestock feed', () => {
    const mill = stand(1, 'Mangimificio', 'Mangimi completi per bovini, suini e conigli da carne.')
    const pets = stand(2, 'Coda Allegra', 'Crocchette per cani e gatti, accessori e toelettatura.')
    const s = scores('mangime pellettato per conigli da carne, ho un allevamento', [mill, pets])
    expect(s.get(1) ?? 0).toBeGreaterThan(2 * (s.get(2) ?? 0))
  })

  it('keeps everyday words out of the new trades', () => {
    expect(concepts('nuclei familiari in difficoltà')).not.toContain('mangimi-zootecnici')
    expect(concepts('mia moglie insegna alle elementari')).not.toContain('insegne')
    expect(concepts('il tetto del capannone in lamiera')).not.toContain('metalmeccanica')
    expect(concepts('bastoncini di pesce surgelati')).not.toContain('attrezzatura-montagna')
    expect(concepts('una traversata in traghetto')).not.toContain('guide-alpine')
  })
})

describe('the second batch: problems as buyers state them', () => {
  readsAs([
    ['i filari della vigna sulle colline', 'agricoltura'],
    ['ho trovato un riccio ferito in giardino', 'fauna-ferita'],
    ['riscaldare le serre costa troppo', 'riscaldamento-serre'],
    ['abbiamo dei bancali rotti da smaltire', 'rifiuti'],
    ["chi prenderà in mano l'azienda quando smetto", 'passaggio-generazionale'],
    ['i patti parasociali prima del round', 'consulenza-legale'],
    ['il mio barboncino', 'animali'],
    ['il gatto si gratta sempre', 'animale-malato'],
  ])
})

describe('the third batch: buying a machine is an investment', () => {
  readsAs([
    ['devo comprare un tornio nuovo', 'investimento'],
    ['ci serve una pressa nuova', 'investimento'],
    ['i macchinari che compro quest anno', 'investimento'],
  ])
})

describe('a request meets the stand that answers it, above an unrelated one', () => {
  const bikes = 'Biciclette elettriche e officina.'
  it.each([
    [
      'vogliamo sfruttare meglio lo spazio in altezza',
      'Scaffalature portapallet e soppalchi.',
      'Gioielli in oro e argento fatti a mano.',
    ],
    [
      'un cliente non mi paga da un anno',
      'Recupero stragiudiziale e rintraccio debitori.',
      'Mense aziendali e pasti veicolati.',
    ],
    [
      "non sappiamo chi prenderà in mano l'azienda di famiglia",
      'Consulenza di direzione: passaggio generazionale e piani industriali.',
      bikes,
    ],
    [
      'ho dei vecchi teli agricoli da smaltire',
      'Raccolta e smaltimento dei rifiuti speciali delle imprese.',
      bikes,
    ],
    [
      'dobbiamo acquistare una piegatrice nuova',
      'Finanza agevolata: bandi e contributi a fondo perduto.',
      bikes,
    ],
  ])('"%s" meets «%s»', (seeking, answer, other) => {
    const s = scores(seeking, [stand(1, 'Risposta', answer), stand(2, 'Altro', other)])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })
})
