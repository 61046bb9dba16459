// The curated trade-fair vocabulary of Smart Matching: synonyms, abbreviations, English loanwords
// and inflections mapped to concepts, the words whose meaning depends on context, and filler words.
// Terms are written naturally; the engine runs them through the same Italian pipeline as profiles.

export interface ConceptEntry {
  id: string
  /** Importance of the concept when someone asks for it (default 1). */
  weight?: number
  /** Wider concepts: offering "cobot" partly answers "robotica". */
  broader?: string[]
  /** A kind of customer or business ("privati", "ristoranti"): who someone is, rarely what they
   * want to buy, so it weighs little in a request and is never quoted as something offered. */
  audience?: boolean
  /** Problems this concept solves (a waste, a cost, a risk): offering it partly answers a request
   * that states the problem without naming a solution ("sprechiamo un sacco di acqua" → water
   * treatment). Problems are concepts of their own, with their own word-sense checks. */
  solves?: string[]
  terms: string[]
}

// prettier-ignore
export const CONCEPTS: ConceptEntry[] = [
  // Automation and industry
  { id: 'automazione', solves: ['lavori-ripetitivi'], terms: ['automazione', 'automazione industriale', 'automatizzare', 'automatizzato', 'automatizzati', 'automatizzata', 'automatizzate', 'automatismi', 'automation', 'plc', 'linee automatiche', 'macchine speciali', 'macchina speciale', 'linee di assemblaggio', 'linea di assemblaggio', 'revamping', 'hmi', 'motion control', 'asservimento macchine', 'system integrator', 'integratore di sistemi'] },
  { id: 'robotica', broader: ['automazione'], solves: ['lavori-ripetitivi'], terms: ['robotica', 'robot', 'robotizzato', 'robotizzata', 'robotizzate', 'robotizzati', 'robotizzazione', 'robotics', 'robotic', 'bracci robotici', 'braccio robotico'] },
  { id: 'cobot', broader: ['robotica'], solves: ['lavori-ripetitivi'], terms: ['cobot', 'robot collaborativo', 'robot collaborativi', 'robotica collaborativa', 'collaborative robot', 'collaborative robots'] },
  { id: 'robot-industriali', broader: ['robotica'], solves: ['lavori-ripetitivi'], terms: ['robot industriale', 'robot industriali', 'robot antropomorfo', 'robot antropomorfi', 'cella robotizzata', 'celle robotizzate', 'saldatura robotizzata', 'celle di saldatura robotizzate'] },
  { id: 'pallettizzazione', broader: ['automazione'], solves: ['lavori-ripetitivi'], terms: ['pallettizzaggio', 'pallettizzazione', 'pallettizzatore', 'palletizzazione', 'fine linea', 'palletizzatore', 'pallettizzare'] },
  { id: 'visione-artificiale', broader: ['controllo-qualita', 'intelligenza-artificiale'], terms: ['visione artificiale', 'sistemi di visione', 'sistema di visione', 'machine vision', 'computer vision', 'telecamere intelligenti', 'ispezione ottica', 'ispezione visiva'] },
  { id: 'controllo-qualita', terms: ['controllo qualità', 'controllo della qualità', 'controlli qualità', 'quality control', 'difetti', 'difetti di produzione', 'difettosità', 'collaudo', 'collaudi', 'scarti di produzione'] },
  { id: 'intelligenza-artificiale', terms: ['intelligenza artificiale', 'ia', 'ai', 'machine learning', 'apprendimento automatico', 'reti neurali', 'rete neurale', 'deep learning', 'algoritmi predittivi'] },
  { id: 'iot', solves: ['fermi-macchina', 'digitalizzazione'], terms: ['iot', 'internet delle cose', 'industrial iot', 'iiot', 'sensori connessi', 'macchine connesse', 'fabbrica connessa', 'smart factory', 'fabbrica intelligente', 'industria 4.0', 'transizione 4.0', 'cruscotti di produzione', 'monitoraggio della produzione'] },
  { id: 'manutenzione', solves: ['fermi-macchina'], terms: ['manutenzione', 'manutenzioni', 'manutentori', 'manutentore', 'assistenza tecnica', 'riparazioni', 'riparazione', 'ricambi'] },
  { id: 'manutenzione-predittiva', broader: ['manutenzione', 'iot'], solves: ['fermi-macchina'], terms: ['manutenzione predittiva', 'predictive maintenance', 'monitoraggio dei macchinari', 'monitoraggio macchinari', 'manutenzione preventiva'] },
  { id: 'sensori', terms: ['sensori', 'sensore', 'sensoristica', 'sonde', 'rilevatori'] },
  { id: 'macchinari', terms: ['macchinari', 'macchinario', 'macchine utensili', 'macchina utensile', 'macchine industriali', 'attrezzature industriali', 'impianti industriali', 'beni strumentali'] },
  { id: 'manifattura', weight: 0.5, terms: ['manifattura', 'manifatturiero', 'manifatturiera', 'manifatturiere', 'manifatturieri', 'industria', 'industriale', 'industriali', 'produzione', 'produzioni', 'produttore', 'produttori', 'produce', 'produciamo', 'producono', 'produttivo', 'produttivi', 'stabilimento', 'stabilimenti', 'fabbrica', 'fabbriche', 'linea di produzione', 'linee di produzione', 'reparto produttivo', 'imprese industriali', 'gruppo industriale'] },
  { id: 'metalmeccanica', broader: ['manifattura'], terms: ['metalmeccanica', 'metalmeccaniche', 'metalmeccanico', 'metalmeccanici', 'officina meccanica', 'officine meccaniche', 'lavorazioni meccaniche', 'meccanica di precisione', 'carpenteria', 'carpenterie', 'carpenteria metallica', 'cnc', 'torneria', 'fresatura', 'componenti meccanici', 'saldatura'] },
  { id: 'plastica', broader: ['manifattura'], terms: ['plastica', 'plastiche', 'materie plastiche', 'stampaggio', 'stampaggio a iniezione', 'polimeri'] },
  { id: 'automotive', terms: ['automotive', 'automobilistico', 'automobilistica', 'componenti per auto', 'componentistica auto', 'settore auto'] },
  { id: 'aerospazio', terms: ['aerospazio', 'aerospaziale', 'aeronautica', 'aeronautico', 'avionica'] },
  { id: 'stampa-3d', broader: ['prototipazione'], terms: ['stampa 3d', 'stampa in 3d', 'stampanti 3d', 'stampante 3d', 'stampa tridimensionale', 'additive manufacturing', 'manifattura additiva', 'produzione additiva', 'fabbricazione additiva', 'stampa additiva', 'additiva', 'additivo'] },
  { id: 'prototipazione', terms: ['prototipi', 'prototipo', 'prototipazione', 'prototipazione rapida', 'campionatura', 'piccole serie', 'preserie'] },
  { id: 'ricerca-sviluppo', terms: ['ricerca e sviluppo', 'r&d', 'r&s', 'uffici tecnici', 'ufficio tecnico', 'progettazione', 'progettisti', 'reparti di ricerca', 'reparto di ricerca'] },

  // Software and IT
  { id: 'erp', solves: ['gestione-manuale', 'magazzino-pieno', 'digitalizzazione'], terms: ['erp', 'gestionale', 'gestionali', 'software gestionale', 'software gestionali', 'sistema gestionale', 'gestionale aziendale', 'mrp', 'sap', 'pianificazione della produzione', 'programma gestionale', 'programmi gestionali', 'mes', 'software di gestione'] },
  { id: 'contabilita', terms: ['contabilità', 'contabile', 'contabili', 'fatturazione', 'fatturazione elettronica', 'fattura elettronica', 'fatture elettroniche', 'fatture', 'fattura', 'fatturare', 'prima nota', 'bilancio', 'bilanci'] },
  { id: 'crm', solves: ['gestione-manuale', 'acquisire-clienti', 'digitalizzazione'], terms: ['crm', 'customer relationship management', 'gestione clienti', 'gestione dei clienti', 'gestione contatti', 'gestione dei contatti', 'gestire contatti', 'salesforce', 'hubspot', 'trattative', 'pipeline commerciale', 'database clienti', 'anagrafica clienti', 'anagrafiche clienti'] },
  { id: 'informatica', weight: 0.8, terms: ['informatica', 'informatico', 'informatici', 'informatiche', 'it', 'ict', 'sistemi informativi', 'infrastruttura it', 'sistemistica', 'sistemista', 'sistemisti', 'assistenza sistemistica', 'responsabili it', 'responsabile it', 'tecnico informatico', 'assistenza informatica', 'supporto it', 'help desk', 'helpdesk', 'consulente informatico', 'it manager'] },
  { id: 'reti-informatiche', broader: ['informatica'], solves: ['connessione-lenta'], terms: ['rete informatica', 'reti informatiche', 'rete aziendale', 'reti aziendali', 'rete dati', 'reti dati', 'rete lan', 'reti lan', 'lan', 'wifi', 'rete wifi', 'reti wifi', 'wireless', 'cablaggio', 'cablaggi', 'cablaggio strutturato', 'cablare', 'networking', 'router', 'switch', 'fibra ottica', 'connettività'] },
  { id: 'cloud-computing', broader: ['informatica'], solves: ['digitalizzazione'], terms: ['cloud computing', 'servizi cloud', 'servizio cloud', 'in cloud', 'nel cloud', 'sul cloud', 'server in cloud', 'cloud storage', 'saas', 'iaas', 'paas', 'data center', 'datacenter', 'hosting', 'aws', 'azure', 'migrazione in cloud', 'server virtuali'] },
  { id: 'backup', broader: ['informatica'], terms: ['backup', 'disaster recovery', 'archiviazione dati', 'archiviazione dei dati', 'copie di sicurezza', 'copia di sicurezza', 'ripristino dei dati', 'recupero dati', 'recupero dei dati', 'dati persi', 'dati cancellati'] },
  { id: 'cybersecurity', broader: ['informatica'], terms: ['cybersecurity', 'cyber security', 'cyber', 'sicurezza informatica', 'sicurezza it', 'sicurezza digitale', 'ransomware', 'phishing', 'antiphishing', 'anti-phishing', 'malware', 'antivirus', 'firewall', 'penetration test', 'test di penetrazione', 'pentest', 'attacchi informatici', 'attacchi hacker', 'hacker', 'protezione dei dati', 'protezione dati', 'nis2', 'soc', 'virus', 'hackerato', 'hackerata', 'hackerati', 'attacco hacker', 'attacco informatico', 'truffe informatiche', 'mail truffa', 'email truffa', 'email di phishing', 'furto di dati', 'furto dei dati', 'password rubate', 'cybersec', 'infosec'] },
  { id: 'dati', weight: 0.7, terms: ['dati', 'big data', 'analisi dei dati', 'analisi dati', 'data analysis', 'data science', 'business intelligence', 'dati sensibili'] },
  { id: 'programmazione', broader: ['informatica'], solves: ['digitalizzazione'], terms: ['programmazione', 'sviluppo software', 'coding', 'sviluppatori', 'sviluppatore', 'programmatori', 'programmatore', 'developer', 'software house'] },
  { id: 'digitalizzazione', weight: 0.6, terms: ['digitalizzazione', 'trasformazione digitale', 'digitalizzare', 'transizione digitale', 'innovazione digitale'] },

  // Energy and mobility
  { id: 'energia-rinnovabile', solves: ['efficienza-energetica', 'energia-autonoma'], terms: ['energie rinnovabili', 'energia rinnovabile', 'rinnovabili', 'energia pulita', 'green energy', 'comunità energetiche', 'comunità energetica', 'comunità energetiche rinnovabili', 'transizione energetica', 'autoconsumo'] },
  { id: 'fotovoltaico', broader: ['energia-rinnovabile'], solves: ['efficienza-energetica', 'energia-autonoma'], terms: ['fotovoltaico', 'fotovoltaici', 'fotovoltaica', 'fotovoltaiche', 'pannelli solari', 'pannello solare', 'pannelli fotovoltaici', 'moduli fotovoltaici', 'solare', 'solari', 'energia solare', 'impianto solare', 'impianti solari', 'solar', 'pv', 'agrivoltaico', 'fv', 'impianto fv', 'fotovolt'] },
  { id: 'solare-termico', broader: ['energia-rinnovabile'], solves: ['efficienza-energetica'], terms: ['solare termico', 'pannelli solari termici', 'collettori solari'] },
  { id: 'accumulo', broader: ['energia-rinnovabile'], solves: ['efficienza-energetica', 'guasti-elettrici', 'energia-autonoma'], terms: ['accumulo', 'sistemi di accumulo', 'sistema di accumulo', 'batterie di accumulo', 'batteria di accumulo', 'batterie al litio', 'storage energetico', 'accumulatori'] },
  { id: 'eolico', broader: ['energia-rinnovabile'], solves: ['efficienza-energetica', 'energia-autonoma'], terms: ['eolico', 'eolica', 'eoliche', 'mini eolico', 'minieolico', 'turbine eoliche', 'pale eoliche'] },
  { id: 'efficienza-energetica', terms: ['efficienza energetica', 'risparmio energetico', 'bolletta', 'bollette', 'consumi energetici', 'consumi elettrici', 'costi energetici', 'diagnosi energetica', 'energia', 'pompe di calore', 'pompa di calore', 'recupero di calore', 'epc', 'riqualificazione energetica', 'certificazione energetica', 'energy manager'] },
  // Water: a problem (what a plant wastes or pays for) and what solves it.
  { id: 'consumi-acqua', terms: ['consumi di acqua', "consumi d'acqua", 'consumo di acqua', "consumo d'acqua", 'consumi idrici', 'consumo idrico', 'spreco di acqua', "spreco d'acqua", 'sprechi di acqua', "sprechi d'acqua", 'prelievi idrici', 'risparmio idrico', 'scarichi idrici'] },
  { id: 'trattamento-acque', solves: ['consumi-acqua'], terms: ['trattamento delle acque', 'trattamento acque', 'trattamento e riciclo delle acque', 'riciclo delle acque', 'recupero delle acque', 'depurazione', 'depurazione delle acque', 'depuratore', 'depuratori', 'acque reflue', 'acque di processo'] },
  { id: 'mobilita-elettrica', terms: ['auto elettrica', 'auto elettriche', 'veicoli elettrici', 'veicolo elettrico', 'furgoni elettrici', 'furgone elettrico', 'mobilità elettrica', 'e-mobility', 'emobility', 'mezzi elettrici', 'auto ibrida', 'auto ibride', 'macchina elettrica', 'macchine elettriche'] },
  { id: 'ricarica', broader: ['mobilita-elettrica'], terms: ['colonnine di ricarica', 'colonnina di ricarica', 'colonnine', 'colonnina', 'wallbox', 'stazioni di ricarica', 'stazione di ricarica', 'punti di ricarica', 'ricarica', "ricaricare l'auto", 'ricaricare la macchina', "caricare l'auto", 'caricare la macchina'] },
  { id: 'noleggio-veicoli', solves: ['cambio-casa'], terms: ['noleggio a lungo termine', 'noleggio lungo termine', 'noleggio auto', 'noleggio furgoni', 'noleggio di furgoni', 'auto aziendali', 'furgoni aziendali', 'flotta aziendale', 'flotte aziendali', 'fleet', 'fleet manager', 'parco auto', 'parco mezzi', 'auto a noleggio', 'auto in noleggio', 'macchina aziendale', 'macchine aziendali', 'renting', 'noleggio furgone', 'furgone a noleggio', 'furgoni a noleggio', 'noleggio van', 'noleggio a breve termine', 'nlt', 'noleggio lt'] },

  // Commerce, marketing, sales
  { id: 'ecommerce', solves: ['export', 'acquisire-clienti'], terms: ['e-commerce', 'ecommerce', 'commerce', 'negozio online', 'negozi online', 'negozio on line', 'shop online', 'online shop', 'webshop', 'vendita online', 'vendite online', 'vendere online', 'vendono online', 'vendiamo online', 'commercio elettronico', 'marketplace', 'shopify', 'woocommerce', 'sito di vendita', 'negozio digitale', 'e-shop', 'eshop', 'shop on line', 'negozio web', 'sito ecommerce', 'sito e-commerce', 'vendere su internet', 'vendita su internet', 'amazon', 'ebay', 'etsy', 'vendere sui marketplace', 'ecomm', 'e-comm', 'store online', 'online store', 'negozietto online'] },
  { id: 'marketing', weight: 0.8, solves: ['acquisire-clienti'], terms: ['marketing', 'pubblicità', 'promozione', 'comunicazione', 'visibilità', 'brand awareness', 'marketing manager', 'campagne pubblicitarie', 'mkt', 'mktg', 'adv', 'marketing e comunicazione'] },
  { id: 'siti-web', broader: ['marketing-digitale'], solves: ['acquisire-clienti', 'avvio-attivita'], terms: ['sito', 'siti', 'sito web', 'siti web', 'sito internet', 'siti internet', 'sito vetrina', 'siti vetrina', 'realizzazione siti', 'realizzazione di siti', 'realizzazione siti web', 'landing page', 'web agency', 'web design', 'sito aziendale', 'schede google business', 'google maps', 'pagina web', 'pagine web', 'sitoweb', 'website', 'web site', 'webmaster', 'web designer', 'sviluppo siti', 'sviluppo di siti', 'presenza online', 'presenza sul web', 'sito nuovo', 'rifare il sito', 'wordpress', 'sito responsive', 'dominio web'] },
  { id: 'marketing-digitale', broader: ['marketing'], solves: ['acquisire-clienti'], terms: ['marketing digitale', 'digital marketing', 'web marketing', 'social media', 'social media marketing', 'social', 'campagne social', 'seo', 'sem', 'posizionamento sui motori di ricerca', 'pubblicità online', 'google ads', 'advertising', 'influencer', 'content marketing', 'clienti dal web', 'instagram', 'facebook', 'tiktok', 'linkedin', 'social network', 'pagina facebook', 'profilo instagram', 'social media manager', 'gestione social', 'gestione dei social', 'community manager', 'facebook ads', 'meta ads', 'newsletter', 'email marketing', 'recensioni online', 'youtube'] },
  { id: 'ufficio-stampa', broader: ['marketing'], solves: ['acquisire-clienti'], terms: ['ufficio stampa', 'uffici stampa', 'comunicato stampa', 'comunicati stampa', 'comunicati', 'rassegna stampa', 'conferenza stampa', 'rapporti con la stampa', 'relazioni con la stampa', 'relazioni con i media', 'rapporti con i media', 'media relations', 'pubbliche relazioni', 'giornalisti', 'giornali', 'riviste', 'riviste di settore', 'testate'] },
  { id: 'tipografia', solves: ['acquisire-clienti'], terms: ['tipografia', 'tipografie', 'tipografico', 'stampa digitale', 'stampa offset', 'offset', 'volantini', 'volantino', 'flyer', 'brochure', 'depliant', 'biglietti da visita', 'materiale stampato', 'materiali stampati', 'serigrafia', 'stampa di grande formato', 'grande formato', 'manifesti', 'locandine', 'cataloghi stampati', 'striscioni', 'banner', 'roll-up', 'rollup', 'insegne', 'insegna', 'vetrofanie', 'cartellonistica', 'inviti', 'partecipazioni di nozze', 'tipografo', 'adesivi'] },
  { id: 'etichettatura', terms: ['etichette', 'etichetta', 'etichette adesive', 'etichettatura', 'etichettare', 'etichettatrici', 'etichettatrice', 'labeling'] },
  { id: 'commerciali', weight: 0.8, terms: ['direttori vendite', 'direttore vendite', 'direttore commerciale', 'direttori commerciali', 'ufficio commerciale', 'uffici commerciali', 'area manager', 'sales manager'] },
  { id: 'rete-vendita', solves: ['acquisire-clienti'], terms: ['rete vendita', 'reti vendita', 'rete commerciale', 'reti commerciali', 'rete di agenti', 'rete di vendita', 'agenti', 'agente', 'agenti di commercio', 'agente di commercio', 'plurimandatari', 'plurimandatario', 'monomandatari', 'forza vendita', 'distributori', 'distributore', 'distribuzione commerciale', 'rivenditori', 'rivenditore', 'grossisti', 'grossista', 'venditori', 'procacciatori', 'procacciatore', 'rappresentanti', 'rappresentante', 'agenzia di rappresentanza'] },
  { id: 'export', terms: ['export', 'esportare', 'esportazione', 'esportazioni', 'esportano', 'esportiamo', 'export manager', 'internazionalizzazione', 'mercati esteri', 'mercati internazionali', 'importatori', 'importatore', 'importatori esteri', 'estero', "all'estero", 'dogane', 'dogana', 'doganali', 'buyer esteri', "vendere all'estero", "vendiamo all'estero", 'clienti esteri', "clienti all'estero", 'nuovi mercati', 'mercato estero', 'fiere internazionali', "fiere all'estero", "portare i prodotti all'estero"] },
  { id: 'lingue', solves: ['clienti-stranieri', 'export'], terms: ['corsi di lingua', 'corsi di lingue', 'corsi di inglese', 'corsi di tedesco', 'inglese', 'tedesco', 'francese', 'spagnolo', 'cinese', 'lingue straniere', 'lingua straniera', 'business english', 'ielts', 'toefl', 'cambridge', 'certificazioni linguistiche', 'certificazione linguistica', 'lezioni di inglese', 'lezioni di lingua', 'english', 'scuola di lingue', 'scuole di lingue'] },
  { id: 'traduzioni', solves: ['clienti-stranieri', 'export'], terms: ['traduzioni', 'traduzione', 'tradurre', 'traduttori', 'traduttore', 'traduzioni giurate', 'traduzioni tecniche', 'localizzazione', 'interpreti', 'interpretariato', 'traduttrice', 'sottotitoli', 'sottotitolazione', 'interprete'] },
  { id: 'pagamenti', broader: ['fintech'], terms: ['pagamenti', 'pagamento', 'pagamenti digitali', 'pagamenti elettronici', 'pagamenti con smartphone', 'pagamenti contactless', 'contactless', 'pos', 'incassi', 'incasso', 'incassare', 'link di pagamento', 'carte di credito', 'cashless', 'satispay', 'pagare', 'cassa', 'casse', 'registratore di cassa', 'registratori di cassa', 'cassa unica', 'terminale pos', 'pos mobile', 'pagamenti con carta', 'bancomat', 'paypal', 'stripe', 'sumup', 'pagamenti ricorrenti'] },
  { id: 'fintech', terms: ['fintech', 'finanza digitale'] },
  { id: 'mutui', broader: ['finanziamenti'], solves: ['comprare-casa'], terms: ['mutuo', 'mutui', 'mutuo casa', 'mutui casa', 'mutuo prima casa'] },
  { id: 'finanziamenti', solves: ['liquidita-scarsa', 'avvio-attivita', 'investimento', 'raccolta-fondi'], terms: ['finanziamenti', 'finanziamento', 'finanziare', 'prestiti', 'prestito', 'credito', 'leasing', 'anticipo fatture', 'factoring', 'liquidità', 'prestiti personali', 'prestito personale', 'finanziamenti su misura', 'rate', 'a rate', 'pagamento a rate', 'fondo di garanzia', 'microcredito', 'fido', 'fido bancario', 'scoperto', 'prestito aziendale'] },
  { id: 'bandi', broader: ['finanziamenti'], solves: ['avvio-attivita', 'investimento', 'raccolta-fondi'], terms: ['bandi', 'bando', 'contributi', 'contributi a fondo perduto', 'fondo perduto', 'agevolazioni', 'finanziamenti agevolati', 'finanziamento agevolato', 'finanza agevolata', 'credito agevolato', 'credito di imposta', "credito d'imposta", 'incentivi', 'pnrr', 'sgravi', 'nuova sabatini', 'sabatini', 'transizione 5.0', 'voucher', 'voucher digitali', 'bonus per le imprese'] },

  // Logistics and packaging
  { id: 'logistica', solves: ['consegne-lente', 'magazzino-pieno'], terms: ['logistica', 'logistiche', 'logistico', 'logistic', 'logistics', 'supply chain', 'catena di fornitura', '3pl', 'logistica conto terzi', 'magazzino conto terzi', 'trasportatore', 'trasportatori', 'autotrasporto', 'autotrasportatori', 'groupage', 'operatore logistico', 'operatori logistici'] },
  { id: 'spedizioni', broader: ['logistica'], solves: ['consegne-lente'], terms: ['spedizioni', 'spedizione', 'spedire', 'spedisco', 'spediamo', 'spediscono', 'consegne', 'consegna', 'corriere', 'corrieri', 'trasporti', 'trasporto', 'tracking', 'tracciamento', 'tracciabilità delle spedizioni', 'fulfillment', 'resi', 'last mile', 'corriere espresso', 'corrieri espressi', 'pacchi', 'pacco', 'spedire pacchi', 'spedire un pacco', 'consegna pacchi', 'spedizioniere', 'spedizionieri', 'courier', 'shipping', 'ritiro pacchi'] },
  { id: 'magazzino', broader: ['logistica'], solves: ['magazzino-pieno'], terms: ['magazzino', 'magazzini', 'warehouse', 'warehouse management', 'wms', 'gestione del magazzino', 'gestione magazzino', 'stoccaggio', 'inventario', 'scorte', 'magazzini verticali', 'magazzino verticale', 'magazzino automatico', 'magazzini automatici', 'picking', 'amr'] },
  { id: 'consegna-domicilio', weight: 0.3, terms: ['consegna a domicilio', 'consegne a domicilio', 'consegna gratuita', 'spedizione gratuita'] },
  { id: 'sollevamento', terms: ['piattaforme aeree', 'piattaforma aerea', 'piattaforme di lavoro elevabili', 'ple', 'sollevatori', 'sollevatore', 'sollevatori telescopici', 'carrelli elevatori', 'carrello elevatore', 'muletti', 'muletto', 'gru'] },
  { id: 'imballaggi', solves: ['plastica-monouso', 'merce-danneggiata'], terms: ['imballaggi', 'imballaggio', 'imballi', 'imballo', 'packaging', 'scatole', 'scatola', 'cartone', 'cartoni', 'cartone ondulato', 'astucci', 'materiali di riempimento', 'pluriball', 'buste', 'shopper', 'confezioni regalo', 'scatoloni', 'scatole di cartone', 'sacchetti', 'sacchetti di carta', 'carta kraft', 'vaschette', 'pack', 'film estensibile', 'imballaggi alimentari'] },
  { id: 'confezionamento', broader: ['imballaggi'], terms: ['confezionamento', 'confezionare', 'confezionatrici', 'confezionatrice', 'macchine confezionatrici', 'insacchettatrici', 'imbottigliamento', 'imbottigliatrici', 'tappatrici'] },
  { id: 'sostenibilita', weight: 0.8, terms: ['sostenibile', 'sostenibili', 'sostenibilità', 'ecologico', 'ecologici', 'ecologica', 'ecologiche', 'ecosostenibile', 'ecosostenibili', 'eco-friendly', 'green', 'riciclabile', 'riciclabili', 'riciclato', 'riciclati', 'compostabile', 'compostabili', 'biodegradabile', 'biodegradabili', 'plastic free'] },

  // Security and safety
  { id: 'sicurezza-lavoro', solves: ['infortuni'], terms: ['sicurezza sul lavoro', 'sicurezza nei luoghi di lavoro', 'sicurezza nei cantieri', 'sicurezza in cantiere', 'antinfortunistica', 'antinfortunistico', 'antinfortunistiche', 'antinfortunistici', 'dpi', 'dispositivi di protezione individuale', 'dispositivi di protezione', 'rspp', 'caschi', 'scarpe antinfortunistiche', 'corsi sulla sicurezza', 'haccp', 'primo soccorso', 'corsi obbligatori', 'corso obbligatorio', 'formazione obbligatoria', 'dvr', 'valutazione dei rischi', 'documento di valutazione dei rischi', 'rspp esterno', 'medicina del lavoro', 'scarpe da lavoro', 'abbigliamento da lavoro', 'guanti da lavoro', 'indumenti da lavoro', 'elmetti', 'imbracature', 'alta visibilità'] },
  { id: 'vigilanza', solves: ['furti'], terms: ['vigilanza', 'vigilanza armata', 'videosorveglianza', 'portierato', 'guardie giurate', 'antifurto', 'allarmi', 'allarme', 'sorveglianza', 'telecamere di sorveglianza', 'antintrusione', 'controllo accessi', 'antifurto casa', 'allarme casa', 'impianto di allarme', 'impianti di allarme', 'guardiania', 'guardia giurata', 'sorveglianza notturna', 'telecamere di sicurezza'] },

  // People and HR
  { id: 'risorse-umane', solves: ['turnover'], terms: ['risorse umane', 'hr', 'human resources', 'ufficio del personale', 'uffici del personale', 'ufficio personale', 'direttori hr', 'direttore hr', 'direttrice hr', 'gestione del personale', 'hr manager', 'ufficio hr', 'software hr', 'ferie e permessi', 'rilevazione presenze', 'presenze', 'timbrature', 'onboarding', 'valutazione delle performance'] },
  { id: 'recruiting', broader: ['risorse-umane'], solves: ['trovare-personale'], terms: ['recruiting', 'recruitment', 'recruiter', 'selezione del personale', 'ricerca e selezione', 'ricerca del personale', 'ricerca di personale', 'headhunting', 'headhunter', 'head hunting', 'cacciatori di teste', 'reclutamento', 'reclutare', 'talent acquisition', 'assunzioni', 'assumere', 'assumono', 'assumiamo', 'candidati', 'candidato', 'offerte di lavoro', 'personale qualificato', 'tecnici specializzati', 'agenzia per il lavoro', 'agenzie per il lavoro', 'agenzia interinale', 'agenzie interinali', 'lavoro interinale', 'interinale', 'interinali', 'somministrazione', 'somministrazione di lavoro', 'staffing', 'head hunter', 'hiring', 'recruiters'] },
  { id: 'welfare', broader: ['risorse-umane'], solves: ['turnover'], terms: ['welfare', 'welfare aziendale', 'buoni pasto', 'buono pasto', 'benefit', 'flexible benefit', 'fringe benefit', 'benessere dei dipendenti', 'buoni spesa', 'convenzioni per i dipendenti', 'benefit aziendali'] },
  { id: 'paghe', broader: ['risorse-umane'], terms: ['buste paga', 'busta paga', 'paghe', 'cedolini', 'elaborazione paghe', 'payroll'] },
  { id: 'formazione', weight: 0.7, terms: ['formazione', 'formazione professionale', 'corsi', 'corso', 'corsi di formazione', 'training', 'academy', 'e-learning', 'elearning', 'workshop', 'master', 'aggiornamento professionale', 'corsi online', 'corso online', 'bootcamp', 'webinar', 'masterclass', 'corsi serali', 'videocorsi', 'video corsi', 'lms', 'coaching', 'mentoring'] },
  { id: 'tirocinio', solves: ['ricerca-lavoro', 'trovare-personale'], terms: ['tirocinio', 'tirocini', 'tirocinante', 'tirocinanti', 'stagista', 'stagisti', 'stage formativo', 'stage curriculare', 'offerte di stage', 'internship', 'alternanza scuola lavoro', 'apprendistato', 'apprendisti', 'tesi in azienda'] },
  { id: 'studenti', terms: ['studente', 'studenti', 'studentessa', 'studentesse', 'neolaureati', 'neolaureato', 'neolaureata', 'laureandi', 'laureando', 'laureanda', 'universitari', 'universitario', 'università', 'politecnico', 'giovani laureati', 'neodiplomati', 'diplomandi'] },
  { id: 'ingegneria', terms: ['ingegneria', 'ingegnere', 'ingegneri', 'ingegneria gestionale', 'ingegneria meccanica', 'ingegneria informatica', 'giovani ingegneri'] },
  // Finding a job: a person's problem, which placement and internships solve.
  { id: 'ricerca-lavoro', terms: ['cv', 'curriculum', 'curriculum vitae', 'cerco lavoro', 'cercare lavoro', 'trovare lavoro', 'trovare un lavoro', 'primo lavoro', 'primo impiego', 'colloquio di lavoro', 'colloqui di lavoro', 'colloquio', 'colloqui', 'disoccupato', 'disoccupata', 'disoccupati'] },
  { id: 'riqualificazione', weight: 0.5, terms: ['cambiare lavoro', 'riqualificazione', 'reskilling', 'upskilling'] },

  // Who someone is (profiles and what exhibitors seek)
  { id: 'impresa', audience: true, weight: 0.3, terms: ['azienda', 'aziende', 'aziendale', 'aziendali', 'impresa', 'imprese', 'società', 'ditta', 'ditte', 'pmi', 'piccole e medie imprese', 'piccole imprese', 'srl', 'spa', 'snc', 'sas', 'gruppo'] },
  { id: 'privati', audience: true, terms: ['privati', 'privato', 'privata', 'famiglie', 'famiglia', 'consumatori', 'consumatore', 'clienti privati', 'cliente privato', 'clienti finali', 'cliente finale', 'visitatori privati', 'visitatore', 'visitatori', 'pazienti privati', 'pensionato', 'pensionata'] },
  { id: 'professionisti', audience: true, terms: ['liberi professionisti', 'libero professionista', 'libera professionista', 'professionisti', 'professionista', 'freelance', 'partita iva', 'partite iva', 'lavoratore autonomo', 'lavoratori autonomi', 'lavoratrice autonoma', 'autonomi', 'consulenti', 'consulente', 'startup', 'start-up'] },
  { id: 'studi-professionali', audience: true, broader: ['professionisti'], terms: ['studi professionali', 'studio professionale', 'studi associati', 'studio associato', 'studi tecnici', 'studio tecnico', 'studi di progettazione', 'studio di progettazione'] },
  { id: 'studi-legali', audience: true, broader: ['studi-professionali'], terms: ['studio legale', 'studi legali', 'avvocati', 'avvocato', 'avvocata', 'notai', 'notaio'] },
  { id: 'commercialisti', audience: true, broader: ['studi-professionali'], terms: ['consulenti del lavoro', 'consulente del lavoro', 'studi contabili'] },
  // Asked for as a service as often as named as a kind of customer: not an audience concept.
  { id: 'fisco', solves: ['problemi-fiscali', 'avvio-attivita'], terms: ['commercialista', 'commercialisti', 'studio commerciale', 'studi di commercialisti', 'studio di commercialisti', 'consulenza fiscale', 'consulenza tributaria', 'fiscale', 'fiscali', 'tributaria', 'tributario', 'tasse', 'imposte', 'dichiarazione dei redditi', 'dichiarazioni dei redditi', '730', 'regime forfettario', 'forfettario', 'forfettaria', 'apertura della partita iva', 'aprire la partita iva', 'consulente fiscale', 'consulenti fiscali', 'tributarista', 'caf', 'isee', 'f24', 'adempimenti fiscali', 'dichiarazione precompilata', 'modello 730'] },
  { id: 'architetti', audience: true, broader: ['studi-professionali'], terms: ['architetti', 'architetto', 'architetta', "architetti d'interni", 'studio di architettura', 'studi di architettura', 'interior designer', 'progettisti di interni'] },
  { id: 'negozi', audience: true, terms: ['negozio', 'negozi', 'punto vendita', 'punti vendita', 'bottega', 'botteghe', 'dettaglianti', 'dettagliante', 'retail', 'retailer', 'boutique', 'commercianti', 'commerciante', 'esercizi commerciali', 'esercenti'] },
  { id: 'artigiani', audience: true, terms: ['artigiano', 'artigiani', 'artigiana', 'artigianale', 'artigianali', 'artigianato', 'laboratorio artigiano', 'falegnameria', 'falegname'] },
  { id: 'marchi', audience: true, weight: 0.7, terms: ['marchi', 'marchio', 'marche', 'brand', 'brands'] },
  { id: 'horeca', audience: true, terms: ['horeca', 'ristorante', 'ristoranti', 'ristorazione', 'trattoria', 'trattorie', 'osteria', 'pizzeria', 'pizzerie', 'bar', 'caffetterie', 'hotel', 'albergo', 'alberghi', 'strutture ricettive', 'mense', 'enoteca', 'enoteche', 'b&b', 'bed and breakfast', 'pub', 'birrerie', 'gelaterie', 'gelateria', 'locale notturno'] },
  { id: 'catering', broader: ['eventi'], solves: ['evento-aziendale'], terms: ['catering', 'banqueting', 'buffet', 'coffee break', 'rinfresco', 'rinfreschi', 'aperitivi', 'banchetti', 'servizio catering', 'finger food', 'aperitivo'] },
  { id: 'matrimoni', broader: ['eventi'], terms: ['matrimonio', 'matrimoni', 'sposi', 'sposarsi', 'sposiamo', 'ci sposiamo', 'nozze', 'wedding', 'wedding planner', 'bomboniere', 'sposa', 'sposo', 'promessi sposi', 'futuri sposi', 'ricevimento di nozze', 'location per matrimoni'] },
  { id: 'gestione-ordini', solves: ['gestione-manuale'], terms: ['comande', 'ordini', 'ordinazioni', 'gestione degli ordini', 'gestione ordini', 'prenotazioni', 'prenotazione', 'prenotazioni online', 'booking', 'menu digitale', 'qr code', 'menu qr', 'comande su tablet', 'prenotazione tavoli', 'prenotazioni dei tavoli', 'prenotazione dei tavoli', 'gestione tavoli', 'software per ristoranti', 'software per la ristorazione'] },
  { id: 'pubblica-amministrazione', audience: true, terms: ['pubblica amministrazione', 'pubbliche amministrazioni', 'enti pubblici', 'ente pubblico', 'amministrazioni comunali', 'comuni'] },
  { id: 'scuole', audience: true, terms: ['scuola', 'scuole', 'istituto scolastico', 'istituti scolastici', 'istituto superiore', 'istituti superiori', 'istituto tecnico', 'liceo', 'licei'] },
  { id: 'condomini', audience: true, terms: ['condominio', 'condomini', 'condominiale', 'amministratori di condominio', 'amministratore di condominio'] },
  { id: 'edilizia', solves: ['lavori-casa'], terms: ['edilizia', 'edile', 'edili', 'imprese edili', 'impresa edile', 'cantiere', 'cantieri', 'costruzioni', 'ristrutturazioni', 'ristrutturazione', 'muratori', 'lavori edili', 'muratore', 'impresa di costruzioni', 'geometra'] },
  { id: 'coperture', solves: ['lavori-casa', 'tetto-danneggiato'], terms: ['tetto', 'tetti', 'rifacimento tetti', 'lattoneria', 'tetti industriali', 'grandi coperture', 'coperture industriali', 'coperture in lamiera', 'grondaie', 'grondaia', 'tegole', 'guaina', 'impermeabilizzazione', 'impermeabilizzazioni'] },
  { id: 'isolamento', solves: ['casa-fredda', 'efficienza-energetica', 'lavori-casa', 'tetto-danneggiato'], terms: ['pannelli isolanti', 'pannello isolante', 'isolanti', 'isolamento termico', 'coibentazione', 'cappotto termico', 'amianto', 'bonifica amianto'] },
  { id: 'acustica', terms: ['fonoassorbenti', 'fonoassorbente', 'pannelli fonoassorbenti', 'acustica', 'isolamento acustico', 'insonorizzazione', 'rumore', 'rumori', 'rumoroso', 'rumorosa', 'riverbero', 'vicini rumorosi'] },

  // Sectors and consumer goods
  { id: 'alimentare', terms: ['alimentare', 'alimentari', 'agroalimentare', 'food', 'cibo', 'prodotti alimentari', 'produttori alimentari', 'pasta', 'pasta fresca', 'pastificio', 'caseificio', 'caseifici', 'formaggi', 'gastronomia', 'dolciario', 'panificio'] },
  { id: 'forni', terms: ['forno a legna', 'forni a legna', 'forno per pizza', 'forni per pizza', 'forno elettrico', 'forni elettrici', 'forno a gas', 'forni a gas'] },
  { id: 'vino', solves: ['regali'], terms: ['vino', 'vini', 'vinicolo', 'vinicola', 'vitivinicolo', 'vitivinicola', 'cantina', 'cantine', 'doc', 'docg', 'degustazioni', 'degustazione', 'bottiglie di vino', 'viticoltori', 'spumante', 'spumanti', 'prosecco', 'bollicine', 'vino rosso', 'vini rossi', 'vino bianco', 'vini bianchi', 'enologo', 'enoturismo'] },
  { id: 'olio', terms: ['olio extravergine', 'olio', 'frantoio', 'frantoi', 'oleario', "olio d'oliva", 'olio di oliva', 'evo', 'olive'] },
  { id: 'caffe', terms: ['caffè', 'caffe', 'espresso', 'capsule', 'cialde', 'torrefazione', 'caffè in grani', 'macchine da caffè', 'macchine per il caffè', 'macchine per caffè', 'coffee', 'distributori automatici', 'vending', 'macchinetta del caffè', 'macchinette del caffè', 'macchinetta caffè', 'servizio caffè', 'caffè in ufficio'] },
  { id: 'cosmetica', solves: ['regali'], terms: ['cosmetici', 'cosmetico', 'cosmetica', 'cosmetiche', 'cosmetic', 'creme', 'crema', 'creme solari', 'crema solare', 'protezione solare', 'skincare', 'bellezza', 'profumeria', 'profumerie', 'erboristeria', 'erboristerie', 'trucco', 'make-up', 'saponi', 'sapone', 'creme viso', 'crema viso', 'cosmesi', 'cosmesi naturale', 'prodotti di bellezza'] },
  { id: 'farmacie', terms: ['farmacia', 'farmacie', 'parafarmacie', 'parafarmacia'] },
  { id: 'agricoltura', terms: ['agricoltura', 'agricolo', 'agricola', 'agricole', 'agricoli', 'aziende agricole', 'azienda agricola', 'agronomi', 'agronomo', 'agricoltori', 'agricoltore', 'coltivo', 'coltiviamo', 'coltivare', 'coltivazione', 'coltivazioni', 'colture', 'ettari', 'contoterzisti', 'contoterzista', 'cooperative agricole', 'mais', 'soia', 'frumento', 'frutteti', 'vigneto', 'vigneti', 'viticoltura', 'serre', 'zootecnia', 'frutticoltura'] },
  { id: 'agricoltura-precisione', broader: ['agricoltura'], terms: ['agricoltura di precisione', 'precision farming', 'agritech', 'smart farming', 'agricoltura 4.0'] },
  { id: 'irrigazione', broader: ['agricoltura'], terms: ['irrigazione', 'irrigare', 'irriguo', 'irrigui', 'impianti di irrigazione', 'impianto di irrigazione', 'subirrigazione', 'irrigatori', 'irrigazione automatica', 'annaffiare', 'innaffiare', 'irrigazione a goccia', 'goccia a goccia'] },
  { id: 'trattori', broader: ['agricoltura'], terms: ['trattori', 'trattore', 'trattrici', 'macchine agricole', 'macchina agricola', 'mietitrebbia', 'mietitrebbie', 'attrezzature agricole'] },
  { id: 'arredo', weight: 0.8, solves: ['comprare-casa'], terms: ['arredi', 'arredo', 'arredamento', 'arredamenti', 'arredare', 'arredano', 'arredando', 'mobili', 'mobilifici', 'complementi d’arredo', "complementi d'arredo", 'mobili su misura', 'arredo su misura', 'arredatore', 'arredatrice', 'mobilificio'] },
  { id: 'divani', broader: ['arredo'], terms: ['divani', 'divano', 'poltrone', 'poltrona', 'salotti', 'salotto', 'sofa', 'chaise longue'] },
  { id: 'arredo-ufficio', broader: ['arredo'], terms: ['arredi per ufficio', 'arredo ufficio', 'arredo per ufficio', 'mobili per ufficio', 'scrivanie', 'scrivania operativa', 'pareti divisorie', 'open space', 'uffici operativi'] },
  { id: 'sedute', broader: ['arredo-ufficio'], solves: ['mal-di-schiena'], terms: ['sedie', 'sedia', 'sedute', 'sedute ergonomiche', 'sedie ergonomiche', 'seduta ergonomica', 'sedie da ufficio', 'poltroncine', 'sedia ergonomica', 'sedia da ufficio', 'poltrona da ufficio', 'sedie da gaming', 'sedia da gaming'] },
  // Working away from an office: a problem (where to work) that coworking solves.
  { id: 'lavoro-remoto', terms: ['lavoro da remoto', 'lavorare da remoto', 'lavoro in remoto', 'lavorare in remoto', 'smart working', 'smart worker', 'smart workers', 'telelavoro', 'nomadi digitali', 'nomade digitale', 'full remote'] },
  { id: 'coworking', solves: ['lavoro-remoto'], terms: ['coworking', 'co-working', 'uffici flessibili', 'ufficio flessibile', 'ufficio condiviso', 'uffici condivisi', 'spazio di lavoro condiviso', 'spazi di lavoro condivisi', 'spazio condiviso', 'spazi condivisi', 'postazioni', 'scrivania in affitto', 'sale riunioni', 'sala riunioni', 'uffici temporanei', 'cowork', 'coworker', 'scrivania condivisa', 'scrivanie condivise', 'ufficio in affitto', 'uffici in affitto', 'affitto ufficio', 'meeting room', 'sala meeting', 'postazione', 'postazioni flessibili', 'cowo', 'co-work', 'hot desk', 'hot desking', 'shared office'] },
  { id: 'moda', terms: ['moda', 'abbigliamento', 'fashion', 'tessile', 'tessili', 'tessuti', 'tessuto', 'tessitura', 'capi di abbigliamento', 'confezione conto terzi', 'confezioni di abbigliamento', 'sartoria', 'calzature', 'pelletteria', 'accessori moda', 'filati'] },
  { id: 'assicurazioni', solves: ['furti', 'incendi', 'merce-danneggiata', 'infortuni', 'comprare-casa'], terms: ['assicurazioni', 'assicurazione', 'assicurativo', 'assicurativa', 'assicurative', 'polizze', 'polizza', 'broker assicurativo', 'coperture assicurative', 'copertura assicurativa', 'responsabilità civile', 'rc auto', 'cyber risk', 'polizza casa', 'polizza auto', 'polizza vita', 'polizza salute', 'assicurazione auto', 'assicurazione casa', 'assicurazione sanitaria', 'broker', 'preventivo assicurativo', 'kasko', 'rc professionale'] },
  { id: 'gioielli', solves: ['regali'], terms: ['gioielli', 'gioiello', 'gioielleria', 'gioiellerie', 'oreficeria', 'orafo', 'orafi', 'anelli', 'collane', 'bracciali', 'orecchini', 'oro', 'argento', 'bijoux', 'bigiotteria', 'fedi', 'fedi nuziali', 'ciondoli', 'ciondolo'] },
  { id: 'regali', weight: 0.7, terms: ['idee regalo', 'idea regalo', 'regalo', 'regali', 'regalare', 'articoli da regalo', 'regali aziendali', 'regalo aziendale', 'cesti natalizi', 'cesto natalizio', 'strenne', 'strenne natalizie', 'regali di natale', 'regali personalizzati'] },
  { id: 'fitness', solves: ['forma-fisica'], terms: ['fitness', 'palestra', 'palestre', 'attrezzi da palestra', 'attrezzature per palestre', 'tapis roulant', 'cyclette', 'manubri', 'allenamento', 'allenarsi', 'home fitness', 'fitness domestico', 'pesi liberi', 'personal trainer', 'sala pesi', 'corsi di gruppo', 'pilates', 'yoga', 'crossfit', 'gym', 'abbonamento in palestra'] },
  { id: 'musica', terms: ['musica', 'musicale', 'musicali', 'musicisti', 'musicista', 'strumenti musicali', 'strumento musicale', 'chitarre', 'chitarra', 'amplificatori', 'amplificatore', 'band', 'suono', 'suonare', 'batteria elettronica', 'batterie elettroniche', 'batteria acustica', 'batterie acustiche', 'batterista', 'drum', 'scuole di musica', 'scuola di musica', 'pianoforte', 'tastiere', 'lezioni di musica', 'lezioni di chitarra', 'lezioni di canto', 'canto', 'sala prove', 'sale prove'] },
  { id: 'cucina', weight: 0.8, terms: ['cucina', 'cucinare', 'cucini', 'cuoco', 'cuochi', 'chef', 'ricette', 'ricetta', 'pasticceria', 'appassionati di cucina', 'impastare', 'impasti'] },
  { id: 'elettrodomestici-cucina', broader: ['cucina'], terms: ['robot da cucina', 'robot cucina', 'robot multifunzione', 'elettrodomestici', 'piccoli elettrodomestici', 'planetaria', 'impastatrice', 'bimby', 'frullatore', 'multicooker', 'friggitrice ad aria'] },
  { id: 'odontoiatria', solves: ['problemi-denti'], terms: ['impianti dentali', 'impianto dentale', 'implantologia', 'odontoiatria', 'odontoiatrico', 'odontoiatrica', 'dentista', 'dentisti', 'ortodonzia', 'igiene dentale', 'apparecchio per i denti', 'studio dentistico', 'studi dentistici', 'apparecchi invisibili', 'apparecchio invisibile', 'allineatori', 'allineatori invisibili', 'sbiancamento', 'sbiancamento dei denti', 'ortodontista', 'pulizia dei denti', 'igienista', 'denti', 'dentist', 'apparecchietto'] },
  { id: 'impianti-elettrici', solves: ['lavori-casa', 'guasti-elettrici'], terms: ['impianti elettrici', 'impianto elettrico', 'impianti elettrici industriali', 'quadri elettrici', 'quadro elettrico', 'quadri di automazione', 'quadri', 'cabine elettriche', 'cabina elettrica', 'elettricista', 'elettricisti', 'impiantistica elettrica', 'media tensione', 'domotica', 'impianto domotico', "messa a norma dell'impianto", "certificazione dell'impianto"] },
  { id: 'eventi', terms: ['eventi', 'evento', 'concerti', 'concerto', 'festival', 'spettacoli', 'spettacolo', 'manifestazioni', 'sagre', 'organizzatori di eventi', 'organizzazione di eventi', 'organizzo eventi', 'eventi all’aperto', 'agenzie di spettacolo'] },
  { id: 'palco', broader: ['eventi'], terms: ['palco', 'palchi', 'palcoscenico', 'palcoscenici', 'pedane', 'stage modulari', 'tensostrutture', 'americane'] },
  { id: 'forniture-energia', broader: ['efficienza-energetica'], terms: ['luce e gas', 'fornitura di energia', 'fornitore di energia', 'fornitori di energia', 'energia elettrica', 'fornitura elettrica', 'gestore luce e gas', 'cambiare gestore', 'fornitore luce', 'fornitore di luce', 'offerta luce', 'tariffa luce', 'gas metano'] },
  { id: 'attrezzature-pesca', terms: ['reti da pesca', 'attrezzatura da pesca', 'attrezzature da pesca', 'attrezzature per la pesca', 'canne da pesca', 'mulinelli', 'pesca sportiva', 'pesca professionale', 'articoli da pesca', 'esche', 'negozio di pesca'] },
  { id: 'audio-luci', broader: ['eventi'], solves: ['evento-aziendale'], terms: ['impianti audio', 'impianto audio', 'impianto luci', 'impianti luci', 'audio e luci', 'audio', 'luci', 'service audio', 'illuminotecnica', 'fonica', 'amplificazione', 'service audio luci', 'dj', 'mixer'] },
  { id: 'edilizia-recinzioni', solves: ['furti'], terms: ['recinzioni', 'recinzione', 'recintare', 'recintato', 'recintata', 'cancelli', 'cancello', 'reti metalliche', 'rete metallica', 'rete da recinzione', 'staccionate', 'staccionata', 'grigliati', 'recinti'] },
  { id: 'giardino', weight: 0.8, terms: ['giardino', 'giardini', 'orto', 'villetta', 'villette', 'casa con giardino'] },
  { id: 'casa', weight: 0.6, terms: ['casa', 'case', 'abitazione', 'abitazioni', 'appartamento', 'appartamenti', 'domestico', 'domestica', 'domestici', 'soggiorno'] },
  // Supply-side names (sixth pass): each kind of offer at the fairs, under the trade, consumer,
  // colloquial, English and truncated names a buyer would use for it. Written from what the
  // exhibitors sell, not from what any visitor asked.
  { id: 'telecomunicazioni', broader: ['reti-informatiche'], solves: ['connessione-lenta'], terms: ['telecomunicazioni', 'tlc', '5g', 'voip', 'centralino', 'centralini', 'centralino voip', 'telefonia', 'telefonia aziendale', 'telefonia fissa', 'fibra dedicata', 'connessione internet', 'linea internet', 'adsl', 'banda larga', 'banda ultralarga', 'operatore telefonico', 'operatori telefonici', 'internet veloce'] },
  { id: 'pulizie', solves: ['sporco', 'cambio-casa'], terms: ['pulizie', 'pulizia', 'impresa di pulizie', 'imprese di pulizie', 'ditta di pulizie', 'servizio di pulizia', 'servizi di pulizia', 'pulizia uffici', 'pulizia degli uffici', 'sanificazione', 'sanificazioni', 'sanificare', 'pulizia vetri', 'lavaggio vetri', 'pulizia scale', 'pulizie condominiali', 'donna delle pulizie', 'colf', 'pulire', 'igienizzazione', 'cleaning', 'pulizie uffici'] },
  { id: 'traslochi', solves: ['cambio-casa'], terms: ['trasloco', 'traslochi', 'traslocare', 'trasloca', 'traslocando', 'sgombero', 'sgomberi', 'sgomberare', 'svuota cantine', 'deposito mobili', 'montaggio mobili', 'smontaggio mobili', 'ditta di traslochi', 'facchinaggio', 'facchini', 'self storage', 'box deposito'] },
  { id: 'materassi', solves: ['mal-di-schiena', 'dormire-male'], terms: ['materasso', 'materassi', 'rete a doghe', 'reti a doghe', 'doghe', 'cuscini', 'cuscino', 'guanciali', 'guanciale', 'topper', 'cuscini ortopedici', 'materasso ortopedico', 'materassi ortopedici', 'memory foam'] },
  { id: 'fotografia', solves: ['evento-aziendale'], terms: ['fotografo', 'fotografa', 'fotografi', 'fotografia', 'fotografie', 'fotografico', 'servizi fotografici', 'servizio fotografico', 'foto', 'shooting', 'shooting fotografico', 'videomaker', 'video maker', 'riprese video', 'video aziendali', 'video aziendale', 'foto prodotto', 'foto dei prodotti', 'foto di matrimonio', 'book fotografico', 'album di nozze', 'photo', 'photographer', 'foto professionali'] },
  { id: 'ripetizioni', solves: ['rendimento-scolastico'], terms: ['ripetizioni', 'ripetizione', 'doposcuola', 'aiuto compiti', 'lezioni private', 'lezione privata', 'insegnante privato', 'insegnante privata', 'tutor', 'tutoraggio', 'recupero scolastico', 'preparazione agli esami', 'preparazione esami', 'debito formativo', 'maturità', 'esame di maturità', 'esame di terza media'] },
  { id: 'tatuaggi', terms: ['tatuaggi', 'tatuaggio', 'tatuatore', 'tatuatori', 'tatuatrice', 'tattoo', 'piercing', 'studio di tatuaggi', 'studi di tatuaggi', 'macchinette per tatuaggi', 'inchiostri per tatuaggi'] },
  { id: 'animali', terms: ['animali', 'animali domestici', 'animale domestico', 'cane', 'cani', 'gatto', 'gatti', 'cucciolo', 'cuccioli', 'crocchette', 'pet shop', 'toelettatura', 'toelettatore', 'veterinario', 'veterinari', 'lettiera', 'mangime', 'cibo per cani', 'cibo per gatti', 'accessori per animali', 'guinzaglio', 'cuccia'] },
  { id: 'birra', terms: ['birra', 'birre', 'birrificio', 'birrifici', 'birra artigianale', 'birre artigianali', 'craft beer', 'beer', 'fusti di birra', 'impianto alla spina', 'impianti alla spina', 'alla spina', 'birreria', 'microbirrificio'] },
  { id: 'bici', solves: ['spostamenti'], terms: ['bici', 'bicicletta', 'biciclette', 'e-bike', 'ebike', 'bici elettrica', 'bici elettriche', 'bicicletta elettrica', 'biciclette elettriche', 'monopattino', 'monopattini', 'monopattino elettrico', 'monopattini elettrici', 'micromobilità', 'bike sharing', 'ciclofficina', 'mtb', 'mountain bike', 'bike', 'bikes'] },
  { id: 'auto-usate', terms: ['auto usata', 'auto usate', 'usato garantito', 'macchina usata', 'macchine usate', 'auto di seconda mano', 'permuta', 'permute', 'concessionaria', 'concessionarie', 'concessionario', 'concessionari', 'comprare una macchina', "comprare un'auto", 'auto km zero', 'autosalone'] },
  { id: 'cancelleria', terms: ['cancelleria', 'cartoleria', 'cartolerie', 'toner', 'cartucce', 'cartucce per stampanti', 'raccoglitori', 'raccoglitore', 'carta per stampanti', 'carta per fotocopie', 'risme', 'penne', 'articoli per ufficio', 'forniture per ufficio', 'forniture per ufficio', 'materiale di cancelleria', 'quaderni', 'faldoni'] },
  { id: 'sanita-digitale', solves: ['troppa-carta'], terms: ['cartella clinica', 'cartelle cliniche', 'cartella clinica elettronica', 'cartelle cliniche elettroniche', 'fascicolo sanitario', 'ricette dematerializzate', 'ricetta dematerializzata', 'ricetta elettronica', 'ricette elettroniche', 'software medico', 'software per studi medici', 'gestionale per studi medici', 'gestionale medico', 'telemedicina', 'agenda medica', 'agenda dei pazienti'] },
  { id: 'studi-medici', audience: true, terms: ['studi medici', 'studio medico', 'medici', 'medico', 'medici di base', 'medico di base', 'medico di famiglia', 'medici di famiglia', 'pediatri', 'pediatra', 'poliambulatori', 'poliambulatorio', 'ambulatorio', 'ambulatori', 'cliniche', 'clinica privata'] },
  { id: 'dispositivi', weight: 0.7, solves: ['guasto-dispositivo'], terms: ['smartphone', 'cellulare', 'cellulari', 'telefonino', 'telefonini', 'iphone', 'tablet', 'pc', 'portatile', 'portatili', 'notebook', 'laptop', 'schermo rotto', 'display rotto', 'riparazione smartphone', 'riparazione di smartphone', 'riparazione telefoni', 'riparazione cellulari', 'riparazione pc', 'riparazione computer', 'assistenza pc', 'tecnico pc', 'cambio schermo', 'sostituzione schermo'] },
  { id: 'attrezzature-ambulanti', terms: ['gazebo', 'ombrelloni', 'ombrellone', 'banchi pieghevoli', 'banco pieghevole', 'bancarella', 'bancarelle', 'tendone', 'tendoni', 'posteggio', 'posteggi', 'ambulanti', 'ambulante', 'commercio ambulante', 'venditori ambulanti', 'mercatini', 'mercatino', 'mercati rionali', 'mercato rionale'] },
  { id: 'banchi-lavoro', terms: ['banchi da lavoro', 'banco da lavoro', 'banco di lavoro', 'banchi di lavoro', 'cassettiere', 'cassettiera', 'portautensili', 'pannelli portautensili', 'pannello portautensili', 'carrelli porta utensili', 'carrello porta utensili', 'attrezzatura da officina', 'attrezzature da officina', 'arredo officina', 'arredamento per officine', 'morse da banco'] },
  { id: 'banca', broader: ['finanziamenti'], solves: ['export', 'avvio-attivita', 'comprare-casa', 'investimento', 'raccolta-fondi'], terms: ['banca', 'banche', 'istituto di credito', 'istituti di credito', 'conto corrente', 'conti correnti', 'conto aziendale', 'conto business', 'home banking', 'bancario', 'bancaria', 'bancarie', 'credito cooperativo', 'bank', 'banking'] },
  { id: 'frutta', terms: ['frutta', 'frutta fresca', 'ortofrutta', 'ortofrutticolo', 'ortofrutticola', 'ortofrutticole', 'nettarine', 'albicocche', 'albicocca', 'ciliegie', 'mele', 'fragole', 'fruttivendolo', 'fruttivendoli', 'frutta di stagione', 'frutteto'] },
  { id: 'snack', terms: ['snack', 'snack biologici', 'merende', 'merendine', 'barrette', 'frutta secca', 'spuntini', 'spuntino', 'senza zuccheri aggiunti', 'snack salutari', 'snack sani'] },
  { id: 'biologico', weight: 0.7, terms: ['biologico', 'biologici', 'biologica', 'biologiche', 'bio', 'prodotti bio', 'da agricoltura biologica', 'organic', 'km zero', 'chilometro zero'] },
  { id: 'consulenza-direzione', solves: ['avvio-attivita'], terms: ['consulenza di direzione', 'consulenza aziendale', 'consulenza direzionale', 'consulente aziendale', 'consulenti aziendali', 'management consulting', 'piani industriali', 'piano industriale', 'business plan', 'passaggio generazionale', 'controllo di gestione', 'lean manufacturing', 'lean production', 'riorganizzazione aziendale', 'temporary manager', 'temporary management', 'strategia aziendale', 'consulenza strategica'] },
  { id: 'consulenza-legale', solves: ['liquidita-scarsa', 'export', 'raccolta-fondi'], terms: ['assistenza legale', 'consulenza legale', 'consulente legale', 'proprietà intellettuale', 'brevetti', 'brevetto', 'registrazione del marchio', 'registrare il marchio', 'tutela del marchio', 'diritto del lavoro', 'diritto societario', 'diritto commerciale', 'contenzioso', 'contenziosi', 'recupero crediti', 'ufficio legale'] },
  { id: 'patentini', terms: ['patentino', 'patentini', 'patentino del muletto', 'patentino muletto', 'patentino per il carrello elevatore', 'patentino per carrellisti', 'patentino ple', 'patentino gru', 'patentino trattore'] },
  { id: 'antincendio', solves: ['incendi'], terms: ['antincendio', 'impianti antincendio', 'impianto antincendio', 'estintori', 'estintore', 'rilevazione fumi', 'rilevatori di fumo', 'prevenzione incendi', 'certificato prevenzione incendi', 'cpi', 'sprinkler'] },
  { id: 'droni', solves: ['tetto-danneggiato'], terms: ['droni', 'drone', 'rilievi con droni', 'fotogrammetria', 'termografia', 'termografie', 'rilievi aerei', 'riprese aeree', 'riprese con drone', 'rilievi topografici', 'topografia', 'piloti di droni'] },
  { id: 'gestione-documentale', broader: ['digitalizzazione'], solves: ['troppa-carta'], terms: ['gestione documentale', 'conservazione digitale', 'conservazione sostitutiva', 'conservazione a norma', 'archiviazione documentale', 'archiviazione dei documenti', 'archivio digitale', 'archivi digitali', 'dematerializzazione', 'dematerializzare', 'firma digitale', 'firma elettronica', 'firme digitali', 'documenti digitali', 'digitalizzazione dei documenti', 'digitalizzare i documenti', 'workflow di approvazione'] },
  { id: 'viaggi-affari', solves: ['evento-aziendale'], terms: ["viaggi d'affari", 'viaggi di lavoro', 'viaggio di lavoro', 'trasferte', 'trasferta', 'viaggi incentive', 'viaggio incentive', 'incentive', 'team building', 'convention', 'convention aziendali', 'biglietteria', 'agenzia viaggi', 'agenzia di viaggi', 'agenzie di viaggi', 'business travel', 'viaggi aziendali', 'gite aziendali'] },
  { id: 'riciclo', broader: ['sostenibilita'], solves: ['rifiuti'], terms: ['riciclo della plastica', 'riciclo plastica', 'granuli riciclati', 'materia prima seconda', 'materie prime seconde', 'economia circolare', 'sfridi', 'scarti plastici', 'recupero degli scarti', 'recupero scarti', 'rigenerazione', 'plastica riciclata', 'ritiro degli scarti'] },
  { id: 'ceramiche', solves: ['lavori-casa'], terms: ['piastrelle', 'piastrella', 'gres', 'gres porcellanato', 'ceramiche', 'pavimenti', 'pavimento', 'pavimentazioni', 'rivestimenti', 'rivestimento', 'mattonelle', 'parquet', 'grandi lastre', 'facciate ventilate', 'arredo bagno'] },
  { id: 'gadget', solves: ['regali', 'evento-aziendale'], terms: ['gadget', 'gadget personalizzati', 'gadget aziendali', 'magliette', 'maglietta', 'magliette personalizzate', 't-shirt', 'tshirt', 't-shirt personalizzate', 'felpe', 'felpa', 'felpe personalizzate', 'stampa su magliette', 'divise sportive', 'divise da lavoro', 'merchandising', 'abbigliamento promozionale', 'abbigliamento personalizzato', 'tazze personalizzate'] },
  { id: 'gdo', audience: true, terms: ['gdo', 'grande distribuzione', 'grande distribuzione organizzata', 'supermercati', 'supermercato', 'catene di supermercati', 'ipermercati', 'ipermercato', 'discount'] },
  { id: 'giardinaggio', broader: ['giardino'], solves: ['giardino-trascurato'], terms: ['giardiniere', 'giardinieri', 'giardinaggio', 'potatura', 'potature', 'potare', 'manutenzione del verde', 'manutenzione giardini', 'manutenzione dei giardini', 'progettazione giardini', 'prati', 'siepi', 'tosaerba', 'taglio erba', 'verde pubblico', 'paesaggista'] },
  // Problems (sixth pass): how a buyer states what goes wrong, without naming what would fix it.
  // Each is answered by the offers whose `solves` lists it (at SOLVES_CREDIT). Written from the
  // offers: for each kind of offer, the problems it exists to solve.
  { id: 'fermi-macchina', terms: ['fermi macchina', 'fermo macchina', 'fermi di produzione', 'fermo della produzione', 'fermi della linea', 'guasti', 'guasto', 'guasti improvvisi', 'macchine ferme', 'macchina ferma', 'linea ferma', 'linee ferme', 'rotture improvvise', 'downtime', 'si rompe', 'si rompono', 'si bloccano', 'usura dei macchinari'] },
  { id: 'lavori-ripetitivi', terms: ['lavori ripetitivi', 'lavoro ripetitivo', 'operazioni ripetitive', 'compiti ripetitivi', 'mansioni ripetitive', 'turni ripetitivi', 'lavorazioni manuali', 'operazioni manuali', 'lavoro manuale', 'carichi pesanti', 'sollevare pesi', 'movimentazione manuale', 'costo della manodopera', 'costi della manodopera', 'costo del lavoro'] },
  { id: 'casa-fredda', terms: ['casa fredda', 'muffa', 'muffe', 'umidità in casa', 'umidità nei muri', 'muri umidi', 'spifferi', 'dispersione termica', 'dispersioni termiche', 'dispersione di calore', 'freddo in casa', 'caldo in casa', 'infissi vecchi', 'finestre vecchie', 'riscaldamento', 'spese di riscaldamento'] },
  { id: 'furti', terms: ['furti', 'furto', 'ladri', 'ladro', 'rapina', 'rapine', 'intrusioni', 'intrusione', 'scasso', 'scassi', 'vandali', 'vandalismo', 'atti vandalici', 'taccheggio'] },
  { id: 'troppa-carta', terms: ['troppa carta', 'archivi cartacei', 'archivio cartaceo', 'archivi di carta', 'archivio di carta', 'documenti cartacei', 'documenti di carta', 'pratiche cartacee', 'pratiche di carta', 'scartoffie', 'documenti smarriti', 'documenti persi', 'montagne di carta', 'pile di carta'] },
  { id: 'gestione-manuale', terms: ['excel', 'fogli excel', 'foglio excel', 'fogli di calcolo', 'foglio di calcolo', 'carta e penna', 'quaderno', 'quadernone', 'post-it', 'tutto a mano', 'tutto su carta', 'ordini persi', 'ordini sbagliati', 'errori negli ordini'] },
  { id: 'connessione-lenta', terms: ['internet lento', 'internet lenta', 'connessione lenta', 'linea lenta', 'rete lenta', 'wifi lento', 'wifi che non prende', 'il wifi non prende', 'segnale debole', 'poco segnale', 'senza segnale', 'zone non coperte', 'connessione instabile', 'internet che cade', 'la linea cade'] },
  { id: 'mal-di-schiena', terms: ['mal di schiena', 'dolori alla schiena', 'dolore alla schiena', 'dolori di schiena', 'schiena', 'postura', 'cervicale', 'sciatica', 'ernia', 'dolori articolari', 'stare seduto tutto il giorno', 'ore seduto'] },
  { id: 'dormire-male', terms: ['dormire male', 'dormo male', 'dormiamo male', 'insonnia', 'non riesco a dormire', 'sonno', 'riposare meglio', 'dormire meglio', 'notti insonni', 'mi sveglio stanco', 'mi sveglio stanca'] },
  { id: 'forma-fisica', terms: ['dimagrire', 'perdere peso', 'chili di troppo', 'in forma', 'rimettermi in forma', 'tenermi in forma', 'mettermi in forma', 'rimettersi in forma', 'sedentario', 'sedentaria', 'vita sedentaria', 'sovrappeso', 'tonificare', 'muscoli', 'fare sport', 'fare attività fisica', 'attività fisica'] },
  { id: 'problemi-denti', terms: ['mal di denti', 'carie', 'denti storti', 'denti gialli', 'denti macchiati', 'gengive', 'dentiera', 'protesi dentale', 'protesi dentarie', 'denti mancanti', 'dente rotto', 'sorriso'] },
  { id: 'rendimento-scolastico', terms: ['brutti voti', 'voti bassi', 'insufficienze', 'insufficienza', 'bocciatura', 'bocciato', 'bocciata', 'debito scolastico', 'debiti scolastici', 'difficoltà a scuola', 'difficoltà in matematica', 'va male a scuola', 'va male in matematica', 'dsa', 'compiti a casa', 'metodo di studio'] },
  { id: 'guasto-dispositivo', terms: ['telefono rotto', 'cellulare rotto', 'smartphone rotto', 'pc rotto', 'computer rotto', 'portatile rotto', 'pc lento', 'computer lento', 'non si accende', 'non si carica', 'caduto in acqua', 'schermo crepato', 'vetro rotto'] },
  { id: 'sporco', terms: ['sporco', 'sporca', 'sporchi', 'sporcizia', 'polvere', 'macchie', 'pulire casa', 'pulire gli uffici', 'pulizia di fine cantiere', 'fine cantiere', 'scale sporche', 'vetri sporchi'] },
  { id: 'rifiuti', terms: ['rifiuti', 'rifiuti industriali', 'rifiuti plastici', 'smaltimento dei rifiuti', 'smaltimento rifiuti', 'costi di smaltimento', 'costo di smaltimento', 'scarti di lavorazione', 'scarti plastici industriali', 'buttiamo via', 'buttare via'] },
  { id: 'plastica-monouso', terms: ['troppa plastica', 'meno plastica', 'ridurre la plastica', 'eliminare la plastica', 'togliere la plastica', 'plastica monouso', 'imballaggi di plastica', 'imballi in plastica', 'imballaggi in plastica', 'senza plastica'] },
  { id: 'merce-danneggiata', terms: ['merce rotta', 'merce danneggiata', 'prodotti rotti', 'prodotti danneggiati', 'pacchi rotti', 'pacchi danneggiati', 'rotture in transito', 'danni durante il trasporto', 'danni in transito', 'arriva rotto', 'arrivano rotti', 'arriva rotta', 'arrivano rotte'] },
  { id: 'consegne-lente', terms: ['consegne in ritardo', 'consegna in ritardo', 'ritardi nelle consegne', 'ritardi di consegna', 'spedizioni care', 'spedizioni costose', 'costi di spedizione', 'costo delle spedizioni', 'pacchi persi', 'pacchi smarriti', 'troppi ordini', 'ordini da spedire'] },
  { id: 'magazzino-pieno', terms: ['magazzino pieno', 'magazzino in disordine', 'magazzino disordinato', 'poco spazio in magazzino', 'spazio in magazzino', 'errori di picking', 'merce introvabile', 'inventario sbagliato', 'giacenze', 'scorte sbagliate', 'rotture di stock'] },
  { id: 'liquidita-scarsa', terms: ['clienti che pagano tardi', 'clienti che non pagano', 'ritardi nei pagamenti', 'pagamenti in ritardo', 'crediti insoluti', 'insoluti', 'fatture non pagate', 'mancanza di liquidità', 'poca liquidità', 'problemi di liquidità', 'problemi di cassa', 'soldi bloccati'] },
  { id: 'problemi-fiscali', terms: ['scadenze fiscali', 'cartelle esattoriali', 'cartella esattoriale', 'agenzia delle entrate', 'accertamento', 'accertamento fiscale', 'debiti con il fisco', 'multe', 'sanzioni fiscali', 'troppe tasse', 'pago troppe tasse', 'pagare meno tasse'] },
  { id: 'turnover', terms: ['turnover', 'dipendenti che se ne vanno', 'dipendenti che vanno via', 'trattenere i dipendenti', 'trattenere i talenti', 'trattenere il personale', 'motivare i dipendenti', 'motivare il personale', 'clima aziendale', 'dimissioni', 'benessere in azienda'] },
  { id: 'infortuni', terms: ['infortuni', 'infortunio', 'incidenti sul lavoro', 'incidente sul lavoro', 'ispezione asl', 'ispezioni asl', 'asl', 'ispettorato del lavoro', 'sanzioni', 'norme di sicurezza', 'obblighi di legge', 'in regola'] },
  { id: 'incendi', terms: ['incendio', 'incendi', 'rischio incendio', 'rischio di incendio', 'fuoco', 'fiamme'] },
  { id: 'spostamenti', terms: ['traffico', 'pendolare', 'pendolari', 'pendolarismo', 'tragitto casa lavoro', 'casa-lavoro', 'spostamenti in città', 'muoversi in città', 'andare al lavoro', 'parcheggiare', 'senza auto', 'senza macchina'] },
  { id: 'clienti-stranieri', terms: ['clienti stranieri', 'cliente straniero', 'turisti stranieri', 'turisti', 'ospiti stranieri', 'clienti internazionali'] },
  { id: 'giardino-trascurato', terms: ['erba alta', 'siepi da tagliare', 'giardino abbandonato', 'giardino trascurato', 'prato secco', 'piante secche', 'erbacce', 'alberi da potare'] },
  // Purposes (sixth pass): what a buyer wants to achieve. The offer the purpose names answers it
  // as itself; the other kinds of offer that serve it list it in `solves` (second suppliers, at
  // SOLVES_CREDIT).
  { id: 'acquisire-clienti', terms: ['trovare clienti', 'trovare nuovi clienti', 'nuovi clienti', 'più clienti', 'acquisire clienti', 'acquisizione clienti', 'acquisizione di clienti', 'aumentare le vendite', 'vendere di più', 'calo delle vendite', 'vendite in calo', 'pochi clienti', 'farsi conoscere', 'farmi conoscere', 'farci conoscere', 'nessuno ci conosce', 'non ci conosce nessuno', 'lead generation', 'contatti qualificati', 'generare contatti', 'attirare clienti', 'portare clienti', 'negozio vuoto', 'clientela'] },
  { id: 'trovare-personale', terms: ['trovare personale', 'trovare collaboratori', 'trovare operai', 'trovare tecnici', 'trovare dipendenti', 'carenza di personale', 'mancanza di personale', 'carenza di manodopera', 'manca personale', 'mancano operai', 'mancano tecnici', 'non troviamo personale', 'personale introvabile', 'picchi stagionali', 'picchi di lavoro', 'lavoratori stagionali', 'personale stagionale', 'ampliare il team', 'rafforzare il team'] },
  { id: 'avvio-attivita', terms: ["aprire un'attività", 'aprire una attività', 'aprire un negozio', 'aprire un locale', 'aprire un ristorante', 'aprire un bar', 'mettermi in proprio', 'mettersi in proprio', 'mettermi per conto mio', "avviare un'impresa", "avviare un'attività", "avviare un'azienda", 'nuova attività', 'avvio di impresa', "avvio d'impresa", 'fondare una startup', 'aprire una startup', 'aprire la mia attività', 'nuova impresa'] },
  { id: 'cambio-casa', terms: ['cambiare casa', 'cambio casa', 'cambio di casa', 'mi trasferisco', 'ci trasferiamo', 'trasferirsi', 'trasferirmi', 'trasferimento', 'andare a vivere', 'andiamo a vivere', 'vado a vivere', 'cambiare sede', 'cambio sede', 'cambio di sede', 'spostare la sede', 'spostare i mobili'] },
  { id: 'comprare-casa', terms: ['comprare casa', 'comprare una casa', 'acquistare casa', 'acquisto della casa', 'acquisto casa', 'prima casa', 'casa nuova', 'nuova casa', 'giovani coppie', 'rogito'] },
  { id: 'lavori-casa', terms: ['ristrutturare casa', 'ristrutturare', 'ristrutturo', 'ristrutturiamo', 'rifare il bagno', 'rifare la cucina', 'rifare i pavimenti', 'rifare il pavimento', 'lavori in casa', 'lavori di casa', 'bonus edilizi', 'bonus edilizio', 'superbonus', 'ecobonus', 'bonus casa', 'detrazioni fiscali'] },
  { id: 'evento-aziendale', terms: ['evento aziendale', 'eventi aziendali', 'festa aziendale', 'feste aziendali', 'cena aziendale', 'cene aziendali', 'inaugurazione', 'lancio di prodotto', 'lancio del prodotto', 'open day', 'festa di fine anno', 'cena di natale', 'festa di natale'] },
  { id: 'investimento', terms: ['investire', 'investimento', 'investimenti', 'nuovo capannone', 'comprare macchinari', 'acquistare macchinari', 'acquisto di macchinari', 'acquisto macchinari', 'nuovi macchinari', 'ampliare lo stabilimento', 'ampliamento', 'ampliare la produzione', 'nuova linea'] },
  { id: 'autofficina', terms: ['autofficina', 'autofficine', 'officina auto', 'officine auto', 'officina meccanica auto', 'meccanico', 'meccanici', 'tagliando', 'tagliandi', 'carrozzeria', 'carrozzerie', 'carrozziere', 'gommista', 'gommisti', 'revisione auto', 'elettrauto'] },
  { id: 'tetto-danneggiato', terms: ['tetto che perde', 'il tetto perde', 'infiltrazioni', "infiltrazioni d'acqua", 'perdite dal tetto', 'tegole rotte', 'tetto rovinato', 'tetto vecchio', 'grandine', 'danni da grandine'] },
  { id: 'guasti-elettrici', terms: ['blackout', 'salta la corrente', 'corrente che salta', 'cortocircuito', 'impianto elettrico vecchio', 'impianto non a norma', 'scatta il salvavita', 'sbalzi di tensione'] },
  { id: 'grafica', broader: ['marketing'], terms: ['grafica', 'grafico', 'grafica pubblicitaria', 'graphic design', 'graphic designer', 'logo', 'loghi', 'brand identity', 'immagine coordinata', 'impaginazione', 'progettazione grafica', 'packaging design', 'restyling del logo'] },
  { id: 'raccolta-fondi', terms: ['raccolta fondi', 'raccolta di capitali', 'trovare investitori', 'cerco investitori', 'business angel', 'venture capital', 'round di investimento', 'round seed', 'seed', 'crowdfunding', 'aumento di capitale'] },
  { id: 'energia-autonoma', terms: ['autonomia energetica', 'indipendenza energetica', 'produrre energia', 'produrre la propria energia', 'autoprodurre energia', 'autoproduzione', 'staccarsi dalla rete', 'energia gratis', 'energia gratuita'] },
]

export interface AmbiguousEntry {
  /** Surface words (any inflection the stemmer folds together). */
  words: string[]
  /** Without a sense: a weak ambiguous feature (default), or just a filler word. */
  fallback?: 'ambiguous' | 'generic'
  /** A sense is chosen only when one of its cue words appears in the same text. */
  senses: { concept: string; cues: string[] }[]
}

/** Words with several meanings: alone they only count weakly; context words pick a sense. */
export const AMBIGUOUS: AmbiguousEntry[] = [
  {
    // Water a plant consumes or discharges (a cost to cut), not water to drink or sell.
    words: ['acqua', 'acque'],
    senses: [
      {
        concept: 'consumi-acqua',
        cues: [
          'consumi',
          'consumo',
          'consumiamo',
          'consumano',
          'sprechiamo',
          'spreco',
          'sprechi',
          'sprecare',
          'lavaggi',
          'lavaggio',
          'scarichi',
          'scarico',
          'reflue',
          'depurazione',
          'depuratore',
          'riciclo',
          'recupero',
          'trattamento',
          'processo',
          'prelievi',
          'smaltimento',
          'bolletta',
          'bollette',
          'risparmiare',
          'risparmio',
        ],
      },
    ],
  },
  {
    // Sixth pass: a workbench, a market stall, or (rarely) a bank; alone it stays ambiguous.
    words: ['banco', 'banchi'],
    senses: [
      {
        concept: 'banchi-lavoro',
        cues: [
          'officina',
          'officine',
          'attrezzi',
          'utensili',
          'falegnameria',
          'laboratorio',
          'morsa',
          'garage',
          'bricolage',
          'cassettiera',
        ],
      },
      {
        concept: 'attrezzature-ambulanti',
        cues: [
          'mercato',
          'mercatino',
          'mercatini',
          'ambulante',
          'ambulanti',
          'pieghevole',
          'pieghevoli',
          'sagra',
          'sagre',
          'bancarella',
          'gazebo',
          'verdura',
          'posteggio',
        ],
      },
    ],
  },
  {
    // "pesca" is fishing or a peach ("pesce" shares the stem): the rest of the text decides.
    words: ['pesca', 'pesche'],
    senses: [
      {
        concept: 'attrezzature-pesca',
        cues: [
          'canna',
          'canne',
          'mulinello',
          'mulinelli',
          'ami',
          'esca',
          'esche',
          'barca',
          'barche',
          'mare',
          'lago',
          'fiume',
          'pescatore',
          'pescatori',

          'peschereccio',
          'pescherecci',
          'reti',
          'sportiva',
        ],
      },
      {
        concept: 'frutta',
        cues: [
          'frutta',
          'frutteto',
          'frutteti',
          'albicocche',
          'nettarine',
          'ciliegie',
          'marmellata',
          'marmellate',
          'succhi',
          'gelato',
          'gelateria',
          'gelaterie',
          'mature',
          'sciroppate',
          'macedonia',
          'fruttivendolo',
          'fruttivendoli',
          'raccolta',
        ],
      },
    ],
  },
  {
    // A folder (stationery) or a clinical record.
    words: ['cartella', 'cartelle'],
    senses: [
      {
        concept: 'sanita-digitale',
        cues: [
          'clinica',
          'cliniche',
          'medico',
          'medici',
          'pazienti',
          'paziente',
          'ambulatorio',
          'poliambulatorio',
          'sanitaria',
          'sanitario',
          'visite',
          'ricette',
          'pediatra',
          'referti',
        ],
      },
      {
        concept: 'cancelleria',
        cues: [
          'raccoglitori',
          'carta',
          'penne',
          'cancelleria',
          'quaderni',
          'toner',
          'cartoleria',
          'faldoni',
          'scuola',
          'zaino',
          'fogli',
        ],
      },
    ],
  },
  {
    // A machine shop (trade) or a car or bike repair shop (consumer).
    words: ['officina', 'officine'],
    senses: [
      {
        concept: 'metalmeccanica',
        cues: [
          'cnc',
          'tornitura',
          'torneria',
          'fresatura',
          'lavorazioni',
          'meccaniche',
          'pezzi',
          'componenti',
          'saldatura',
          'carpenteria',
          'utensili',
          'torni',
          'frese',
          'stampi',
          'produzione',
          'industriale',
        ],
      },
      {
        concept: 'autofficina',
        cues: [
          'auto',
          'macchina',
          'moto',
          'gomme',
          'pneumatici',
          'tagliando',
          'meccanico',
          'carrozzeria',
          'freni',
          'revisione',
          'bici',
          'scooter',
          'furgone',
        ],
      },
    ],
  },
  {
    words: ['stampa', 'stampe', 'stampare', 'stampato', 'stampati', 'stampiamo'],
    senses: [
      {
        concept: 'tipografia',
        cues: [
          'volantini',
          'cataloghi',
          'brochure',
          'etichette',
          'biglietti',
          'carta',
          'manifesti',
          'locandine',
          'grafica',
          'tipografia',
          'offset',
          'flyer',
          'depliant',
          'inchiostri',
          'adesivi',
          'striscioni',
        ],
      },
      {
        concept: 'gadget',
        cues: [
          'magliette',
          'maglietta',
          't-shirt',
          'tshirt',
          'felpe',
          'felpa',
          'gadget',
          'tazze',
          'divise',
          'cappellini',
          'squadra',
        ],
      },
      {
        concept: 'ufficio-stampa',
        cues: [
          'giornalisti',
          'giornali',
          'media',
          'comunicati',
          'riviste',
          'notizie',
          'redazione',
          'testate',
          'intervista',
          'interviste',
        ],
      },
      {
        concept: 'stampa-3d',
        cues: [
          '3d',
          'prototipi',
          'prototipo',
          'filamento',
          'additiva',
          'polimeri',
          'resine',
          'sinterizzazione',
        ],
      },
    ],
  },
  {
    words: ['flotta', 'flotte'],
    senses: [
      {
        concept: 'noleggio-veicoli',
        cues: [
          'auto',
          'automobili',
          'furgoni',
          'furgone',
          'veicoli',
          'veicolo',
          'mezzi',
          'camion',
          'aziendali',
          'aziendale',
          'noleggio',
          'elettrici',
          'elettriche',
          'ricarica',
        ],
      },
    ],
  },
  {
    // An inspection is quality control only on a production line, not of roofs or bridges.
    words: ['ispezione', 'ispezioni'],
    senses: [
      {
        concept: 'controllo-qualita',
        cues: [
          'qualità',
          'difetti',
          'difettosi',
          'produzione',
          'pezzi',
          'collaudo',
          'scarti',
          'lotti',
        ],
      },
    ],
  },
  {
    words: ['forno', 'forni'],
    senses: [
      {
        concept: 'alimentare',
        cues: [
          'pane',
          'panificio',
          'panetteria',
          'focacce',
          'biscotti',
          'dolci',
          'pasticceria',
          'grissini',
        ],
      },
      {
        concept: 'forni',
        cues: ['pizza', 'pizze', 'pizzeria', 'pizzerie', 'legna', 'cottura', 'pizzaiolo'],
      },
    ],
  },
  {
    words: ['luce', 'luci'],
    senses: [
      {
        concept: 'audio-luci',
        cues: [
          'audio',
          'palco',
          'concerti',
          'concerto',
          'spettacoli',
          'eventi',
          'lampade',
          'lampada',
          'led',
          'illuminazione',
          'illuminotecnica',
          'faretti',
          'hall',
          'negozio',
          'vetrine',
        ],
      },
      {
        concept: 'forniture-energia',
        cues: [
          'gas',
          'bolletta',
          'bollette',
          'fornitura',
          'fornitore',
          'tariffa',
          'tariffe',
          'contatore',
          'kwh',
        ],
      },
    ],
  },
  {
    words: ['rete', 'reti'],
    senses: [
      {
        concept: 'materassi',
        cues: [
          'materasso',
          'materassi',
          'doghe',
          'cuscini',
          'letto',
          'dormire',
          'dormo',
          'matrimoniale',
          'cameretta',
        ],
      },
      {
        concept: 'attrezzature-pesca',
        cues: [
          'pesca',
          'pescatore',
          'pescatori',
          'pesce',
          'pescherecci',
          'peschereccio',
          'barca',
          'barche',
          'ami',
          'mulinelli',
        ],
      },
      {
        concept: 'reti-informatiche',
        cues: [
          'wifi',
          'cablaggio',
          'informatica',
          'informatico',
          'lan',
          'server',
          'internet',
          'fibra',
          'router',
          'firewall',
          'switch',
          'connessione',
          'sistemistica',
          'computer',
        ],
      },
      {
        concept: 'edilizia-recinzioni',
        cues: [
          'recintare',
          'recinzione',
          'recinzioni',
          'giardino',
          'cancelli',
          'cancello',
          'cane',
          'orto',
          'pollaio',
          'metallica',
          'paletti',
          'confine',
        ],
      },
      {
        concept: 'rete-vendita',
        cues: [
          'agenti',
          'vendita',
          'vendite',
          'commerciale',
          'distributori',
          'venditori',
          'rivenditori',
          'plurimandatari',
        ],
      },
    ],
  },
  {
    words: ['cloud'],
    senses: [
      {
        concept: 'cloud-computing',
        cues: [
          'software',
          'server',
          'dati',
          'backup',
          'saas',
          'hosting',
          'informatica',
          'digitale',
          'archiviazione',
          'applicazioni',
          'gestionale',
          'migrazione',
          'piattaforma',
          'online',
        ],
      },
    ],
  },
  {
    words: ['stage'],
    senses: [
      {
        concept: 'tirocinio',
        cues: [
          'studenti',
          'studente',
          'studentessa',
          'tirocinio',
          'laurea',
          'laureandi',
          'neolaureati',
          'università',
          'curriculum',
          'cv',
          'tesi',
          'formazione',
          'ingegneri',
          'giovani',
          'assunzioni',
          'corsi',
          'tecnici',
        ],
      },
      {
        concept: 'palco',
        cues: [
          'concerti',
          'concerto',
          'eventi',
          'evento',
          'audio',
          'luci',
          'festival',
          'spettacolo',
          'spettacoli',
          'palco',
          'allestimento',
          'noleggio',
          'modulari',
          'piazza',
          'band',
        ],
      },
    ],
  },
  {
    words: ['sicurezza'],
    senses: [
      {
        concept: 'cybersecurity',
        cues: [
          'informatica',
          'dati',
          'hacker',
          'attacchi',
          'virus',
          'password',
          'server',
          'ransomware',
          'phishing',
          'firewall',
        ],
      },
      {
        concept: 'sicurezza-lavoro',
        cues: [
          'cantieri',
          'cantiere',
          'dpi',
          'lavoratori',
          'antinfortunistica',
          'rspp',
          'caschi',
          'infortuni',
          'protezione individuale',
        ],
      },
      {
        concept: 'vigilanza',
        cues: [
          'vigilanza',
          'furti',
          'allarmi',
          'telecamere',
          'guardie',
          'videosorveglianza',
          'portierato',
        ],
      },
    ],
  },
  {
    words: ['batteria', 'batterie'],
    senses: [
      {
        concept: 'musica',
        cues: [
          'suono',
          'suonare',
          'band',
          'musica',
          'batterista',
          'bacchette',
          'piatti',
          'chitarre',
          'musicisti',
          'esercitarmi',
          'amplificatori',
        ],
      },
      {
        concept: 'accumulo',
        cues: [
          'solare',
          'fotovoltaico',
          'energia',
          'litio',
          'kwh',
          'ricarica',
          'pannelli',
          'impianto',
          'elettriche',
          'bolletta',
        ],
      },
    ],
  },
  {
    words: ['pannelli', 'pannello'],
    senses: [
      {
        concept: 'fotovoltaico',
        cues: ['solare', 'solari', 'fotovoltaico', 'energia', 'bolletta', 'elettricità', 'kw'],
      },
      {
        concept: 'isolamento',
        cues: ['isolanti', 'coibentazione', 'termico', 'amianto', 'cappotto'],
      },
      {
        concept: 'acustica',
        cues: ['fonoassorbenti', 'rumore', 'acustica', 'acustici', 'riverbero'],
      },
    ],
  },
  {
    words: ['impianto', 'impianti'],
    fallback: 'generic',
    senses: [
      {
        concept: 'impianti-elettrici',
        cues: ['elettrico', 'elettrici', 'quadri', 'cabine', 'elettricista', 'tensione'],
      },
      { concept: 'audio-luci', cues: ['audio', 'luci', 'concerti', 'festival', 'palco'] },
      { concept: 'odontoiatria', cues: ['denti', 'dentale', 'dentali', 'dentista', 'sorriso'] },
    ],
  },
  {
    words: ['mobile'],
    fallback: 'generic',
    senses: [
      {
        concept: 'arredo',
        cues: ['casa', 'cucina', 'legno', 'soggiorno', 'arredamento', 'camera', 'bagno', 'armadio'],
      },
    ],
  },
  {
    words: ['piattaforma', 'piattaforme'],
    fallback: 'generic',
    senses: [
      {
        concept: 'sollevamento',
        cues: ['aeree', 'aerea', 'elevabili', 'sollevamento', 'quota', 'altezza'],
      },
    ],
  },
]

/** Filler words of requests and offers: they count, but barely. */
// prettier-ignore
export const GENERIC_WORDS: string[] = [
  'cerco', 'cerca', 'cerchiamo', 'cercano', 'cercare', 'cercando', 'vorrei', 'vorremmo', 'voglio',
  'vogliamo', 'vogliono', 'vuole', 'serve', 'servono', 'bisogno', 'necessità', 'esigenze',
  'soluzione', 'soluzioni', 'prodotto', 'prodotti', 'servizio', 'servizi', 'fornitore', 'fornitori',
  'fornitura', 'forniture', 'partner', 'nuovo', 'nuova', 'nuovi', 'nuove', 'qualcosa', 'qualcuno',
  'interessante', 'interessanti', 'magari', 'tipo', 'settore', 'settori', 'migliore', 'migliori',
  'moderno', 'moderna', 'moderni', 'trovare', 'fare', 'rifare', 'gestire', 'gestione', 'sistema',
  'sistemi', 'offerta', 'offriamo', 'offre', 'realizziamo', 'progettiamo', 'installiamo',
  'mettiamo', 'disposizione', 'misura', 'qualità', 'lavoro', 'linea', 'linee', 'piattaforma',
  'piattaforme', 'impianto', 'impianti', 'consulenza', 'tecnologia', 'tecnologie', 'innovativo',
  'innovativa', 'innovativi', 'innovative', 'italia', 'italiano', 'italiana', 'italiani',
  'italiane', 'capire', 'aprire', 'comprare', 'acquistare', 'acquisto', 'acquisti', 'noleggio',
  'noleggiare', 'noleggi', 'comodo', 'ore', 'anno', 'anni', 'persone', 'clienti', 'cliente',
  'tutta', 'interno', 'modo', 'ogni', 'sempre', 'molto', 'molti', 'grande', 'grandi', 'piccolo',
  'piccola', 'piccoli', 'piccole', 'medie', 'alto', 'alti', 'bene', 'meglio', 'parte', 'vedere',
  'idee', 'idea', 'software', 'app', 'online', 'digitale', 'digitali', 'macchine', 'macchina',
  'attrezzature', 'materiali', 'materiale', 'responsabile', 'responsabili', 'titolare', 'manager',
  'direttore', 'direttrice', 'lavoro', 'lavoriamo', 'lavorano', 'occupa', 'occupiamo', 'dipendenti',
  'dipendente', 'ufficio', 'uffici', 'sede', 'sedi', 'senza', 'fiera', 'fiere', 'stand',
  'espositori', 'espositore', 'visitare', 'tutto', 'tutti', 'tutte',
  // Judgements say how good, not what ("crocchette buone", "un sito decente", "un dentista onesto").
  'buono', 'buona', 'buoni', 'buone', 'decente', 'decenti', 'serio', 'seria', 'seri', 'onesto',
  'onesta', 'onesti', 'economico', 'economica', 'economici', 'economiche', 'conveniente',
  'convenienti', 'robusto', 'robusta', 'robusti', 'fidato', 'fidata', 'fidati', 'affidabile',
  'affidabili', 'ottimo', 'ottima', 'ottimi', 'bravo', 'brava', 'bravi', 'semplice', 'semplici',
  'bello', 'bella', 'belli', 'belle',
  // Adverbs of time and frequency ("e poi qualcuno x il trasloco", "ogni tanto").
  'poi', 'tanto', 'spesso', 'ancora', 'subito', 'presto', 'volta', 'volte', 'adesso', 'finalmente',
  // Quantities say how much, not what ("un sacco di acqua", "troppa carta"): the noun after them
  // is the thing itself. Only the idiom's singular: "sacchi" can be packaging.
  'sacco', 'mucchio', 'marea', 'troppo', 'troppa', 'troppi', 'troppe', 'tanta', 'tanti', 'tante',
  'parecchio', 'parecchia', 'parecchi', 'parecchie', 'poco', 'poca', 'pochi', 'poche',
  // Ordinals say which one, not what ("il primo lavoro", "la prima casa").
  'primo', 'prima', 'primi', 'prime', 'secondo', 'seconda', 'secondi', 'seconde', 'terzo', 'terza',
  'ultimo', 'ultima', 'ultimi', 'ultime',
  // Places: where someone is matters little for whom to meet at the fair.
  'nord', 'sud', 'centro', 'europa', 'lombardia', 'piemonte', 'veneto', 'liguria', 'emilia',
  'romagna', 'toscana', 'umbria', 'lazio', 'abruzzo', 'molise', 'campania', 'puglia', 'basilicata',
  'calabria', 'sicilia', 'sardegna', 'trentino', 'friuli', 'milano', 'roma', 'torino', 'napoli',
  'bologna', 'firenze', 'venezia', 'verona', 'genova', 'brescia', 'bergamo', 'padova', 'treviso',
  'provincia', 'città', 'zona',
]

/** Verbs that say what someone wants: the clause that holds one is a need ("cerco", "mi serve"). */
// prettier-ignore
export const NEED_VERBS: string[] = [
  'cerco', 'cerchiamo', 'cerca', 'cercando', 'cercavo', 'cercavamo', 'vorrei', 'vorremmo', 'voglio',
  'vogliamo', 'serve', 'servono', 'servirebbe', 'servirebbero', 'bisogno', 'devo', 'dobbiamo',
  'occorre', 'occorrono', 'desidero', 'desideriamo', 'valutando', 'piacerebbe', 'interessa',
  'interessano', 'mancano', 'manca', 'deve', 'devono', 'dovrei', 'dovremmo', 'bisogna',
]

/** Verbs that describe who someone is or what they do ("passo le giornate in ufficio", "ho un
 * bar"): a clause that holds one and no need verb is context, not something asked for. */
// prettier-ignore
export const STATE_VERBS: string[] = [
  'passo', 'passiamo', 'sono', 'siamo', 'ho', 'abbiamo', 'faccio', 'facciamo', 'gestisco', 'gestiamo',
  'vendo', 'vendiamo', 'produco', 'produciamo', 'coltivo', 'coltiviamo', 'consumiamo', 'consumo',
  'dormo', 'suono', 'amministro', 'abito', 'abitiamo', 'vivo', 'viviamo', 'apro', 'apriamo',
  'allestendo', 'organizzo', 'organizziamo', 'rinnova', 'rinnoviamo', 'spostiamo', 'trasferiamo',
  'compriamo', 'sposiamo', 'lavoriamo', 'chiudiamo', 'facciamo', 'usiamo', 'uso', 'va',
  'vanno', 'rende', 'costa', 'costano', 'raddoppiate', 'rotto', 'rotta', 'preso', 'presa',
]

/** Words that negate what follows ("senza recinzioni", "non cerco consulenza"). */
export const NEGATIONS: string[] = ['non', 'senza', 'nessun', 'nessuna', 'nessuno', 'niente', 'mai']
