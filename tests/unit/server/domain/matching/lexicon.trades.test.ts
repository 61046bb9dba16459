import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import {
  prepareExhibitor,
  rankExhibitors,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'
import { exhibitors as fairExhibitors } from '../../../../fixtures/matching/fair.ts'

// The eleventh pass's knowledge of trades (docs/matching.md, "Eleventh pass, knowledge of the new
// fairs"): services to firms, and farming, livestock and the mountains, as buyers name them.

const concepts = (text: string) =>
  analyse(text, 1, true, 'request')
    .filter((f) => f.kind === 'concept')
    .map((f) => f.key.slice(2))

const stand = (id: number, name: string, description: string): ExhibitorProfile => ({
  id,
  name,
  description,
  seeking: null,
})
const visitor = (seeking: string): AttendeeProfile => ({
  seeking,
  description: '',
  employmentType: null,
  companyName: null,
})

const background = fairExhibitors.map((e) => prepareExhibitor({ ...e, id: e.id + 1000 }))
function scores(seeking: string, stands: ExhibitorProfile[]): Map<number, number> {
  const ranked = rankExhibitors(visitor(seeking), [
    ...stands.map((s) => prepareExhibitor(s)),
    ...background,
  ])
  return new Map(ranked.map((r) => [r.exhibitorId, r.score]))
}

describe('services to firms', () => {
  it.each([
    ['cerchiamo un terzista per particolari in lamiera su disegno', 'metalmeccanica'],
    ['un cliente non mi paga da sei mesi', 'crediti-non-pagati'],
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
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('answers a warehouse out of room with shelving', () => {
    const shelving = stand(1, 'Alto Stoccaggio', 'Scaffalature portapallet e soppalchi.')
    const jewels = stand(2, 'Oro Fino', 'Gioielli in oro e argento fatti a mano.')
    const s = scores('vogliamo sfruttare meglio lo spazio in altezza', [shelving, jewels])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })

  it('answers an unpaid invoice with debt collection', () => {
    const collect = stand(1, 'Incasso Sicuro', 'Recupero stragiudiziale e rintraccio debitori.')
    const caterer = stand(2, 'Mensa Buona', 'Mense aziendali e pasti veicolati.')
    const s = scores('un cliente non mi paga da un anno', [collect, caterer])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })
})

describe('farming, livestock and the mountains', () => {
  it.each([
    ['ho una stalla di vacche da latte', 'bestiame'],
    ['le vacche hanno la mastite e la conta cellule è alta', 'malattie-bestiame'],
    ['veterinario per bovini con fecondazione artificiale', 'veterinaria-zootecnica'],
    ['mi alzo alle cinque per mungere', 'mungitura'],
    ['qualche gallina ovaiola e un pollaio', 'pollai'],
    ['i lupi attaccano il gregge', 'predatori'],
    ['recinzioni elettrificate e cani da guardiania', 'recinzioni-pascolo'],
    ['la varroa mi ha decimato le arnie', 'apicoltura'],
    ['lezioni di equitazione in un maneggio', 'cavalli'],
    ['una gita in una fattoria didattica', 'fattoria-didattica'],
    ['scarponi e ramponi nuovi', 'attrezzatura-montagna'],
    ['una via ferrata con una guida alpina', 'guide-alpine'],
    ['dormire in quota in un rifugio alpino', 'rifugi'],
    ['caprioli e stambecchi da vicino', 'fauna-selvatica'],
    ['un impianto di biogas con i liquami', 'biogas'],
    ['mio figlio è in terza media', 'scelta-studi'],
    ["l'istituto agrario della provincia", 'orientamento'],
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
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('tells livestock feed from pet food by the animals named beside it', () => {
    expect(concepts('mangime per i vitelloni da ingrasso')).toContain('mangimi-zootecnici')
    expect(concepts('mangime per i vitelloni da ingrasso')).not.toContain('animali')
    expect(concepts('mangime per il mio cane')).toContain('animali')
    expect(concepts('mangime per il mio cane')).not.toContain('mangimi-zootecnici')
  })

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
  it.each([
    ['i filari della vigna sulle colline', 'agricoltura'],
    ['ho trovato un riccio ferito in giardino', 'fauna-ferita'],
    ['riscaldare le serre costa troppo', 'riscaldamento-serre'],
    ['abbiamo dei bancali rotti da smaltire', 'rifiuti'],
    ["chi prenderà in mano l'azienda quando smetto", 'passaggio-generazionale'],
    ['i patti parasociali prima del round', 'consulenza-legale'],
    ['il mio barboncino', 'animali'],
    ['il gatto si gratta sempre', 'animale-malato'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('answers a family firm in search of a successor with management consultancy', () => {
    const advice = stand(
      1,
      'Rotta',
      'Consulenza di direzione: passaggio generazionale e piani industriali.',
    )
    const bikes = stand(2, 'Ruote', 'Biciclette elettriche e officina.')
    const s = scores("non sappiamo chi prenderà in mano l'azienda di famiglia", [advice, bikes])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })

  it('answers waste to dispose of with a waste collector', () => {
    const waste = stand(
      1,
      'Eco Ritiri',
      'Raccolta e smaltimento dei rifiuti speciali delle imprese.',
    )
    const bikes = stand(2, 'Ruote', 'Biciclette elettriche e officina.')
    const s = scores('ho dei vecchi teli agricoli da smaltire', [waste, bikes])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })

  it('leaves a limping person to others than the vet', () => {
    expect(concepts('mio figlio zoppica da una settimana')).not.toContain('animale-malato')
  })
})

describe('the third batch: buying a machine is an investment', () => {
  it.each([
    ['devo comprare un tornio nuovo', 'investimento'],
    ['ci serve una pressa nuova', 'investimento'],
    ['i macchinari che compro quest anno', 'investimento'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('answers a new machine to buy with subsidised finance', () => {
    const grants = stand(1, 'Agevola', 'Finanza agevolata: bandi e contributi a fondo perduto.')
    const bikes = stand(2, 'Ruote', 'Biciclette elettriche e officina.')
    const s = scores('dobbiamo acquistare una piegatrice nuova', [grants, bikes])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })
})
