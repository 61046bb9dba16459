import { describe, expect, it } from 'vitest'
import { CONCEPTS } from '../../../../../server/domain/matching/lexicon.ts'
import { PROBLEM_PROBES } from '../../../../fixtures/matching/problem-probes.ts'
import { concepts, expectEachToItsStand, readsAs, readsNotAs, stand } from './lexicon-cases.ts'

// The twenty-first pass's problems and their remedies, round three (docs/matching.md,
// "Twenty-first pass: problems and their remedies, round three (session 17)"): problems and goals
// of paperwork, money, family, school, moving house, travel, clubs, health, freelancers, shops and
// farms, typed as on a phone, each answered through ConceptEntry.solves by the offer that fixes it.

const solvedBy = new Map<string, Set<string>>()
for (const c of CONCEPTS)
  for (const problem of c.solves ?? [])
    solvedBy.set(c.id, (solvedBy.get(c.id) ?? new Set()).add(problem))

/** A probe is read when the request holds its remedy or a problem that remedy solves. */
const readsRemedy = (text: string, remedy: string) =>
  concepts(text).some((c) => c === remedy || solvedBy.get(remedy)?.has(c))

describe('the round-three probes', () => {
  it('names only remedies the lexicon knows', () => {
    const ids = new Set(CONCEPTS.map((c) => c.id))
    expect(PROBLEM_PROBES.filter(([, remedy]) => !ids.has(remedy))).toEqual([])
  })

  it('reads nearly every probe as its remedy or a problem the remedy solves', () => {
    const missed = PROBLEM_PROBES.filter(([text, remedy]) => !readsRemedy(text, remedy))
    expect(missed.length).toBeLessThanOrEqual(MAX_MISSED)
  })
})

// The probes still missed at the pass's end (docs/matching.md lists them and why).
const MAX_MISSED = 37

describe('a stated problem is read as that problem (round three)', () => {
  readsAs([
    ['come faccio a chiedere la pensione', 'pratiche-previdenza'],
    ['devo pagare l imu e non so quanto', 'problemi-fiscali'],
    ['condono x un abuso edilizio', 'pratiche-edilizie'],
    ['sanatoria x una veranda', 'pratiche-edilizie'],
    ['ufficio tecnico comunale sommerso di pratiche', 'troppa-carta'],
    ['non arrivo a fine mese', 'debiti'],
    ['vorrei consolidare i debiti', 'debiti'],
    ['ho i soldi fermi sul conto', 'risparmi-fermi'],
    ['la pensione sara bassissima', 'risparmi-fermi'],
    ['mi hanno clonato la carta', 'frode-carta'],
    ['pago troppo di conto in banca', 'spese-bancarie'],
    ['devo surrogare il mutuo', 'mutui'],
    ['assicurazione auto troppo cara', 'sinistri'],
    ['chi mi tiene i figli il pomeriggio', 'bambini-a-casa'],
    ['anniversario di matrimonio dei miei genitori', 'ricorrenza-famiglia'],
    ['abito x il matrimonio di mia sorella', 'abiti-cerimonia'],
    ['mia nonna e sempre sola', 'anziani-soli'],
    ['mia figlia e vittima di bullismo', 'disagio-psicologico'],
    ['il mio ex non paga il mantenimento', 'liti-private'],
    ['volo cancellato e nessun rimborso', 'liti-private'],
    ['debito in latino da recuperare', 'rendimento-scolastico'],
    ['non so che fare dopo il diploma', 'scelta-studi'],
    ['i genitori si lamentano della mensa', 'mensa-scadente'],
    ['traslochiamo a fine mese e non abbiamo nessuno', 'cambio-casa'],
    ['mi serve un furgone x un giorno', 'noleggio-veicoli'],
    ['vorrei conoscere gente nuova in citta', 'solitudine'],
    ['il circolo ha pochi soci', 'acquisire-clienti'],
    ['ci servono le divise x la squadra', 'divise'],
    ['cerco una stanza in affitto vicino all uni', 'casa-da-trovare'],
    ['casa sfitta da anni', 'casa-vuota'],
    ['la porta di casa non chiude bene', 'chiusi-fuori'],
    ['montare i mobili ikea', 'lavoretti-casa'],
    ['mi annoio la sera dopo il lavoro', 'tempo-libero'],
    ['ho un fischio nelle orecchie', 'udito-debole'],
    ['mi serve una visita sportiva x il calcetto', 'certificato-medico'],
    ['bevo troppo la sera', 'dipendenze'],
    ['non ho clienti da quando mi sono messo in proprio', 'acquisire-clienti'],
    ['preventivi fatti a mano su word', 'gestione-manuale'],
    ['ho perso tutti i file del lavoro', 'backup'],
    ['merce scaduta da buttare', 'rifiuti'],
    ['i dipendenti non rispettano gli orari', 'presenze-a-mano'],
    ['il capannone e troppo piccolo', 'spazio-insufficiente'],
    ['troppe stampe, costa un occhio della testa', 'costi-stampa'],
    ['dobbiamo partecipare a una gara d appalto', 'gare-appalto'],
    ['i clienti ci chiedono la carbon footprint', 'richieste-esg'],
    ['devo rinnovare il vigneto vecchio', 'vigneto-vecchio'],
    ['il fieno e bagnato e marcisce', 'foraggio-rovinato'],
    ['la serra si e rotta con il vento', 'serra-danneggiata'],
    ['il terreno si allaga quando piove', 'ristagni'],
  ])
})

const caf = stand(2, 'Caf Lavoro', 'Caf e patronato: 730, isee, pratiche inps.')
const architect = stand(
  3,
  'Studio Rossi Architetti',
  'Studio di architettura: progetti e direzione lavori.',
)
const adviser = stand(
  4,
  'Patrimonio Sereno',
  'Consulente finanziario: piani di accumulo e fondi pensione.',
)
const caterer = stand(5, 'Sala Rosa', 'Sala ricevimenti per banchetti e feste.')
const handyman = stand(6, 'Mani d’Oro', 'Tuttofare: piccoli lavori di casa e manutenzioni.')
const hearing = stand(7, 'Studio Verdi', 'Centro acustico: apparecchi acustici e prove dell’udito.')
const copiers = stand(
  9,
  'Copia Facile',
  'Noleggio fotocopiatrici e stampanti multifunzione per ufficio.',
)
const vines = stand(10, 'Vivai Barbera', 'Impianto di nuovi vigneti e barbatelle.')

describe('the stand that solves a round-three problem answers it', () => {
  it('ranks each stand first for the problem it solves', () =>
    expectEachToItsStand([
      ['come faccio a chiedere la pensione', caf],
      ['condono x un abuso edilizio', architect],
      ['ho i soldi fermi sul conto', adviser],
      ['anniversario di matrimonio dei miei, 40 invitati', caterer],
      ['montare i mobili ikea', handyman],
      ['ho un fischio nelle orecchie', hearing],
      ['troppe stampe, costa un occhio della testa', copiers],
      ['devo rinnovare il vigneto vecchio', vines],
    ]))
})

describe('look-alikes of a round-three problem stay out of it', () => {
  readsNotAs([
    ['miele e prodotti delle api', 'pratiche-edilizie'],
    ['condono fiscale e rottamazione delle cartelle', 'pratiche-edilizie'],
    ['passaggio di proprietà della casa dal notaio', 'pratiche-auto'],
    ['viti e bulloni in acciaio inox', 'vigneto-vecchio'],
    ['mobili del diciottesimo secolo', 'ricorrenza-famiglia'],
    ['pagamento in rata unica', 'debiti'],
    ['sgombero neve dalle strade', 'cambio-casa'],
    ['hotel con 40 posti letto', 'casa-da-trovare'],
    ['app che funziona senza connessione', 'connessione-lenta'],
    ['cerco lavoro da casa', 'lavoro-remoto'],
    ['la pressa si inceppa sempre', 'costi-stampa'],
  ])
})
