import { describe, expect, it } from 'vitest'
import {
  concepts,
  expectEachToItsStand,
  readsAs,
  readsNotAs,
  scores,
  stand,
} from './lexicon-cases.ts'

// The twentieth pass's problems and their remedies, round two (docs/matching.md, "Twentieth pass:
// problems and their remedies, round two (session 16)"): more problems of households, shops,
// small firms, farms and public offices, typed as on a phone, each answered through
// ConceptEntry.solves by the offer that fixes it.

describe('a stated problem is read as that problem (round two)', () => {
  readsAs([
    ['la caldaia non parte da stamattina', 'guasto-caldaia'],
    ['niente acqua calda da ieri', 'guasto-caldaia'],
    ['il condizionatore non raffredda', 'guasto-caldaia'],
    ['puzza di fogna in bagno', 'perdite-acqua'],
    ['piscina verde dopo le ferie', 'piscina-sporca'],
    ['sento tutto dei vicini', 'acustica'],
    ['il salvavita scatta sempre', 'guasti-elettrici'],
    ['la tv non prende i canali', 'segnale-tv'],
    ['portiera ammaccata nel parcheggio', 'guasto-auto'],
    ['la batteria della macchina è scarica', 'guasto-auto'],
    ['pantaloni troppo lunghi', 'abiti-da-sistemare'],
    ['mio marito russa tutta la notte', 'dormire-male'],
    ['sono sempre giù di morale', 'disagio-psicologico'],
    ['mio figlio è dislessico', 'difficolta-bambino'],
    ['il nonno allettato', 'anziani-soli'],
    ['il cane distrugge casa quando usciamo', 'comportamento-animali'],
    ['il cucciolo mangia le scarpe', 'comportamento-animali'],
    ['nessuno entra in negozio', 'acquisire-clienti'],
    ['assegni scoperti di un cliente', 'crediti-non-pagati'],
    ['la banca non mi fa il fido', 'credito-negato'],
    ['ho il passaporto scaduto', 'burocrazia'],
    ['non trovo camerieri per l’estate', 'trovare-personale'],
    ['devo licenziare un dipendente', 'problemi-personale'],
    ['haccp scaduto', 'non-a-norma'],
    ['freddo in ufficio tutto l’inverno', 'casa-fredda'],
    ['la bolletta del telefono è troppo alta', 'problemi-telefonia'],
    ['cella frigo guasta in pieno agosto', 'guasto-horeca'],
    ['il forno non scalda più', 'guasto-horeca'],
    ['olio esausto della friggitrice', 'olio-esausto'],
    ['il compressore perde aria', 'guasto-impianti-aria'],
    ['pezzi arrugginiti in magazzino', 'ruggine'],
    ['fumi di saldatura in reparto', 'aria-di-reparto'],
    ['ci hanno copiato il marchio', 'copie-contraffatte'],
    ['azienda in crisi, margini troppo bassi', 'crisi-aziendale'],
    ['lite tra soci', 'lite-tra-soci'],
    ['i figli non vogliono continuare', 'passaggio-generazionale'],
    ['grandine sul vigneto', 'maltempo-colture'],
    ['una gelata tardiva ha bruciato i fiori', 'maltempo-colture'],
    ['terreno povero e poca resa', 'terreno-povero'],
    ['la xylella sugli ulivi', 'parassiti-colture'],
    ['il trattore non parte', 'guasto-trattore'],
    ['troppe mosche in stalla', 'infestazioni'],
    ['le api muoiono', 'moria-api'],
    ['rischio frane sopra la casa', 'danni-strutturali'],
    ['bosco da pulire dopo la tempesta', 'bosco-trascurato'],
    ['il protocollo cartaceo del comune', 'troppa-carta'],
    ['buche nelle strade del paese', 'strade-dissestate'],
    ['il camion è fermo in autostrada', 'guasto-camion'],
    ['aule fredde da novembre', 'casa-fredda'],
    ['alcuni genitori non pagano la retta', 'crediti-non-pagati'],
    ['ho paura di volare', 'disagio-psicologico'],
    ['perdo sempre le fatture', 'troppa-carta'],
    ['lampioni spenti in via Roma', 'poca-luce'],
  ])
})

const plumber = stand(2, 'Idro Casa', 'Termoidraulica: caldaie, climatizzatori e assistenza.')
const pools = stand(3, 'Blu Vasca', 'Piscine interrate e manutenzione piscine.')
const antennas = stand(4, 'Segnale Chiaro', 'Antennista: antenne tv e parabole.')
const tailor = stand(5, 'Ago e Filo', 'Sarta: orli, riparazioni sartoriali e modifiche.')
const pneumatics = stand(6, 'Aria Spa', 'Pneumatica industriale, aria compressa e cilindri.')
const plating = stand(7, 'Galvanica Nord', 'Trattamenti galvanici, cromatura e nichelatura.')
const tractors = stand(8, 'Agri Motori', 'Trattori e macchine agricole, nuovi e usati.')
const bees = stand(9, 'Arnie Belle', 'Apicoltura: arnie, smielatori e attrezzi per apicoltori.')
const insurer = stand(10, 'Scudo Rurale', 'Assicurazioni per le aziende agricole.')
const forest = stand(11, 'Bosco Vivo', 'Impresa forestale: taglio del bosco ed esbosco.')

describe('the stand that solves a round-two problem answers it', () => {
  it('ranks each stand first for the problem it solves', () =>
    expectEachToItsStand([
      ['la caldaia non parte, niente acqua calda', plumber],
      ['piscina verde dopo le ferie', pools],
      ['la tv non prende i canali', antennas],
      ['pantaloni troppo lunghi', tailor],
      ['il compressore perde aria', pneumatics],
      ['pezzi arrugginiti in magazzino', plating],
      ['il trattore non parte', tractors],
      ['le api muoiono', bees],
      ['grandine sul vigneto', insurer],
      ['bosco da pulire dopo la tempesta', forest],
    ]))

  it('answers the problem less than naming the remedy itself', () => {
    const problem = scores('pezzi arrugginiti in magazzino', [plating]).get(7) ?? 0
    const remedy = scores('trattamenti galvanici', [plating]).get(7) ?? 0
    expect(problem).toBeGreaterThan(0.1)
    expect(problem).toBeLessThan(remedy)
  })
})

describe('look-alikes of a round-two problem stay out of it', () => {
  readsNotAs([
    ['gelato artigianale', 'maltempo-colture'],
    ['bevande gelate', 'maltempo-colture'],
    ['la grandine sul tetto', 'maltempo-colture'],
    ['sono una frana in matematica', 'danni-strutturali'],
    ['olio di frittura per ristoranti', 'olio-esausto'],
    ['si sente tutto il sapore', 'acustica'],
    ['la lingua russa', 'dormire-male'],
    ['fondi per le aree depresse', 'disagio-psicologico'],
    ['un camion per i traslochi', 'guasto-camion'],
  ])
  it('keeps a bare "resa" as it was', () => {
    expect(concepts('resa')).not.toContain('terreno-povero')
  })
})
