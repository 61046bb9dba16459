import { describe, expect, it } from 'vitest'
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import { concepts, expectEachToItsStand, readsAs, scores, shown, stand } from './lexicon-cases.ts'

// The supply-side knowledge of the lexicon (docs/matching.md, sixth pass): what a buyer says
// (a problem, a purpose, a colloquial name) meets what an exhibitor sells in trade words.

const predictive = stand(
  1,
  'Sensori Attivi',
  'Manutenzione predittiva: sensori sui macchinari e allarmi in tempo reale.',
)
const exportAdvice = stand(
  2,
  'Oltreconfine',
  "Consulenza per l'export: ricerca di importatori e dogane.",
)
const translations = stand(3, 'Parole Giuste', 'Traduzioni tecniche e interpreti per le aziende.')
const jewellery = stand(4, 'Oro Fino', 'Gioielli in oro e argento fatti a mano.')
const workbenches = stand(5, 'Banchi Forti', "Banchi da lavoro e cassettiere per l'officina.")
const bank = stand(6, 'Banca Vicina', 'Banca del territorio: conti correnti e prestiti.')
const courier = stand(7, 'Lampo', 'Corriere espresso nazionale con ritiro a domicilio.')

describe('a stated problem meets the offer that solves it', () => {
  it('answers "fermi macchina" with predictive maintenance, less than naming it', () => {
    const problem = scores('troppi fermi macchina in reparto', [predictive, jewellery])
    const named = scores('manutenzione predittiva', [predictive, jewellery])
    expect(concepts('troppi fermi macchina in reparto')).toEqual(['fermi-macchina'])
    // Shown, not pinned above 0.2: since the fourteenth pass (literalOrder 1.5) a background
    // stand that says «macchine» as written goes first here and lowers the others' scores.
    expect(shown('troppi fermi macchina in reparto', [predictive, jewellery])).toContain(1)
    expect(problem.get(1)).toBeLessThan(named.get(1) ?? 0)
    expect(problem.get(4)).toBeLessThan(0.05)
  })
})

describe('a purpose meets its first and its second suppliers', () => {
  it('ranks the export adviser first and the translator second for "vendere all’estero"', () => {
    const s = scores('vogliamo vendere all’estero', [exportAdvice, translations, jewellery])
    expect(s.get(2)).toBeGreaterThan(s.get(3) ?? 1)
    expect(s.get(3)).toBeGreaterThan(0.1)
    expect(s.get(4)).toBeLessThan(0.05)
  })
})

describe('a gift is answered by jewellery and wine only (eighth pass)', () => {
  const winery = stand(8, 'Cantina Colli', 'Vini rossi e bianchi DOC, degustazioni in cantina.')
  const tshirts = stand(9, 'Stampalo', 'Gadget e magliette personalizzate per le aziende.')
  const creams = stand(10, 'Pelle Viva', 'Cosmetici naturali: creme per il viso e profumi.')

  it('suggests the jeweller and the winery for "un regalo", not gadgets nor cosmetics', () => {
    const s = scores('cerco un regalo per mia madre', [jewellery, winery, tshirts, creams])
    expect(s.get(4)).toBeGreaterThan(0.1)
    expect(s.get(8)).toBeGreaterThan(0.1)
    expect(s.get(9)).toBeLessThan(0.05)
    expect(s.get(10)).toBeLessThan(0.05)
  })
})

describe('colloquial and truncated names of an offer', () => {
  it.each([
    ['mandare pacchi', 'spedizioni'],
    ['un videomaker', 'fotografia'],
    ['la donna delle pulizie', 'pulizie'],
    ['una pagina web', 'siti-web'],
    ['un e-shop', 'ecommerce'],
    ['agenzia interinale', 'recruiting'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('meets a courier when someone sends parcels', () => {
    const s = scores('mando pacchi ai clienti ogni settimana', [courier, jewellery])
    expect(s.get(7)).toBeGreaterThan(0.2)
    expect(s.get(4)).toBeLessThan(0.05)
  })
})

describe('two-sense words keep the sense their text gives them', () => {
  it.each([
    ['un banco per la mia officina', 'banchi-lavoro'],
    ['un banco pieghevole per il mercato', 'attrezzature-ambulanti'],
    ['pesche e albicocche per la gelateria', 'frutta'],
    ['canne e ami per la pesca in mare', 'attrezzature-pesca'],
    ['la cartella dei pazienti', 'sanita-digitale'],
    ['cartelle e raccoglitori per l’ufficio', 'cancelleria'],
    ['un’officina per il tagliando della macchina', 'autofficina'],
    ['un’officina per la fresatura dei pezzi', 'metalmeccanica'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('does not read a car repair shop as a machine shop', () => {
    expect(concepts('un’officina per il tagliando della macchina')).not.toContain('metalmeccanica')
  })

  it('sends a carpenter who wants a "banco" to the workbenches, not to the bank', () => {
    const s = scores('un banco robusto per la mia officina', [workbenches, bank])
    expect(s.get(5)).toBeGreaterThan(0.2)
    expect(s.get(6)).toBeLessThan((s.get(5) ?? 0) / 4)
  })
})

// Seventh pass: kinds of exhibitor that no evaluation set has. The buyer and the stand share no
// word stem, so each link below exists only through the new entries.
describe('sectors no evaluation set has meet their buyers', () => {
  const climate = stand(
    11,
    'Clima Sereno',
    'Installazione di climatizzazione e ventilazione meccanica controllata.',
  )
  const hearing = stand(12, 'Udire Bene', 'Apparecchi acustici ricaricabili, prova gratuita.')
  const estate = stand(13, 'Casa Domani', 'Agenzia immobiliare: compravendita e locazione.')
  const tours = stand(14, 'Mari Lontani', 'Tour operator: pacchetti vacanza e crociere.')
  const pests = stand(15, 'Via Tutti', 'Disinfestazione e derattizzazione per aziende alimentari.')

  it.each([
    ['mi serve un condizionatore per il negozio', climate, 11],
    ['sento poco da un orecchio', hearing, 12],
    ['vorremmo comprare casa vicino a Bologna', estate, 13],
    ['cerchiamo un agriturismo per le ferie', tours, 14],
    ['abbiamo i topi nel retro del laboratorio', pests, 15],
  ])('answers "%s" with the stand of that sector', (seeking, offer, id) => {
    const others = [climate, hearing, estate, tours, pests].filter((s) => s !== offer)
    const s = scores(seeking, [offer, ...others])
    expect(s.get(id)).toBeGreaterThan(0.1)
    for (const o of others) expect(s.get(o.id) ?? 0).toBeLessThan((s.get(id) ?? 0) / 3)
  })
})

describe('"gomme" and "pneumatici" take the sense their text gives them', () => {
  it.each([
    ['le gomme della macchina sono lisce', 'pneumatici'],
    ['stampiamo la gomma per clienti industriali', 'articoli-gomma'],
    ['pneumatici invernali per il furgone', 'pneumatici'],
    ['componenti pneumatici: cilindri e valvole', 'oleodinamica-pneumatica'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('does not read pneumatic cylinders as tyres', () => {
    expect(concepts('componenti pneumatici: cilindri e valvole')).not.toContain('pneumatici')
  })

  it('sends a driver who wants new "gomme" to the tyre shop, not to the rubber moulder', () => {
    const tyres = stand(
      16,
      'Ruote Sicure',
      'Gommista: pneumatici estivi, equilibratura e convergenza.',
    )
    const rubber = stand(
      17,
      'Elastica',
      "Stampaggio di guarnizioni e articoli tecnici in gomma per l'industria.",
    )
    const s = scores('mi servono gomme nuove per la macchina', [tyres, rubber])
    expect(s.get(16)).toBeGreaterThan(0.2)
    expect(s.get(17) ?? 0).toBeLessThan((s.get(16) ?? 0) / 4)
  })
})

describe('"idraulico" is a plumber at home and hydraulics in a factory', () => {
  it.each([
    ['un idraulico per il bagno: il rubinetto perde', 'termoidraulica'],
    ['assistenza idraulica su presse e centraline', 'oleodinamica-pneumatica'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(concepts(text)).toContain(concept)
  })

  it('does not send a leaking tap to the hydraulics of presses', () => {
    expect(concepts('un idraulico per il bagno: il rubinetto perde')).not.toContain(
      'oleodinamica-pneumatica',
    )
  })
})

// Eighth pass: what a buyer who needs each offer of the demo fair writes, in words the stand does
// not use. Each request below read as another concept, or none, before these entries.
describe('buyers of the demo fair’s offers are read as asking for them', () => {
  readsAs([
    ['un robottino per l’assemblaggio', 'cobot'],
    ['carico e scarico delle macchine cnc', 'cobot'],
    ['un braccio che lavori accanto agli operai', 'cobot'],
    ['evasione ordini del nostro shop', 'logistica'],
    ['registrare un marchio', 'consulenza-legale'],
    ['un cruscotto con i numeri dell’azienda', 'dati'],
    ['corso su chatgpt', 'intelligenza-artificiale'],
    ['abbonamenti con addebito automatico', 'pagamenti'],
    ['app per i dipendenti', 'risorse-umane'],
    ['tracciabilità dei lotti', 'erp'],
    ['auto in leasing', 'noleggio-veicoli'],
    ['ispezione del tetto', 'droni'],
    ['troppi scarti in produzione', 'controllo-qualita'],
    ['una macchina su misura', 'automazione'],
    ['impilare i cartoni a fine linea', 'pallettizzazione'],
    ['saldatura automatica dei telai', 'robot-industriali'],
    ['posizionare il sito', 'marketing-digitale'],
    ['ordinare i contatti dei clienti', 'crm'],
    ['mi hanno rubato la password', 'cybersecurity'],
    ['una guardia notturna', 'vigilanza'],
    ['affittare una scrivania', 'coworking'],
  ])

  it('does not read a return ("sono tornato") nor a correction ("rettificare") as machining', () => {
    expect(concepts('sono tornato in azienda')).not.toContain('metalmeccanica')
    expect(concepts('rettificare la fattura')).not.toContain('metalmeccanica')
  })

  it('keeps common words that new entries are one letter from as they are', () => {
    expect(analyse('un forte contrasto', 1, false, 'request').map((f) => f.key)).toContain(
      analyse('contrasto', 1, false, 'plain')[0]?.key,
    )
    expect(concepts('scaldare la casa')).not.toContain('robot-industriali')
  })
})

describe('"telecamere" watch a site or inspect a line (eighth pass)', () => {
  readsAs([
    ['telecamere contro i furti in cantiere', 'vigilanza'],
    ['telecamere che trovano i difetti sui pezzi', 'visione-artificiale'],
  ])

  it('does not send a building site that fears thieves to a machine-vision maker', () => {
    const vision = stand(16, 'Occhio Fino', 'Telecamere che trovano i difetti di produzione.')
    const guards = stand(17, 'Notte Sicura', 'Vigilanza e telecamere di sorveglianza per cantieri.')
    const s = scores('telecamere contro i furti in cantiere', [vision, guards])
    expect(s.get(17)).toBeGreaterThan(0.2)
    expect(s.get(16) ?? 0).toBeLessThan(0.05)
  })
})

describe('a cue that stems like the two-sense word itself picks no sense (eighth pass)', () => {
  it('does not read every "batteria" as a drum kit ("batterista" was a cue of that sense)', () => {
    expect(concepts('mi manca la batteria')).not.toContain('musica')
    expect(concepts('ho i pannelli, mi manca la batteria per la corrente di sera')).toContain(
      'accumulo',
    )
    expect(concepts('una batteria x mio figlio, elettronica')).toContain('musica')
  })
})

// Eighth pass, batch D3: problems and purposes as buyers state them (prompted by the new
// development visitors of the first fair, read after they were measured).
describe('stated problems and purposes reach the offer that answers them', () => {
  readsAs([
    ['ci rubano il rame dal deposito', 'furti'],
    ['ci hanno bloccato i pc chiedendo un riscatto', 'cybersecurity'],
    ['etichettiamo le bottiglie a mano', 'etichettatura'],
    ['aprire un negozio online per le mie ceramiche', 'ecommerce'],
    ['vorrei vendere anche in Germania', 'export'],
    ['un controllo visivo a fine linea', 'visione-artificiale'],
  ])

  it('keeps the buyout of a lease apart from a ransom', () => {
    expect(concepts('il riscatto finale del leasing')).not.toContain('cybersecurity')
  })

  it('leaves eternity, castles and closing as they are', () => {
    expect(concepts('per l’eternità')).toEqual([])
    expect(concepts('un castello sul lago')).toEqual([])
    expect(analyse('chiudono alle otto', 1, false, 'request')[0]?.strength).toBe(1)
  })
})

describe('a city fair’s household services meet their buyers (ninth pass)', () => {
  readsAs([
    ['il bagno perde da due giorni', 'perdite-acqua'],
    ['serve un autospurgo per la fossa biologica', 'spurghi'],
    ['sono rimasto chiuso fuori casa ieri sera', 'chiusi-fuori'],
    ['la lavatrice rotta da una settimana', 'elettrodomestico-rotto'],
    ['cerco una lavanderia con stiratura', 'lavanderia'],
    ['vendo in conto vendita al mercatino dell’usato', 'usato'],
    ['una sarta per fare gli orli', 'sartoria-riparazioni'],
    ['il mio cane tira al guinzaglio', 'comportamento-animali'],
    ['una dog sitter per agosto', 'pet-sitter'],
  ])

  it('sends a leaking bathroom and a lost key to the plumber and the locksmith', () => {
    const plumber = stand(
      21,
      'Acqua Sicura',
      'Termoidraulica: caldaie, impianti idraulici, pronto intervento.',
    )
    const locksmith = stand(22, 'Chiave d’Oro', 'Fabbro: apertura porte, cambio serratura.')
    expectEachToItsStand([
      ['il bagno perde, non so chi chiamare', plumber],
      ['ho perso le chiavi di casa', locksmith],
    ])
  })

  it('leaves attachments, demonstrations, vine rows and flea markets as they are', () => {
    expect(concepts('ho allegato il curriculum')).toEqual(['ricerca-lavoro'])
    expect(concepts('una dimostrazione del prodotto')).not.toContain('spurghi')
    expect(concepts('i filari della vigna')).not.toContain('animale-malato')
    expect(concepts('il mercatino delle pulci')).toEqual(['usato'])
  })
})

describe('care, paperwork and company meet their buyers (ninth pass)', () => {
  readsAs([
    ['sono sempre stressata, cerco un percorso benessere', 'benessere'],
    ['attacchi di panico da mesi', 'stress'],
    ['uno psicologo per la terapia di coppia', 'psicologia'],
    ['una nutrizionista per un piano alimentare', 'nutrizione'],
    ['cerco una badante per mia mamma non autosufficiente', 'anziani-soli'],
    ['un patronato per la domanda di pensione', 'caf-patronato'],
    ['non ho ancora lo spid', 'servizi-comunali'],
    ['vorrei fare volontariato nel weekend', 'volontariato'],
    ['mi sento solo da quando sono in pensione', 'solitudine'],
  ])

  it('sends an old parent to home care and a long wait to the clinic', () => {
    const care = stand(31, 'Mani Amiche', 'Assistenza domiciliare e badanti qualificate.')
    const clinic = stand(32, 'Poliambulatorio Sole', 'Visite specialistiche ed esami del sangue.')
    expectEachToItsStand([
      ['papà anziano che vive da solo', care],
      ['sei mesi di liste d’attesa per un cardiologo', clinic],
    ])
  })

  it('keeps a company’s "Spa", a will and the messages as they are', () => {
    expect(concepts('Rossi Spa, ingrosso di ferramenta')).not.toContain('benessere')
    expect(concepts('tanta buona volontà')).not.toContain('volontariato')
    expect(concepts('rispondo ai messaggi')).not.toContain('benessere')
  })
})

describe('leisure, children and getting around meet their buyers (ninth pass)', () => {
  readsAs([
    ['una scuola di danza per mia figlia', 'danza'],
    ['corsi di autodifesa per donne', 'arti-marziali'],
    ['acquagym due volte a settimana', 'nuoto'],
    ['gite di trekking la domenica', 'outdoor'],
    ['un corso di teatro per adulti', 'teatro'],
    ['imparare l’uncinetto', 'hobby-creativi'],
    ['serate di giochi da tavola', 'giochi-tavolo'],
    ['un centro estivo per luglio', 'centri-estivi'],
    ['animazione per bambini alla festa di mio figlio', 'feste-bambini'],
    ['cerco l’abito da sposa', 'abiti-cerimonia'],
    ['uso il car sharing per andare in ufficio', 'sharing-mobilita'],
    ['un motorino usato per andare a scuola', 'moto'],
  ])

  it('does not read screens, smooth surfaces, a reputation or bales as leisure', () => {
    expect(concepts('schermo rotto del telefono')).not.toContain('arti-marziali')
    expect(concepts('una superficie liscia')).not.toContain('danza')
    expect(concepts('la reputazione online del negozio')).not.toContain('teatro')
    expect(concepts('balle di cartone da riciclare')).not.toContain('danza')
    expect(concepts('ci mostra i prodotti')).not.toContain('arte')
  })
})

describe('small firms’ and people’s services meet their buyers (ninth pass)', () => {
  readsAs([
    ['sviluppo app per il mio ristorante', 'app-mobile'],
    ['un incubatore per la mia startup', 'incubatori'],
    ['come faccio a farmi pagare dai clienti morosi', 'liquidita-scarsa'],
    ['serve un decreto ingiuntivo', 'recupero-crediti'],
    ['mi sto separando da mia moglie', 'liti-private'],
    ['rischio lo sfratto', 'legale-privati'],
    ['le spese condominiali sono altissime', 'problemi-condominio'],
    ['perdo i capelli da un anno', 'capelli-problemi'],
    ['fotocopie e stampa della tesi entro venerdì', 'copisteria'],
    ['un autolavaggio vicino all’ufficio', 'autolavaggio'],
  ])

  it('sends an unpaid invoice to debt collection and a divorce to a family lawyer', () => {
    const debts = stand(
      41,
      'Credito Sicuro',
      'Recupero crediti stragiudiziale e solleciti di pagamento.',
    )
    const family = stand(42, 'Studio Ferri', 'Diritto di famiglia e mediazione familiare.')
    expectEachToItsStand([
      ['un cliente non mi paga da sei mesi, come faccio a farmi pagare?', debts],
      ['divorzio e affidamento dei figli', family],
    ])
  })

  it('keeps a road, speeding up and a limit as they are', () => {
    expect(concepts('un capannone sulla strada statale')).toEqual([])
    expect(concepts('accelerare la produzione')).not.toContain('incubatori')
    expect(concepts('una limitazione di velocità')).not.toContain('estetica')
  })
})

describe('studies, studying abroad and funerals meet their buyers (ninth pass)', () => {
  readsAs([
    ['cosa fare dopo la maturità? boh', 'scelta-studi'],
    ['un corso di laurea online per chi lavora', 'orientamento'],
    ['una vacanza studio in Irlanda per mio figlio', 'studio-estero'],
    ['le onoranze funebri per mio nonno', 'onoranze-funebri'],
  ])

  it('leaves wholesale, creation, culture and marble as they are', () => {
    expect(concepts('vendita all’ingrosso')).not.toContain('orientamento')
    expect(concepts('la creazione di un marchio')).not.toContain('onoranze-funebri')
    expect(concepts('marmi e graniti per pavimenti')).not.toContain('onoranze-funebri')
  })
})

describe('"piscina", "pittura", "pensione" and "libreria" take the sense their text gives them', () => {
  it.each([
    ['una piscina interrata in giardino', 'piscine', 'nuoto'],
    ['iscrivere i bambini in piscina', 'nuoto', 'piscine'],
    ['pittura per le pareti di casa', 'pitture', 'arte'],
    ['lezioni di pittura a olio', 'arte', 'pitture'],
    ['pensione per il cane ad agosto', 'pet-sitter', 'caf-patronato'],
    ['calcolo della pensione e contributi', 'caf-patronato', 'pet-sitter'],
    ['una libreria su misura per il soggiorno', 'arredo', 'editoria'],
    ['una libreria con tanti romanzi', 'editoria', 'arredo'],
  ])('reads "%s" as %s, not %s', (text, sense, other) => {
    expect(concepts(text)).toContain(sense)
    expect(concepts(text)).not.toContain(other)
  })
})

// Eighth pass (session 9): the first set's fair. Names, verb forms and problems of fair.ts's
// offers as a buyer writes them, and the common words they must not take.
describe("the first set's fair's offers under a buyer's words", () => {
  readsAs([
    ['ci hanno bloccato tutti i pc chiedendo un riscatto', 'cybersecurity'],
    ['ci rubano il rame dal deposito di notte', 'furti'],
    ['vendere anche in Germania', 'export'],
    ['Aprire un negozio online per le mie ceramiche', 'ecommerce'],
    ['tetto del capannone in eternit da togliere', 'isolamento'],
    ['etichettiamo ancora le bottiglie a mano', 'etichettatura'],
    ['noleggio cestello o piattaforma, rifacciamo una facciata', 'sollevamento'],
    ['arrivare nei negozi del Nord', 'rete-vendita'],
    ['auto x lavoro senza comprarla', 'noleggio-veicoli'],
    ['i clienti pagano tardi', 'liquidita-scarsa'],
    ['tenere traccia dei clienti', 'crm'],
  ])

  it('reads stolen passwords as a cyber attack, not as a theft for guards', () => {
    const c = concepts('ci hanno rubato le password della posta')
    expect(c).toContain('cybersecurity')
    expect(c).not.toContain('furti')
  })

  it('reads a ransom as a lease buyout when the text speaks of cars', () => {
    expect(concepts('auto a noleggio con riscatto finale')).not.toContain('cybersecurity')
  })

  it('leaves common words near the new names alone', () => {
    expect(concepts("le consegne ci mettono un'eternità")).not.toContain('isolamento')
    expect(concepts('un castello per la festa')).not.toContain('sollevamento')
    expect(concepts('i ragazzi entrano nei negozi')).not.toContain('rete-vendita')
  })
})

// Tenth pass (session 9): sectors still missing, from the supply side (docs/matching.md, "Tenth
// pass"). Each concept below is new, so each case fails on the ninth pass's lexicon.
describe('household money, firms’ affairs and uniforms meet their buyers (tenth pass)', () => {
  readsAs([
    ['mi hanno tamponato e devo aprire la pratica', 'sinistri'],
    ['un agente assicurativo per la rc capofamiglia', 'assicurazioni-privati'],
    ['troppe commissioni, voglio un conto a zero spese', 'spese-bancarie'],
    ['aprire un conto online per mio figlio', 'conto-privati'],
    ['sono segnalato in crif come cattivo pagatore', 'debiti'],
    ['consolidamento debiti con una rata sola', 'credito-privati'],
    ['un europrogettista per i fondi europei', 'fondi-europei'],
    ['aprire un negozio in franchising', 'franchising'],
    ['una visura camerale in camera di commercio', 'associazioni-categoria'],
    ['divise per ristoranti e giacche da cuoco', 'divise'],
    ['organizzare il funerale di mio padre', 'decesso'],
    ['un loculo al cimitero', 'funerali-servizi'],
    ['il catechismo e la cresima di mia figlia', 'servizi-religiosi'],
    ['farmaci da banco e omeopatia', 'farmaci'],
    ['un distributore di bevande per il bar', 'ingrosso-bevande'],
  ])

  it('sends a crash to an insurer and a funeral to an undertaker', () => {
    const insurer = stand(
      51,
      'Agenzia Ponte',
      'Agenzia assicurativa: rc auto, polizza infortuni, tutela legale.',
    )
    const undertaker = stand(52, 'Pace Eterna', 'Casa funeraria, trasporto funebre e necrologi.')
    expectEachToItsStand([
      ['ieri ho fatto un incidente con la macchina, chi mi aiuta?', insurer],
      ['è venuto a mancare mio nonno, dobbiamo organizzare il funerale', undertaker],
    ])
  })

  it.each([
    ['denuncia di sinistro alla mia assicurazione', 'sinistri'],
    ['un’agenzia che gestisce i sinistri e le polizze auto', 'sinistri'],
  ])('reads "%s" as %s with an insurance cue', (text, sense) => {
    expect(concepts(text)).toContain(sense)
  })

  it('keeps uniformity, the left, land reclamation, a preacher and wholesale as they are', () => {
    expect(concepts('l’uniformità del prodotto')).not.toContain('divise')
    expect(concepts('la porta a sinistra')).toEqual([])
    expect(concepts('bonifica dell’amianto')).not.toContain('conto-privati')
    expect(concepts('un oratore al convegno')).not.toContain('servizi-religiosi')
    expect(concepts('vendita all’ingrosso')).not.toContain('ingrosso-bevande')
    expect(concepts('le mosche in cucina')).not.toContain('servizi-religiosi')
    expect(concepts('la sanità pubblica')).not.toContain('farmaci')
  })
})

describe('lighting meets its buyers, and "lampada" takes the sense its text gives it (tenth pass)', () => {
  readsAs([
    ['un lampadario per il soggiorno', 'illuminazione'],
    ['relamping del capannone con plafoniere nuove', 'illuminazione'],
    ['il negozio è buio, troppo buio per i clienti', 'poca-luce'],
  ])

  it.each([
    ['una lampada da comodino per la camera', 'illuminazione', 'estetica'],
    ['fare le lampade per l’abbronzatura', 'estetica', 'illuminazione'],
  ])('reads "%s" as %s, not %s', (text, sense, other) => {
    expect(concepts(text)).toContain(sense)
    expect(concepts(text)).not.toContain(other)
  })

  it('leaves lightning, emergencies and stage lights as they are', () => {
    expect(concepts('lampi e tuoni')).not.toContain('illuminazione')
    expect(concepts('gestione delle emergenze')).not.toContain('illuminazione')
    expect(concepts('luci e audio per il concerto')).not.toContain('illuminazione')
  })
})

describe('home goods, shops and short lets meet their buyers (tenth pass)', () => {
  readsAs([
    ['scarpe da donna e borse in pelle', 'pelletteria'],
    ['tende a rullo e tappeti per il soggiorno', 'tessili-casa'],
    ['mobili da cucina su misura', 'cucine-arredo'],
    ['sostituzione vetri dopo la grandinata', 'vetreria'],
    ['non si vede la tv, serve un antennista', 'antenne'],
    ['un gruppo elettrogeno per il cantiere', 'generatori'],
    ['noleggio attrezzature e bagni chimici per la sagra', 'noleggio-attrezzature'],
    ['costumi da bagno e lingerie', 'intimo'],
    ['incorniciare una stampa', 'cornici'],
    ['una tabaccheria con sigarette elettroniche', 'tabacchi'],
    ['pesce surgelato per il ristorante', 'surgelati'],
    ['gestione affitti brevi del mio bilocale', 'affitti-brevi'],
  ])

  it('keeps the common words these offers border on as they are', () => {
    expect(concepts('un prodotto compatibile con il gestionale')).not.toContain('cucine-arredo')
    expect(concepts('calzare i guanti')).not.toContain('intimo')
    expect(concepts('un clima temperato')).not.toContain('vetreria')
    expect(concepts('i nostri territori')).toEqual([])
    expect(concepts('un manuale corredato di esempi')).not.toContain('tessili-casa')
    expect(concepts('per i posteri')).not.toContain('cornici')
  })
})

describe('surface treatments, paper converting, residence permits, trophies and food trucks (tenth pass)', () => {
  readsAs([
    ['cromatura e anodizzazione di pezzi in alluminio', 'trattamenti-superficiali'],
    ['scatole su misura per il mio e-shop', 'cartotecnica'],
    ['rinnovo del permesso di soggiorno per mia moglie', 'immigrazione'],
    ['medaglie e trofei per il torneo', 'premiazioni'],
    ['un food truck per la festa del paese', 'street-food'],
  ])

  it('keeps sand, culture, stamping in and surfaces as they are', () => {
    expect(concepts('sabbia per il giardino')).not.toContain('trattamenti-superficiali')
    expect(concepts('un evento culturale')).not.toContain('immigrazione')
    expect(concepts('timbrare il cartellino')).not.toContain('premiazioni')
    expect(concepts('superfici antiscivolo')).not.toContain('trattamenti-superficiali')
  })
})

// Eleventh pass (session 10): gaps of Known limits, from the supply side (docs/matching.md,
// "Eleventh pass, knowledge"). Each concept or sense below is new, so each case fails on the
// tenth pass's lexicon.
describe('livestock, hotel rooms, worship, computer shops, bookbinding and machining (eleventh pass)', () => {
  readsAs([
    ['mangimi per bovini e un carro unifeed per la stalla', 'allevamento'],
    ['attrezzature per stalle e mungitrici', 'allevamento'],
    ['una camera doppia vicino alla fiera, colazione inclusa', 'alloggio-hotel'],
    ['un ostello economico per i ragazzi', 'alloggio-hotel'],
    ['un ritiro spirituale in un monastero', 'servizi-religiosi'],
    ['il computer si blocca di continuo', 'computer-lento'],
    ['un negozio di informatica per un pc da gaming', 'negozio-informatica'],
    ['la tesi rilegata, o una legatoria', 'legatoria'],
    ['un’azienda di meccanica per i nostri ricambi', 'metalmeccanica'],
    ['la macchina non parte, serve un meccanico', 'autofficina'],
    ['una stufa a pellet per la taverna', 'stufe'],
  ])

  it.each([
    ['mangime per il cane e il gatto', 'animali', 'allevamento'],
    ['mangime per le galline e i polli', 'allevamento', 'animali'],
    ['cerco un meccanico', 'autofficina', 'metalmeccanica'],
  ])('reads "%s" as %s, not %s', (text, sense, other) => {
    expect(concepts(text)).toContain(sense)
    expect(concepts(text)).not.toContain(other)
  })

  it('keeps a milking robot a robot, and hay for a pet rabbit no livestock', () => {
    expect(concepts('un robot di mungitura')).toEqual(
      expect.arrayContaining(['robotica', 'allevamento']),
    )
    expect(concepts('mi alzo alle 5 per mungere')).toContain('allevamento')
    expect(concepts('mangime per vitelloni da ingrasso')).toContain('allevamento')
    expect(concepts('fieno e una gabbia per il coniglio nano')).not.toContain('allevamento')
  })

  it('sends farm feed to the feed mill and pet food to the pet shop', () => {
    const mill = stand(
      61,
      'Mangimi Padani',
      'Mangimi zootecnici per bovini e suini, consulenza agli allevatori.',
    )
    const petShop = stand(
      62,
      'Zampa Amica',
      'Pet shop: crocchette, mangime e accessori per cani e gatti.',
    )
    expectEachToItsStand([
      ['mangime per le vacche da latte della mia azienda', mill],
      ['mangime buono per il mio gatto', petShop],
    ])
  })

  it('keeps the common words these entries border on as they are', () => {
    expect(concepts('torno a casa presto')).not.toContain('metalmeccanica')
    expect(concepts('sono convinto che serva')).not.toContain('servizi-religiosi')
    expect(concepts('rettificare un errore')).not.toContain('metalmeccanica')
    expect(concepts('una frazione del prezzo')).not.toContain('autofficina')
    expect(concepts('un pellet di legno')).not.toContain('moda')
  })
})

describe('trades of a general fair still unknown meet their buyers (eleventh pass)', () => {
  readsAs([
    ['pesce fresco e frutti di mare per il ristorante', 'ittico'],
    ['bobine di carta kraft per il nostro imballo', 'cartario'],
    ['un profumo artigianale da regalare', 'cosmetica'],
    ['materiale elettrico e motori elettrici per le pompe', 'materiale-elettrico'],
    ['un rimorchio per trasportare la barca', 'veicoli-industriali'],
    ['cash and carry per rifornire il bar', 'ingrosso-alimentare'],
    ['biglietti aerei per Londra', 'turismo'],
    ['spot in radio per far conoscere il negozio', 'media-locali'],
    ['un software su misura per il magazzino', 'programmazione'],
    ['iscrivere mio figlio a basket in una polisportiva', 'sport'],
    ['mascherine ffp2 e guanti monouso per il laboratorio', 'sicurezza-lavoro'],
    ['sigillanti e schiume poliuretaniche', 'adesivi-sigillanti'],
    ['ho delle crepe nei muri da quando c’è stato il terremoto', 'danni-strutturali'],
    ['adeguamento sismico della casa col sismabonus', 'consolidamento'],
    ['scavare un pozzo per irrigare l’orto', 'perforazioni'],
    ['la vendemmia e una cantina sociale per le uve', 'enologia'],
  ])

  it('sends cracked walls to the structural firm', () => {
    const structural = stand(
      63,
      'Solida Costruzioni',
      'Adeguamento sismico, sottofondazioni e sismabonus per condomini e villette.',
    )
    const perfume = stand(64, 'Essenze di Sicilia', 'Profumi artigianali e fragranze di nicchia.')
    expectEachToItsStand([
      ['in casa ci sono crepe nei muri, chi può aiutarmi?', structural],
      ['un profumo da regalare a mia moglie', perfume],
    ])
  })

  it('keeps the common words these entries border on as they are', () => {
    expect(concepts('una nuova carriera')).toEqual([])
    expect(concepts('l’ingresso della fiera')).toEqual([])
    expect(concepts('lo schermo del tablet')).not.toContain('sport')
    expect(concepts('trasformare il locale')).not.toContain('materiale-elettrico')
    expect(concepts('una brutta infezione')).not.toContain('consolidamento')
    expect(concepts('il nostro edificio')).not.toContain('consolidamento')
  })
})

describe('containers, scales, commodities and workplace comfort (eleventh pass)', () => {
  readsAs([
    ['bancali e una reggiatrice per il magazzino', 'contenitori-industriali'],
    ['cisterne e taniche per l’olio', 'contenitori-industriali'],
    ['bilance elettroniche per la bottega', 'bilance'],
    ['farina, uova e zucchero per il laboratorio', 'materie-prime-alimentari'],
    ['un banco frigo e una macchina sottovuoto', 'attrezzature-horeca'],
    ['divise da cameriere per la stagione', 'divise'],
    ['in ufficio fa troppo caldo d’estate', 'troppo-caldo'],
    ['il capannone è freddo d’inverno', 'casa-fredda'],
    ['soffro di emicrania', 'dolori'],
    ['un certificato di lingua per il lavoro', 'lingue'],
    ['lavare le tende del salotto', 'lavanderia'],
  ])

  it('sends a hot office to a cooling installer', () => {
    const cooling = stand(
      65,
      'Aria Nuova',
      'Climatizzatori, raffrescatori evaporativi e destratificatori.',
    )
    const scales = stand(
      66,
      'Pesa Giusto',
      'Bilance commerciali, bilance industriali e sistemi di pesatura.',
    )
    expectEachToItsStand([
      ['fa troppo caldo in ufficio, non si lavora', cooling],
      ['bilance per il banco della gastronomia', scales],
    ])
  })

  it('keeps a balanced diet and a tank as they were', () => {
    expect(concepts('una dieta bilanciata')).not.toContain('bilance')
    expect(concepts('un raffreddamento degli stampi')).not.toContain('termoidraulica')
  })
})

describe('pets and toddlers to look after, things to mend, pregnancy and barbers (eleventh pass)', () => {
  readsAs([
    ['non sappiamo a chi lasciare il gatto ad agosto', 'pet-sitter'],
    ['una tata per qualche ora al giorno', 'infanzia'],
    ['cerco un posto al nido o un micronido per mia figlia', 'infanzia'],
    ['un liutaio per la chitarra del nonno', 'liuteria'],
    ['vorrei provare Dungeons & Dragons', 'giochi-tavolo'],
    ['il tostapane non scalda più', 'elettrodomestico-rotto'],
    ['orlo ai jeans e cambiare una zip', 'sartoria-riparazioni'],
    ['sono incinta e cerco un corso preparto', 'gravidanza'],
    ['sistemare la barba prima del matrimonio', 'barberia'],
    ['svuotare la casa di mia madre e portare via i mobili', 'traslochi'],
  ])

  it('sends a holiday cat to the pet sitter and a beard to the barber', () => {
    const sitter = stand(
      67,
      'Coda Felice',
      'Pet sitter e cat sitting a domicilio, pensione per animali.',
    )
    const barber = stand(
      68,
      'Barberia Vecchia Scuola',
      'Barber shop: taglio barba, rasatura e capelli.',
    )
    expectEachToItsStand([
      ['partiamo per le vacanze e non sappiamo a chi lasciare il gatto', sitter],
      ['voglio sistemare la barba il giorno prima del matrimonio', barber],
    ])
  })

  it('keeps the common words these entries border on as they are', () => {
    expect(concepts('un periodo di adattamento')).not.toContain('gravidanza')
    expect(concepts('il soffitto della sala')).not.toContain('traslochi')
    expect(concepts('pagamenti regolari')).not.toContain('barberia')
  })
})

describe('farms and mountains: bees, wildlife, farm schools, riding, truffles, biogas (eleventh pass)', () => {
  readsAs([
    ['la varroa mi ha ucciso metà delle arnie', 'apicoltura'],
    ['ho trovato un capriolo ferito, chi avviso per la fauna selvatica?', 'fauna-selvatica'],
    ['mio figlio vuole fare l’istituto agrario', 'istruzione-agraria'],
    ['a 45 anni voglio imparare ad andare a cavallo', 'equitazione'],
    ['un campo incolto dove fare una tartufaia', 'tartufi-funghi'],
    ['mi chiedono l’abilitazione per guidare il trattore', 'patentini'],
    ['produrre energia dai liquami con il biogas', 'biogas'],
    ['le vacche hanno la mastite e la conta cellule è alta', 'animale-malato'],
    ['barbatelle per piantare un vigneto', 'vigneti-impianto'],
  ])

  it('keeps advice, insertion and the barbaric as they are', () => {
    expect(concepts('qualche consiglio utile')).not.toContain('allevamento')
    expect(concepts('mangiamo fuori stasera')).not.toContain('allevamento')
    expect(concepts('l’inserimento lavorativo')).not.toContain('bandi')
    expect(concepts('una barbarie')).not.toContain('barberia')
    expect(concepts('una digressione')).not.toContain('biogas')
    expect(concepts('un legame trasversale')).not.toContain('outdoor')
  })
})

describe('a plant’s needs in its own words (eleventh pass)', () => {
  readsAs([
    ['500 flange in aisi 304 in subfornitura', 'metalmeccanica'],
    ['il documento dei rischi da aggiornare', 'sicurezza-lavoro'],
    ['sostituire il direttore di stabilimento', 'recruiting'],
    ['un cliente mi deve 40 mila euro', 'liquidita-scarsa'],
    ['esporre a una fiera a Dubai con una collettiva', 'fiere-estero'],
    ['auto per i commerciali, gomme e tagliandi inclusi', 'noleggio-veicoli'],
    ['una mensa interna per i turnisti', 'ristorazione-collettiva'],
    ['fa caldo in reparto e c’è stress termico', 'troppo-caldo'],
    ['un legale per la contrattualistica', 'consulenza-legale'],
    ['vendere l’azienda o lasciare l’azienda ai figli', 'consulenza-direzione'],
    ['materozze e teli agricoli da rigranulare', 'riciclo'],
  ])

  it('keeps contrasts, collectives, corridors and particulars as they are', () => {
    expect(concepts('un forte contrasto')).not.toContain('consulenza-legale')
    expect(concepts('un lavoro collettivo')).not.toContain('fiere-estero')
    expect(concepts('in fondo al corridoio')).toEqual([])
    expect(concepts('un caso particolare')).not.toContain('metalmeccanica')
    expect(concepts('il direttore generale')).not.toContain('recruiting')
  })
})

describe('problems households and small firms describe (eleventh pass)', () => {
  readsAs([
    ['il mio labrador', 'animali'],
    ['il gatto zoppica e si gratta sempre', 'animale-malato'],
    ['la mamma non può stare sola di notte', 'assistenza-anziani'],
    ['la cantina si allaga ogni volta che piove', 'allagamenti'],
    ['non voglio l’università, cerco un corso post diploma', 'orientamento'],
    ['mio padre non ci sente e tiene la tv ad alto volume', 'udito-debole'],
    ['i vasi arrivano rotti ai clienti', 'merce-danneggiata'],
    ['bagnare solo quando serve, la terra secca d’estate', 'irrigazione'],
    ['l’ARPA controlla gli scarichi industriali', 'consulenza-ambientale'],
    ['l’ufficio è pieno di carta e perdo ore a cercare le fatture', 'troppa-carta'],
    ['una piccola collezione di maglieria in cotone bio', 'moda'],
  ])

  it('sends a flooded cellar to the waterproofing firm', () => {
    const waterproof = stand(
      69,
      'Asciutto Casa',
      'Impermeabilizzazioni, guaine impermeabili e barriere antiumidità.',
    )
    const hearing = stand(
      70,
      'Sentire Bene',
      'Apparecchi acustici e controllo gratuito dell’udito.',
    )
    expectEachToItsStand([['mio papà non sente quando gli parliamo', hearing]])
    // Shown, and the only one of the two: a background winery says «cantina» as written, so the
    // literal order (fourteenth pass) puts it first and shows this stand at the floor.
    const cellar = shown('ogni volta che piove forte mi si allaga la cantina', [
      waterproof,
      hearing,
    ])
    expect(cellar).toContain(69)
    expect(cellar).not.toContain(70)
  })

  it('keeps attachments, heights, emissions and the attic as they are', () => {
    expect(concepts('il file allegato')).not.toContain('allagamenti')
    expect(concepts('temperature altissime')).not.toContain('udito-debole')
    expect(concepts('un’istituzione pubblica')).not.toContain('orientamento')
    expect(concepts('la soffitta')).not.toContain('troppa-carta')
    expect(concepts('un’emissione di obbligazioni')).not.toContain('consulenza-ambientale')
  })
})
