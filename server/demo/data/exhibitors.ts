// The exhibitors of the demo fair (Fiera dell'Innovazione per le Imprese, October 2025). Invented
// companies; their texts are the real-world input of Smart Matching, so they read like a catalogue.
export type DemoSector =
  | 'Manifattura e robotica'
  | 'Digitale e software'
  | 'Energia e ambiente'
  | 'Agroalimentare'
  | 'Moda, design e arredo'
  | 'Servizi alle imprese'
  | 'Finanza e assicurazioni'
  | 'Persone e formazione'
  | 'Logistica e mobilità'

export interface DemoExhibitor {
  external_id: string
  name: string
  description: string
  seeking: string
  website: string
  email: string
  logo_path: string
  address: string
  telephone: string
  /** The sector of the fair map (public/map/fiera-map.svg) the stand is in. */
  sector: DemoSector
  /** The stand on the fair map (src/ui/fair-map-layout.ts) and its hall. */
  stand: string
  hall: string
  /** Initials drawn on the generated logo. */
  initials: string
}

interface Draft {
  id: string
  slug: string
  name: string
  initials: string
  sector: DemoSector
  mailbox?: string
  address: string
  telephone: string
  description: string
  seeking: string
}

/**
 * Each sector's row of stands on the map: its hall and the number of its first stand (eight
 * stands a row, three rows a hall, as src/ui/fair-map-layout.ts draws them).
 */
const SECTOR_ROWS: Record<DemoSector, { hall: string; first: number }> = {
  'Manifattura e robotica': { hall: 'A', first: 1 },
  'Logistica e mobilità': { hall: 'A', first: 9 },
  'Energia e ambiente': { hall: 'A', first: 17 },
  'Digitale e software': { hall: 'B', first: 1 },
  'Finanza e assicurazioni': { hall: 'B', first: 9 },
  'Servizi alle imprese': { hall: 'B', first: 17 },
  Agroalimentare: { hall: 'C', first: 1 },
  'Moda, design e arredo': { hall: 'C', first: 9 },
  'Persone e formazione': { hall: 'C', first: 17 },
}

/** Stands given so far in each sector, in the order the exhibitors are listed. */
const taken = new Map<DemoSector, number>()

function nextStand(sector: DemoSector): { stand: string; hall: string } {
  const { hall, first } = SECTOR_ROWS[sector]
  const index = taken.get(sector) ?? 0
  taken.set(sector, index + 1)
  return { stand: `${hall}${first + index}`, hall }
}

const exhibitor = (d: Draft): DemoExhibitor => ({
  external_id: d.id,
  name: d.name,
  description: d.description,
  seeking: d.seeking,
  website: `https://${d.slug}.example`,
  email: `${d.mailbox ?? 'info'}@${d.slug}.example`,
  logo_path: `/logos/${d.slug}.svg`,
  address: d.address,
  telephone: d.telephone,
  sector: d.sector,
  ...nextStand(d.sector),
  initials: d.initials,
})

export const DEMO_EXHIBITORS: readonly DemoExhibitor[] = [
  exhibitor({
    id: 'esp-001',
    slug: 'gestionale-adriatico',
    name: 'Gestionale Adriatico Srl',
    initials: 'GA',
    sector: 'Digitale e software',
    mailbox: 'commerciale',
    address: "Via dell'Industria 14, 40138 Bologna (BO)",
    telephone: '+39 051 623 4410',
    description:
      'Sviluppiamo un gestionale ERP in cloud pensato per le PMI manifatturiere: contabilità, magazzino, produzione e fatturazione elettronica in un solo strumento. Lo configuriamo in poche settimane e lo integriamo con e-commerce e sistemi MES già presenti in azienda.',
    seeking:
      'Cerchiamo rivenditori e system integrator nel Centro-Sud e aziende meccaniche tra 20 e 200 dipendenti che vogliono lasciare il vecchio software on-premise.',
  }),
  exhibitor({
    id: 'esp-002',
    slug: 'cobotica-lariana',
    name: 'Cobotica Lariana Srl',
    initials: 'CL',
    sector: 'Manifattura e robotica',
    address: 'Via Per Cernobbio 41, 22100 Como (CO)',
    telephone: '+39 031 270 8812',
    description:
      'Progettiamo celle robotizzate con cobot per asservimento macchine, pallettizzazione e avvitatura. Ci occupiamo di tutto: studio di fattibilità, analisi dei rischi, installazione e formazione degli operatori. Le nostre isole lavorano accanto alle persone, senza recinzioni.',
    seeking:
      'Vogliamo conoscere officine meccaniche e aziende del packaging che vogliono automatizzare turni ripetitivi, oltre a integratori da coinvolgere come partner sul territorio.',
  }),
  exhibitor({
    id: 'esp-003',
    slug: 'solarevivo-energia',
    name: 'SolareVivo Energia SpA',
    initials: 'SV',
    sector: 'Energia e ambiente',
    mailbox: 'aziende',
    address: 'Corso Stati Uniti 88, 35127 Padova (PD)',
    telephone: '+39 049 870 1255',
    description:
      'Installiamo impianti fotovoltaici su tetti industriali e capannoni, con sistemi di accumulo e monitoraggio da remoto. Offriamo anche formule PPA senza investimento iniziale e supporto per le comunità energetiche rinnovabili (CER).',
    seeking:
      'Cerchiamo aziende energivore con grandi coperture e installatori elettrici qualificati da inserire nella nostra rete in Lombardia e Piemonte.',
  }),
  exhibitor({
    id: 'esp-004',
    slug: 'vetrina-digitale',
    name: 'Vetrina Digitale Srl',
    initials: 'VD',
    sector: 'Digitale e software',
    mailbox: 'hello',
    address: 'Viale Monza 212, 20127 Milano (MI)',
    telephone: '+39 02 3659 8140',
    description:
      "Siamo un'agenzia e-commerce: costruiamo negozi online B2C e portali B2B su Shopify e Magento, colleghiamo i marketplace e gestiamo le campagne di performance marketing. Il nostro punto di forza è l'integrazione con il gestionale dell'azienda.",
    seeking:
      "Ci interessano produttori del made in Italy (moda, food, arredo) che vogliono vendere online all'estero, e partner logistici per la gestione degli ordini.",
  }),
  exhibitor({
    id: 'esp-005',
    slug: 'imballi-bertolini',
    name: 'Imballi Bertolini & Figli Snc',
    initials: 'IB',
    sector: 'Manifattura e robotica',
    address: 'Strada Langhirano 190, 43124 Parma (PR)',
    telephone: '+39 0521 648 220',
    description:
      'Da tre generazioni produciamo imballaggi in cartone ondulato e packaging su misura. Oggi proponiamo soluzioni riciclabili e compostabili per alimentare, cosmetica ed e-commerce, con stampa personalizzata anche in piccole tirature.',
    seeking:
      'Cerchiamo brand alimentari e negozi online che vogliono ridurre la plastica negli imballi, e un distributore per il mercato francese.',
  }),
  exhibitor({
    id: 'esp-006',
    slug: 'logistica-padana',
    name: 'Logistica Padana Express Srl',
    initials: 'LP',
    sector: 'Logistica e mobilità',
    mailbox: 'preventivi',
    address: 'Via Emilia Parmense 155, 29122 Piacenza (PC)',
    telephone: '+39 0523 592 310',
    description:
      'Operatore logistico 3PL con 60.000 mq di magazzini a Piacenza: stoccaggio, picking, fulfillment per e-commerce e trasporti groupage in tutta Italia. Tracciamento delle spedizioni in tempo reale e integrazione via API con i principali gestionali.',
    seeking:
      "Cerchiamo aziende e negozi online che vogliono esternalizzare il magazzino, e vettori per le consegne dell'ultimo miglio nel Sud Italia.",
  }),
  exhibitor({
    id: 'esp-007',
    slug: 'scudo-cyber',
    name: 'Scudo Cyber Srl',
    initials: 'SC',
    sector: 'Digitale e software',
    mailbox: 'sales',
    address: 'Corso Vittorio Emanuele II 96, 10121 Torino (TO)',
    telephone: '+39 011 562 0934',
    description:
      "Proteggiamo le imprese dagli attacchi informatici: penetration test, SOC gestito 24/7, backup immutabili contro il ransomware e formazione anti-phishing per i dipendenti. Accompagniamo le aziende nell'adeguamento alla direttiva NIS2.",
    seeking:
      'Incontriamo responsabili IT e CFO di aziende medie che devono adeguarsi alla NIS2, oltre a MSP e rivenditori informatici interessati a offrire i nostri servizi.',
  }),
  exhibitor({
    id: 'esp-008',
    slug: 'stratos-additive',
    name: 'Stratos Additive Manufacturing',
    initials: 'SA',
    sector: 'Manifattura e robotica',
    address: 'Via Emilio Po 27, 41126 Modena (MO)',
    telephone: '+39 059 205 7781',
    description:
      "Service di stampa 3D industriale: prototipi e piccole serie in nylon, resine tecniche e metallo (acciaio e alluminio). Aiutiamo gli uffici tecnici a riprogettare i componenti per l'additive, riducendo peso e tempi di consegna.",
    seeking:
      'Cerchiamo uffici tecnici del settore automotive, motorsport e macchine automatiche; valutiamo anche investitori per una nuova linea di stampa in metallo.',
  }),
  exhibitor({
    id: 'esp-009',
    slug: 'caseificio-valle-tanaro',
    name: 'Caseificio Valle Tanaro',
    initials: 'VT',
    sector: 'Agroalimentare',
    mailbox: 'ordini',
    address: 'Località Roccadebaldi 12, 12084 Mondovì (CN)',
    telephone: '+39 0174 402 117',
    description:
      'Produciamo formaggi piemontesi a latte crudo e stagionati in grotta, con latte delle nostre stalle e di allevatori della valle. Forniamo gastronomie, ristoranti e la grande distribuzione con referenze DOP e linee a marchio del cliente.',
    seeking:
      'Cerchiamo importatori e distributori per Germania e Nord Europa, e buyer della GDO interessati a prodotti tipici con una storia da raccontare.',
  }),
  exhibitor({
    id: 'esp-010',
    slug: 'atelier-tessile-brianza',
    name: 'Atelier Tessile Brianza',
    initials: 'TB',
    sector: 'Moda, design e arredo',
    address: 'Via Lecco 73, 20900 Monza (MB)',
    telephone: '+39 039 231 6650',
    description:
      'Tessitura e confezione conto terzi per marchi di moda: tessuti in fibre naturali e riciclate, campionatura rapida e produzione di capi in piccoli lotti. Tutta la filiera è tracciata, dal filato al capo finito.',
    seeking:
      'Cerchiamo stilisti emergenti e brand sostenibili che vogliono produrre in Italia, e agenti commerciali per Giappone e Corea.',
  }),
  exhibitor({
    id: 'esp-011',
    slug: 'rotta-consulting',
    name: 'Rotta Consulting',
    initials: 'RC',
    sector: 'Servizi alle imprese',
    mailbox: 'contatti',
    address: 'Via Cefalonia 55, 25124 Brescia (BS)',
    telephone: '+39 030 241 9983',
    description:
      'Consulenza di direzione per aziende familiari: piani industriali, passaggio generazionale, controllo di gestione e lean manufacturing. Lavoriamo in reparto con i capi squadra, non solo in sala riunioni.',
    seeking:
      'Vogliamo incontrare imprenditori e amministratori delegati di PMI che affrontano crescita, riorganizzazione o successione, e commercialisti con cui collaborare.',
  }),
  exhibitor({
    id: 'esp-012',
    slug: 'accademia-competenze-digitali',
    name: 'Accademia Competenze Digitali',
    initials: 'AD',
    sector: 'Persone e formazione',
    mailbox: 'corsi',
    address: 'Via Tiburtina 1072, 00156 Roma (RM)',
    telephone: '+39 06 4122 7305',
    description:
      'Ente di formazione accreditato: corsi e bootcamp su data analysis, intelligenza artificiale, cloud e marketing digitale, in aula e online. Progettiamo percorsi di upskilling finanziabili con i fondi interprofessionali.',
    seeking:
      'Cerchiamo responsabili HR e della formazione di aziende che devono aggiornare le competenze digitali dei dipendenti, e docenti esperti di AI da coinvolgere.',
  }),
  exhibitor({
    id: 'esp-013',
    slug: 'banca-tre-valli',
    name: 'Banca del Territorio Tre Valli',
    initials: 'BT',
    sector: 'Finanza e assicurazioni',
    mailbox: 'imprese',
    address: 'Piazza Vittorio Veneto 8, 24122 Bergamo (BG)',
    telephone: '+39 035 418 2200',
    description:
      "Banca di credito cooperativo al fianco delle imprese del territorio: finanziamenti per investimenti e transizione 4.0, leasing, garanzie del Fondo Centrale e consulenza sull'internazionalizzazione. Un gestore dedicato segue ogni azienda.",
    seeking:
      'Incontriamo imprenditori con progetti di investimento in macchinari, energia o nuove sedi, e startup innovative in cerca di un primo finanziamento bancario.',
  }),
  exhibitor({
    id: 'esp-014',
    slug: 'pagosmart',
    name: 'PagoSmart Fintech',
    initials: 'PS',
    sector: 'Finanza e assicurazioni',
    mailbox: 'partner',
    address: 'Via Torino 61, 20123 Milano (MI)',
    telephone: '+39 02 8088 4471',
    description:
      'Piattaforma di pagamenti digitali per negozi e siti: POS smart, link di pagamento, pagamenti ricorrenti e riconciliazione automatica con la contabilità. Commissioni chiare e accredito in 24 ore.',
    seeking:
      "Cerchiamo software house e agenzie web da integrare come partner tecnologici, e catene retail che vogliono un'unica cassa tra negozio e online.",
  }),
  exhibitor({
    id: 'esp-015',
    slug: 'talenta-hr',
    name: 'Talenta HR',
    initials: 'TH',
    sector: 'Persone e formazione',
    address: 'Viale Fratelli Rosselli 44, 50144 Firenze (FI)',
    telephone: '+39 055 321 9087',
    description:
      "Software HR in cloud per selezione del personale, onboarding, valutazione delle performance e gestione di ferie e presenze. Include un portale del dipendente via app e report per l'ufficio del personale.",
    seeking:
      'Cerchiamo HR manager di aziende tra 50 e 500 dipendenti, consulenti del lavoro interessati a rivendere la piattaforma e sviluppatori full-stack da assumere.',
  }),
  exhibitor({
    id: 'esp-016',
    slug: 'legnoforma-arredi',
    name: 'Legnoforma Arredi',
    initials: 'LA',
    sector: 'Moda, design e arredo',
    mailbox: 'contract',
    address: 'Strada della Romagna 301, 61122 Pesaro (PU)',
    telephone: '+39 0721 455 038',
    description:
      'Produciamo arredi in legno massello e pannelli certificati FSC per uffici, hotel e negozi. Dal progetto al montaggio chiavi in mano, con un ufficio tecnico interno che sviluppa soluzioni su misura per il contract.',
    seeking:
      "Cerchiamo architetti, interior designer e general contractor per progetti alberghieri, oltre a showroom partner all'estero.",
  }),
  exhibitor({
    id: 'esp-017',
    slug: 'officine-brembate',
    name: 'Officine Meccaniche Brembate',
    initials: 'OB',
    sector: 'Manifattura e robotica',
    mailbox: 'ufficio.tecnico',
    address: 'Via Moroni 19, 24041 Brembate (BG)',
    telephone: '+39 035 480 6612',
    description:
      "Lavorazioni meccaniche di precisione CNC per l'automotive e l'oleodinamica: tornitura, fresatura a 5 assi e rettifica su acciai e leghe leggere. Certificati IATF 16949, consegniamo in tutta Europa.",
    seeking:
      'Cerchiamo buyer e uffici acquisti di costruttori automotive ed e-bike, e aziende che vogliono un fornitore alternativo per componenti torniti in serie.',
  }),
  exhibitor({
    id: 'esp-018',
    slug: 'cloudnova-italia',
    name: 'CloudNova Italia',
    initials: 'CN',
    sector: 'Digitale e software',
    address: 'Via Gallarate 126, 20151 Milano (MI)',
    telephone: '+39 02 3944 1180',
    description:
      'Cloud provider italiano con data center a Milano e Roma: server virtuali, storage, disaster recovery e hosting gestito. I dati restano in Italia, con supporto tecnico in italiano a qualunque ora.',
    seeking:
      'Cerchiamo software house e rivenditori IT da inserire nel programma partner, e aziende che vogliono migrare i server dal proprio CED al cloud.',
  }),
  exhibitor({
    id: 'esp-019',
    slug: 'datalume-analytics',
    name: 'Datalume Analytics',
    initials: 'DA',
    sector: 'Digitale e software',
    mailbox: 'ciao',
    address: 'Lungarno Mediceo 40, 56127 Pisa (PI)',
    telephone: '+39 050 914 2276',
    description:
      'Trasformiamo i dati aziendali in decisioni: dashboard di business intelligence, previsione della domanda e modelli di machine learning per la manutenzione predittiva. Spin-off universitario con un team di data scientist.',
    seeking:
      'Cerchiamo aziende manifatturiere e retail con molti dati poco usati, e investitori per il round seed che apriremo nel 2026.',
  }),
  exhibitor({
    id: 'esp-020',
    slug: 'ioterra-agritech',
    name: 'IoTerra Agritech',
    initials: 'IT',
    sector: 'Agroalimentare',
    address: 'Via San Giacomo 23, 37135 Verona (VR)',
    telephone: '+39 045 820 3391',
    description:
      "Sensori IoT e una app per l'agricoltura di precisione: umidità del suolo, stazioni meteo e irrigazione automatica per vigneti e frutteti. Il sistema riduce i consumi d'acqua fino al 30%.",
    seeking:
      'Cerchiamo cantine, consorzi agrari e cooperative ortofrutticole interessate a un progetto pilota, oltre a distributori di macchine agricole.',
  }),
  exhibitor({
    id: 'esp-021',
    slug: 'cantina-colli-moretto',
    name: 'Cantina Colli Moretto',
    initials: 'CM',
    sector: 'Agroalimentare',
    mailbox: 'export',
    address: 'Via Monte Rua 6, 35038 Torreglia (PD)',
    telephone: '+39 049 521 1470',
    description:
      "Azienda vitivinicola dei Colli Euganei: vini rossi, Fior d'Arancio e spumanti metodo classico da agricoltura biologica. Organizziamo anche visite in cantina ed eventi aziendali tra i filari.",
    seeking:
      'Cerchiamo importatori per Stati Uniti e Canada, ristoranti e enoteche, e aziende che cercano regali aziendali di qualità per Natale.',
  }),
  exhibitor({
    id: 'esp-022',
    slug: 'olio-sabino',
    name: 'Cooperativa Olivicola Sabina',
    initials: 'OS',
    sector: 'Agroalimentare',
    address: 'Via Salaria per Roma 31, 02032 Fara in Sabina (RI)',
    telephone: '+39 0765 277 094',
    description:
      'Riuniamo 300 olivicoltori della Sabina e produciamo olio extravergine DOP, frantoio e confezionamento compresi. Offriamo anche la private label per catene e negozi specializzati.',
    seeking:
      'Cerchiamo buyer della GDO e del canale horeca, e un partner e-commerce che ci aiuti a vendere direttamente ai consumatori.',
  }),
  exhibitor({
    id: 'esp-023',
    slug: 'pastificio-antica-macina',
    name: 'Pastificio Antica Macina',
    initials: 'AM',
    sector: 'Agroalimentare',
    mailbox: 'commerciale',
    address: 'Via Roma 118, 80054 Gragnano (NA)',
    telephone: '+39 081 873 5521',
    description:
      'Pasta di Gragnano IGP trafilata al bronzo ed essiccata lentamente, da grano duro 100% italiano. Accanto ai formati classici produciamo linee integrali, senza glutine e a marchio del distributore.',
    seeking:
      'Ci interessano distributori alimentari esteri, in particolare Nord America e Medio Oriente, e catene di ristorazione che vogliono un fornitore di pasta premium.',
  }),
  exhibitor({
    id: 'esp-024',
    slug: 'termoefficienza',
    name: 'TermoEfficienza Srl',
    initials: 'TE',
    sector: 'Energia e ambiente',
    address: 'Via Brennero 139, 38121 Trento (TN)',
    telephone: '+39 0461 820 455',
    description:
      'Riduciamo i consumi energetici di fabbriche ed edifici: diagnosi energetiche, pompe di calore industriali, recupero di calore dai processi e contratti EPC a risparmio garantito.',
    seeking:
      'Cerchiamo energy manager, responsabili di stabilimento e amministratori di condominio che vogliono tagliare la bolletta, e ESCo con cui lavorare in partnership.',
  }),
  exhibitor({
    id: 'esp-025',
    slug: 'voltapiu-ricarica',
    name: 'VoltaPiù Ricarica',
    initials: 'V+',
    sector: 'Logistica e mobilità',
    address: 'Via Stalingrado 65, 40128 Bologna (BO)',
    telephone: '+39 051 419 0063',
    description:
      'Colonnine di ricarica per auto elettriche per aziende, hotel e parcheggi: fornitura, installazione, app di gestione e assistenza. Gestiamo anche la ricarica delle flotte aziendali con report dei costi per veicolo.',
    seeking:
      'Cerchiamo aziende con flotte in elettrificazione, catene alberghiere e centri commerciali, e installatori elettrici da certificare come partner.',
  }),
  exhibitor({
    id: 'esp-026',
    slug: 'conti-ruggeri-legale',
    name: 'Studio Legale Conti Ruggeri',
    initials: 'CR',
    sector: 'Servizi alle imprese',
    mailbox: 'segreteria',
    address: 'Corso di Porta Romana 23, 20122 Milano (MI)',
    telephone: '+39 02 5830 1129',
    description:
      'Assistenza legale alle imprese su contratti commerciali, proprietà intellettuale, privacy e GDPR, diritto del lavoro. Un team dedicato segue startup e aziende innovative nei round di investimento.',
    seeking:
      'Incontriamo startup in fase di raccolta fondi, aziende che esportano e hanno bisogno di contratti internazionali, e DPO in cerca di supporto.',
  }),
  exhibitor({
    id: 'esp-027',
    slug: 'fiscalia',
    name: 'Fiscalia Commercialisti Associati',
    initials: 'FC',
    sector: 'Finanza e assicurazioni',
    address: 'Via Toledo 256, 80134 Napoli (NA)',
    telephone: '+39 081 552 6040',
    description:
      "Studio di commercialisti specializzato in finanza agevolata: crediti d'imposta, bandi regionali, PNRR e Nuova Sabatini. Seguiamo il cliente dalla domanda alla rendicontazione, oltre a contabilità e bilanci.",
    seeking:
      'Cerchiamo PMI del Mezzogiorno con progetti di investimento, startup che vogliono accedere ai bandi, e consulenti tecnici con cui collaborare sulle perizie.',
  }),
  exhibitor({
    id: 'esp-028',
    slug: 'sicurtecna-impianti',
    name: 'Sicurtecna Impianti',
    initials: 'SI',
    sector: 'Servizi alle imprese',
    address: 'Viale Japigia 184, 70126 Bari (BA)',
    telephone: '+39 080 553 7702',
    description:
      'Impianti antincendio, videosorveglianza e controllo accessi per industria e logistica, con manutenzione programmata. Il nostro servizio RSPP esterno cura documenti di valutazione dei rischi e corsi sulla sicurezza sul lavoro.',
    seeking:
      'Cerchiamo magazzini, stabilimenti e centri logistici in Puglia e Basilicata, e studi tecnici con cui condividere i progetti.',
  }),
  exhibitor({
    id: 'esp-029',
    slug: 'ergonomica-lab',
    name: 'Ergonomica Lab',
    initials: 'EL',
    sector: 'Moda, design e arredo',
    address: 'Via Cividale 540, 33100 Udine (UD)',
    telephone: '+39 0432 512 884',
    description:
      "Disegniamo e produciamo sedute ergonomiche e scrivanie regolabili per l'ufficio e lo smart working. Ogni modello nasce con fisioterapisti e designer ed è garantito dieci anni.",
    seeking:
      'Cerchiamo rivenditori di mobili per ufficio, facility manager di grandi aziende e un distributore per il Regno Unito.',
  }),
  exhibitor({
    id: 'esp-030',
    slug: 'luce-officina',
    name: 'Luce Officina Design',
    initials: 'LO',
    sector: 'Moda, design e arredo',
    mailbox: 'studio',
    address: 'Via Terraglio 45, 31100 Treviso (TV)',
    telephone: '+39 0422 303 617',
    description:
      "Progettiamo e realizziamo lampade LED di design e sistemi d'illuminazione per negozi, musei e spazi hospitality. Studio illuminotecnico interno e produzione artigianale in Veneto.",
    seeking:
      'Cerchiamo architetti, studi di progettazione retail e catene di negozi, oltre a distributori nei Paesi del Golfo.',
  }),
  exhibitor({
    id: 'esp-031',
    slug: 'grafiche-arno',
    name: 'Grafiche Arno',
    initials: 'GR',
    sector: 'Servizi alle imprese',
    mailbox: 'stampa',
    address: 'Via di Novoli 22, 50127 Firenze (FI)',
    telephone: '+39 055 437 2290',
    description:
      'Tipografia e stampa digitale di grande formato: cataloghi, etichette, allestimenti per fiere e punti vendita. Carte certificate, inchiostri a base vegetale e consegna in 48 ore in tutta Italia.',
    seeking:
      'Cerchiamo agenzie di comunicazione, organizzatori di eventi e uffici marketing che stampano spesso, e un partner per la logistica dei grandi allestimenti.',
  }),
  exhibitor({
    id: 'esp-032',
    slug: 'comunicapiu',
    name: 'ComunicaPiù Agenzia',
    initials: 'C+',
    sector: 'Servizi alle imprese',
    mailbox: 'new.business',
    address: 'Via Ostiense 131, 00154 Roma (RM)',
    telephone: '+39 06 5728 3346',
    description:
      'Agenzia di comunicazione e marketing digitale: brand identity, siti web, social media, SEO e campagne pubblicitarie misurabili. Lavoriamo soprattutto con aziende B2B che vogliono generare contatti qualificati.',
    seeking:
      'Cerchiamo aziende industriali e di servizi che vogliono farsi conoscere online, e freelance (copywriter, video maker) da coinvolgere nei progetti.',
  }),
  exhibitor({
    id: 'esp-033',
    slug: 'traducimondo',
    name: 'TraduciMondo',
    initials: 'TM',
    sector: 'Servizi alle imprese',
    address: 'Riva Nazario Sauro 8, 34124 Trieste (TS)',
    telephone: '+39 040 322 6518',
    description:
      'Traduzioni tecniche e localizzazione di siti, software e manuali in oltre 40 lingue, con traduttori madrelingua e revisione di settore. Offriamo interpretariato per fiere e trattative commerciali.',
    seeking:
      'Cerchiamo aziende che esportano o stanno per farlo, software house che vogliono localizzare i loro prodotti e traduttori freelance specializzati.',
  }),
  exhibitor({
    id: 'esp-034',
    slug: 'viaggi-impresa',
    name: "Viaggi d'Impresa Incentive",
    initials: 'VI',
    sector: 'Servizi alle imprese',
    mailbox: 'eventi',
    address: 'Viale Regina Elena 71, 47921 Rimini (RN)',
    telephone: '+39 0541 390 224',
    description:
      "Organizziamo viaggi d'affari, convention aziendali, team building e viaggi incentive per reti vendita. Gestiamo trasferte e biglietteria con una piattaforma online per il controllo delle spese.",
    seeking:
      'Cerchiamo responsabili marketing e HR che organizzano eventi interni, e strutture ricettive e location per eventi da inserire nel nostro catalogo.',
  }),
  exhibitor({
    id: 'esp-035',
    slug: 'robotix-magazzini',
    name: 'Robotix Magazzini',
    initials: 'RM',
    sector: 'Logistica e mobilità',
    address: 'Via Gramsci 54, 42124 Reggio Emilia (RE)',
    telephone: '+39 0522 381 947',
    description:
      'Automazione di magazzino: robot mobili autonomi (AMR), magazzini verticali e software WMS per il picking. Progettiamo impianti modulari che crescono con i volumi e si ripagano in meno di tre anni.',
    seeking:
      "Cerchiamo operatori logistici, aziende e-commerce e distributori all'ingrosso con magazzini in crescita, oltre a tecnici di automazione da assumere.",
  }),
  exhibitor({
    id: 'esp-036',
    slug: 'visione-industriale',
    name: 'Visione Industriale Srl',
    initials: 'VS',
    sector: 'Manifattura e robotica',
    address: 'Viale della Scienza 17, 36100 Vicenza (VI)',
    telephone: '+39 0444 965 308',
    description:
      "Sistemi di visione artificiale per il controllo qualità in linea: ispezione di difetti, lettura di codici e misura senza contatto. I nostri algoritmi di deep learning riconoscono difetti che sfuggono all'occhio umano.",
    seeking:
      "Cerchiamo costruttori di macchine automatiche da affiancare come partner OEM, e stabilimenti alimentari, farmaceutici e dell'occhialeria.",
  }),
  exhibitor({
    id: 'esp-037',
    slug: 'acquapura-tecnologie',
    name: 'AcquaPura Tecnologie',
    initials: 'AP',
    sector: 'Energia e ambiente',
    address: 'Via Flaminia 220, 60126 Ancona (AN)',
    telephone: '+39 071 286 4430',
    description:
      'Impianti di trattamento e riciclo delle acque di processo per industria alimentare, tessile e galvanica. Riduciamo i prelievi idrici e i costi di smaltimento, con un servizio di monitoraggio a distanza.',
    seeking:
      'Cerchiamo stabilimenti con grandi consumi di acqua, multiutility locali e studi di ingegneria ambientale per progetti congiunti.',
  }),
  exhibitor({
    id: 'esp-038',
    slug: 'ricicla-plast',
    name: 'RiciclaPlast Srl',
    initials: 'RP',
    sector: 'Energia e ambiente',
    address: 'Corso Carlo Alberto 98, 23900 Lecco (LC)',
    telephone: '+39 0341 287 519',
    description:
      'Trasformiamo gli scarti plastici industriali in granuli riciclati certificati, pronti per lo stampaggio. Ritiriamo gli sfridi direttamente in azienda e rilasciamo i documenti per il bilancio di sostenibilità.',
    seeking:
      'Cerchiamo aziende dello stampaggio e del packaging che vogliono usare materia prima seconda, e fornitori di scarti plastici post-industriali.',
  }),
  exhibitor({
    id: 'esp-039',
    slug: 'benessere-welfare',
    name: 'BenEssere Welfare',
    initials: 'BW',
    sector: 'Persone e formazione',
    address: 'Via Vittor Pisani 20, 20124 Milano (MI)',
    telephone: '+39 02 6707 9915',
    description:
      'Piattaforma di welfare aziendale: buoni pasto, flexible benefit, rimborsi per scuola e salute, convenzioni. Ci occupiamo del regolamento e della comunicazione ai dipendenti, così il welfare viene davvero usato.',
    seeking:
      'Cerchiamo direttori del personale e consulenti del lavoro, e negozi o palestre che vogliono entrare nella nostra rete di convenzioni.',
  }),
  exhibitor({
    id: 'esp-040',
    slug: 'assicura-imprese',
    name: 'Assicura Imprese Broker',
    initials: 'AI',
    sector: 'Finanza e assicurazioni',
    address: 'Via XX Settembre 41, 16121 Genova (GE)',
    telephone: '+39 010 585 4412',
    description:
      'Broker assicurativo per le aziende: polizze incendio e furto, responsabilità civile, cyber risk, trasporti merci e coperture per i dirigenti. Analizziamo i rischi e confrontiamo le offerte di più compagnie.',
    seeking:
      "Incontriamo imprenditori e responsabili amministrativi che vogliono rivedere le polizze, e aziende della logistica e dell'export con merci in viaggio.",
  }),
  exhibitor({
    id: 'esp-041',
    slug: 'formasicura',
    name: 'FormaSicura E-learning',
    initials: 'FS',
    sector: 'Persone e formazione',
    mailbox: 'assistenza',
    address: 'Via Settevalli 320, 06129 Perugia (PG)',
    telephone: '+39 075 505 9127',
    description:
      "Piattaforma LMS e catalogo di corsi online sulla sicurezza sul lavoro, privacy, antiriciclaggio e soft skill, con attestati validi. Creiamo anche video corsi su misura per l'onboarding.",
    seeking:
      'Cerchiamo aziende con molti dipendenti da formare ogni anno, associazioni di categoria e formatori che vogliono pubblicare i loro corsi.',
  }),
  exhibitor({
    id: 'esp-042',
    slug: 'flotta-verde-rent',
    name: 'Flotta Verde Rent',
    initials: 'FV',
    sector: 'Logistica e mobilità',
    address: 'Viale del Lavoro 33, 37135 Verona (VR)',
    telephone: '+39 045 861 2279',
    description:
      'Noleggio a lungo termine di auto, furgoni e veicoli elettrici per aziende e professionisti. Un canone unico comprende manutenzione, assicurazione e gestione dei sinistri, con consulenza sulla transizione elettrica della flotta.',
    seeking:
      'Cerchiamo fleet manager e liberi professionisti con partita IVA, e concessionarie e officine per ampliare la rete di assistenza.',
  }),
  exhibitor({
    id: 'esp-043',
    slug: 'dolcebio-snack',
    name: 'DolceBio Snack',
    initials: 'DB',
    sector: 'Agroalimentare',
    mailbox: 'founders',
    address: 'Via Sonnino 177, 09127 Cagliari (CA)',
    telephone: '+39 347 218 6604',
    description:
      'Startup che produce snack biologici senza zuccheri aggiunti, con frutta secca e cereali antichi della Sardegna. Siamo già presenti in 120 negozi bio e vending in aziende e palestre.',
    seeking:
      'Cerchiamo investitori (business angel e venture capital) per ampliare lo stabilimento, e buyer di catene bio e distributori del vending.',
  }),
  exhibitor({
    id: 'esp-044',
    slug: 'torrefazione-vesuviana',
    name: 'Torrefazione Vesuviana',
    initials: 'TV',
    sector: 'Agroalimentare',
    address: 'Via Nazionale 410, 80059 Torre del Greco (NA)',
    telephone: '+39 081 882 3396',
    description:
      'Torrefazione artigianale di caffè napoletano: miscele per bar, capsule compatibili e cialde. Forniamo in comodato macchine professionali e formazione per baristi.',
    seeking:
      'Cerchiamo bar, hotel e ristoranti, distributori horeca nel Nord Italia e uffici che vogliono un servizio caffè aziendale.',
  }),
  exhibitor({
    id: 'esp-045',
    slug: 'ceramiche-nuova-terra',
    name: 'Ceramiche Nuova Terra',
    initials: 'NT',
    sector: 'Moda, design e arredo',
    mailbox: 'export',
    address: 'Via Radici in Piano 560, 41049 Sassuolo (MO)',
    telephone: '+39 0536 804 152',
    description:
      'Produciamo piastrelle in gres porcellanato e grandi lastre per pavimenti, rivestimenti e facciate ventilate. Forni alimentati in parte da fotovoltaico e collezioni disegnate con architetti italiani.',
    seeking:
      'Cerchiamo importatori e rivenditori di materiali edili in Europa e USA, e studi di architettura per forniture su progetto.',
  }),
  exhibitor({
    id: 'esp-046',
    slug: 'connettiva',
    name: 'Connettiva Telecomunicazioni',
    initials: 'CT',
    sector: 'Digitale e software',
    address: 'Viale Leopardi 132, 73100 Lecce (LE)',
    telephone: '+39 0832 242 770',
    description:
      "Operatore di telecomunicazioni per le imprese: fibra dedicata, reti 5G private per stabilimenti e porti, centralini VoIP in cloud. Copriamo le aree industriali del Sud con un'assistenza locale.",
    seeking:
      'Cerchiamo aziende in zone industriali poco servite, consorzi e porti interessati a una rete 5G privata, e installatori da formare.',
  }),
  exhibitor({
    id: 'esp-047',
    slug: 'archiviafacile',
    name: 'ArchiviaFacile',
    initials: 'AF',
    sector: 'Digitale e software',
    address: 'Corso Garibaldi 194, 84122 Salerno (SA)',
    telephone: '+39 089 275 3318',
    description:
      'Software per la gestione documentale e la conservazione digitale a norma: fatture elettroniche, contratti, firma digitale e workflow di approvazione. Addio archivi di carta e documenti smarriti.',
    seeking:
      'Cerchiamo studi di commercialisti e uffici amministrativi di medie aziende, e software house che vogliono integrare la conservazione nel loro gestionale.',
  }),
  exhibitor({
    id: 'esp-048',
    slug: 'altavista-droni',
    name: 'Altavista Droni',
    initials: 'AV',
    sector: 'Servizi alle imprese',
    address: "Via della Croce Rossa 62, 67100 L'Aquila (AQ)",
    telephone: '+39 0862 413 905',
    description:
      "Rilievi e ispezioni con droni: fotogrammetria, termografia di impianti fotovoltaici, controllo di tetti, ponti e linee elettriche. Consegniamo modelli 3D e report pronti per l'ufficio tecnico.",
    seeking:
      'Cerchiamo società di ingegneria, gestori di impianti fotovoltaici e imprese edili, e piloti di droni certificati da inserire nel team.',
  }),
  exhibitor({
    id: 'esp-049',
    slug: 'ponte-lavoro',
    name: 'Ponte Agenzia per il Lavoro',
    initials: 'PL',
    sector: 'Persone e formazione',
    mailbox: 'candidature',
    address: 'Via Marco Polo 51, 40131 Bologna (BO)',
    telephone: '+39 051 634 8801',
    description:
      "Agenzia per il lavoro: somministrazione, ricerca e selezione di operai specializzati, tecnici e impiegati, anche per picchi stagionali. Abbiamo un'academy interna che forma saldatori, carrellisti e manutentori.",
    seeking:
      'Cerchiamo aziende manifatturiere e logistiche che faticano a trovare personale, e giovani diplomati o neolaureati in cerca di lavoro.',
  }),
  exhibitor({
    id: 'esp-050',
    slug: 'meccatronica-sud',
    name: 'Meccatronica Sud Innovazione',
    initials: 'MS',
    sector: 'Manifattura e robotica',
    address: 'Zona Industriale Blocco Palma III, 95121 Catania (CT)',
    telephone: '+39 095 591 2264',
    description:
      "Costruiamo macchine speciali e linee di assemblaggio su misura per l'elettronica e l'agroalimentare, con PLC, motion control e interfacce HMI. Offriamo revamping di impianti esistenti e assistenza da remoto.",
    seeking:
      "Cerchiamo partner commerciali nel Nord Africa, fornitori di componenti meccatronici e ingegneri dell'automazione da assumere.",
  }),
]
