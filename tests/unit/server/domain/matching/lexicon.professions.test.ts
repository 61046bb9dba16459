import { describe, expect, it } from 'vitest'
import { concepts, readsAs, scores, stand } from './lexicon-cases.ts'

// The thirteenth pass (docs/matching.md, "Thirteenth pass: professions"): a buyer names the
// professional, a stand names the service it gives; each profession reads as that service.

describe('professions read as the service they give', () => {
  readsAs([
    // Intellectual, scientific and technical professions (CP2011 groups 2-3).
    ['un private banker per i risparmi', 'consulenza-finanziaria'],
    ['cerco un paghista esterno', 'paghe'],
    ['un revisore dei conti per la cooperativa', 'contabilita'],
    ['le pratiche catastali della casa ereditata', 'edilizia'],
    ['un accatastamento del garage', 'edilizia'],
    ['un direttore dei lavori', 'edilizia'],
    ['mio figlio deve andare dalla logopedista', 'visite-mediche'],
    ['una visita dal neurologo', 'visite-mediche'],
    ['un podologo per i calli', 'visite-mediche'],
    ['un massofisioterapista per la schiena', 'fisioterapia'],
    ['una massaggiatrice brava', 'benessere'],
    ['un naturopata', 'benessere'],
    ["un'infermiera a domicilio per le medicazioni", 'assistenza-anziani'],
    ['diventare amministratore di sostegno di mio padre', 'legale-privati'],
    ['una guida turistica per il centro storico', 'turismo'],
    ['un istruttore di guida paziente', 'autoscuola'],
    ['un tecnico luci bravo', 'audio-luci'],
    // Trade and services (group 5).
    ['uno chef a domicilio per una cena', 'catering'],
    ['un personal chef per la festa', 'catering'],
    ['i pasticceri del paese', 'dolci'],
    ['il gelataio sotto casa', 'dolci'],
    ['un fornaio che faccia il pane a lievito madre', 'alimentare'],
    ['il panettiere', 'alimentare'],
    ['il norcino per il maiale', 'salumi'],
    ['il pescivendolo al mercato', 'ittico'],
    ['un sommelier per la cena', 'vino'],
    ['un mastro birraio', 'birra'],
    ['una truccatrice per la sposa', 'estetica'],
    ["un'onicotecnica", 'estetica'],
    ['una stilista emergente', 'moda'],
    // Crafts (group 6).
    ['mi serve un idraulico', 'termoidraulica'],
    ["chiamare l'idraulico", 'termoidraulica'],
    ['un caldaista per la revisione', 'termoidraulica'],
    ['un frigorista per la cella', 'termoidraulica'],
    ['un termotecnico', 'termoidraulica'],
    ['un installatore elettrico', 'impianti-elettrici'],
    ['un pittore edile per la facciata', 'pitture'],
    ['un piastrellista per il bagno', 'ceramiche'],
    ['un parquettista', 'ceramiche'],
    ['un lattoniere', 'coperture'],
    ['un tornitore per dei perni', 'metalmeccanica'],
    ['un gioielliere di fiducia', 'gioielli'],
    ["l'orefice sotto casa", 'gioielli'],
    ['un ebanista per un mobile antico', 'legno'],
    ["un ascensorista per l'impianto del condominio", 'ascensori'],
    ['un disinfestatore per le blatte', 'disinfestazione'],
    ['uno spurghista', 'spurghi'],
    ['il tecnico della lavatrice', 'riparazione-elettrodomestici'],
    ['un tecnico del computer', 'negozio-informatica'],
    // Plant and machine operators, drivers (group 7).
    ['un tassista per tornare a casa', 'trasporto-persone'],
    ['un autista privato per il matrimonio', 'trasporto-persone'],
    ['un camionista con il suo mezzo', 'logistica'],
    ['un gruista per un giorno', 'sollevamento'],
    ['un escavatorista per lo scavo', 'macchine-edili'],
  ])
})

describe('professions, second round', () => {
  readsAs([
    ['un odontotecnico per la protesi', 'odontoiatria'],
    ["un'ortottista per mio figlio", 'ottica'],
    ['una doula per il parto', 'gravidanza'],
    ['una visita dal fisiatra', 'fisioterapia'],
    ['una sessuologa', 'psicologia'],
    ['un giuslavorista per un licenziamento', 'consulenza-legale'],
    ['il medico del lavoro per le visite periodiche', 'sicurezza-lavoro'],
    ['un doganalista per spedire in Svizzera', 'trasporti-internazionali'],
    ['un disegnatore cad esterno', 'ricerca-sviluppo'],
    ['un riparatore di cellulari', 'negozio-informatica'],
    ['un bagnino per la piscina del residence', 'piscine'],
    ['un preparatore atletico per la squadra', 'fitness'],
    ['una coreografa per il saggio', 'danza'],
    ['due hostess per la fiera', 'eventi'],
    ['un fumista esperto', 'stufe'],
    ['una vetrinista per il negozio', 'allestimenti'],
    ['chiamare un pozzaiolo', 'perforazioni'],
    ['i buttafuori per la discoteca', 'vigilanza'],
    ['mandare un plico con un pony express', 'spedizioni'],
  ])

  it('keeps look-alikes out', () => {
    expect(concepts('un bocchino per la tromba')).not.toContain('funerali-servizi')
    expect(concepts('vi assistete a vicenda')).toEqual([])
  })
})

describe('a vet is the vet', () => {
  readsAs([
    ['il veterinario', 'veterinaria'],
    ['i veterinari della zona', 'veterinaria'],
  ])

  it('ranks a vet clinic above a pet shop for a vet', () => {
    const vet = stand(1, 'Clinica', 'Ambulatorio veterinario: visite, vaccini, chirurgia.')
    const shop = stand(2, 'Negozio', 'Crocchette, guinzagli, cucce e toelettatura per cani.')
    const s = scores('cerco un veterinario per il mio cane', [vet, shop])
    expect(s.get(1) ?? 0).toBeGreaterThan(s.get(2) ?? 0)
  })
})

describe('professions that are a kind of customer', () => {
  readsAs([
    ['sono un ristoratore', 'horeca'],
    ['gli albergatori della riviera', 'horeca'],
    ['una ristoratrice di Rimini', 'horeca'],
  ])

  it('lets a stand that seeks ristoranti find a restaurateur', () => {
    const seller = {
      ...stand(1, 'Forniture Horeca', 'Stoviglie e attrezzature per la cucina professionale.'),
      seeking: 'ristoranti e pizzerie',
    }
    const other = {
      ...stand(2, 'Altro', 'Stoviglie e attrezzature per la cucina professionale.'),
      seeking: 'scuole e biblioteche',
    }
    const s = scores('stoviglie nuove, sono un ristoratore', [seller, other])
    expect(s.get(1) ?? 0).toBeGreaterThan(s.get(2) ?? 0)
  })
})

describe('a request naming the professional meets the stand naming the service', () => {
  const other = 'Biciclette elettriche e officina.'
  it.each([
    ['mi serve un idraulico', 'Caldaie, termosifoni e bagni chiavi in mano.'],
    ['cerco una brava pasticcera', 'Torte nuziali, pasticcini e biscotti artigianali.'],
    ['un piastrellista per il bagno nuovo', 'Posa di piastrelle, gres e parquet.'],
    ['ci serve un tassista per la sera', 'Taxi e noleggio con conducente.'],
    ['una truccatrice per il matrimonio', 'Centro estetico: trattamenti viso e corpo.'],
  ])('"%s" meets «%s»', (seeking, answer) => {
    const s = scores(seeking, [stand(1, 'Risposta', answer), stand(2, 'Altro', other)])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })
})

describe('everyday words stay out of the professions', () => {
  it.each([
    ['una catasta di legna secca', 'edilizia'],
    ['illustrare il progetto ai soci', 'grafica'],
    ['modellare la creta', 'moda'],
    ['pasticche per la gola', 'dolci'],
    ['ragionare con calma sui costi', 'contabilita'],
    ['relegato in un angolo', 'legatoria'],
    ['cornici decorative', 'pitture'],
    ['un cilindro idraulico per la pressa', 'termoidraulica'],
    ['un cuoco per il ristorante', 'catering'],
    ['tappezzare le pareti', 'divani'],
    ['cerco due baristi per la stagione', 'horeca'],
  ])('"%s" is not %s', (text, concept) => {
    expect(concepts(text)).not.toContain(concept)
  })
})
