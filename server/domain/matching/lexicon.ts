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
  { id: 'automazione', solves: ['lavori-ripetitivi'], terms: ['automazione', 'automazione industriale', 'automatizzare', 'automatizzato', 'automatizzati', 'automatizzata', 'automatizzate', 'automatismi', 'automation', 'plc', 'linee automatiche', 'macchine speciali', 'macchina speciale', 'linee di assemblaggio', 'linea di assemblaggio', 'revamping', 'hmi', 'motion control', 'asservimento macchine', 'system integrator', 'integratore di sistemi', 'macchine su misura', 'macchina su misura', 'macchinari su misura'] },
  { id: 'robotica', broader: ['automazione'], solves: ['lavori-ripetitivi'], terms: ['robotica', 'robot', 'robotizzato', 'robotizzata', 'robotizzate', 'robotizzati', 'robotizzazione', 'robotics', 'robotic', 'bracci robotici', 'braccio robotico', 'avvitatura', 'avvitatura automatica'] },
  { id: 'cobot', broader: ['robotica'], solves: ['lavori-ripetitivi'], terms: ['cobot', 'robot collaborativo', 'robot collaborativi', 'robotica collaborativa', 'collaborative robot', 'collaborative robots', 'accanto agli operatori', 'accanto agli operai', 'accanto alle persone', 'robottino', 'robottini', 'carico e scarico macchine', 'asservimento cnc'] },
  { id: 'robot-industriali', broader: ['robotica'], solves: ['lavori-ripetitivi'], terms: ['robot industriale', 'robot industriali', 'robot antropomorfo', 'robot antropomorfi', 'cella robotizzata', 'celle robotizzate', 'saldatura robotizzata', 'celle di saldatura robotizzate', 'saldatura automatica', 'saldatura automatizzata', 'robot di saldatura'] },
  { id: 'pallettizzazione', broader: ['automazione'], solves: ['lavori-ripetitivi'], terms: ['pallettizzaggio', 'pallettizzazione', 'pallettizzatore', 'palletizzazione', 'fine linea', 'palletizzatore', 'pallettizzare', 'impilare', 'impilatore', 'impilaggio', 'impilare i cartoni'] },
  { id: 'visione-artificiale', broader: ['controllo-qualita', 'intelligenza-artificiale'], terms: ['visione artificiale', 'sistemi di visione', 'sistema di visione', 'machine vision', 'computer vision', 'telecamere intelligenti', 'ispezione ottica', 'ispezione visiva', 'telecamere sulla linea', 'telecamere in linea', 'ispezione automatica', 'controllo visivo', 'controlli visivi'] },
  { id: 'controllo-qualita', terms: ['controllo qualità', 'controllo della qualità', 'controlli qualità', 'quality control', 'difetti', 'difetti di produzione', 'difettosità', 'collaudo', 'collaudi', 'scarti di produzione', 'scarti in produzione', 'troppi scarti', 'pezzi difettosi', 'pezzi scartati'] },
  { id: 'intelligenza-artificiale', terms: ['intelligenza artificiale', 'ia', 'ai', 'machine learning', 'apprendimento automatico', 'reti neurali', 'rete neurale', 'deep learning', 'algoritmi predittivi', 'chatgpt', 'chat gpt', 'ia generativa', 'intelligenza artificiale generativa', 'genai', 'copilot'] },
  { id: 'iot', solves: ['fermi-macchina', 'digitalizzazione'], terms: ['iot', 'internet delle cose', 'industrial iot', 'iiot', 'sensori connessi', 'macchine connesse', 'fabbrica connessa', 'smart factory', 'fabbrica intelligente', 'industria 4.0', 'transizione 4.0', 'cruscotti di produzione', 'monitoraggio della produzione'] },
  { id: 'manutenzione', solves: ['fermi-macchina'], terms: ['manutenzione', 'manutenzioni', 'manutentori', 'manutentore', 'assistenza tecnica', 'riparazioni', 'riparazione', 'ricambi'] },
  { id: 'manutenzione-predittiva', broader: ['manutenzione', 'iot'], solves: ['fermi-macchina'], terms: ['manutenzione predittiva', 'predictive maintenance', 'monitoraggio dei macchinari', 'monitoraggio macchinari', 'manutenzione preventiva'] },
  { id: 'sensori', terms: ['sensori', 'sensore', 'sensoristica', 'sonde', 'rilevatori'] },
  { id: 'macchinari', terms: ['macchinari', 'macchinario', 'macchine utensili', 'macchina utensile', 'macchine industriali', 'attrezzature industriali', 'impianti industriali', 'beni strumentali'] },
  { id: 'manifattura', weight: 0.5, terms: ['manifattura', 'manifatturiero', 'manifatturiera', 'manifatturiere', 'manifatturieri', 'industria', 'industriale', 'industriali', 'produzione', 'produzioni', 'produttore', 'produttori', 'produce', 'produciamo', 'producono', 'produttivo', 'produttivi', 'stabilimento', 'stabilimenti', 'fabbrica', 'fabbriche', 'linea di produzione', 'linee di produzione', 'reparto produttivo', 'imprese industriali', 'gruppo industriale'] },
  { id: 'metalmeccanica', broader: ['manifattura'], terms: ['metalmeccanica', 'metalmeccaniche', 'metalmeccanico', 'metalmeccanici', 'officina meccanica', 'officine meccaniche', 'lavorazioni meccaniche', 'meccanica di precisione', 'carpenteria', 'carpenterie', 'carpenteria metallica', 'cnc', 'torneria', 'fresatura', 'componenti meccanici', 'saldatura', 'tornitura', 'pezzi torniti', 'pezzi su disegno', 'lavorazioni conto terzi', 'contoterzista', 'contoterzisti', 'terzista meccanico', 'fresati'] },
  { id: 'plastica', broader: ['manifattura'], terms: ['plastica', 'plastiche', 'materie plastiche', 'stampaggio', 'stampaggio a iniezione', 'polimeri'] },
  { id: 'automotive', terms: ['automotive', 'automobilistico', 'automobilistica', 'componenti per auto', 'componentistica auto', 'settore auto'] },
  { id: 'aerospazio', terms: ['aerospazio', 'aerospaziale', 'aeronautica', 'aeronautico', 'avionica'] },
  { id: 'stampa-3d', broader: ['prototipazione'], terms: ['stampa 3d', 'stampa in 3d', 'stampanti 3d', 'stampante 3d', 'stampa tridimensionale', 'additive manufacturing', 'manifattura additiva', 'produzione additiva', 'fabbricazione additiva', 'stampa additiva', 'additiva', 'additivo'] },
  { id: 'prototipazione', terms: ['prototipi', 'prototipo', 'prototipazione', 'prototipazione rapida', 'campionatura', 'piccole serie', 'preserie'] },
  { id: 'ricerca-sviluppo', terms: ['ricerca e sviluppo', 'r&d', 'r&s', 'uffici tecnici', 'ufficio tecnico', 'progettazione', 'progettisti', 'reparti di ricerca', 'reparto di ricerca'] },

  // Software and IT
  { id: 'erp', solves: ['gestione-manuale', 'magazzino-pieno', 'digitalizzazione'], terms: ['erp', 'gestionale', 'gestionali', 'software gestionale', 'software gestionali', 'sistema gestionale', 'gestionale aziendale', 'mrp', 'sap', 'pianificazione della produzione', 'programma gestionale', 'programmi gestionali', 'mes', 'software di gestione', 'gestione della produzione', 'gestione produzione', 'software di produzione', 'software per la produzione', 'gestionale di produzione', 'software aziendale', 'ordini di produzione', 'tracciabilità dei lotti', 'tracciabilità lotti'] },
  { id: 'contabilita', terms: ['contabilità', 'contabile', 'contabili', 'fatturazione', 'fatturazione elettronica', 'fattura elettronica', 'fatture elettroniche', 'fatture', 'fattura', 'fatturare', 'prima nota', 'bilancio', 'bilanci'] },
  { id: 'crm', solves: ['gestione-manuale', 'acquisire-clienti', 'digitalizzazione'], terms: ['crm', 'customer relationship management', 'gestione clienti', 'gestione dei clienti', 'gestione contatti', 'gestione dei contatti', 'gestire contatti', 'salesforce', 'hubspot', 'trattative', 'pipeline commerciale', 'database clienti', 'anagrafica clienti', 'anagrafiche clienti', 'contatti dei clienti', 'contatti clienti', 'storico clienti', 'schede clienti', 'agenda commerciale', 'clienti persi'] },
  { id: 'informatica', weight: 0.8, terms: ['informatica', 'informatico', 'informatici', 'informatiche', 'it', 'ict', 'sistemi informativi', 'infrastruttura it', 'sistemistica', 'sistemista', 'sistemisti', 'assistenza sistemistica', 'responsabili it', 'responsabile it', 'tecnico informatico', 'assistenza informatica', 'supporto it', 'help desk', 'helpdesk', 'consulente informatico', 'it manager'] },
  { id: 'reti-informatiche', broader: ['informatica'], solves: ['connessione-lenta'], terms: ['rete informatica', 'reti informatiche', 'rete aziendale', 'reti aziendali', 'rete dati', 'reti dati', 'rete lan', 'reti lan', 'lan', 'wifi', 'rete wifi', 'reti wifi', 'wireless', 'cablaggio', 'cablaggi', 'cablaggio strutturato', 'cablare', 'networking', 'router', 'switch', 'fibra ottica', 'connettività'] },
  { id: 'cloud-computing', broader: ['informatica'], solves: ['digitalizzazione'], terms: ['cloud computing', 'servizi cloud', 'servizio cloud', 'in cloud', 'nel cloud', 'sul cloud', 'server in cloud', 'cloud storage', 'saas', 'iaas', 'paas', 'data center', 'datacenter', 'hosting', 'aws', 'azure', 'migrazione in cloud', 'server virtuali', 'vps', 'server privato', 'hosting gestito'] },
  { id: 'backup', broader: ['informatica'], terms: ['backup', 'disaster recovery', 'archiviazione dati', 'archiviazione dei dati', 'copie di sicurezza', 'copia di sicurezza', 'ripristino dei dati', 'recupero dati', 'recupero dei dati', 'dati persi', 'dati cancellati'] },
  { id: 'cybersecurity', broader: ['informatica'], terms: ['cybersecurity', 'cyber security', 'cyber', 'sicurezza informatica', 'sicurezza it', 'sicurezza digitale', 'ransomware', 'phishing', 'antiphishing', 'anti-phishing', 'malware', 'antivirus', 'firewall', 'penetration test', 'test di penetrazione', 'pentest', 'attacchi informatici', 'attacchi hacker', 'hacker', 'protezione dei dati', 'protezione dati', 'nis2', 'soc', 'virus', 'hackerato', 'hackerata', 'hackerati', 'attacco hacker', 'attacco informatico', 'truffe informatiche', 'mail truffa', 'email truffa', 'email di phishing', 'furto di dati', 'furto dei dati', 'password rubate', 'cybersec', 'infosec', 'rubato la password', 'password rubata', 'account rubato', 'account hackerato', 'profilo hackerato', 'richiesta di riscatto', 'pc bloccati', 'computer bloccati', 'file criptati', 'dati criptati'] },
  { id: 'dati', weight: 0.7, terms: ['dati', 'big data', 'analisi dei dati', 'analisi dati', 'data analysis', 'data science', 'business intelligence', 'dati sensibili', 'dashboard', 'cruscotto', 'cruscotti', 'kpi', 'reportistica', 'previsione della domanda', 'previsione delle vendite', 'previsioni di vendita', 'forecast', 'power bi', 'data scientist'] },
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
  { id: 'ricarica', broader: ['mobilita-elettrica'], terms: ['colonnine di ricarica', 'colonnina di ricarica', 'colonnine', 'colonnina', 'wallbox', 'stazioni di ricarica', 'stazione di ricarica', 'punti di ricarica', 'ricarica', "ricaricare l'auto", 'ricaricare la macchina', "caricare l'auto", 'caricare la macchina', 'ricaricare', 'ricaricare i furgoni', 'ricaricare le auto'] },
  { id: 'noleggio-veicoli', solves: ['cambio-casa'], terms: ['noleggio a lungo termine', 'noleggio lungo termine', 'noleggio auto', 'noleggio furgoni', 'noleggio di furgoni', 'auto aziendali', 'furgoni aziendali', 'flotta aziendale', 'flotte aziendali', 'fleet', 'fleet manager', 'parco auto', 'parco mezzi', 'auto a noleggio', 'auto in noleggio', 'macchina aziendale', 'macchine aziendali', 'renting', 'noleggio furgone', 'furgone a noleggio', 'furgoni a noleggio', 'noleggio van', 'noleggio a breve termine', 'nlt', 'noleggio lt', 'auto in leasing', 'leasing auto', 'furgoni in leasing', 'auto aziendale', 'auto per lavoro', 'auto da lavoro', 'macchina per lavoro'] },

  // Commerce, marketing, sales
  { id: 'ecommerce', solves: ['export', 'acquisire-clienti'], terms: ['e-commerce', 'ecommerce', 'commerce', 'negozio online', 'negozi online', 'negozio on line', 'shop online', 'online shop', 'webshop', 'vendita online', 'vendite online', 'vendere online', 'vendono online', 'vendiamo online', 'commercio elettronico', 'marketplace', 'shopify', 'woocommerce', 'sito di vendita', 'negozio digitale', 'e-shop', 'eshop', 'shop on line', 'negozio web', 'sito ecommerce', 'sito e-commerce', 'vendere su internet', 'vendita su internet', 'amazon', 'ebay', 'etsy', 'vendere sui marketplace', 'ecomm', 'e-comm', 'store online', 'online store', 'negozietto online', 'sito per vendere', 'sito dove vendere', 'vendere i miei prodotti online', 'aprire un negozio online', 'aprire uno shop online', 'aprire un e-commerce', 'aprire un ecommerce'] },
  { id: 'marketing', weight: 0.8, solves: ['acquisire-clienti'], terms: ['marketing', 'pubblicità', 'promozione', 'comunicazione', 'visibilità', 'brand awareness', 'marketing manager', 'campagne pubblicitarie', 'mkt', 'mktg', 'adv', 'marketing e comunicazione'] },
  { id: 'siti-web', broader: ['marketing-digitale'], solves: ['acquisire-clienti', 'avvio-attivita'], terms: ['sito', 'siti', 'sito web', 'siti web', 'sito internet', 'siti internet', 'sito vetrina', 'siti vetrina', 'realizzazione siti', 'realizzazione di siti', 'realizzazione siti web', 'landing page', 'web agency', 'web design', 'sito aziendale', 'schede google business', 'google maps', 'pagina web', 'pagine web', 'sitoweb', 'website', 'web site', 'webmaster', 'web designer', 'sviluppo siti', 'sviluppo di siti', 'presenza online', 'presenza sul web', 'sito nuovo', 'rifare il sito', 'wordpress', 'sito responsive', 'dominio web'] },
  { id: 'marketing-digitale', broader: ['marketing'], solves: ['acquisire-clienti'], terms: ['marketing digitale', 'digital marketing', 'web marketing', 'social media', 'social media marketing', 'social', 'campagne social', 'seo', 'sem', 'posizionamento sui motori di ricerca', 'pubblicità online', 'google ads', 'advertising', 'influencer', 'content marketing', 'clienti dal web', 'instagram', 'facebook', 'tiktok', 'linkedin', 'social network', 'pagina facebook', 'profilo instagram', 'social media manager', 'gestione social', 'gestione dei social', 'community manager', 'facebook ads', 'meta ads', 'newsletter', 'email marketing', 'recensioni online', 'youtube', 'posizionare il sito', 'posizionamento del sito', 'posizionamento su google', 'primi su google', 'essere trovati su google', 'follower', 'scheda google', 'google my business', 'google business profile', 'recensioni su google'] },
  { id: 'ufficio-stampa', broader: ['marketing'], solves: ['acquisire-clienti'], terms: ['ufficio stampa', 'uffici stampa', 'comunicato stampa', 'comunicati stampa', 'comunicati', 'rassegna stampa', 'conferenza stampa', 'rapporti con la stampa', 'relazioni con la stampa', 'relazioni con i media', 'rapporti con i media', 'media relations', 'pubbliche relazioni', 'giornalisti', 'giornali', 'riviste', 'riviste di settore', 'testate'] },
  { id: 'tipografia', solves: ['acquisire-clienti'], terms: ['tipografia', 'tipografie', 'tipografico', 'stampa digitale', 'stampa offset', 'offset', 'volantini', 'volantino', 'flyer', 'brochure', 'depliant', 'biglietti da visita', 'materiale stampato', 'materiali stampati', 'serigrafia', 'stampa di grande formato', 'grande formato', 'manifesti', 'locandine', 'cataloghi stampati', 'striscioni', 'banner', 'roll-up', 'rollup', 'insegne', 'insegna', 'vetrofanie', 'cartellonistica', 'inviti', 'partecipazioni di nozze', 'tipografo', 'adesivi'] },
  { id: 'etichettatura', terms: ['etichette', 'etichetta', 'etichette adesive', 'etichettatura', 'etichettare', 'etichettatrici', 'etichettatrice', 'labeling', 'etichettiamo', 'etichettano', 'etichettatura manuale'] },
  { id: 'commerciali', weight: 0.8, terms: ['direttori vendite', 'direttore vendite', 'direttore commerciale', 'direttori commerciali', 'ufficio commerciale', 'uffici commerciali', 'area manager', 'sales manager'] },
  { id: 'rete-vendita', solves: ['acquisire-clienti'], terms: ['rete vendita', 'reti vendita', 'rete commerciale', 'reti commerciali', 'rete di agenti', 'rete di vendita', 'agenti', 'agente', 'agenti di commercio', 'agente di commercio', 'plurimandatari', 'plurimandatario', 'monomandatari', 'forza vendita', 'distributori', 'distributore', 'distribuzione commerciale', 'rivenditori', 'rivenditore', 'grossisti', 'grossista', 'venditori', 'procacciatori', 'procacciatore', 'rappresentanti', 'rappresentante', 'agenzia di rappresentanza'] },
  { id: 'export', terms: ['export', 'esportare', 'esportazione', 'esportazioni', 'esportano', 'esportiamo', 'export manager', 'internazionalizzazione', 'mercati esteri', 'mercati internazionali', 'importatori', 'importatore', 'importatori esteri', 'estero', "all'estero", 'dogane', 'dogana', 'doganali', 'buyer esteri', "vendere all'estero", "vendiamo all'estero", 'clienti esteri', "clienti all'estero", 'nuovi mercati', 'mercato estero', 'fiere internazionali', "fiere all'estero", "portare i prodotti all'estero", 'vendere in germania', 'vendere in francia', 'vendere in spagna', 'vendere in svizzera', 'vendere in austria', 'vendere in inghilterra', 'vendere nel regno unito', 'vendere in america', 'vendere negli stati uniti', 'vendere in usa', 'vendere in cina', 'vendere in giappone', 'vendere in europa', 'esportare in germania', 'esportare in francia', 'esportare negli stati uniti', 'esportare in cina', 'esportare in giappone'] },
  { id: 'lingue', solves: ['clienti-stranieri', 'export'], terms: ['corsi di lingua', 'corsi di lingue', 'corsi di inglese', 'corsi di tedesco', 'inglese', 'tedesco', 'francese', 'spagnolo', 'cinese', 'lingue straniere', 'lingua straniera', 'business english', 'ielts', 'toefl', 'cambridge', 'certificazioni linguistiche', 'certificazione linguistica', 'lezioni di inglese', 'lezioni di lingua', 'english', 'scuola di lingue', 'scuole di lingue'] },
  { id: 'traduzioni', solves: ['clienti-stranieri', 'export'], terms: ['traduzioni', 'traduzione', 'tradurre', 'traduttori', 'traduttore', 'traduzioni giurate', 'traduzioni tecniche', 'localizzazione', 'interpreti', 'interpretariato', 'traduttrice', 'sottotitoli', 'sottotitolazione', 'interprete'] },
  { id: 'pagamenti', broader: ['fintech'], terms: ['pagamenti', 'pagamento', 'pagamenti digitali', 'pagamenti elettronici', 'pagamenti con smartphone', 'pagamenti contactless', 'contactless', 'pos', 'incassi', 'incasso', 'incassare', 'link di pagamento', 'carte di credito', 'cashless', 'satispay', 'pagare', 'cassa', 'casse', 'registratore di cassa', 'registratori di cassa', 'cassa unica', 'terminale pos', 'pos mobile', 'pagamenti con carta', 'bancomat', 'paypal', 'stripe', 'sumup', 'pagamenti ricorrenti', 'addebito automatico', 'addebiti automatici', 'addebito diretto'] },
  { id: 'fintech', terms: ['fintech', 'finanza digitale'] },
  { id: 'mutui', broader: ['finanziamenti'], solves: ['comprare-casa'], terms: ['mutuo', 'mutui', 'mutuo casa', 'mutui casa', 'mutuo prima casa'] },
  { id: 'finanziamenti', solves: ['liquidita-scarsa', 'avvio-attivita', 'investimento', 'raccolta-fondi'], terms: ['finanziamenti', 'finanziamento', 'finanziare', 'prestiti', 'prestito', 'credito', 'leasing', 'anticipo fatture', 'factoring', 'liquidità', 'prestiti personali', 'prestito personale', 'finanziamenti su misura', 'rate', 'a rate', 'pagamento a rate', 'fondo di garanzia', 'microcredito', 'fido', 'fido bancario', 'scoperto', 'prestito aziendale'] },
  { id: 'bandi', broader: ['finanziamenti'], solves: ['avvio-attivita', 'investimento', 'raccolta-fondi'], terms: ['bandi', 'bando', 'contributi', 'contributi a fondo perduto', 'fondo perduto', 'agevolazioni', 'finanziamenti agevolati', 'finanziamento agevolato', 'finanza agevolata', 'credito agevolato', 'credito di imposta', "credito d'imposta", 'incentivi', 'pnrr', 'sgravi', 'nuova sabatini', 'sabatini', 'transizione 5.0', 'voucher', 'voucher digitali', 'bonus per le imprese'] },

  // Logistics and packaging
  { id: 'logistica', solves: ['consegne-lente', 'magazzino-pieno'], terms: ['logistica', 'logistiche', 'logistico', 'logistic', 'logistics', 'supply chain', 'catena di fornitura', '3pl', 'logistica conto terzi', 'magazzino conto terzi', 'trasportatore', 'trasportatori', 'autotrasporto', 'autotrasportatori', 'groupage', 'operatore logistico', 'operatori logistici', 'esternalizzare la logistica', 'evasione ordini', 'evasione degli ordini', 'preparazione ordini', 'preparazione degli ordini', 'gestione resi', 'gestione dei resi'] },
  { id: 'spedizioni', broader: ['logistica'], solves: ['consegne-lente'], terms: ['spedizioni', 'spedizione', 'spedire', 'spedisco', 'spediamo', 'spediscono', 'consegne', 'consegna', 'corriere', 'corrieri', 'trasporti', 'trasporto', 'tracking', 'tracciamento', 'tracciabilità delle spedizioni', 'fulfillment', 'resi', 'last mile', 'corriere espresso', 'corrieri espressi', 'pacchi', 'pacco', 'spedire pacchi', 'spedire un pacco', 'consegna pacchi', 'spedizioniere', 'spedizionieri', 'courier', 'shipping', 'ritiro pacchi'] },
  { id: 'magazzino', broader: ['logistica'], solves: ['magazzino-pieno'], terms: ['magazzino', 'magazzini', 'warehouse', 'warehouse management', 'wms', 'gestione del magazzino', 'gestione magazzino', 'stoccaggio', 'inventario', 'scorte', 'magazzini verticali', 'magazzino verticale', 'magazzino automatico', 'magazzini automatici', 'picking', 'amr', 'spazio in magazzino', 'affitto magazzino', 'giacenze'] },
  { id: 'consegna-domicilio', weight: 0.3, terms: ['consegna a domicilio', 'consegne a domicilio', 'consegna gratuita', 'spedizione gratuita'] },
  { id: 'sollevamento', terms: ['piattaforme aeree', 'piattaforma aerea', 'piattaforme di lavoro elevabili', 'ple', 'sollevatori', 'sollevatore', 'sollevatori telescopici', 'carrelli elevatori', 'carrello elevatore', 'muletti', 'muletto', 'gru', 'lavori in quota', 'lavorare in altezza', 'piattaforma elevabile'] },
  { id: 'imballaggi', solves: ['plastica-monouso', 'merce-danneggiata'], terms: ['imballaggi', 'imballaggio', 'imballi', 'imballo', 'packaging', 'scatole', 'scatola', 'cartone', 'cartoni', 'cartone ondulato', 'astucci', 'materiali di riempimento', 'pluriball', 'buste', 'shopper', 'confezioni regalo', 'scatoloni', 'scatole di cartone', 'sacchetti', 'sacchetti di carta', 'carta kraft', 'vaschette', 'pack', 'film estensibile', 'imballaggi alimentari', 'imballaggi compostabili', 'imballaggi ecologici', 'packaging sostenibile', 'packaging compostabile', 'confezioni compostabili', 'imballi compostabili'] },
  { id: 'confezionamento', broader: ['imballaggi'], terms: ['confezionamento', 'confezionare', 'confezionatrici', 'confezionatrice', 'macchine confezionatrici', 'insacchettatrici', 'imbottigliamento', 'imbottigliatrici', 'tappatrici'] },
  { id: 'sostenibilita', weight: 0.8, terms: ['sostenibile', 'sostenibili', 'sostenibilità', 'ecologico', 'ecologici', 'ecologica', 'ecologiche', 'ecosostenibile', 'ecosostenibili', 'eco-friendly', 'green', 'riciclabile', 'riciclabili', 'riciclato', 'riciclati', 'compostabile', 'compostabili', 'biodegradabile', 'biodegradabili', 'plastic free'] },

  // Security and safety
  { id: 'sicurezza-lavoro', solves: ['infortuni'], terms: ['sicurezza sul lavoro', 'sicurezza nei luoghi di lavoro', 'sicurezza nei cantieri', 'sicurezza in cantiere', 'antinfortunistica', 'antinfortunistico', 'antinfortunistiche', 'antinfortunistici', 'dpi', 'dispositivi di protezione individuale', 'dispositivi di protezione', 'rspp', 'caschi', 'scarpe antinfortunistiche', 'corsi sulla sicurezza', 'haccp', 'primo soccorso', 'corsi obbligatori', 'corso obbligatorio', 'formazione obbligatoria', 'dvr', 'valutazione dei rischi', 'documento di valutazione dei rischi', 'rspp esterno', 'medicina del lavoro', 'scarpe da lavoro', 'abbigliamento da lavoro', 'guanti da lavoro', 'indumenti da lavoro', 'elmetti', 'imbracature', 'alta visibilità'] },
  { id: 'vigilanza', solves: ['furti'], terms: ['vigilanza', 'vigilanza armata', 'videosorveglianza', 'portierato', 'guardie giurate', 'antifurto', 'allarmi', 'allarme', 'sorveglianza', 'telecamere di sorveglianza', 'antintrusione', 'controllo accessi', 'antifurto casa', 'allarme casa', 'impianto di allarme', 'impianti di allarme', 'guardiania', 'guardia giurata', 'sorveglianza notturna', 'telecamere di sicurezza', 'guardia notturna', 'guardie notturne', 'vigilante', 'vigilantes', 'telecamere per il condominio', 'telecamere per il cantiere'] },

  // People and HR
  { id: 'risorse-umane', solves: ['turnover'], terms: ['risorse umane', 'hr', 'human resources', 'ufficio del personale', 'uffici del personale', 'ufficio personale', 'direttori hr', 'direttore hr', 'direttrice hr', 'gestione del personale', 'hr manager', 'ufficio hr', 'software hr', 'ferie e permessi', 'rilevazione presenze', 'presenze', 'timbrature', 'onboarding', 'valutazione delle performance', 'gestione turni', 'turni di lavoro', 'portale del dipendente', 'app per i dipendenti', 'app dipendenti'] },
  { id: 'recruiting', broader: ['risorse-umane'], solves: ['trovare-personale'], terms: ['recruiting', 'recruitment', 'recruiter', 'selezione del personale', 'ricerca e selezione', 'ricerca del personale', 'ricerca di personale', 'headhunting', 'headhunter', 'head hunting', 'cacciatori di teste', 'reclutamento', 'reclutare', 'talent acquisition', 'assunzioni', 'assumere', 'assumono', 'assumiamo', 'candidati', 'candidato', 'offerte di lavoro', 'personale qualificato', 'tecnici specializzati', 'agenzia per il lavoro', 'agenzie per il lavoro', 'agenzia interinale', 'agenzie interinali', 'lavoro interinale', 'interinale', 'interinali', 'somministrazione', 'somministrazione di lavoro', 'staffing', 'head hunter', 'hiring', 'recruiters'] },
  { id: 'welfare', broader: ['risorse-umane'], solves: ['turnover'], terms: ['welfare', 'welfare aziendale', 'buoni pasto', 'buono pasto', 'benefit', 'flexible benefit', 'fringe benefit', 'benessere dei dipendenti', 'buoni spesa', 'convenzioni per i dipendenti', 'benefit aziendali', 'buoni carburante', 'premi di produzione'] },
  { id: 'paghe', broader: ['risorse-umane'], terms: ['buste paga', 'busta paga', 'paghe', 'cedolini', 'elaborazione paghe', 'payroll'] },
  { id: 'formazione', weight: 0.7, terms: ['formazione', 'formazione professionale', 'corsi', 'corso', 'corsi di formazione', 'training', 'academy', 'e-learning', 'elearning', 'workshop', 'master', 'aggiornamento professionale', 'corsi online', 'corso online', 'bootcamp', 'webinar', 'masterclass', 'corsi serali', 'videocorsi', 'video corsi', 'lms', 'coaching', 'mentoring'] },
  { id: 'tirocinio', solves: ['ricerca-lavoro', 'trovare-personale'], terms: ['tirocinio', 'tirocini', 'tirocinante', 'tirocinanti', 'stagista', 'stagisti', 'stage formativo', 'stage curriculare', 'offerte di stage', 'internship', 'alternanza scuola lavoro', 'apprendistato', 'apprendisti', 'tesi in azienda'] },
  { id: 'studenti', terms: ['studente', 'studenti', 'studentessa', 'studentesse', 'neolaureati', 'neolaureato', 'neolaureata', 'laureandi', 'laureando', 'laureanda', 'universitari', 'universitario', 'università', 'politecnico', 'giovani laureati', 'neodiplomati', 'diplomandi'] },
  { id: 'ingegneria', terms: ['ingegneria', 'ingegnere', 'ingegneri', 'ingegneria gestionale', 'ingegneria meccanica', 'ingegneria informatica', 'giovani ingegneri'] },
  // Finding a job: a person's problem, which placement and internships solve.
  { id: 'ricerca-lavoro', terms: ['cv', 'curriculum', 'curriculum vitae', 'cerco lavoro', 'cercare lavoro', 'trovare lavoro', 'trovare un lavoro', 'primo lavoro', 'primo impiego', 'colloquio di lavoro', 'colloqui di lavoro', 'colloquio', 'colloqui', 'disoccupato', 'disoccupata', 'disoccupati'] },
  { id: 'riqualificazione', weight: 0.5, terms: ['cambiare lavoro', 'riqualificazione', 'reskilling', 'upskilling', 'fondimpresa', 'formazione finanziata', 'corsi finanziati', 'fondi interprofessionali', 'fondo interprofessionale'] },

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
  { id: 'isolamento', solves: ['casa-fredda', 'efficienza-energetica', 'lavori-casa', 'tetto-danneggiato'], terms: ['pannelli isolanti', 'pannello isolante', 'isolanti', 'isolamento termico', 'coibentazione', 'cappotto termico', 'amianto', 'bonifica amianto', 'fibrocemento', "togliere l'amianto", 'smaltimento amianto', 'rimozione amianto'] },
  { id: 'acustica', terms: ['fonoassorbenti', 'fonoassorbente', 'pannelli fonoassorbenti', 'acustica', 'isolamento acustico', 'insonorizzazione', 'rumore', 'rumori', 'rumoroso', 'rumorosa', 'riverbero', 'vicini rumorosi'] },

  // Sectors and consumer goods
  { id: 'alimentare', terms: ['alimentare', 'alimentari', 'agroalimentare', 'food', 'cibo', 'prodotti alimentari', 'produttori alimentari', 'pasta', 'pasta fresca', 'pastificio', 'caseificio', 'caseifici', 'formaggi', 'gastronomia', 'dolciario', 'panificio'] },
  { id: 'forni', terms: ['forno a legna', 'forni a legna', 'forno per pizza', 'forni per pizza', 'forno elettrico', 'forni elettrici', 'forno a gas', 'forni a gas'] },
  { id: 'vino', solves: ['regali'], terms: ['vino', 'vini', 'vinicolo', 'vinicola', 'vitivinicolo', 'vitivinicola', 'cantina', 'cantine', 'doc', 'docg', 'degustazioni', 'degustazione', 'bottiglie di vino', 'viticoltori', 'spumante', 'spumanti', 'prosecco', 'bollicine', 'vino rosso', 'vini rossi', 'vino bianco', 'vini bianchi', 'enologo', 'enoturismo', "fior d'arancio"] },
  { id: 'olio', terms: ['olio extravergine', 'olio', 'frantoio', 'frantoi', 'oleario', "olio d'oliva", 'olio di oliva', 'evo', 'olive'] },
  { id: 'caffe', terms: ['caffè', 'caffe', 'espresso', 'capsule', 'cialde', 'torrefazione', 'caffè in grani', 'macchine da caffè', 'macchine per il caffè', 'macchine per caffè', 'coffee', 'distributori automatici', 'vending', 'macchinetta del caffè', 'macchinette del caffè', 'macchinetta caffè', 'servizio caffè', 'caffè in ufficio'] },
  { id: 'cosmetica', terms: ['cosmetici', 'cosmetico', 'cosmetica', 'cosmetiche', 'cosmetic', 'creme', 'crema', 'creme solari', 'crema solare', 'protezione solare', 'skincare', 'bellezza', 'profumeria', 'profumerie', 'erboristeria', 'erboristerie', 'trucco', 'make-up', 'saponi', 'sapone', 'creme viso', 'crema viso', 'cosmesi', 'cosmesi naturale', 'prodotti di bellezza'] },
  { id: 'farmacie', terms: ['farmacia', 'farmacie', 'parafarmacie', 'parafarmacia'] },
  { id: 'agricoltura', terms: ['agricoltura', 'agricolo', 'agricola', 'agricole', 'agricoli', 'aziende agricole', 'azienda agricola', 'agronomi', 'agronomo', 'agricoltori', 'agricoltore', 'coltivo', 'coltiviamo', 'coltivare', 'coltivazione', 'coltivazioni', 'colture', 'ettari', 'contoterzisti', 'contoterzista', 'cooperative agricole', 'mais', 'soia', 'frumento', 'frutteti', 'vigneto', 'vigneti', 'viticoltura', 'serre', 'zootecnia', 'frutticoltura'] },
  { id: 'agricoltura-precisione', broader: ['agricoltura'], terms: ['agricoltura di precisione', 'precision farming', 'agritech', 'smart farming', 'agricoltura 4.0', 'umidità del suolo', 'stazione meteo', 'stazioni meteo', 'centralina meteo'] },
  { id: 'irrigazione', broader: ['agricoltura'], terms: ['irrigazione', 'irrigare', 'irriguo', 'irrigui', 'impianti di irrigazione', 'impianto di irrigazione', 'subirrigazione', 'irrigatori', 'irrigazione automatica', 'annaffiare', 'innaffiare', 'irrigazione a goccia', 'goccia a goccia'] },
  { id: 'trattori', broader: ['agricoltura'], terms: ['trattori', 'trattore', 'trattrici', 'macchine agricole', 'macchina agricola', 'mietitrebbia', 'mietitrebbie', 'attrezzature agricole'] },
  { id: 'arredo', weight: 0.8, solves: ['comprare-casa'], terms: ['arredi', 'arredo', 'arredamento', 'arredamenti', 'arredare', 'arredano', 'arredando', 'mobili', 'mobilifici', 'complementi d’arredo', "complementi d'arredo", 'mobili su misura', 'arredo su misura', 'arredatore', 'arredatrice', 'mobilificio'] },
  { id: 'divani', broader: ['arredo'], terms: ['divani', 'divano', 'poltrone', 'poltrona', 'salotti', 'salotto', 'sofa', 'chaise longue'] },
  { id: 'arredo-ufficio', broader: ['arredo'], terms: ['arredi per ufficio', 'arredo ufficio', 'arredo per ufficio', 'mobili per ufficio', 'scrivanie', 'scrivania operativa', 'pareti divisorie', 'open space', 'uffici operativi'] },
  { id: 'sedute', broader: ['arredo-ufficio'], solves: ['mal-di-schiena'], terms: ['sedie', 'sedia', 'sedute', 'sedute ergonomiche', 'sedie ergonomiche', 'seduta ergonomica', 'sedie da ufficio', 'poltroncine', 'sedia ergonomica', 'sedia da ufficio', 'poltrona da ufficio', 'sedie da gaming', 'sedia da gaming'] },
  // Working away from an office: a problem (where to work) that coworking solves.
  { id: 'lavoro-remoto', terms: ['lavoro da remoto', 'lavorare da remoto', 'lavoro in remoto', 'lavorare in remoto', 'smart working', 'smart worker', 'smart workers', 'telelavoro', 'nomadi digitali', 'nomade digitale', 'full remote'] },
  { id: 'coworking', solves: ['lavoro-remoto'], terms: ['coworking', 'co-working', 'uffici flessibili', 'ufficio flessibile', 'ufficio condiviso', 'uffici condivisi', 'spazio di lavoro condiviso', 'spazi di lavoro condivisi', 'spazio condiviso', 'spazi condivisi', 'postazioni', 'scrivania in affitto', 'sale riunioni', 'sala riunioni', 'uffici temporanei', 'cowork', 'coworker', 'scrivania condivisa', 'scrivanie condivise', 'ufficio in affitto', 'uffici in affitto', 'affitto ufficio', 'meeting room', 'sala meeting', 'postazione', 'postazioni flessibili', 'cowo', 'co-work', 'hot desk', 'hot desking', 'shared office', 'affittare una scrivania', 'postazione in affitto', 'ufficio a ore', 'uffici a ore', 'posto dove lavorare'] },
  { id: 'moda', terms: ['moda', 'abbigliamento', 'fashion', 'tessile', 'tessili', 'tessuti', 'tessuto', 'tessitura', 'capi di abbigliamento', 'confezione conto terzi', 'confezioni di abbigliamento', 'sartoria', 'calzature', 'pelletteria', 'accessori moda', 'filati', 'terzista tessile', 'laboratorio di confezione', 'laboratori di confezione', 'produzione di capi', 'produrre capi', 'confezione capi', 'laboratorio tessile'] },
  { id: 'assicurazioni', solves: ['furti', 'incendi', 'merce-danneggiata', 'infortuni', 'comprare-casa'], terms: ['assicurazioni', 'assicurazione', 'assicurativo', 'assicurativa', 'assicurative', 'polizze', 'polizza', 'broker assicurativo', 'coperture assicurative', 'copertura assicurativa', 'responsabilità civile', 'rc auto', 'cyber risk', 'polizza casa', 'polizza auto', 'polizza vita', 'polizza salute', 'assicurazione auto', 'assicurazione casa', 'assicurazione sanitaria', 'broker', 'preventivo assicurativo', 'kasko', 'rc professionale'] },
  { id: 'gioielli', solves: ['regali'], terms: ['gioielli', 'gioiello', 'gioielleria', 'gioiellerie', 'oreficeria', 'orafo', 'orafi', 'anelli', 'collane', 'bracciali', 'orecchini', 'oro', 'argento', 'bijoux', 'bigiotteria', 'fedi', 'fedi nuziali', 'ciondoli', 'ciondolo'] },
  { id: 'regali', weight: 0.7, terms: ['idee regalo', 'idea regalo', 'regalo', 'regali', 'regalare', 'articoli da regalo', 'regali aziendali', 'regalo aziendale', 'cesti natalizi', 'cesto natalizio', 'strenne', 'strenne natalizie', 'regali di natale', 'regali personalizzati'] },
  { id: 'fitness', solves: ['forma-fisica'], terms: ['fitness', 'palestra', 'palestre', 'attrezzi da palestra', 'attrezzature per palestre', 'tapis roulant', 'cyclette', 'manubri', 'allenamento', 'allenarsi', 'home fitness', 'fitness domestico', 'pesi liberi', 'personal trainer', 'sala pesi', 'corsi di gruppo', 'pilates', 'yoga', 'crossfit', 'gym', 'abbonamento in palestra'] },
  { id: 'musica', terms: ['musica', 'musicale', 'musicali', 'musicisti', 'musicista', 'strumenti musicali', 'strumento musicale', 'chitarre', 'chitarra', 'amplificatori', 'amplificatore', 'band', 'suono', 'suonare', 'batteria elettronica', 'batterie elettroniche', 'batteria acustica', 'batterie acustiche', 'batterista', 'drum', 'scuole di musica', 'scuola di musica', 'pianoforte', 'tastiere', 'lezioni di musica', 'lezioni di chitarra', 'lezioni di canto', 'canto', 'sala prove', 'sale prove'] },
  { id: 'cucina', weight: 0.8, terms: ['cucina', 'cucinare', 'cucini', 'cuoco', 'cuochi', 'chef', 'ricette', 'ricetta', 'pasticceria', 'appassionati di cucina', 'impastare', 'impasti'] },
  { id: 'elettrodomestici-cucina', broader: ['cucina', 'elettrodomestici'], terms: ['robot da cucina', 'robot cucina', 'robot multifunzione', 'piccoli elettrodomestici', 'planetaria', 'impastatrice', 'bimby', 'frullatore', 'multicooker', 'friggitrice ad aria'] },
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
  { id: 'telecomunicazioni', broader: ['reti-informatiche'], solves: ['connessione-lenta'], terms: ['telecomunicazioni', 'tlc', '5g', 'voip', 'centralino', 'centralini', 'centralino voip', 'telefonia', 'telefonia aziendale', 'telefonia fissa', 'fibra dedicata', 'connessione internet', 'linea internet', 'adsl', 'banda larga', 'banda ultralarga', 'operatore telefonico', 'operatori telefonici', 'internet veloce', 'fibra aziendale', 'connessione in fibra', 'linea in fibra', 'internet in fibra', 'rete privata', 'reti private', '5g privato', 'offerta fibra', 'fibra a casa', 'internet a casa', 'offerta mobile', 'tariffa telefonica', 'tariffe telefoniche', 'cambiare operatore', 'sim', 'giga'] },
  { id: 'pulizie', solves: ['sporco', 'cambio-casa'], terms: ['pulizie', 'pulizia', 'impresa di pulizie', 'imprese di pulizie', 'ditta di pulizie', 'servizio di pulizia', 'servizi di pulizia', 'pulizia uffici', 'pulizia degli uffici', 'sanificazione', 'sanificazioni', 'sanificare', 'pulizia vetri', 'lavaggio vetri', 'pulizia scale', 'pulizie condominiali', 'donna delle pulizie', 'colf', 'pulire', 'igienizzazione', 'cleaning', 'pulizie uffici'] },
  { id: 'traslochi', solves: ['cambio-casa'], terms: ['trasloco', 'traslochi', 'traslocare', 'trasloca', 'traslocando', 'sgombero', 'sgomberi', 'sgomberare', 'svuota cantine', 'deposito mobili', 'montaggio mobili', 'smontaggio mobili', 'ditta di traslochi', 'facchinaggio', 'facchini', 'self storage', 'box deposito'] },
  { id: 'materassi', solves: ['mal-di-schiena', 'dormire-male'], terms: ['materasso', 'materassi', 'rete a doghe', 'reti a doghe', 'doghe', 'cuscini', 'cuscino', 'guanciali', 'guanciale', 'topper', 'cuscini ortopedici', 'materasso ortopedico', 'materassi ortopedici', 'memory foam'] },
  { id: 'fotografia', solves: ['evento-aziendale'], terms: ['fotografo', 'fotografa', 'fotografi', 'fotografia', 'fotografie', 'fotografico', 'servizi fotografici', 'servizio fotografico', 'foto', 'shooting', 'shooting fotografico', 'videomaker', 'video maker', 'riprese video', 'video aziendali', 'video aziendale', 'foto prodotto', 'foto dei prodotti', 'foto di matrimonio', 'book fotografico', 'album di nozze', 'photo', 'photographer', 'foto professionali', 'foto tessera', 'fototessere', 'fototessera'] },
  { id: 'ripetizioni', solves: ['rendimento-scolastico'], terms: ['ripetizioni', 'ripetizione', 'doposcuola', 'aiuto compiti', 'lezioni private', 'lezione privata', 'insegnante privato', 'insegnante privata', 'tutor', 'tutoraggio', 'recupero scolastico', 'preparazione agli esami', 'preparazione esami', 'debito formativo', 'maturità', 'esame di maturità', 'esame di terza media'] },
  { id: 'tatuaggi', terms: ['tatuaggi', 'tatuaggio', 'tatuatore', 'tatuatori', 'tatuatrice', 'tattoo', 'piercing', 'studio di tatuaggi', 'studi di tatuaggi', 'macchinette per tatuaggi', 'inchiostri per tatuaggi'] },
  { id: 'animali', terms: ['animali', 'animali domestici', 'animale domestico', 'cane', 'cani', 'gatto', 'gatti', 'cucciolo', 'cuccioli', 'crocchette', 'pet shop', 'toelettatura', 'toelettatore', 'lettiera', 'cibo per cani', 'cibo per gatti', 'accessori per animali', 'guinzaglio', 'cuccia', 'pet food', 'cibo per animali', 'acquario', 'acquari', 'acquariologia'] },
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
  { id: 'consulenza-direzione', solves: ['avvio-attivita'], terms: ['consulenza di direzione', 'consulenza aziendale', 'consulenza direzionale', 'consulente aziendale', 'consulenti aziendali', 'management consulting', 'piani industriali', 'piano industriale', 'business plan', 'passaggio generazionale', 'controllo di gestione', 'lean manufacturing', 'lean production', 'riorganizzazione aziendale', 'temporary manager', 'temporary management', 'strategia aziendale', 'consulenza strategica', 'successione aziendale', 'ricambio generazionale', "riorganizzare l'azienda", 'controllo dei costi', 'controllo costi', 'contabilità industriale', 'contabilità analitica'] },
  { id: 'consulenza-legale', solves: ['liquidita-scarsa', 'export', 'raccolta-fondi'], terms: ['assistenza legale', 'consulenza legale', 'consulente legale', 'proprietà intellettuale', 'brevetti', 'brevetto', 'registrazione del marchio', 'registrare il marchio', 'tutela del marchio', 'diritto del lavoro', 'diritto societario', 'diritto commerciale', 'contenzioso', 'contenziosi', 'recupero crediti', 'ufficio legale', 'registrare un marchio', 'depositare un marchio', 'deposito del marchio', 'brevettare'] },
  { id: 'patentini', terms: ['patentino', 'patentini', 'patentino del muletto', 'patentino muletto', 'patentino per il carrello elevatore', 'patentino per carrellisti', 'patentino ple', 'patentino gru', 'patentino trattore'] },
  { id: 'antincendio', solves: ['incendi'], terms: ['antincendio', 'impianti antincendio', 'impianto antincendio', 'estintori', 'estintore', 'rilevazione fumi', 'rilevatori di fumo', 'prevenzione incendi', 'certificato prevenzione incendi', 'cpi', 'sprinkler'] },
  { id: 'droni', solves: ['tetto-danneggiato'], terms: ['droni', 'drone', 'rilievi con droni', 'fotogrammetria', 'termografia', 'termografie', 'rilievi aerei', 'riprese aeree', 'riprese con drone', 'rilievi topografici', 'topografia', 'piloti di droni', 'ispezione del tetto', 'ispezione dei tetti', 'ispezionare il tetto', 'rilievo del tetto'] },
  { id: 'gestione-documentale', broader: ['digitalizzazione'], solves: ['troppa-carta'], terms: ['gestione documentale', 'conservazione digitale', 'conservazione sostitutiva', 'conservazione a norma', 'archiviazione documentale', 'archiviazione dei documenti', 'archivio digitale', 'archivi digitali', 'dematerializzazione', 'dematerializzare', 'firma digitale', 'firma elettronica', 'firme digitali', 'documenti digitali', 'digitalizzazione dei documenti', 'digitalizzare i documenti', 'workflow di approvazione', 'pec', 'posta certificata', 'posta elettronica certificata'] },
  { id: 'viaggi-affari', solves: ['evento-aziendale'], terms: ["viaggi d'affari", 'viaggi di lavoro', 'viaggio di lavoro', 'trasferte', 'trasferta', 'viaggi incentive', 'viaggio incentive', 'incentive', 'team building', 'convention', 'convention aziendali', 'biglietteria', 'agenzia viaggi', 'agenzia di viaggi', 'agenzie di viaggi', 'business travel', 'viaggi aziendali', 'gite aziendali'] },
  { id: 'riciclo', broader: ['sostenibilita'], solves: ['rifiuti'], terms: ['riciclo della plastica', 'riciclo plastica', 'granuli riciclati', 'materia prima seconda', 'materie prime seconde', 'economia circolare', 'sfridi', 'scarti plastici', 'recupero degli scarti', 'recupero scarti', 'rigenerazione', 'plastica riciclata', 'ritiro degli scarti'] },
  { id: 'ceramiche', solves: ['lavori-casa'], terms: ['piastrelle', 'piastrella', 'gres', 'gres porcellanato', 'ceramiche', 'pavimenti', 'pavimento', 'pavimentazioni', 'rivestimenti', 'rivestimento', 'mattonelle', 'parquet', 'grandi lastre', 'facciate ventilate', 'arredo bagno'] },
  { id: 'gadget', solves: ['evento-aziendale'], terms: ['gadget', 'gadget personalizzati', 'gadget aziendali', 'magliette', 'maglietta', 'magliette personalizzate', 't-shirt', 'tshirt', 't-shirt personalizzate', 'felpe', 'felpa', 'felpe personalizzate', 'stampa su magliette', 'divise sportive', 'divise da lavoro', 'merchandising', 'abbigliamento promozionale', 'abbigliamento personalizzato', 'tazze personalizzate'] },
  { id: 'gdo', audience: true, terms: ['gdo', 'grande distribuzione', 'grande distribuzione organizzata', 'supermercati', 'supermercato', 'catene di supermercati', 'ipermercati', 'ipermercato', 'discount'] },
  { id: 'giardinaggio', broader: ['giardino'], solves: ['giardino-trascurato'], terms: ['giardiniere', 'giardinieri', 'giardinaggio', 'potatura', 'potature', 'potare', 'manutenzione del verde', 'manutenzione giardini', 'manutenzione dei giardini', 'progettazione giardini', 'prati', 'siepi', 'tosaerba', 'taglio erba', 'verde pubblico', 'paesaggista'] },
  // Sectors no evaluation set has (seventh pass, session 8): common kinds of exhibitor at Italian
  // fairs, written from what each sells, under the names a buyer would use. Our three sets can
  // judge these entries only for harm (see docs/matching.md, "Seventh pass").
  // A. Home and building.
  { id: 'termoidraulica', solves: ['casa-fredda', 'lavori-casa', 'perdite-acqua'], terms: ['termoidraulica', 'termoidraulico', 'termoidraulici', 'impianti termoidraulici', 'impianti idraulici', 'impianto idraulico', 'caldaia', 'caldaie', 'caldaia a condensazione', 'caldaie a condensazione', 'manutenzione caldaie', 'climatizzazione', 'climatizzatore', 'climatizzatori', 'condizionatore', 'condizionatori', 'aria condizionata', 'condizionamento', 'hvac', 'vmc', 'ventilazione meccanica', 'ventilazione meccanica controllata', 'termosifoni', 'termosifone', 'radiatori', 'riscaldamento a pavimento', 'impianto di riscaldamento', 'impianti di riscaldamento', 'impianti termici', 'impianto termico', 'rubinetteria', 'rubinetti', 'scaldabagno', 'boiler'] },
  { id: 'serramenti', solves: ['casa-fredda', 'furti', 'lavori-casa'], terms: ['serramenti', 'serramento', 'serramentista', 'serramentisti', 'infissi', 'infisso', 'finestre', 'finestra', 'porte blindate', 'porta blindata', 'porte interne', 'portoni', 'portone', 'portoni sezionali', 'portoni industriali', 'tapparelle', 'persiane', 'zanzariere', 'zanzariera', 'tende da sole', 'pergole', 'pergola', 'pergolati', 'vetrate', 'doppi vetri', 'triplo vetro', 'infissi in pvc', 'finestre in pvc'] },
  { id: 'materiali-edili', solves: ['lavori-casa'], terms: ['materiali edili', 'materiale edile', 'materiali da costruzione', 'materiali per edilizia', "materiali per l'edilizia", 'cemento', 'calcestruzzo', 'calcestruzzi', 'laterizi', 'mattoni', 'cartongesso', 'malte', 'malta', 'intonaci', 'intonaco', 'massetti', 'massetto', 'inerti', 'prefabbricati', 'prefabbricati in cemento', 'rivendita edile', 'rivendite edili'] },
  { id: 'pitture', solves: ['lavori-casa'], terms: ['vernici', 'vernice', 'idropitture', 'idropittura', 'colorificio', 'imbianchino', 'imbianchini', 'tinteggiatura', 'tinteggiature', 'tinteggiare', 'imbiancare', 'verniciatura', 'verniciature', 'pittura antimuffa', 'antimuffa', 'decorazioni murali'] },
  { id: 'utensili', terms: ['utensili', 'utensileria', 'elettroutensili', 'elettroutensile', 'ferramenta', 'utensili elettrici', 'utensili manuali', 'trapani', 'trapano', 'avvitatori', 'avvitatore', 'smerigliatrici', 'smerigliatrice', 'attrezzi da lavoro', 'cassetta degli attrezzi', 'bulloneria', 'viteria', 'minuteria metallica', 'fai da te', 'bricolage', 'utensili da taglio'] },
  { id: 'ascensori', terms: ['ascensori', 'ascensore', 'montascale', 'servoscala', 'servoscale', 'montacarichi', 'scale mobili', 'manutenzione ascensori', 'impianti di elevazione', 'barriere architettoniche'] },
  { id: 'stufe', solves: ['casa-fredda'], terms: ['stufe', 'stufa', 'stufe a legna', 'stufa a legna', 'camini', 'caminetti', 'caminetto', 'termocamini', 'termocamino', 'legna da ardere', 'canne fumarie', 'spazzacamino'] },
  { id: 'piscine', terms: ['piscine interrate', 'piscina interrata', 'idromassaggio', 'vasche idromassaggio', 'vasca idromassaggio', 'jacuzzi', 'minipiscine', 'manutenzione piscine'] },
  { id: 'acqua-potabile', solves: ['calcare'], terms: ['acqua potabile', 'addolcitori', 'addolcitore', 'filtri per acqua', "filtri per l'acqua", 'osmosi inversa', "erogatori d'acqua", 'erogatori di acqua', 'erogatore di acqua', "erogatore d'acqua", 'boccioni', 'acqua microfiltrata', 'depuratori domestici', "casette dell'acqua"] },
  { id: 'calcare', terms: ['calcare', 'acqua dura', 'acqua calcarea', 'incrostazioni'] },
  // B. Food, drink and catering equipment.
  { id: 'attrezzature-horeca', terms: ['attrezzature per la ristorazione', 'attrezzature per ristoranti', 'attrezzature per bar', 'attrezzature horeca', 'attrezzature professionali per la ristorazione', 'cucine professionali', 'cucina professionale', 'forni professionali', 'forno professionale', 'abbattitori', 'abbattitore', 'abbattitore di temperatura', 'lavastoviglie', 'lavastoviglie industriali', 'lavastoviglie professionali', 'frigoriferi professionali', 'armadi frigo', 'vetrine refrigerate', 'vetrina refrigerata', 'refrigerazione commerciale', 'refrigerazione', 'celle frigorifere', 'cella frigorifera', 'macchine per gelato', 'affettatrici', 'affettatrice', 'friggitrici professionali', 'arredo bar', 'arredamento per bar', 'arredamento per ristoranti'] },
  { id: 'salumi', terms: ['salumi', 'salume', 'salumificio', 'salumifici', 'prosciutto', 'prosciutti', 'prosciutto crudo', 'prosciutto cotto', 'salame', 'salami', 'mortadella', 'insaccati', 'carne', 'carni', 'macelleria', 'macellerie', 'macellaio', 'bresaola', 'speck', 'culatello', 'affettati', 'norcineria'] },
  { id: 'dolci', terms: ['dolci', 'dolciumi', 'cioccolato', 'cioccolata', 'cioccolatini', 'praline', 'biscotti', 'biscottificio', 'panettone', 'panettoni', 'pandoro', 'torrone', 'torroni', 'confetteria', 'confetti', 'caramelle', 'gelato', 'gelati', 'gelato artigianale', 'prodotti da forno', 'lievitati', 'pasticcini', 'torte', 'torta nuziale', 'torte nuziali', 'cake designer', 'cake design', 'torte personalizzate', 'confettata'] },
  { id: 'latticini', broader: ['alimentare'], terms: ['latticini', 'lattiero caseario', 'lattiero-caseario', 'caseario', 'casearia', 'mozzarella', 'mozzarelle', 'burrata', 'yogurt', 'burro', 'ricotta', 'latte fresco', 'prodotti caseari'] },
  { id: 'bevande', terms: ['bevande', 'bevanda', 'bibite', 'bibita', 'soft drink', 'succhi di frutta', 'succo di frutta', 'succhi', 'acqua minerale', 'acque minerali', 'energy drink', 'kombucha', 'tisane', 'infusi', 'sciroppi', 'beverage'] },
  { id: 'distillati', terms: ['distillati', 'distillato', 'distilleria', 'distillerie', 'liquori', 'liquore', 'liquorificio', 'grappa', 'grappe', 'amaro', 'amari', 'limoncello', 'gin', 'whisky', 'rum', 'vodka', 'spirits', 'superalcolici', 'cocktail', 'mixology', 'vermouth'] },
  { id: 'enologia', terms: ['attrezzature enologiche', 'attrezzature per cantine', 'macchine enologiche', 'prodotti enologici', 'tecnologie enologiche', 'vinificazione', 'barrique', 'pigiadiraspatrici', 'pigiadiraspatrice', 'tappi', 'tappi di sughero', 'sughero', 'serbatoi in acciaio inox', 'vasche in acciaio'] },
  // C. Industry: materials, components, chemistry.
  { id: 'articoli-gomma', broader: ['manifattura'], terms: ['articoli in gomma', 'articoli tecnici in gomma', 'gomma tecnica', 'guarnizioni', 'guarnizione', 'o-ring', 'oring', 'elastomeri', 'silicone', 'siliconi', 'gomma siliconica', 'stampaggio gomma', 'stampaggio della gomma', 'manufatti in gomma', 'tubi in gomma', 'rubber'] },
  { id: 'oleodinamica-pneumatica', terms: ['oleodinamica', 'oleodinamico', 'oleodinamici', 'oleodinamiche', 'idraulica industriale', 'cilindri idraulici', 'centraline oleodinamiche', 'pneumatica industriale', 'componenti pneumatici', 'cilindri pneumatici', 'valvole pneumatiche', 'aria compressa', 'raccordi', 'valvole', 'valvola'] },
  { id: 'chimica', terms: ['prodotti chimici', 'prodotto chimico', 'chimica', 'industria chimica', 'materie prime chimiche', 'solventi', 'reagenti', 'lubrificanti', 'lubrificante', 'oli lubrificanti', 'specialità chimiche'] },
  { id: 'detergenti', solves: ['sporco'], terms: ['detergenti', 'detergente', 'detersivi', 'detersivo', 'prodotti per la pulizia', 'prodotti per le pulizie', 'prodotti di pulizia', 'disinfettanti', 'disinfettante', 'igienizzanti', 'igienizzante', 'sgrassatori', 'sgrassatore', 'igiene professionale', 'carta igienica', 'carta asciugamani', 'prodotti detergenti'] },
  { id: 'elettronica', terms: ['componenti elettronici', 'schede elettroniche', 'scheda elettronica', 'elettronica industriale', 'elettronica di potenza', 'progettazione elettronica', 'pcb', 'circuiti stampati', 'assemblaggio schede', 'smt', 'firmware', 'sistemi embedded', 'embedded'] },
  { id: 'lavorazione-metalli', broader: ['metalmeccanica'], terms: ['taglio laser', 'piegatura', 'piegatura lamiera', 'lamiera', 'lamiere', 'fonderia', 'fonderie', 'pressofusione', 'trattamenti termici', 'zincatura', 'verniciatura a polvere', 'tranciatura', 'stampaggio lamiera', 'acciaio', 'acciai', 'acciaio inox', 'inox', 'alluminio', 'metalli', 'siderurgia', 'acciaierie', 'profilati'] },
  { id: 'legno', terms: ['legno', 'legname', 'segheria', 'segherie', 'case in legno', 'strutture in legno', 'lavorazione del legno', 'xlam', 'lamellare', 'legno lamellare'] },
  { id: 'macchine-edili', terms: ['macchine movimento terra', 'movimento terra', 'escavatori', 'escavatore', 'miniescavatori', 'miniescavatore', 'betoniere', 'betoniera', 'noleggio attrezzature edili', 'casseforme', 'demolizioni', 'macchine per edilizia', "macchine per l'edilizia"] },
  { id: 'mezzi-agricoli', broader: ['agricoltura'], terms: ['sementi', 'semente', 'semi da orto', 'fertilizzanti', 'fertilizzante', 'concimi', 'concime', 'agrofarmaci', 'fitofarmaci', 'antiparassitari', 'diserbanti', 'biostimolanti', 'difesa delle colture', 'terriccio', 'torba', 'film agricoli', 'teli per serre'] },
  // D. Health and care.
  { id: 'dispositivi-medici', terms: ['dispositivi medici', 'dispositivo medico', 'elettromedicali', 'elettromedicale', 'apparecchiature medicali', 'apparecchiatura medicale', 'medicale', 'medicali', 'presidi medici', 'presidi sanitari', 'ausili', 'ausili per disabili', 'sedie a rotelle', 'sedia a rotelle', 'deambulatori', 'deambulatore', 'letti ortopedici', 'letto ortopedico', 'articoli sanitari', 'ortopedia', 'plantari', 'calze elastiche', 'busti ortopedici', 'misuratore di pressione', 'saturimetro', 'ecografi', 'ecografo'] },
  { id: 'ottica', solves: ['vista-debole'], terms: ['occhiali', 'occhiale', 'occhiali da vista', 'occhiali da sole', 'lenti a contatto', 'lenti progressive', 'montature', 'optometrista', 'optometria', 'negozio di ottica', 'centro ottico', 'esame della vista', 'controllo della vista', 'eyewear', 'ottico optometrista'] },
  { id: 'vista-debole', terms: ['vedo male', 'vedo poco', 'vista stanca', 'miopia', 'presbiopia', 'astigmatismo', 'occhi stanchi', 'non ci vedo bene'] },
  { id: 'apparecchi-acustici', solves: ['udito-debole'], terms: ['apparecchi acustici', 'apparecchio acustico', 'protesi acustiche', 'protesi acustica', 'audioprotesista', 'audioprotesisti', 'centro acustico', 'centri acustici', "esame dell'udito", "controllo dell'udito", 'test udito'] },
  { id: 'udito-debole', terms: ['sento poco', 'sento male', 'sentire meglio', "perdita dell'udito", 'perdita di udito', 'calo uditivo', "calo dell'udito", 'ipoacusia', 'sordità', 'acufeni'] },
  { id: 'fisioterapia', solves: ['mal-di-schiena', 'dolori'], terms: ['fisioterapia', 'fisioterapista', 'fisioterapisti', 'fisioterapico', 'osteopata', 'osteopati', 'osteopatia', 'riabilitazione', 'massoterapia', 'chiropratico', 'posturologo', 'tecarterapia', 'tecar', 'centro fisioterapico', 'centro di riabilitazione', 'physio'] },
  { id: 'integratori', terms: ['integratori alimentari', 'integratore alimentare', 'integratori naturali', 'integratori sportivi', 'vitamine', 'nutraceutica', 'nutraceutici', 'probiotici', 'fitoterapia', 'erbe officinali', 'omeopatia'] },
  { id: 'estetica', terms: ['centro estetico', 'centri estetici', 'estetista', 'estetiste', 'trattamenti estetici', 'trattamento estetico', 'parrucchiere', 'parrucchieri', 'parrucchiera', 'barbiere', 'barbieri', 'barber shop', 'unghie', 'ricostruzione unghie', 'nail', 'manicure', 'pedicure', 'epilazione', 'epilazione laser', 'ceretta', 'acconciature', 'salone di bellezza', 'hair stylist', 'taglio di capelli', 'taglio capelli', 'colore capelli', 'extension ciglia', 'sopracciglia', 'trucco permanente', 'microblading', 'smalto semipermanente', 'nail art', 'solarium', 'pulizia del viso', 'trattamenti viso'] },
  { id: 'disinfestazione', solves: ['infestazioni'], terms: ['disinfestazione', 'disinfestazioni', 'derattizzazione', 'derattizzazioni', 'pest control', 'dissuasori per piccioni', 'allontanamento volatili'] },
  { id: 'infestazioni', terms: ['zanzare', 'topi', 'ratti', 'blatte', 'scarafaggi', 'piccioni', 'cimici', 'tarli', 'termiti', 'vespe', 'formiche'] },
  // E. Services and consumer goods.
  { id: 'immobiliare', solves: ['comprare-casa', 'cambio-casa'], terms: ['immobiliare', 'immobiliari', 'agenzia immobiliare', 'agenzie immobiliari', 'agente immobiliare', 'agenti immobiliari', 'compravendita', 'compravendite', 'immobili', 'immobile', 'case in vendita', 'casa in vendita', 'appartamenti in vendita', 'appartamento in vendita', 'case in affitto', 'appartamenti in affitto', 'affitti brevi', 'locazioni', 'locazione', 'valutazione immobiliare', 'valutazione della casa', 'vendere casa', 'real estate', 'capannoni in vendita', 'capannoni in affitto', 'gestione affitti', 'mediazione immobiliare'] },
  { id: 'notai', broader: ['consulenza-legale'], terms: ['studio notarile', 'studi notarili', 'atto notarile', 'atti notarili', 'notarile', 'successioni', 'successione ereditaria', 'testamento', 'testamenti', 'donazioni', 'costituzione di società'] },
  { id: 'autoscuola', terms: ['autoscuola', 'autoscuole', 'scuola guida', 'scuole guida', 'patente', 'patenti', 'patente b', 'patente di guida', 'prendere la patente', 'foglio rosa', 'esame di guida', 'lezioni di guida', 'patente nautica', 'patente c', 'cqc'] },
  { id: 'turismo', terms: ['turismo', 'vacanza', 'vacanze', 'villeggiatura', 'pacchetti vacanza', 'pacchetto vacanza', 'pacchetti turistici', 'tour operator', 'crociera', 'crociere', 'agriturismo', 'agriturismi', 'campeggio', 'campeggi', 'camping', 'villaggi turistici', 'villaggio turistico', 'resort', 'centro benessere', 'viaggio di nozze', 'luna di miele', 'escursioni', 'visite guidate', 'settimana bianca', 'località turistiche', 'turismo enogastronomico', 'alloggio', 'alloggi', 'pernottamento', 'pernottamenti', 'dove dormire'] },
  { id: 'nautica', terms: ['nautica', 'nautico', 'nautici', 'barca', 'barche', 'barche a vela', 'barca a vela', 'gommone', 'gommoni', 'yacht', 'motoscafo', 'motoscafi', 'cantiere navale', 'cantieri navali', 'motori marini', 'posto barca', 'posti barca', 'ormeggio', 'porto turistico', 'rimessaggio', 'noleggio barche', 'diporto', 'imbarcazioni', 'imbarcazione'] },
  { id: 'camper', terms: ['camper', 'caravan', 'roulotte', 'autocaravan', 'caravanning', 'van camperizzato', 'furgone camperizzato', 'noleggio camper', 'plein air', 'area camper'] },
  { id: 'giocattoli', terms: ['giocattoli', 'giocattolo', 'giochi da tavolo', 'gioco da tavolo', 'giochi educativi', 'giochi per bambini', 'giochi in scatola', 'videogiochi', 'videogioco', 'videogames', 'puzzle', 'peluche', 'modellismo', 'lego', 'board game', 'ludoteca'] },
  { id: 'infanzia', terms: ['prima infanzia', 'neonati', 'neonato', 'passeggini', 'passeggino', 'seggiolini auto', 'seggiolino auto', 'seggiolino', 'culle', 'culla', 'abbigliamento per bambini', 'articoli per bambini', 'puericultura', 'asilo nido', 'asili nido', 'babysitter', 'baby sitter'] },
  { id: 'editoria', terms: ['libri', 'libro', 'editoria', 'editore', 'editori', 'casa editrice', 'case editrici', 'pubblicare un libro', 'self publishing', 'fumetti', 'fumetto', 'ebook', 'e-book', 'audiolibri', 'romanzi', 'romanzo'] },
  { id: 'fiori', terms: ['fiori', 'fiorista', 'fioristi', 'fioraio', 'fiorai', 'composizioni floreali', 'addobbi floreali', 'bouquet', 'piante', 'piante da interno', 'piante da appartamento', 'pianta da appartamento', 'vivaio', 'vivai', 'vivaista', 'florovivaismo', 'florovivaistico', 'piante ornamentali'] },
  { id: 'orologi', terms: ['orologi', 'orologio', 'orologeria', 'orologiaio', 'orologi da polso', 'cinturini'] },
  { id: 'sport', terms: ['articoli sportivi', 'negozio di sport', 'abbigliamento sportivo', 'attrezzatura sportiva', 'attrezzature sportive', 'sport', 'sci', 'scarponi', 'padel', 'tennis', 'golf', 'calcio', 'impianti sportivi', 'campi sportivi', 'campi da padel', 'erba sintetica'] },
  { id: 'serrature', solves: ['furti', 'chiusi-fuori'], terms: ['serrature', 'serratura', 'casseforti', 'cassaforte', 'fabbro', 'fabbri', 'duplicazione chiavi', 'cilindri europei', 'serrature elettroniche', 'apertura porte', 'cambio serratura', 'sostituzione serratura', 'cambio cilindro'] },
  { id: 'allestimenti', terms: ['allestimenti fieristici', 'allestimento fieristico', 'allestimento stand', 'allestimenti stand', 'stand fieristici', 'stand fieristico', 'stand personalizzati', 'stand su misura', 'allestimenti', 'allestimento', 'allestitore', 'allestitori', 'scenografie', 'visual merchandising', 'vetrine'] },
  { id: 'digital-signage', terms: ['digital signage', 'totem', 'totem digitali', 'totem multimediali', 'monitor pubblicitari', 'ledwall', 'led wall', 'maxischermi', 'maxischermo', 'insegne luminose', 'schermi pubblicitari'] },
  { id: 'privacy', terms: ['privacy', 'gdpr', 'dpo', 'adeguamento privacy', 'consulenza privacy', 'regolamento privacy', 'trattamento dei dati personali'] },
  { id: 'certificazioni', terms: ['consulenza iso', 'ente di certificazione', 'enti di certificazione', 'organismo di certificazione', 'ottenere la certificazione', 'sistemi di gestione qualità', 'sistema di gestione qualità', 'modello 231', 'bilancio di sostenibilità', 'report esg', 'rendicontazione esg', 'esg', 'csrd'] },
  { id: 'gestione-rifiuti', solves: ['rifiuti'], terms: ['cassoni scarrabili', 'scarrabili', 'compattatori', 'raccolta differenziata', 'isola ecologica', 'isole ecologiche', 'ecocentro', 'autodemolizione', 'autodemolizioni', 'rottamazione', 'rottami', 'rottami metallici', 'smaltimento', 'smaltire'] },
  { id: 'trasporto-refrigerato', broader: ['logistica'], terms: ['catena del freddo', 'trasporto refrigerato', 'trasporti refrigerati', 'logistica del freddo', 'temperatura controllata'] },
  { id: 'trasporti-internazionali', broader: ['spedizioni'], terms: ['trasporto marittimo', 'trasporti marittimi', 'spedizioni marittime', 'spedizioni via mare', 'trasporto aereo', 'spedizioni aeree', 'air cargo', 'cargo', 'container', 'containers', 'freight forwarder', 'freight forwarding', 'casa di spedizioni', 'spedizioni internazionali', 'trasporto intermodale', 'intermodale', 'trasporto ferroviario', 'sdoganamento', 'pratiche doganali'] },
  { id: 'trasporto-persone', terms: ['noleggio con conducente', 'ncc', 'autobus', 'pullman', 'noleggio pullman', 'navette', 'navetta', 'servizio navetta', 'transfer', 'taxi', 'trasporto persone', 'minibus', 'autonoleggio con conducente'] },
  // G. More kinds of exhibitor (second round).
  { id: 'casalinghi', terms: ['casalinghi', 'articoli per la casa', 'pentole', 'pentola', 'padelle', 'stoviglie', 'posate', 'bicchieri', 'tovaglie', 'tovaglioli', 'biancheria per la casa', 'lenzuola', 'asciugamani', 'coltelli da cucina', 'utensili da cucina', 'tessili per la casa'] },
  { id: 'office-automation', terms: ['fotocopiatrici', 'fotocopiatrice', 'stampanti multifunzione', 'stampante multifunzione', 'noleggio stampanti', 'noleggio fotocopiatrici', 'stampanti laser', 'stampante laser', 'stampanti per ufficio', 'plotter', 'office automation', 'copiatrici'] },
  { id: 'ristorazione-collettiva', terms: ['ristorazione collettiva', 'mensa aziendale', 'mense aziendali', 'mensa scolastica', 'mense scolastiche', 'servizio mensa', 'pasti per i dipendenti', 'pasti veicolati', 'refezione scolastica'] },
  { id: 'call-center', solves: ['acquisire-clienti'], terms: ['call center', 'contact center', 'telemarketing', 'teleselling', 'centralino in outsourcing', 'help line'] },
  // H. Shelving, fuel, personal finance (third round).
  { id: 'scaffalature', terms: ['scaffalature', 'scaffalatura', 'scaffali', 'scaffale', 'scaffalature industriali', 'scaffalature metalliche', 'soppalchi', 'soppalco', 'cantilever', 'arredamento per negozi', 'arredo negozi', 'arredo per negozi'] },
  { id: 'carburanti', terms: ['carburanti', 'carburante', 'gasolio', 'benzina', 'gpl', 'metano per autotrazione', 'carte carburante', 'carta carburante', 'fuel card', 'distributore di benzina', 'distributori di carburante', 'stazione di servizio', 'stazioni di servizio', 'adblue'] },
  { id: 'consulenza-finanziaria', terms: ['consulente finanziario', 'consulenza patrimoniale', 'gestione del patrimonio', 'gestione patrimoniale', 'fondi di investimento', 'fondo di investimento', 'piano di accumulo', 'fondo pensione', 'fondi pensione', 'wealth management'] },
  // F. Tyres, and the words they share with rubber goods and pneumatics (two senses, see AMBIGUOUS).
  { id: 'pneumatici', terms: ['pneumatici auto', 'gomme auto', 'cambio gomme', 'cambio pneumatici', 'gomme invernali', 'gomme estive', 'pneumatici invernali', 'pneumatici estivi', 'pneumatici quattro stagioni', 'gomme quattro stagioni', 'treno di gomme', 'cerchi in lega', 'cerchioni', 'deposito gomme', 'equilibratura', 'convergenza', 'tyres', 'tires', 'pneumatici per camion', 'pneumatici agricoli', 'gomma bucata', 'gomma forata'] },
  // Eleventh pass (session 10), B: knowledge of the development-only fairs' trades (industry
  // services, mountain farming and leisure), written from the exhibitors' side as a buyer names
  // them: livestock and its feed and vets (never a pet's), bees, horses, greenhouses, woods and
  // trees, truffles, hiking gear and guides, wildlife rescue; subcontracting, succession, unpaid
  // invoices, fairs abroad, works canteens, fleets, field-service apps (docs/matching.md, "Eleventh
  // pass, knowledge of the new fairs").
  // A. Services to firms.
  { id: 'metalmeccanica', terms: ['flange', 'flangia', 'aisi 304', 'aisi 316', 'particolari meccanici', 'particolari torniti', 'minuteria metallica', 'lavorazioni in conto terzi', 'lavorazioni per conto terzi', 'terzista', 'terzisti', 'taglio laser', 'piegatura lamiera', 'particolari in lamiera', 'lamiera tagliata'] },
  { id: 'trovare-personale', terms: ['a tempo determinato', 'contratto a termine', 'contratti a termine', 'operai specializzati', 'non si trovano operai', 'non troviamo operai', 'non troviamo tecnici'] },
  { id: 'passaggio-generazionale', solves: ['avvio-attivita'], terms: ['passaggio generazionale', "passaggio d'impresa", "passaggio dell'azienda", 'patti di famiglia', 'patto di famiglia', 'successione aziendale', 'successione in azienda', 'piani di successione', 'piano di successione', "l'azienda passa a mio figlio", "l'azienda passa a mia figlia", 'cedere l\'azienda', "cessione d'azienda", "cessione dell'azienda", 'vado in pensione', 'va in pensione', 'andrà in pensione', 'chi lo sostituisca', 'chi la sostituisca', "prendere in mano l'azienda", "prenderà in mano l'azienda", 'azienda di famiglia', 'aziende di famiglia', 'azienda familiare', 'aziende familiari', 'impresa familiare', 'imprese familiari', 'liti tra fratelli', 'litigi tra fratelli', 'liti in famiglia'] },
  { id: 'consulenza-direzione', solves: ['passaggio-generazionale'], terms: [] },
  { id: 'consulenza-legale', solves: ['passaggio-generazionale'], terms: ['patti parasociali', 'patto parasociale', 'accordo tra soci', 'accordi tra soci', 'patto tra soci'] },
  { id: 'recruiting', solves: ['passaggio-generazionale'], terms: ['ricerca di dirigenti', 'selezione di dirigenti', 'selezione dei dirigenti', 'executive search', 'direttore di stabilimento', 'direttori di stabilimento', 'temporary manager', 'mulettisti', 'carrellisti'] },
  { id: 'crediti-non-pagati', terms: ['non mi paga', 'non ci paga', 'non ha pagato', 'non hanno pagato', 'mi deve dei soldi', 'mi devono dei soldi', 'ci deve dei soldi', 'fattura non pagata', 'fatture insolute', 'fattura insoluta', 'crediti non pagati', 'credito non pagato', 'debitore', 'debitori', 'mancati pagamenti', 'mancato pagamento'] },
  { id: 'recupero-crediti', broader: ['consulenza-legale'], solves: ['crediti-non-pagati'], terms: ['recupero stragiudiziale', 'recupero giudiziale', 'recupero dei crediti', 'rintraccio debitori', 'rintracciare il debitore', 'crediti insoluti', 'recupero insoluti'] },
  { id: 'fiere-estero', broader: ['export'], terms: ['esporre a una fiera', 'esporre in fiera', 'esporre alle fiere', 'esporre a fiere', 'esporre a una fiera internazionale', "esporre all'estero", 'partecipare a una fiera', 'partecipazione alle fiere', 'partecipazione in collettiva', 'collettiva in fiera', 'collettive fieristiche', 'collettive italiane', 'padiglione italiano', 'stand in fiera', 'missioni b2b', 'missioni commerciali', 'missione commerciale', 'incontri b2b', 'fiere internazionali', "fiere all'estero", 'fiera a dubai', 'fiere in germania'] },
  { id: 'consulenza-legale', terms: ['contratto di distribuzione', 'contratti di distribuzione', 'contratto con un distributore', 'contratto di agenzia', 'scrivere il contratto', 'scrivere un contratto', 'leggere il contratto', 'rivedere il contratto', 'redazione di contratti', 'redazione dei contratti', "avvocati d'affari", "avvocato d'affari"] },
  { id: 'noleggio-veicoli', terms: ['auto per i commerciali', 'auto per gli agenti', 'auto per i venditori', 'auto per i tecnici', 'auto per i dipendenti', 'macchine per i commerciali', 'auto in pool', 'gestione della flotta', 'gestione flotta', 'noleggio di auto aziendali', 'senza pensare ai tagliandi', 'tagliandi inclusi', 'manutenzione inclusa'] },
  { id: 'ristorazione-collettiva', terms: ['pranzo per i dipendenti', 'pranzo dei dipendenti', 'pranzo per gli operai', 'pasti per gli operai', 'pranzo in azienda', 'mangiare in azienda', 'dove mangiano', 'refettorio', 'refettori', 'mensa interna', 'mensa di stabilimento', 'menu per i turni', 'pasti per i turnisti'] },
  { id: 'sicurezza-lavoro', terms: ['documento dei rischi', 'documento di valutazione rischi', 'corso per il muletto', 'corso del muletto', 'corso muletto', 'corso carrellisti', 'corso per carrellisti', 'corso antincendio', 'corso preposti', 'corso per preposti', 'formazione dei lavoratori', 'formazione lavoratori', 'medico competente', 'sorveglianza sanitaria', 'guanti antitaglio', 'inail'] },
  { id: 'infortuni', terms: ['tagli alle mani', 'ferite alle mani', 'infortuni alle mani', 'si è fatto male', 'si sono fatti male', 'ci ha fatto visita'] },
  { id: 'riciclo', terms: ['rigranulare', 'rigranulazione', 'granulo riciclato', 'scarti di plastica', 'scarti di polipropilene', 'materozze', 'vendere gli scarti', 'vendere i nostri scarti', 'plastiche agricole', 'teli agricoli usati', 'teli delle serre vecchi', 'film agricolo usato', 'film agricoli usati'] },
  { id: 'rifiuti', terms: ['da smaltire', 'scarti da smaltire', 'smaltirli', 'smaltirle', 'paghiamo per smaltirli', 'pagare lo smaltimento', 'paghiamo lo smaltimento', 'non so a chi darli'] },
  { id: 'troppa-carta', terms: ['cassetto fiscale', 'faldoni', 'archiviare le fatture', 'scaricare le fatture', 'fatture passive', 'fatture di carta'] },
  { id: 'welfare', terms: ['premio ai dipendenti', 'premi ai dipendenti', 'premio di risultato', 'premi di risultato', 'esentasse', 'detassato', 'detassati', 'detassazione', 'piattaforma di welfare'] },
  { id: 'investimento', terms: [...['tornio', 'macchinario', 'impianto', 'centro di lavoro', 'forno industriale'].flatMap((m) => [`${m} nuovo`, `nuovo ${m}`, `comprare un ${m}`, `acquistare un ${m}`]), ...['pressa', 'fresatrice', 'piegatrice', 'linea di produzione'].flatMap((m) => [`${m} nuova`, `nuova ${m}`, `comprare una ${m}`, `acquistare una ${m}`]), 'centri di lavoro nuovi', 'nuovi centri di lavoro', 'macchinari che compro', 'macchinari da comprare', 'beni strumentali nuovi'] },
  { id: 'troppo-caldo', terms: ['troppo caldo', 'fa caldo', 'caldo in reparto', 'caldo nel capannone', 'capannone caldo', 'capannoni caldi', 'si muore di caldo', 'caldo insopportabile', 'caldo soffocante', 'caldo d\'estate'] },
  { id: 'termoidraulica', solves: ['troppo-caldo'], terms: [] },
  { id: 'climatizzazione-industriale', broader: ['termoidraulica'], solves: ['troppo-caldo'], terms: ['raffrescatori', 'raffrescatore', 'raffrescatori evaporativi', 'destratificatori', 'destratificatore', 'aerotermi', 'aerotermo', 'climatizzazione industriale', 'riscaldamento dei capannoni', 'riscaldamento di grandi ambienti'] },
  { id: 'bandi', terms: ['iperammortamento', 'superammortamento', 'beni 4.0', 'credito 4.0', 'credito 5.0', "credito d'imposta 4.0", "credito d'imposta 5.0", 'crediti d\'imposta', 'rendicontazione'] },
  { id: 'iot', terms: ['interconnessione delle macchine', 'interconnettere le macchine', 'collegare le macchine', 'macchine interconnesse', 'macchinari interconnessi'] },
  { id: 'gestione-interventi', broader: ['crm'], solves: ['troppa-carta'], terms: ['rapportini', 'rapportino', 'rapportini di intervento', 'rapporti di intervento', 'field service', 'gestione degli interventi', 'gestione interventi', 'app per i tecnici', 'app per tecnici', 'app per gli agenti', 'app per agenti', 'tecnici esterni', 'tecnici in trasferta'] },
  { id: 'magazzino-pieno', terms: ['magazzino scoppia', 'il magazzino scoppia', 'non abbiamo più spazio', 'non ho più spazio', 'non c\'è più spazio', 'manca spazio', 'poco spazio', 'spazio in altezza', 'sfruttare lo spazio', 'sfruttare meglio lo spazio', 'bancali nei corridoi'] },
  { id: 'scaffalature', solves: ['magazzino-pieno'], terms: ['portapallet', 'scaffalature portapallet', 'scaffali portapallet', 'scaffalature usate', 'verifica delle scaffalature', 'armadi da officina', 'cassettiere'] },
  { id: 'avvio-attivita', terms: ['aprire una srl', 'apro una srl', 'costituire una società', 'costituzione di società', 'costituzione della società', 'atto costitutivo', 'statuto della società', 'aprire una società', 'aprire la partita iva', 'aprire partita iva'] },
  { id: 'insegne', solves: ['acquisire-clienti'], terms: ['insegne', 'insegne luminose', 'insegna luminosa', 'totem', 'segnaletica', 'segnaletica interna', 'segnaletica aziendale', 'scritte sui furgoni', 'scritte sui mezzi', 'decorazione automezzi', 'decorazione degli automezzi', 'car wrapping', 'pellicole per vetrine', 'vetrofanie'] },
  { id: 'animali', terms: ['labrador', 'barboncino', 'bassotto', 'pastore tedesco', 'golden retriever', 'chihuahua', 'beagle', 'jack russell', 'border collie', 'bulldog', 'carlino', 'meticcio', 'setter', 'yorkshire', 'maltese', 'gatto persiano'] },
  { id: 'animale-malato', terms: ['il cane zoppica', 'cane che zoppica', 'gatto che zoppica', 'non mangia più', 'il cane vomita', 'il gatto si gratta', 'si gratta sempre'] },
  // B. Farming, livestock and the mountains.
  { id: 'bestiame', broader: ['allevamento'], terms: ['bestiame', 'zootecnia', 'zootecnico', 'zootecnica', 'zootecniche', 'stalla da latte', 'bovini', 'bovino', 'vacche', 'vacca', 'mucche', 'mucca', 'vitelli', 'vitello', 'ovini', 'caprini', 'ovicaprini', 'pecore', 'capre', 'suini', 'maiali', 'maiali da ingrasso', 'avicoli', 'pollame', 'vacche da latte', 'bovini da carne', 'alpeggio', 'alpeggi', 'malga', 'malghe', 'pascolo'] },
  { id: 'mangimi-zootecnici', broader: ['allevamento'], terms: ['mangimi zootecnici', 'mangimificio', 'mangimifici', 'mangime per bovini', 'mangime per i maiali', 'mangime per maiali', 'mangimi per avicoli', 'mangime per conigli', 'mangimi completi', 'integratori minerali', 'mangimi in sacchi', 'foraggio', 'foraggi', 'fieno per le vacche'] },
  { id: 'animale-malato', terms: ['mastite', 'mastiti', 'conta cellule', 'cellule somatiche', 'vacche malate', 'vacca malata', 'vitello malato', 'vitelli malati', 'parti difficili', 'parto difficile', 'il latte è pagato meno', 'qualità del latte'] },
  { id: 'veterinaria', broader: ['animali'], solves: ['animale-malato'], terms: ['veterinario per bovini', 'veterinario aziendale', 'veterinario di stalla', 'veterinaria zootecnica', 'veterinario per grandi animali', 'grandi animali', 'fecondazione artificiale', 'inseminazione artificiale', 'piani sanitari', 'farmaci veterinari', 'farmacia veterinaria', 'farmacia zootecnica', 'cura della mammella', 'disinfettanti per stalla', 'prodotti per la mungitura'] },
  { id: 'mungitura', broader: ['allevamento'], terms: ['impianti di mungitura', 'impianto di mungitura', 'sala di mungitura', 'tank del latte', 'tank refrigeranti', 'cuccette per vacche', 'autocatture'] },
  { id: 'pollai', broader: ['allevamento'], terms: ['galline', 'gallina', 'galline ovaiole', 'pollaio', 'pollai', 'pulcini', 'pulcino', 'uova fresche', 'anatre', 'faraone', 'avicoltura'] },
  { id: 'predatori', terms: ['lupo', 'lupi', 'attacchi del lupo', 'attacco del lupo', 'attacchi di lupi', 'danni da lupo', 'danni da fauna selvatica', 'danni dei cinghiali', 'cinghiali', 'sbranato', 'sbranate'] },
  { id: 'recinzioni-pascolo', broader: ['allevamento'], solves: ['predatori'], terms: ['recinzioni elettrificate', 'recinzione elettrificata', 'recinti elettrici', 'recinto elettrico', 'elettrificatori', 'elettrificatore', 'recinzioni per pecore', 'reti per pecore', 'recinti per pecore', 'cani da guardiania', 'cane da guardiania', 'pastore maremmano', 'kit antilupo', 'prevenzione contro i lupi', 'prevenzione dei danni da lupo'] },
  { id: 'apicoltura', terms: ['apicoltura', 'apicoltore', 'apicoltori', 'apicoltrice', 'arnie', 'arnia', 'famiglie di api', 'tengo le api', 'alveari', 'varroa', 'sciami di api', 'smielatore', 'smielatori', 'smielatura', 'telaini', 'api regine', 'ape regina', 'nuclei di api', 'vasetti per il miele', 'etichette per il miele'] },
  { id: 'equitazione', broader: ['sport'], terms: ['cavallo', 'cavalli', 'cavalla', 'cavalle', 'pony', 'equitazione', 'equestre', 'andare a cavallo', 'cavalcare', 'lezioni di equitazione', 'passeggiate a cavallo', 'pensione per cavalli', 'scuderia', 'selleria', 'selle per cavalli', 'maniscalco', 'paddock', 'battesimo della sella'] },
  { id: 'fattoria-didattica', terms: ['fattoria didattica', 'fattorie didattiche', 'animali della fattoria', 'animali da fattoria', 'vedere gli animali', 'gli animali da vicino', 'laboratori del pane', 'laboratori per bambini in fattoria', 'gita in fattoria', 'aprire un agriturismo', 'asinelli'] },
  { id: 'attrezzatura-montagna', broader: ['outdoor'], terms: ['scarponi', 'scarponi da trekking', 'scarpe da trekking', 'ramponi', 'bastoncini da trekking', 'artva', 'pala e sonda', 'ciaspole', 'piccozza', 'imbrago', 'zaino da trekking', 'negozio di montagna', 'abbigliamento da montagna'] },
  { id: 'guide-alpine', broader: ['outdoor'], terms: ['guida alpina', 'guide alpine', 'accompagnatore di media montagna', 'escursioni accompagnate', 'escursione guidata', 'escursioni guidate', 'via ferrata', 'vie ferrate', 'scialpinismo', 'sci alpinismo', 'sicurezza in valanga', 'trekking di più giorni', 'corso di arrampicata', 'corsi di arrampicata'] },
  { id: 'rifugi', broader: ['turismo'], terms: ['rifugio alpino', 'rifugi alpini', 'rifugio di montagna', 'rifugi di montagna', 'rifugista', 'dormire in quota', 'dormendo in quota', 'notte in quota', 'pernottare in quota', 'pernottamento in rifugio', 'dormire in rifugio', 'camerate', 'bivacco'] },
  { id: 'fauna-ferita', terms: [...['animale selvatico', 'capriolo', 'capriolino', 'cerbiatto', 'daino', 'cervo', 'riccio', 'uccellino', 'uccello', 'rapace', 'gufo', 'civetta', 'falco', 'volpe', 'tasso', 'lepre', 'scoiattolo', 'rondine'].map((a) => `${a} ferito`), 'animale ferito', 'animali feriti', 'animali selvatici feriti', 'nido caduto', 'caduto dal nido'] },
  { id: 'fauna-selvatica', solves: ['fauna-ferita'], terms: ['fauna selvatica', 'animali selvatici', 'animale selvatico', 'capriolo', 'caprioli', 'capriolino', 'cerbiatto', 'camosci', 'camoscio', 'stambecchi', 'stambecco', 'rapaci', 'soccorso fauna', 'recupero fauna selvatica', 'centro recupero animali selvatici'] },
  { id: 'biogas', broader: ['energia-rinnovabile'], terms: ['biogas', 'biometano', 'digestato', 'digestore', 'liquami', 'letame', 'reflui zootecnici', 'effluenti zootecnici', 'impianto a biogas', 'impianti di biogas'] },
  { id: 'scelta-studi', terms: ['terza media', 'che scuola', 'quale scuola', 'che scuola fare', 'che scuola fargli fare', 'scuola dopo le medie'] },
  { id: 'orientamento', terms: ['scuola superiore', 'scuole superiori', 'istituto tecnico', 'istituto professionale', 'open day'] },
  { id: 'insediamento-agricolo', broader: ['bandi'], solves: ['avvio-attivita'], terms: ['primo insediamento', 'premio di primo insediamento', 'giovani agricoltori', 'giovane agricoltore', 'imprenditore agricolo professionale', 'qualifica iap', 'iap', "aprire un'azienda agricola", 'aprire una azienda agricola', 'aprire un allevamento', 'domanda pac', 'domande pac', 'domande della pac', 'politica agricola comune', 'sviluppo rurale'] },
  { id: 'fondi-europei', broader: ['bandi'], terms: ['gruppo di azione locale', 'gruppi di azione locale', 'programma leader'] },
  { id: 'forestale', broader: ['legno'], terms: ['bosco comunale', 'boschi comunali', 'gestione del bosco', 'gestione dei boschi', 'taglio del bosco', 'tagliare il bosco', 'proprietari di boschi', 'lotti boschivi', 'lotto boschivo', 'esbosco', 'impresa forestale', 'imprese forestali', 'gestione forestale', 'piani di gestione forestale', 'consorzio forestale', 'operaio forestale', 'operai forestali', 'legname da opera', 'cippato', 'boscaiolo', 'boscaioli'] },
  { id: 'alberi-pericolanti', terms: ['alberi pericolanti', 'albero pericolante', 'piante pericolanti', 'alberi inclinati', 'albero inclinato', 'albero che pende', 'alberi che pendono', 'pianta che pende', 'albero pericoloso', 'alberi pericolosi', 'mettere in sicurezza gli alberi', 'rami pericolanti', 'alberi malati'] },
  { id: 'arboricoltura', broader: ['giardinaggio'], solves: ['alberi-pericolanti'], terms: ['treeclimbing', 'tree climbing', 'abbattimento alberi', 'abbattimento di alberi', 'abbattimento di piante', 'alberi ad alto fusto', 'valutazione di stabilità', 'alberi monumentali', 'arboricoltore', 'arboricoltura'] },
  { id: 'legna-ardere', terms: ['legna secca', 'legna spaccata', 'legna stagionata', 'quintali di legna', 'legna di faggio', 'pellet', 'bricchetti', 'consegna della legna', 'legna per l\'inverno'] },
  { id: 'attrezzi-forestali', broader: ['giardinaggio'], terms: ['motosega', 'motoseghe', 'decespugliatore', 'decespugliatori', 'spaccalegna', 'soffiatori', 'affilatura catene', 'motozappa', 'motozappe', 'motocoltivatore', 'motocoltivatori', 'motofalciatrice', 'motofalciatrici', 'transporter'] },
  { id: 'patentini', terms: ['abilitazione alla guida del trattore', 'abilitazione per guidare il trattore', 'abilitazione trattore', 'abilitazione per il trattore', 'patentino dei fitosanitari', 'patentino fitosanitari', 'patentino per i fitosanitari', 'corso motosega', 'corso per la motosega', 'uso sicuro della motosega', 'corso sulla sicurezza'] },
  { id: 'riscaldamento-serre', terms: ['riscaldare le serre', 'riscaldare la serra', 'scaldare le serre', 'riscaldamento delle serre', 'riscaldamento della serra', 'serre riscaldate', 'serra riscaldata', 'gelate in serra'] },
  { id: 'stufe', solves: ['riscaldamento-serre'], terms: [] },
  { id: 'serre', broader: ['agricoltura'], solves: ['riscaldamento-serre'], terms: ['serre', 'piccola serra', 'mini serra', "serra per l'orto", 'serra per ortaggi', 'serra da giardino', 'serre in policarbonato', 'tunnel per ortaggi', 'reti antigrandine', 'reti antinsetto'] },
  { id: 'vigneti-impianto', broader: ['agricoltura'], terms: ['barbatelle', 'barbatella', 'vitigni', 'vitigno', 'vitigni autoctoni', 'impianto di vigneti', 'impianti di vigneti', 'nuovo vigneto', 'nuovi vigneti', 'impiantare un vigneto', 'rimettere a vite', 'vivaio viticolo', 'vivai viticoli', 'terrazzamenti'] },
  { id: 'agricoltura', terms: ['vigna', 'vigne', 'viticoltori', 'viticoltore', 'viticoltura eroica'] },
  { id: 'tartufi-funghi', broader: ['agricoltura', 'alimentare'], terms: ['tartufaia', 'tartufaie', 'tartufi', 'tartufo', 'tartuficoltura', 'piante micorrizate', 'micorrizate', 'coltivare funghi', 'coltivazione di funghi', 'far crescere i funghi', 'kit per funghi', 'kit per coltivare funghi'] },
  { id: 'orto', broader: ['giardino'], terms: ['orto', 'orti', "l'orto", 'ortaggi', 'orticoltura', 'orticoltori', 'piantine da orto', 'piantine', 'semi antichi', 'varietà antiche', 'semi di una volta', 'semi da orto'] },
  { id: 'formaggi-malga', broader: ['latticini'], terms: ["formaggi d'alpe", "formaggi d'alpeggio", 'formaggi di malga', 'formaggio di malga', 'caseificio', 'caseifici', 'visita al caseificio', 'visite al caseificio', 'latte di fieno'] },
  { id: 'sentieri', broader: ['outdoor'], terms: ['sentieri', 'sentiero', 'segnaletica dei sentieri', 'manutenzione dei sentieri', 'sentieri franati', 'rete sentieristica', 'sentieri natura'] },
  // Problems (sixth pass): how a buyer states what goes wrong, without naming what would fix it.
  // Each is answered by the offers whose `solves` lists it (at SOLVES_CREDIT). Written from the
  // offers: for each kind of offer, the problems it exists to solve.
  { id: 'fermi-macchina', terms: ['fermi macchina', 'fermo macchina', 'fermi di produzione', 'fermo della produzione', 'fermi della linea', 'guasti', 'guasto', 'guasti improvvisi', 'macchine ferme', 'macchina ferma', 'linea ferma', 'linee ferme', 'rotture improvvise', 'downtime', 'si rompe', 'si rompono', 'si bloccano', 'usura dei macchinari'] },
  { id: 'lavori-ripetitivi', terms: ['lavori ripetitivi', 'lavoro ripetitivo', 'operazioni ripetitive', 'compiti ripetitivi', 'mansioni ripetitive', 'turni ripetitivi', 'lavorazioni manuali', 'operazioni manuali', 'lavoro manuale', 'carichi pesanti', 'sollevare pesi', 'movimentazione manuale', 'costo della manodopera', 'costi della manodopera', 'costo del lavoro'] },
  { id: 'casa-fredda', terms: ['casa fredda', 'muffa', 'muffe', 'umidità in casa', 'umidità nei muri', 'muri umidi', 'spifferi', 'dispersione termica', 'dispersioni termiche', 'dispersione di calore', 'freddo in casa', 'caldo in casa', 'infissi vecchi', 'finestre vecchie', 'riscaldamento', 'spese di riscaldamento'] },
  { id: 'furti', terms: ['furti', 'furto', 'ladri', 'ladro', 'rapina', 'rapine', 'intrusioni', 'intrusione', 'scasso', 'scassi', 'vandali', 'vandalismo', 'atti vandalici', 'taccheggio', 'rubano', 'rubare', 'furto di rame', 'furti di rame', 'rubato', 'rubati'] },
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
  { id: 'liquidita-scarsa', terms: ['clienti che pagano tardi', 'clienti che non pagano', 'ritardi nei pagamenti', 'pagamenti in ritardo', 'crediti insoluti', 'insoluti', 'fatture non pagate', 'mancanza di liquidità', 'poca liquidità', 'problemi di liquidità', 'problemi di cassa', 'soldi bloccati', 'farmi pagare', 'farsi pagare', 'non mi pagano', 'non ci pagano', 'clienti morosi', 'cattivi pagatori'] },
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
  // Eighth pass (session 9): the first set's fair. For each offer of fair.ts's exhibitors, the
  // names, verb forms and problems a buyer who needs it would write (trade, colloquial, truncated),
  // written from the exhibitors' texts. An entry with a known id adds terms and problems to it.
  { id: 'cybersecurity', terms: ['richiesta di riscatto', 'pagare il riscatto', 'pagare un riscatto', 'riscatto in bitcoin', 'criptato i file', 'criptati i file', 'file criptati', 'file cifrati', 'mail false', 'email false', 'mail fasulle', 'attacco ransomware', 'credenziali rubate', 'rubato la password', 'rubato le password', 'rubato i dati', 'rubati i dati', 'rubato le credenziali', "rubato l'account"] },
  { id: 'furti', terms: ['rubano', 'rubato', 'rubata', 'rubati', 'rubate', 'furto di rame', 'furti di rame', 'furti in magazzino', 'furti nel deposito'] },
  { id: 'vigilanza', terms: ['guardia notturna', 'guardie notturne', 'vigilante', 'vigilantes', 'ronda notturna', 'ronde notturne', 'servizio di vigilanza'] },
  { id: 'isolamento', terms: ['tetto in eternit', 'copertura in eternit', 'capannone in eternit', 'eternit da togliere', 'eternit da rimuovere', 'eternit da smaltire', "rimuovere l'eternit", 'bonifica eternit', 'smaltimento eternit', 'lastre di eternit', 'rimozione amianto', "rimozione dell'amianto", 'smaltimento amianto', "smaltimento dell'amianto", "togliere l'amianto", "togliere l'eternit", 'lastre di amianto', 'fibrocemento', 'pannelli coibentati', 'pannello coibentato', 'pannelli sandwich'] },
  { id: 'etichettatura', terms: ['etichettiamo', 'etichettano', 'etichettato', 'etichettata', 'etichettati', 'etichettate', 'mettere le etichette', 'applicare le etichette', 'applicazione delle etichette', 'etichettatura delle bottiglie'] },
  { id: 'sollevamento', terms: ['piattaforma elevabile', 'piattaforme elevabili', 'lavori in quota', 'lavoro in quota', 'sollevatore telescopico', 'noleggio piattaforma', 'noleggio piattaforme', 'noleggio muletto', 'noleggio muletti'] },
  { id: 'noleggio-veicoli', terms: ['auto per lavoro', 'macchina per lavoro', 'furgone per lavoro', 'auto aziendale', 'auto senza comprarla', 'auto in leasing', 'leasing auto'] },
  { id: 'ecommerce', terms: ['aprire un negozio online', 'aprire uno shop online', 'aprire un ecommerce', 'aprire un e-commerce', 'sito per vendere', 'sito dove vendere', 'vendere i miei prodotti online', 'vendere in rete'] },
  { id: 'export', terms: [...['germania', 'francia', 'spagna', 'svizzera', 'austria', 'usa', 'stati uniti', 'america', 'cina', 'giappone', 'regno unito', 'inghilterra', 'nord europa', 'belgio', 'olanda', 'canada', 'brasile', 'australia', 'polonia'].flatMap((c) => [`vendere in ${c}`, `vendere anche in ${c}`, `esportare in ${c}`, `esportare negli ${c}`, `vendere negli ${c}`, `clienti in ${c}`, `mercato in ${c}`])] },
  { id: 'spedizioni', terms: ['spedire la merce', 'mandare la merce', 'mandare i pacchi', 'spedire in europa', 'spedizioni in europa'] },
  { id: 'imballaggi', terms: ['imballare', 'imballiamo', 'oggetti fragili', 'merce fragile', 'pezzi fragili', 'scatole per spedire'] },
  { id: 'rete-vendita', terms: ['arrivare nei negozi', 'essere nei negozi', 'vendere nei negozi', 'portare i prodotti nei negozi', 'non abbiamo agenti'] },
  { id: 'programmazione', terms: ['imparare a programmare', 'python', 'javascript', 'linguaggi di programmazione'] },
  { id: 'robot-industriali', terms: ['robot di saldatura', 'robot per la saldatura', 'automatizzare la saldatura'] },
  { id: 'pallettizzazione', terms: ['pallettizzare', 'pallettizziamo', 'mettere sui bancali', 'caricare i bancali'] },
  { id: 'controllo-qualita', terms: ['controllo visivo', 'ispezione visiva', 'ispezione ottica', 'controllo ottico', 'pezzi difettosi', 'pezzi scartati'] },
  { id: 'metalmeccanica', terms: ['produzione meccanica', 'industria meccanica', 'settore meccanico', 'aziende meccaniche', 'azienda meccanica', 'pezzi torniti', 'tornitura', 'fresatura cnc'] },
  { id: 'liquidita-scarsa', terms: ['pagano tardi', 'pagano in ritardo', 'pagano a 60 giorni', 'pagano a 90 giorni', 'pagano a 120 giorni'] },
  { id: 'crm', terms: ['tenere traccia dei clienti', 'storico dei clienti', 'schede dei clienti', 'rubrica clienti', 'contatti dei clienti'] },
  { id: 'energia-rinnovabile', terms: ['cer'] },
  { id: 'reti-informatiche', terms: ["rete dell'ufficio", 'rete in ufficio', 'rete del capannone', 'rete del magazzino', 'rifare la rete'] },
  // Eighth pass (session 9): mechanisms. A pain named by where it hurts, solved by physiotherapy
  // (see 'fisioterapia'): a symptom with no product word.
  { id: 'dolori', terms: ['fa male', 'fanno male', 'dolore', 'dolori', 'doloranti', 'male al ginocchio', 'male alle ginocchia', 'mal di ginocchio', 'ginocchio', 'ginocchia', 'caviglia', 'caviglie', 'tendinite', 'tendiniti', 'contrattura', 'contratture', 'distorsione', 'strappo muscolare', 'sciatica', 'lombalgia', 'cervicalgia', 'periartrite', 'epicondilite', 'menisco', 'legamenti', 'crociato'] },
  // Ninth pass (session 9): sectors of a city fair. Services to households and small firms,
  // leisure, care and public services, written from what each kind of stand sells and from how a
  // buyer states the need; no evaluation set's texts were read (docs/matching.md, "Ninth pass").
  // A. The home: leaks, locks, odd jobs, laundry, broken appliances, second hand, mending; pets.
  { id: 'perdite-acqua', terms: ['il bagno perde', 'perdita d\'acqua', 'perdite d\'acqua', 'perdita di acqua', 'tubo rotto', 'tubi rotti', 'tubo che perde', 'rubinetto che perde', 'rubinetto che gocciola', 'scarico intasato', 'scarichi intasati', 'lavandino intasato', 'water intasato', 'wc intasato', 'scarico otturato', 'tubature intasate', 'senza acqua calda', 'caldaia rotta', 'caldaia in blocco', 'allagamento'] },
  { id: 'spurghi', solves: ['perdite-acqua'], terms: ['autospurgo', 'autospurghi', 'spurgo', 'spurghi', 'stasatura', 'stasature', 'videoispezione', 'fossa biologica', 'fosse biologiche', 'pozzi neri'] },
  { id: 'chiusi-fuori', terms: ['chiuso fuori casa', 'chiusa fuori casa', 'chiusi fuori casa', 'rimasto chiuso fuori', 'rimasta chiusa fuori', 'perso le chiavi', 'chiavi perse', 'chiave rotta', 'non si apre la porta'] },
  { id: 'tuttofare', solves: ['lavori-casa'], terms: ['tuttofare', 'handyman', 'marito in affitto', 'piccoli lavori', 'piccole riparazioni', 'piccoli lavori di casa', 'riparazioni domestiche', 'riparazioni in casa', 'manutenzione della casa', 'montare le mensole', 'appendere i quadri', 'montaggio tende', 'lavoretti in casa', 'lavoretti di casa'] },
  { id: 'lavanderia', solves: ['sporco'], terms: ['lavanderia', 'lavanderie', 'lavanderia self service', 'lavanderie self service', 'tintoria', 'tintorie', 'lavasecco', 'lavaggio a secco', 'stireria', 'stirerie', 'stiratura', 'servizio di stiratura', 'lavaggio tappeti', 'lavaggio piumoni', 'ritiro e consegna dei capi'] },
  { id: 'elettrodomestico-rotto', terms: ['lavatrice rotta', 'lavatrice che perde', 'la lavatrice non centrifuga', 'frigo rotto', 'frigorifero rotto', 'lavastoviglie rotta', 'asciugatrice rotta', 'forno rotto', 'aspirapolvere rotto', 'elettrodomestico rotto', 'elettrodomestici rotti', 'elettrodomestico guasto'] },
  { id: 'riparazione-elettrodomestici', solves: ['elettrodomestico-rotto'], terms: ['riparazione elettrodomestici', 'riparazione di elettrodomestici', 'assistenza elettrodomestici', 'tecnico elettrodomestici', 'riparazione lavatrici', 'riparazione frigoriferi', 'riparazione lavastoviglie', 'ricambi per elettrodomestici', 'repair cafe', 'repair café'] },
  { id: 'usato', terms: ["mercatino dell'usato", "mercatini dell'usato", "negozio dell'usato", "negozi dell'usato", 'conto vendita', 'in conto vendita', 'seconda mano', 'second hand', 'mercato delle pulci', 'mercatino delle pulci', 'abiti usati', 'vestiti usati', 'abbigliamento usato', 'mobili usati', 'libri usati', 'ricondizionati', 'ricondizionato', 'ricondizionata', 'refurbished', 'compro oro', 'baratto', 'swap party', 'riuso'] },
  { id: 'sartoria-riparazioni', terms: ['sarta', 'sarte', 'sarto', 'riparazioni sartoriali', 'riparazione abiti', 'orli', 'fare gli orli', 'accorciare i pantaloni', 'stringere un vestito', 'cambio cerniera', 'calzolaio', 'calzolai', 'calzoleria', 'risuolatura', 'riparazione scarpe', 'ciabattino'] },
  { id: 'comportamento-animali', terms: ['tira al guinzaglio', 'il cane tira', 'abbaia', 'abbaiare', 'abbaia sempre', 'cane aggressivo', 'cane che morde', 'morde', 'graffia i mobili', 'fa i bisogni in casa', 'non ubbidisce', 'disobbediente', 'ansia da separazione'] },
  { id: 'educazione-cinofila', broader: ['animali'], solves: ['comportamento-animali'], terms: ['addestramento cani', 'addestramento del cane', 'addestramento', 'addestratore cinofilo', 'addestratori cinofili', 'educatore cinofilo', 'educatori cinofili', 'educazione cinofila', 'centro cinofilo', 'centri cinofili', 'puppy class', 'corso per cuccioli', 'dog trainer', 'comportamentalista'] },
  { id: 'pet-sitter', broader: ['animali'], terms: ['pet sitter', 'pet sitting', 'dog sitter', 'dog sitting', 'cat sitter', 'dog walker', 'dogwalker', 'passeggiate per cani', 'pensione per cani', 'pensione per gatti', 'pensione per animali', 'asilo per cani', 'chi tiene il cane', 'cane da solo in casa'] },
  { id: 'animale-malato', terms: ['cane malato', 'gatto malato', 'il cane zoppica', 'il gatto vomita', 'il cane non mangia', 'il gatto non mangia', 'pulci', 'zecche', 'leishmania'] },
  { id: 'veterinaria', broader: ['animali'], solves: ['animale-malato'], terms: ['clinica veterinaria', 'cliniche veterinarie', 'ambulatorio veterinario', 'ambulatori veterinari', 'ospedale veterinario', 'pronto soccorso veterinario', 'medico veterinario', 'visita veterinaria', 'vaccino per il cane', 'vaccinazioni per cani', 'sterilizzazione', 'microchip', 'veterinaria'] },
  // B. Care of oneself and of others: wellness, the mind, diet, medical visits, the elderly,
  // paperwork with the state, volunteering and meeting people.
  { id: 'stress', terms: ['stress', 'stressato', 'stressata', 'stressati', 'stressante', 'ansia', 'ansie', 'attacchi di panico', 'attacco di panico', 'burnout', 'rilassarmi', 'rilassarsi', 'rilassarci', 'non riesco a rilassarmi', 'relax'] },
  { id: 'benessere', solves: ['stress'], terms: ['day spa', 'centro spa', 'sauna', 'saune', 'bagno turco', 'hammam', 'percorso benessere', 'percorsi benessere', 'trattamenti benessere', 'wellness', 'shiatsu', 'ayurveda', 'aromaterapia', 'meditazione'] },
  { id: 'psicologia', solves: ['stress', 'solitudine'], terms: ['psicologo', 'psicologa', 'psicologi', 'psicologia', 'psicologico', 'psicologica', 'psicoterapeuta', 'psicoterapeuti', 'psicoterapia', 'terapia di coppia', 'counseling', 'counselling', 'counselor', 'supporto psicologico', 'sostegno psicologico', 'consulenza psicologica', 'mindfulness', 'psichiatra', 'neuropsichiatra'] },
  { id: 'nutrizione', terms: ['nutrizionista', 'nutrizionisti', 'dietista', 'dietisti', 'dietologo', 'dietologa', 'biologo nutrizionista', 'piano alimentare', 'educazione alimentare', 'dieta', 'diete', 'intolleranze alimentari', 'intolleranza alimentare', 'test delle intolleranze'] },
  { id: 'liste-attesa', terms: ["liste d'attesa", "lista d'attesa", 'liste di attesa', 'lista di attesa', 'tempi di attesa', 'mesi di attesa', 'mesi per una visita', 'aspettare mesi'] },
  { id: 'visite-mediche', solves: ['liste-attesa', 'dolori'], terms: ['visite specialistiche', 'visita specialistica', 'visita medica', 'visite mediche', 'analisi del sangue', 'esami del sangue', 'laboratorio analisi', 'laboratori analisi', 'laboratorio di analisi', 'check-up', 'check up', 'centro diagnostico', 'centri diagnostici', 'diagnostica per immagini', 'risonanza magnetica', 'ecografia', 'ecografie', 'tac', 'cardiologo', 'dermatologo', 'ginecologo', 'ginecologa', 'oculista', 'otorino', 'prenotare una visita', 'screening', 'prevenzione oncologica', 'mammografia'] },
  { id: 'anziani-soli', terms: ['genitori anziani', 'genitore anziano', 'mamma anziana', 'madre anziana', 'padre anziano', 'papà anziano', 'nonna anziana', 'nonno anziano', 'non autosufficiente', 'non autosufficienti', 'vive da solo', 'vive da sola', 'anziano solo', 'anziana sola', 'anziani soli', 'demenza', 'alzheimer', 'parkinson'] },
  { id: 'assistenza-anziani', solves: ['anziani-soli'], terms: ['badante', 'badanti', 'assistenza anziani', 'assistenza agli anziani', 'assistenza domiciliare', 'assistenza a domicilio', 'cura degli anziani', 'casa di riposo', 'case di riposo', 'rsa', 'residenza per anziani', 'residenze per anziani', 'centro diurno', 'centri diurni', 'oss', 'operatore socio sanitario', 'operatori socio sanitari', 'teleassistenza', 'telesoccorso', 'senior housing', 'silver economy'] },
  { id: 'burocrazia', terms: ['burocrazia', 'pratiche burocratiche', 'pratica burocratica', 'moduli da compilare', 'code allo sportello', 'code agli sportelli', 'fila agli sportelli', 'non capisco le pratiche', 'pratiche online'] },
  { id: 'caf-patronato', broader: ['fisco'], solves: ['burocrazia'], terms: ['patronato', 'patronati', 'pratiche pensione', 'pratiche di pensione', 'domanda di pensione', 'assegno unico', 'naspi', 'invalidità civile', 'legge 104', 'pratiche inps', 'inps', 'bonus famiglia', 'colf e badanti', 'dichiarazione isee'] },
  { id: 'servizi-comunali', solves: ['burocrazia'], terms: ['spid', 'cie', 'anagrafe', 'certificati anagrafici', 'certificato di residenza', 'cambio di residenza', 'cambio residenza', 'pagopa', 'sportello del cittadino', 'urp', 'servizi al cittadino', 'servizi ai cittadini', 'servizi comunali', 'servizi online del comune', 'polizia locale', 'tributi locali', 'imu', 'ufficio anagrafe', 'informagiovani', "centro per l'impiego", 'centri per l\'impiego'] },
  { id: 'solitudine', terms: ['solitudine', 'mi sento solo', 'mi sento sola', 'sentirsi soli', 'sentirmi meno solo', 'sentirmi meno sola', 'anima gemella', "trovare l'amore"] },
  { id: 'volontariato', solves: ['solitudine'], terms: ['volontariato', 'volontari', 'fare volontariato', 'associazione di volontariato', 'associazioni di volontariato', 'onlus', 'odv', 'aps', 'terzo settore', 'no profit', 'non profit', 'protezione civile', 'croce rossa', 'servizio civile', 'pro loco', 'cittadinanza attiva'] },
  { id: 'incontri', solves: ['solitudine'], terms: ['agenzia matrimoniale', 'agenzie matrimoniali', 'speed date', 'speed dating', 'app di incontri', 'siti di incontri', 'incontri per single', 'eventi per single', 'serate per single', 'dating'] },
  // C. Leisure, culture, children and celebrations; moving around town.
  { id: 'danza', solves: ['forma-fisica'], terms: ['danza', 'danze', 'scuola di danza', 'scuole di danza', 'corsi di ballo', 'corso di ballo', 'scuola di ballo', 'danza moderna', 'danza contemporanea', 'hip hop', 'balli latini', 'balli di gruppo', 'bachata', 'tango', 'zumba', 'pole dance'] },
  { id: 'arti-marziali', broader: ['sport'], solves: ['forma-fisica'], terms: ['arti marziali', 'karate', 'judo', 'kung fu', 'taekwondo', 'boxe', 'pugilato', 'kickboxing', 'muay thai', 'mma', 'jiu jitsu', 'autodifesa', 'difesa personale', 'krav maga', 'aikido'] },
  { id: 'nuoto', broader: ['sport'], terms: ['nuoto', 'scuola nuoto', 'scuola di nuoto', 'acquagym', 'acqua gym', 'nuoto libero', 'nuotare', 'piscina comunale', 'piscine comunali', 'centro natatorio', 'nuoto per bambini', 'acquaticità', 'nuoto neonatale'] },
  { id: 'outdoor', broader: ['sport'], terms: ['trekking', 'escursionismo', 'arrampicata', 'climbing', 'bouldering', 'alpinismo', 'canoa', 'kayak', 'rafting', 'parapendio', 'nordic walking', 'running', 'podismo', 'cicloturismo', 'corsi di vela', 'surf', 'windsurf', 'kitesurf'] },
  { id: 'teatro', terms: ['teatro', 'teatri', 'teatrale', 'teatrali', 'corsi di teatro', 'corso di teatro', 'recitare', 'improvvisazione teatrale', 'compagnia teatrale', 'spettacoli teatrali', 'cinema', 'cineforum', 'musical', 'cabaret', 'stand up comedy'] },
  { id: 'arte', terms: ['opere d\'arte', 'galleria d\'arte', 'gallerie d\'arte', 'arte contemporanea', 'museo', 'musei', 'artisti', 'corsi di disegno', 'corso di disegno', 'corsi di pittura', 'corso di pittura', 'pittura ad olio', 'acquerello', 'acquerelli', 'corsi di ceramica', 'corso di ceramica', 'ceramica artistica', 'scultura', 'calligrafia', 'belle arti', 'storia dell\'arte'] },
  { id: 'hobby-creativi', terms: ['merceria', 'mercerie', 'cucito', 'cucire', 'corsi di cucito', 'corso di cucito', 'macchine da cucire', 'macchina da cucire', 'uncinetto', 'lavoro a maglia', 'lavori a maglia', 'ferri da maglia', 'ricamo', 'patchwork', 'decoupage', 'scrapbooking', 'hobbistica', 'perline', 'hobby creativi'] },
  { id: 'giochi-tavolo', broader: ['giocattoli'], terms: ['giochi di ruolo', 'gdr', 'carte collezionabili', 'trading card', 'giochi da tavola', 'boardgame', 'boardgames', 'negozio di giochi', 'serate di gioco', 'wargame', 'fumetteria', 'fumetterie', 'scacchi', 'circolo scacchi', 'burraco', 'escape room'] },
  { id: 'biblioteca', terms: ['biblioteca', 'biblioteche', 'prestito libri', 'prestito dei libri', 'sala studio', 'aula studio', 'aule studio', 'gruppi di lettura', 'gruppo di lettura', 'club del libro', 'circolo di lettura', 'presentazioni di libri'] },
  { id: 'bambini-a-casa', terms: ['chi tiene i bambini', 'bambini a casa', 'quando chiude la scuola', 'scuole chiuse', 'vacanze estive dei bambini', 'genitori che lavorano', 'lavoriamo tutti e due'] },
  { id: 'centri-estivi', solves: ['bambini-a-casa'], terms: ['centro estivo', 'centri estivi', 'campo estivo', 'campi estivi', 'campus estivo', 'campus estivi', 'summer camp', 'grest', 'centro ricreativo', 'centri ricreativi', 'attività per bambini', 'attività per ragazzi', 'laboratori per bambini', 'corsi per bambini', 'pre e post scuola', 'post scuola'] },
  { id: 'feste-bambini', broader: ['eventi'], terms: ['animazione per bambini', 'animatori', 'animatore', 'feste per bambini', 'festa per bambini', 'mago', 'clown', 'baby party', 'truccabimbi', 'festa di laurea', 'addio al nubilato', 'addio al celibato', 'feste private', 'sala feste', 'sala per feste'] },
  { id: 'location-eventi', broader: ['eventi'], solves: ['evento-aziendale'], terms: ['location per eventi', 'location per feste', 'villa per eventi', 'ville per eventi', 'villa per matrimoni', 'affitto sala', 'sala in affitto', 'noleggio sala', 'dimora storica', 'dimore storiche'] },
  { id: 'abiti-cerimonia', broader: ['matrimoni', 'moda'], terms: ['abito da sposa', 'abiti da sposa', 'vestito da sposa', 'vestiti da sposa', 'atelier sposa', 'atelier sposi', 'abito da sposo', 'abiti da sposo', 'abiti da cerimonia', 'abito da cerimonia', 'abiti eleganti', 'smoking', 'abito da sera', 'abiti da sera', 'noleggio abiti', 'bridal', 'wedding dress', 'lista nozze'] },
  { id: 'moto', terms: ['moto', 'motocicletta', 'motociclette', 'motocicli', 'scooter', 'scooter elettrico', 'scooter elettrici', 'motorino', 'motorini', 'ciclomotore', 'ciclomotori', 'concessionario moto', 'officina moto', 'patente a', 'patente a2', 'motociclismo', 'biker'] },
  { id: 'sharing-mobilita', solves: ['spostamenti'], terms: ['car sharing', 'carsharing', 'scooter sharing', 'auto in condivisione', 'noleggio a minuti', 'carpooling', 'car pooling', 'passaggi in auto', 'blablacar', 'mobilità condivisa', 'sharing mobility', 'monopattini in sharing'] },
  { id: 'trasporto-pubblico', solves: ['spostamenti'], terms: ['trasporto pubblico', 'trasporti pubblici', 'trasporto pubblico locale', 'mezzi pubblici', 'abbonamento ai mezzi', 'abbonamento del bus', 'abbonamento bus', 'biglietto del bus', 'metropolitana', 'tpl', 'linee urbane', 'mobility manager', 'mobilità sostenibile'] },
  // D. Small firms, startups and personal matters: apps, incubators, debt collection, family and
  // tenancy law, condominium management; hair and car care.
  { id: 'app-mobile', solves: ['digitalizzazione'], terms: ['app mobile', 'app mobili', 'applicazione mobile', 'applicazioni mobile', 'applicazioni per smartphone', 'app per smartphone', 'app per cellulare', 'sviluppo app', 'sviluppo di app', 'sviluppo applicazioni', 'app ios', 'mobile app', "creare un'app", 'creare una app', 'webapp', 'web app', 'no code', 'low code', 'mvp'] },
  { id: 'incubatori', solves: ['avvio-attivita', 'raccolta-fondi'], terms: ['incubatore', 'incubatori', "incubatore d'impresa", 'incubatore di startup', 'acceleratore di startup', 'programma di accelerazione', 'programmi di accelerazione', 'startup studio', 'venture builder', 'pitch', 'pitch deck', 'innovation hub', 'open innovation', 'fablab', 'fab lab', 'makerspace'] },
  { id: 'recupero-crediti', broader: ['consulenza-legale'], solves: ['liquidita-scarsa'], terms: ['agenzia di recupero crediti', 'recupero crediti stragiudiziale', 'recupero del credito', 'solleciti di pagamento', 'sollecito di pagamento', 'decreto ingiuntivo', 'decreti ingiuntivi', 'diffida di pagamento', 'messa in mora', 'gestione del credito', 'credit management', 'informazioni commerciali', 'affidabilità dei clienti'] },
  { id: 'liti-private', terms: ['divorzio', 'divorziare', 'separazione consensuale', 'mi sto separando', 'affidamento dei figli', 'assegno di mantenimento', 'eredità', 'litigio per l\'eredità', 'inquilino moroso', 'inquilini morosi', 'inquilino che non paga', 'lite condominiale', 'liti condominiali', 'lite con il vicino', 'liti tra vicini', 'incidente in auto', 'incidente in macchina', 'multa ingiusta', 'truffato', 'truffata'] },
  { id: 'legale-privati', broader: ['consulenza-legale'], solves: ['liti-private'], terms: ['diritto di famiglia', 'avvocato divorzista', 'avvocato matrimonialista', 'mediazione familiare', 'mediatore familiare', 'sfratto', 'sfratti', 'sfratto per morosità', 'risarcimento danni', 'risarcimento del danno', 'ricorso contro la multa', 'ricorso contro una multa', 'tutela del consumatore', 'associazione consumatori', 'associazioni dei consumatori', 'gratuito patrocinio', 'consulenza legale gratuita'] },
  { id: 'problemi-condominio', terms: ['spese condominiali', 'assemblea condominiale', 'assemblee condominiali', 'condomini morosi', 'cambiare amministratore', 'lavori condominiali'] },
  { id: 'amministrazione-condomini', solves: ['problemi-condominio'], terms: ['amministrazione condominiale', 'amministrazioni condominiali', 'amministrazione di condomini', 'gestione condominiale', 'gestione del condominio', 'amministratore condominiale', 'studio di amministrazione condominiale', 'nuovo amministratore'] },
  { id: 'capelli-problemi', terms: ['caduta dei capelli', 'perdo i capelli', 'perdita dei capelli', 'calvizie', 'stempiato', 'diradamento', 'capelli sfibrati', 'forfora', 'alopecia'] },
  { id: 'tricologia', broader: ['estetica'], solves: ['capelli-problemi'], terms: ['tricologo', 'tricologi', 'tricologia', 'trapianto di capelli', 'trapianto capelli', 'protesi capillari', 'protesi per capelli', 'parrucche', 'parrucca', 'infoltimento', 'centro tricologico'] },
  { id: 'autolavaggio', terms: ['autolavaggio', 'autolavaggi', 'lavaggio auto', 'lavaggio a mano', 'car wash', 'lavaggio interni', 'igienizzazione abitacolo', 'detailing', 'car detailing'] },
  { id: 'copisteria', broader: ['tipografia'], terms: ['copisteria', 'copisterie', 'fotocopie', 'stampa tesi', 'stampa della tesi', 'plastificazione', 'stampa foto', 'stampa di foto', 'centro copie'] },
  // E. Choosing studies, studying abroad, funerals.
  { id: 'scelta-studi', terms: ['dopo la maturità', 'quale università scegliere', 'che università scegliere', 'scegliere la facoltà', 'scegliere il liceo', 'scegliere le superiori', 'non so cosa studiare', 'scelta della scuola'] },
  { id: 'orientamento', solves: ['scelta-studi'], terms: ['orientamento scolastico', 'orientamento universitario', 'orientamento allo studio', 'orientamento al lavoro', 'test di medicina', 'preparazione ai test', 'its academy', 'istituti tecnici superiori', 'università telematica', 'università telematiche', 'università online', 'corsi di laurea', 'corso di laurea', 'laurea online', 'lauree triennali', 'laurea magistrale'] },
  { id: 'studio-estero', broader: ['lingue'], terms: ['vacanza studio', 'vacanze studio', "anno all'estero", "studiare all'estero", "studio all'estero", "semestre all'estero", 'erasmus', 'au pair', 'soggiorno linguistico', 'soggiorni linguistici', 'campus linguistico', 'intercultura'] },
  { id: 'onoranze-funebri', terms: ['onoranze funebri', 'pompe funebri', 'agenzia funebre', 'agenzie funebri', 'servizi funebri', 'funerale', 'funerali', 'lapidi', 'lapide', 'lutto'] },
  // Tenth pass (session 9): sectors still missing. Consumer insurance and banking as buyers write
  // them, debts, EU funds, franchising, trade associations, uniforms, funerals and parishes,
  // pharmacies, drinks wholesale; no evaluation set's texts were read (docs/matching.md, "Tenth pass").
  // A. Money and business affairs.
  { id: 'sinistri', terms: ['modulo cai', 'ho fatto un incidente', 'incidente in auto', 'incidente con la macchina', 'mi hanno tamponato', 'tamponamento', 'infiltrazione dal vicino', 'classe di merito', 'bonus malus', 'rc auto scaduta', 'assicurazione scaduta', 'polizza in scadenza'] },
  { id: 'assicurazioni-privati', broader: ['assicurazioni'], solves: ['sinistri', 'furti', 'incendi', 'infortuni'], terms: ['agenzia assicurativa', 'agenzie assicurative', 'agente assicurativo', 'agenti assicurativi', 'assicurazione vita', 'assicurazione moto', 'assicurazione casa e famiglia', 'polizza infortuni', 'polizza sanitaria', 'polizze sanitarie', 'polizza vita', 'polizza furto', 'polizza incendio', 'polizza viaggio', 'assicurazione viaggio', 'rc capofamiglia', 'responsabilità civile della famiglia', 'polizza cane', 'assicurazione per il cane', 'scatola nera', 'tutela legale', 'periti assicurativi', 'perito assicurativo', 'polizza rca', 'rca'] },
  { id: 'spese-bancarie', terms: ['spese bancarie', 'commissioni bancarie', 'canone del conto', 'costi del conto', 'troppe commissioni', 'la banca mi costa', 'commissioni sui bonifici'] },
  { id: 'conto-privati', broader: ['banca'], solves: ['spese-bancarie'], terms: ['aprire un conto', 'aprire il conto', 'conto online', 'conto on line', 'conto a zero spese', 'canone zero', 'conto deposito', 'conti deposito', 'conto per ragazzi', 'carta di debito', 'carte di debito', 'iban', 'banca online', 'banca digitale', 'libretto di risparmio', 'libretti postali', 'buoni postali', 'sportello bancario'] },
  { id: 'debiti', terms: ['troppi debiti', 'pieno di debiti', 'piena di debiti', 'non riesco a pagare le rate', 'rate non pagate', 'segnalato in crif', 'cattivo pagatore', 'cattivi pagatori', 'pignoramento', 'cartelle esattoriali', 'cartella esattoriale'] },
  { id: 'credito-privati', broader: ['finanziamenti'], solves: ['debiti'], terms: ['consolidamento debiti', 'consolidamento dei debiti', 'finanziamento auto', 'sovraindebitamento', 'esdebitazione', 'rottamazione delle cartelle', 'mediatore creditizio', 'mediatori creditizi', 'mediazione creditizia', 'surroga del mutuo', 'surroga mutuo', 'rinegoziazione del mutuo', 'rata del mutuo', 'tasso fisso'] },
  { id: 'fondi-europei', broader: ['bandi'], solves: ['investimento', 'raccolta-fondi'], terms: ['fondi europei', 'fondi ue', 'finanziamenti europei', 'finanziamento europeo', 'europrogettazione', 'europrogettista', 'europrogettisti', 'horizon europe', 'horizon 2020', 'fesr', 'fse', 'por fesr', 'interreg', 'psr', 'sviluppo rurale', 'bandi europei', 'bando europeo'] },
  { id: 'franchising', solves: ['avvio-attivita'], terms: ['franchising', 'in franchising', 'franchisor', 'franchisee', 'affiliazione commerciale', 'affiliazioni commerciali', 'aprire un franchising', 'negozio in franchising', 'rete in franchising', 'reti in franchising', 'diventare affiliato', 'master franchising', 'format commerciale', 'royalty', 'royalties'] },
  { id: 'associazioni-categoria', solves: ['burocrazia', 'avvio-attivita'], terms: ['associazione artigiani', 'associazione commercianti', 'confartigianato', 'cna', 'confcommercio', 'confesercenti', 'confindustria', 'coldiretti', 'confagricoltura', 'casartigiani', 'legacoop', 'confcooperative', 'camera di commercio', 'camere di commercio', 'cciaa', 'registro delle imprese', 'registro imprese', 'visura camerale', 'visure camerali', 'suap', 'sportello unico attività produttive', 'aprire una ditta', 'aprire la ditta'] },
  // B. Uniforms, funerals and parishes, pharmacies, drinks wholesale.
  { id: 'divise', broader: ['moda'], terms: ['divisa da lavoro', 'divise aziendali', 'divise personalizzate', 'workwear', 'tute da lavoro', 'tuta da lavoro', 'abiti da lavoro', 'abbigliamento professionale', 'giacche da cuoco', 'giacca da cuoco', 'grembiuli', 'grembiule', 'divise per ristoranti', 'divise per hotel', 'divise per la ristorazione', 'abbigliamento sanitario', 'zoccoli sanitari', 'divise scolastiche', 'grembiulini'] },
  { id: 'decesso', terms: ['venuto a mancare', 'venuta a mancare', 'è morto mio padre', 'è morta mia madre', 'è morto il nonno', 'è morta la nonna', 'morte di un familiare', 'morte di un parente', 'organizzare un funerale', 'organizzare il funerale', 'pratiche dopo il decesso', 'decesso'] },
  { id: 'funerali-servizi', broader: ['onoranze-funebri'], solves: ['decesso'], terms: ['camera ardente', 'casa funeraria', 'case funerarie', 'casa del commiato', 'trasporto funebre', 'cofani funebri', 'cofano funebre', 'necrologio', 'necrologi', 'manifesti funebri', 'corone funebri', 'corona funebre', 'fiori per funerali', 'loculo', 'loculi', 'tumulazione', 'cimitero', 'cimiteri', 'urna cineraria', 'urne cinerarie', 'dispersione delle ceneri', 'funerale laico', 'cimitero per animali'] },
  { id: 'servizi-religiosi', terms: ['parrocchia', 'parrocchie', 'parrocchiale', 'parroco', 'catechismo', 'battesimo', 'battesimi', 'cresima', 'cresime', 'matrimonio in chiesa', 'corso prematrimoniale', 'corsi prematrimoniali', 'santa messa', 'pellegrinaggio', 'pellegrinaggi', 'arte sacra', 'caritas', 'diocesi', 'sinagoga'] },
  { id: 'farmaci', broader: ['farmacie'], terms: ['farmaci', 'farmaco', 'medicinali', 'medicinale', 'farmaci da banco', 'farmaci generici', 'farmaci senza ricetta', 'farmacista', 'farmacisti', 'preparazioni galeniche', 'galenici', 'dermocosmesi', 'omeopatia', 'omeopatici', 'misurazione della pressione', 'autoanalisi', 'holter', 'farmacia online', 'farmacie online', 'farmacia di turno', 'articoli sanitari'] },
  { id: 'ingrosso-bevande', broader: ['bevande'], terms: ['grossista bevande', 'grossisti bevande', 'distribuzione bevande', 'distributore di bevande', 'distributori di bevande', 'beverage', 'distribuzione vini', 'distributore di vini', 'importatore di vini', 'importatori di vini', 'rappresentante di vini', 'carta dei vini', 'fornitura bevande', 'forniture bevande', 'fusti di birra'] },
  // C. Lighting (left out since the seventh pass): only names of lighting products and jobs, never
  // "luce" or "lampade" alone (stage lights and tanning lamps are other offers).
  { id: 'poca-luce', terms: ['stanza buia', 'casa buia', 'ufficio buio', 'capannone buio', 'negozio buio', 'poca luce', 'luce scarsa', 'illuminazione scarsa', 'troppo buio'] },
  { id: 'illuminazione', solves: ['poca-luce'], terms: ['illuminazione led', 'illuminazione a led', 'lampade led', 'lampade a led', 'lampadine led', 'lampadine', 'lampadina', 'corpi illuminanti', 'corpo illuminante', 'apparecchi di illuminazione', 'apparecchi illuminanti', 'illuminazione industriale', 'illuminazione pubblica', 'illuminazione per esterni', "illuminazione d'interni", 'illuminazione da giardino', 'illuminazione del negozio', 'illuminazione del capannone', 'relamping', 'lampadari', 'lampadario', 'plafoniere', 'plafoniera', 'lighting design', 'lighting designer', 'lampade da tavolo', 'lampada da tavolo', 'lampade da terra', 'lampada da terra', 'applique', 'luci led', 'luce led', 'luci da esterno', 'luci per il giardino', 'negozio di lampadari'] },
  // D. Home textiles and kitchens, glass, aerials, generators and hire; shoes and leather goods,
  // underwear, frames, tobacconists; frozen food; short lets. (Automatic gates, honey and local
  // products were measured and left out: docs/matching.md, "Tenth pass".)
  { id: 'pelletteria', broader: ['moda'], terms: ['pelletteria', 'pelletterie', 'articoli in pelle', 'borse in pelle', 'borse da donna', 'borse e accessori', 'portafogli', 'valigie', 'valigeria', 'zaini', 'cinture in pelle', 'scarpe', 'scarpe da donna', 'scarpe da uomo', 'scarpe per bambini', 'negozio di scarpe'] },
  { id: 'tessili-casa', broader: ['casa'], terms: ['tendaggi', 'tende per interni', 'tende da interno', 'tende a rullo', "tessuti d'arredo", 'tappeti', 'tappeto', 'moquette', 'biancheria per la casa', 'lenzuola', 'copripiumino', 'asciugamani', 'tovaglie', 'tovaglia'] },
  { id: 'cucine-arredo', broader: ['arredo'], terms: ['cucine su misura', 'cucina su misura', 'mobili da cucina', 'arredo cucina', 'arredamento cucina', 'cucina nuova', 'top della cucina', 'cucine in muratura'] },
  { id: 'vetreria', terms: ['vetreria', 'vetrerie', 'vetraio', 'vetrai', 'lavorazione del vetro', 'box doccia', 'parapetti in vetro', 'pareti in vetro', 'vetro di murano', 'vetro rotto', 'vetri rotti', 'sostituzione vetri'] },
  { id: 'antenne', solves: ['guasto-dispositivo'], terms: ['antennista', 'antennisti', 'antenna tv', 'antenne tv', 'antenna parabolica', 'parabola satellitare', 'impianto satellitare', 'impianto tv', 'segnale tv', 'non si vede la tv', 'non prende i canali', 'sky'] },
  { id: 'generatori', solves: ['guasti-elettrici'], terms: ['gruppi elettrogeni', 'gruppo elettrogeno', 'generatori di corrente', 'generatore di corrente', 'generatori elettrici', 'generatore elettrico', 'ups'] },
  { id: 'noleggio-attrezzature', terms: ['noleggio attrezzature', 'noleggio attrezzi', 'noleggio macchine edili', 'noleggio di macchine', 'noleggio escavatori', 'noleggio miniescavatore', 'noleggio piattaforme aeree', 'noleggio sollevatori', 'noleggio gruppi elettrogeni', 'noleggio bagni chimici', 'bagni chimici', 'noleggio a freddo', 'noleggio a caldo'] },
  { id: 'intimo', broader: ['moda'], terms: ['biancheria intima', 'lingerie', 'pigiami', 'pigiama', 'calzetteria', 'costumi da bagno', 'costume da bagno', 'beachwear', 'moda mare'] },
  { id: 'cornici', broader: ['arte'], terms: ['cornici', 'corniciaio', 'corniceria', 'incorniciare', 'incorniciatura', "stampe d'arte"] },
  { id: 'tabacchi', terms: ['tabaccheria', 'tabaccherie', 'tabacchi', 'tabaccaio', 'sigarette elettroniche', 'sigaretta elettronica', 'svapo', 'e-cig', 'vape', 'cannabis light', 'cbd'] },
  { id: 'surgelati', broader: ['alimentare'], terms: ['surgelati', 'surgelato', 'surgelata', 'prodotti surgelati', 'alimenti surgelati', 'cibi surgelati', 'gelo alimentare', 'pesce surgelato', 'verdure surgelate'] },
  { id: 'affitti-brevi', broader: ['immobiliare'], terms: ['affitti brevi', 'affitto breve', 'casa vacanze', 'case vacanza', 'case vacanze', 'locazione turistica', 'locazioni turistiche', 'airbnb', 'booking', 'property manager', 'gestione affitti brevi', 'cedolare secca', 'affittacamere', 'bed and breakfast'] },
  // E. Surface treatments, paper converting, immigration paperwork, trophies and medals, food trucks.
  { id: 'trattamenti-superficiali', broader: ['lavorazione-metalli'], terms: ['trattamenti galvanici', 'galvanica', 'galvaniche', 'cromatura', 'nichelatura', 'anodizzazione', 'cataforesi', 'trattamenti termici', 'trattamento termico'] },
  { id: 'cartotecnica', broader: ['imballaggi'], terms: ['cartotecnica', 'cartotecniche', 'scatole su misura', 'scatole personalizzate', 'scatole in cartone', 'astucci in cartone', 'fustellatura', 'buste di carta', 'sacchetti di carta', 'shopper in carta'] },
  { id: 'immigrazione', solves: ['burocrazia'], terms: ['permesso di soggiorno', 'permessi di soggiorno', 'rinnovo del permesso di soggiorno', 'visto di lavoro', 'visti di lavoro', 'ricongiungimento familiare', 'cittadinanza italiana', 'richiesta di cittadinanza', 'decreto flussi', 'pratiche per stranieri'] },
  { id: 'premiazioni', terms: ['trofei', 'trofeo', 'targhe personalizzate', 'targhe in plexiglass', 'medaglie', 'medaglie personalizzate'] },
  { id: 'street-food', broader: ['catering'], terms: ['food truck', 'food trucks', 'street food', 'cibo di strada', 'noleggio food truck', 'ape car'] },
  // Eleventh pass (session 10): knowledge still missing, written from the supply side (what
  // Italian exhibitors sell, in the words a buyer uses); no evaluation set's texts were read for
  // it (docs/matching.md, "Eleventh pass, knowledge").
  // A. Livestock and its feed ("mangime" alone is now two-sense: pets or farm animals), hotel
  // rooms, religious services, computer shops, bookbinding, "meccanica" as machining.
  { id: 'allevamento', terms: ['allevamento', 'allevamenti', 'allevatore', 'allevatori', 'zootecnico', 'zootecnica', 'zootecnici', 'zootecniche', 'bovini', 'suini', 'ovini', 'caprini', 'pollame', 'avicoltura', 'vacche da latte', 'bovini da latte', 'bovini da carne', 'stalla', 'stalle', 'mungitura', 'mungere', 'mungo', 'mungitrice', 'mungitrici', 'sala di mungitura', 'mangimificio', 'mangimifici', 'mangimi zootecnici', 'mangimi per bovini', 'mangime per bovini', 'mangime per galline', 'mangimi per polli', 'unifeed', 'attrezzature zootecniche'] },
  { id: 'alloggio-hotel', broader: ['turismo'], terms: ['camera doppia', 'camere doppie', 'camera singola', 'camere singole', "camere d'albergo", "camera d'albergo", 'camere in hotel', 'prenotare una camera', 'prenotare camere', 'prenotare un hotel', "prenotare l'albergo", 'prenotazioni alberghiere', 'soggiorno in hotel', 'hotel vicino alla fiera', 'albergo vicino alla fiera', 'hotel per la fiera', 'ostello', 'ostelli', 'residence', 'foresteria', 'albergo diffuso', 'mezza pensione', 'colazione inclusa', 'pernottare', 'dove alloggiare', 'posto letto', 'posti letto', 'hotel per trasferte', 'convenzioni alberghiere'] },
  { id: 'servizi-religiosi', terms: ['sacerdote', 'sacerdoti', 'suore', 'frati', 'monastero', 'monasteri', 'santuario', 'santuari', 'ritiro spirituale', 'ritiri spirituali', 'esercizi spirituali', 'preghiera', 'preghiere', 'rosario', 'sacramenti', 'comunità ebraica', 'comunità islamica', 'centro islamico', 'imam', 'rabbino', 'chiesa valdese', 'centro buddista', 'spiritualità'] },
  { id: 'computer-lento', terms: ['pc lento', 'computer lento', 'portatile lento', 'il pc si blocca', 'il computer si blocca', 'pc che si blocca', 'pc pieno di virus', 'computer pieno di virus', 'formattare il pc', 'formattare il computer', 'reinstallare windows'] },
  { id: 'negozio-informatica', broader: ['dispositivi'], solves: ['computer-lento', 'guasto-dispositivo'], terms: ['negozio di informatica', 'negozi di informatica', 'negozio di computer', 'negozi di computer', 'computer shop', 'assistenza computer', 'assistenza informatica a domicilio', 'hardware', 'assemblaggio pc', 'pc su misura', 'pc da gaming', 'pc gaming', 'computer fisso', 'computer fissi', 'pc fisso', 'pc fissi', 'computer portatile', 'computer portatili', 'pc ricondizionati', 'notebook ricondizionati', 'computer ricondizionati', 'schede video', 'scheda video', 'hard disk', 'ssd', 'upgrade del pc', 'accessori informatici', 'materiale informatico', 'prodotti informatici', 'formattazione', 'installazione windows'] },
  { id: 'legatoria', broader: ['tipografia'], terms: ['legatoria', 'legatorie', 'rilegatura a spirale', 'tesi rilegata', 'tesi rilegate', 'brossura', 'restauro di libri', 'restauro libri', 'libri rilegati a mano', 'stampa e rilegatura'] },
  { id: 'metalmeccanica', terms: ['meccanica', 'meccaniche', 'meccanica industriale', 'centri di lavoro', 'centro di lavoro', 'lavorazioni di precisione'] },
  { id: 'autofficina', terms: ['meccanica auto', "meccanica dell'auto", 'meccanica e carrozzeria', 'meccanica moto', 'riparazione auto', 'riparazioni auto', 'la macchina non parte', "l'auto non parte", 'spia del motore', 'cambio dei freni', 'pastiglie dei freni', 'cinghia di distribuzione', 'diagnosi auto', 'autoriparazioni'] },
  { id: 'stufe', terms: ['pellet', 'stufa a pellet', 'stufe a pellet', 'caldaia a pellet', 'sacchi di pellet'] },
  // B. Trades of a general fair still unknown (a read of the ATECO divisions against the
  // concept list): fish, paper mills, perfumes, electrical supplies and motors, compressors,
  // trucks and trailers, new cars, food wholesale, flights, local media, custom software,
  // seasonal staff, sports clubs, disposable protective wear, adhesives and sealants, cracks
  // in walls and structural repair, wells and drilling, seasonal farm words.
  { id: 'ittico', broader: ['alimentare'], terms: ['pescheria', 'pescherie', 'pesce fresco', 'prodotti ittici', 'settore ittico', 'ittico', 'ittica', 'ittici', 'frutti di mare', 'molluschi', 'crostacei', 'acquacoltura', 'mitili', 'cozze', 'vongole', 'baccalà', 'tonno in scatola'] },
  { id: 'cartario', broader: ['manifattura'], terms: ['settore cartario', 'industria cartaria', 'produzione di carta', 'carta riciclata', 'carta kraft', 'bobine di carta', 'carta tissue', 'tissue', 'carta per alimenti', 'carta da imballo'] },
  { id: 'cancelleria', terms: ['carta per ufficio', 'carta a4', 'risme di carta', 'buste da lettera', 'timbri personalizzati'] },
  { id: 'cosmetica', terms: ['profumi', 'profumo', 'fragranze', 'fragranza', 'eau de parfum', 'profumi artigianali', 'profumi di nicchia', 'diffusori di fragranze', 'candele profumate'] },
  { id: 'materiale-elettrico', terms: ['materiale elettrico', 'materiali elettrici', 'grossista di materiale elettrico', 'cavi elettrici', 'cavo elettrico', 'motori elettrici', 'motore elettrico', 'motoriduttori', 'motoriduttore', 'componenti elettrici', 'componentistica elettrica', 'apparecchiature elettriche', 'morsettiere'] },
  { id: 'veicoli-industriali', terms: ['veicoli industriali', 'veicolo industriale', 'veicoli commerciali', 'veicolo commerciale', 'autocarri', 'autocarro', 'mezzi pesanti', 'rimorchi', 'rimorchio', 'semirimorchi', 'semirimorchio', 'carrelli appendice', 'carrello appendice', 'allestimento furgoni', 'allestimenti per furgoni', 'cassoni ribaltabili', 'cassone ribaltabile', 'gru per autocarri', 'officina veicoli industriali', 'officina camion'] },
  { id: 'auto-usate', terms: ['auto nuova', 'auto nuove', 'macchina nuova', 'cambiare auto', 'cambiare macchina', 'comprare auto', 'vendita auto', 'vendita di auto', 'salone auto', 'prova su strada', 'test drive'] },
  { id: 'ingrosso-alimentare', broader: ['alimentare'], terms: ['cash and carry', 'cash & carry', 'grossista alimentare', 'grossisti alimentari', 'distribuzione alimentare', 'distributore alimentare', 'distributori alimentari', 'forniture alimentari', 'fornitore alimentare', 'fornitori alimentari', 'forniture per la ristorazione', 'rosticceria', 'rosticcerie', 'tavola calda', 'piatti pronti'] },
  { id: 'turismo', terms: ['biglietti aerei', 'biglietto aereo', 'voli low cost', 'volo low cost', 'prenotare un volo', 'prenotare i voli', 'prenotazione voli', 'biglietti del treno', 'biglietti per il traghetto', 'traghetti', 'traghetto'] },
  { id: 'media-locali', broader: ['marketing'], solves: ['acquisire-clienti'], terms: ['radio locale', 'radio locali', 'emittente televisiva', 'emittenti televisive', 'emittenti locali', 'emittente locale', 'tv locale', 'tv locali', 'televisione locale', 'televisioni locali', 'spot radio', 'spot in radio', 'spot televisivi', 'spot televisivo', 'spot tv', 'pubblicità in radio', 'pubblicità in tv', 'pubblicità televisiva', 'concessionaria di pubblicità', 'concessionaria pubblicitaria', 'affissioni', 'cartelloni pubblicitari', 'spazi pubblicitari'] },
  { id: 'programmazione', terms: ['software su misura', 'software personalizzato', 'software personalizzati', 'sviluppo di software', 'applicazioni web', 'applicativi web', 'web app', 'sviluppo web', 'programmi su misura'] },
  { id: 'recruiting', terms: ['lavoro temporaneo', 'lavoratori temporanei', 'personale stagionale', 'lavoratori stagionali', 'personale extra', 'camerieri extra'] },
  { id: 'sport', terms: ['associazione sportiva', 'associazioni sportive', 'asd', 'ssd', 'polisportiva', 'polisportive', 'società sportiva dilettantistica', 'società sportive', 'scuola calcio', 'pallavolo', 'basket', 'pallacanestro', 'rugby', 'atletica leggera', 'arrampicata', 'palestra di arrampicata', 'corsi sportivi'] },
  { id: 'sicurezza-lavoro', terms: ['mascherine', 'mascherina', 'mascherine ffp2', 'ffp2', 'ffp3', 'guanti monouso', 'guanti in nitrile', 'guanti in lattice', 'camici monouso', 'tute monouso', 'cuffie monouso', 'otoprotettori'] },
  { id: 'adesivi-sigillanti', broader: ['chimica'], terms: ['sigillanti', 'sigillante', 'adesivi industriali', 'colle industriali', 'collanti', 'colla a caldo', 'hot melt', 'nastri adesivi', 'nastro adesivo', 'schiume poliuretaniche', 'schiuma poliuretanica', 'resine epossidiche', 'resina epossidica'] },
  { id: 'danni-strutturali', terms: ['crepe nei muri', 'crepe sui muri', 'crepe nel muro', 'crepa nel muro', 'muri crepati', 'muro crepato', 'crepe in casa', 'cedimenti', 'cedimento del pavimento', 'fessurazioni', 'casa antisismica', 'rischio sismico', 'terremoto'] },
  { id: 'consolidamento', broader: ['edilizia'], solves: ['danni-strutturali'], terms: ['adeguamento sismico', 'miglioramento sismico', 'sismabonus', 'consolidamento dei muri', 'sottofondazioni', 'ingegnere strutturista'] },
  { id: 'perforazioni', solves: ['consumi-acqua'], terms: ['pozzo', 'pozzi', 'pozzo artesiano', 'pozzi artesiani', 'perforazione pozzi', 'perforazioni', 'trivellazione', 'trivellazioni', 'trivellazione pozzi', 'scavare un pozzo', 'sonde geotermiche', 'sondaggi geognostici', 'geologo', 'geologi'] },
  { id: 'enologia', terms: ['vendemmia', 'vendemmie', 'vendemmiatrice', 'vendemmiatrici', 'uva da vino', 'conferire le uve', 'cantina sociale', 'cantine sociali'] },
  // C. Goods and problems a shop, a kitchen or a plant names in its own words: containers and
  // pallets, weighing scales, food commodities, kitchen counters, a workplace too hot or cold,
  // headaches, language certificates, waiters' uniforms.
  { id: 'contenitori-industriali', broader: ['imballaggi'], terms: ['bancali', 'bancale', 'bancali in legno', 'pedane in legno', 'pallet in legno', 'pallet usati', 'reggiatrice', 'reggiatrici', 'reggiatura', 'big bag', 'sacchi industriali', 'sacchi in juta', 'cisterne', 'cisterna', 'cisternette', 'serbatoi', 'serbatoi industriali', 'taniche', 'tanica', 'contenitori industriali', 'cassoni in plastica', 'casse in plastica', 'cassette in plastica'] },
  { id: 'bilance', terms: ['bilance', 'bilance commerciali', 'bilance elettroniche', 'bilance industriali', 'bilancia pesapersone', 'pesatura', 'sistemi di pesatura', 'pesa a ponte', 'celle di carico'] },
  { id: 'materie-prime-alimentari', terms: ['farina', 'farine', 'semola', 'zucchero', 'uova', 'lievito', 'legumi', 'cereali', 'materie prime alimentari', 'ingredienti alimentari', 'fornitura di pane', 'forniture di pane', 'pane fresco', 'pane per ristoranti'] },
  { id: 'attrezzature-horeca', terms: ['banco frigo', 'banchi frigo', 'banco frigorifero', 'macchina sottovuoto', 'macchine sottovuoto', 'sottovuoto', 'dehors', 'dehor', 'pedane per dehors'] },
  { id: 'divise', terms: ['divise da cameriere', 'divise per camerieri', 'divise da cuoco', 'grembiuli da cucina', 'casacche da cuoco'] },
  { id: 'troppo-caldo', terms: ['troppo caldo', 'fa troppo caldo', "caldo d'estate", 'caldo in estate', 'caldo in ufficio', 'caldo nel capannone', 'caldo in negozio', 'stanze calde', 'afa'] },
  { id: 'termoidraulica', solves: ['troppo-caldo'], terms: ['raffrescatori', 'raffrescatori evaporativi', 'destratificatori'] },
  { id: 'serramenti', solves: ['troppo-caldo'], terms: ['pellicole a controllo solare', 'pellicole antisolari', 'schermature solari'] },
  { id: 'casa-fredda', terms: ["freddo d'inverno", 'freddo in inverno', 'ufficio freddo', 'capannone freddo', 'negozio freddo', 'fa freddo in casa'] },
  { id: 'dolori', terms: ['mal di testa', 'emicrania', 'emicranie', 'cefalea', 'mal di denti'] },
  { id: 'lingue', terms: ['certificato di lingua', 'certificati di lingua', 'certificazione linguistica', 'certificazioni linguistiche', 'certificazione di inglese', 'esame di inglese', 'livello b2', 'livello c1'] },
  { id: 'lavanderia', terms: ['lavare le tende', 'lavaggio tende', 'stirare le camicie', 'lavaggio di divani', 'lavaggio coperte'] },
  // D. Knowledge classes the new development visitors (development-4) showed missing, written
  // as any buyer would say them: who looks after a pet or a toddler, instrument repair, role-
  // playing games, small appliances and clothes to mend rather than throw away, pregnancy,
  // barbers, clearing a flat and moving without a lift, gyms open at night.
  { id: 'pet-sitter', terms: ['a chi lasciare il cane', 'a chi lasciare il gatto', 'dove lasciare il cane', 'dove lasciare il gatto', 'lasciare il cane', 'lasciare il gatto', 'chi tiene il gatto', 'chi guarda il cane', 'chi guarda il gatto', 'cat sitting', 'accudire il gatto', 'accudire il cane', 'cane in vacanza', 'gatto in vacanza'] },
  { id: 'infanzia', terms: ['tata', 'tate', 'tagesmutter', 'nido famiglia', 'micronido', 'micronidi', 'qualcuno che tenga il bambino', 'qualcuno che tenga la bambina', 'qualcuno che tenga il bimbo', 'qualcuno che tenga la bimba', 'tenere i bambini', 'posto al nido', 'posti al nido'] },
  { id: 'liuteria', broader: ['musica'], terms: ['liutaio', 'liutai', 'liuteria', 'riparazione strumenti', 'riparazione di strumenti', 'riparazione strumenti musicali', 'riparazione chitarre', 'riparazione di chitarre', 'restauro strumenti', 'restauro di strumenti', 'manico della chitarra', 'setup della chitarra', 'accordatore di pianoforti', 'accordatura pianoforti', 'accordatura del pianoforte'] },
  { id: 'giochi-tavolo', terms: ['dungeons & dragons', 'dungeons and dragons', 'd&d', 'dnd', 'gioco di ruolo', 'master di gioco', 'warhammer', 'serata giochi', 'serate giochi', 'ludoteca', 'ludoteche', 'associazione ludica', 'club di giochi', 'giochi in scatola'] },
  { id: 'elettrodomestico-rotto', terms: ['tostapane rotto', 'tostapane che non scalda', 'il tostapane non scalda', 'phon rotto', 'asciugacapelli rotto', 'ferro da stiro rotto', 'bollitore rotto', 'frullatore rotto', 'macchinetta del caffè rotta', 'piccoli elettrodomestici rotti'] },
  { id: 'riparazione-elettrodomestici', terms: ['riparazione piccoli elettrodomestici', 'piccoli elettrodomestici', 'non buttare', 'dare nuova vita agli oggetti'] },
  { id: 'sartoria-riparazioni', terms: ['orlo ai pantaloni', 'orlo ai jeans', 'cambiare la zip', 'cambiare una zip', 'cambio zip', 'zip rotta', 'cerniera rotta', 'cambiare la cerniera', 'rammendo', 'rammendi', 'toppe', 'riparazioni di abiti', 'modifiche sartoriali', 'stringere i pantaloni', 'allargare un vestito'] },
  { id: 'gravidanza', terms: ['incinta', 'gravidanza', 'gravidanze', 'futura mamma', 'future mamme', 'aspetto un bambino', 'aspettiamo un bambino', 'preparto', 'corso preparto', 'corsi preparto', 'corso pre parto', 'yoga prenatale', 'ostetrica', 'ostetriche', 'post parto', 'postparto', 'neomamma', 'neomamme', 'pancione'] },
  { id: 'barberia', broader: ['estetica'], terms: ['barba', 'sistemare la barba', 'taglio della barba', 'taglio barba', 'barba e capelli', 'rasatura', 'barber shop', 'barbershop'] },
  { id: 'traslochi', terms: ['montamobili', 'autoscala', 'autoscale', 'senza ascensore', 'svuotare casa', 'svuotare la casa', "svuotare l'appartamento", 'svuotare la cantina', 'portare via i mobili', 'ritiro mobili', 'sgombero appartamenti', 'sgombero locali'] },
  // F. Farms and mountains, classes the development-only mountain fair showed missing, in general
  // phrasings: bees, wildlife in trouble, agricultural schools, riding, backyard hens, truffles
  // and mushrooms, tractor licences, biogas, sick cattle, planting a vineyard, mountain huts and
  // guides, grants for young farmers.
  { id: 'apicoltura', terms: ['apicoltura', 'apicoltore', 'apicoltori', 'arnie', 'arnia', 'alveari', 'alveare', 'apiario', 'apiari', 'varroa', 'sciami', 'sciame', 'famiglie di api', 'colonie di api', 'smielatura', 'smielatore', "cera d'api", 'attrezzatura apistica'] },
  { id: 'fauna-selvatica', terms: ['fauna selvatica', 'animali selvatici', 'animale selvatico', 'animale ferito', 'animali feriti', 'capriolo ferito', 'uccello ferito', 'riccio ferito', 'recupero fauna', 'recupero animali selvatici', 'centro recupero animali selvatici', 'cras', 'guardia forestale', 'carabinieri forestali', 'guardiaparco'] },
  { id: 'istruzione-agraria', broader: ['scuole'], terms: ['istituto agrario', 'istituti agrari', 'scuola agraria', 'istituto tecnico agrario', 'perito agrario', 'periti agrari', 'diploma agrario', 'agrotecnico', 'agrotecnici', 'scuola di agricoltura', 'enotecnico', 'scienze agrarie', 'facoltà di agraria', 'agraria'] },
  { id: 'equitazione', broader: ['sport'], terms: ['equitazione', 'andare a cavallo', 'montare a cavallo', 'lezioni di equitazione', 'corso di equitazione', 'scuola di equitazione', 'centro ippico', 'centri ippici', 'passeggiate a cavallo', 'trekking a cavallo', 'scuderia', 'scuderie', 'pensione per cavalli', 'selleria', 'ippoterapia', 'istruttore di equitazione'] },
  { id: 'tartufi-funghi', broader: ['alimentare'], terms: ['tartufo', 'tartufi', 'tartufaia', 'tartufaie', 'tartuficoltura', 'piante tartufigene', 'piantine tartufigene', 'piantine micorrizate', 'tartufo bianco', 'tartufo nero', 'funghi porcini', 'porcini', 'funghi secchi', 'raccolta funghi'] },
  { id: 'patentini', terms: ['abilitazione trattore', 'abilitazione al trattore', 'abilitazione per guidare il trattore', 'abilitazione alla guida del trattore', 'abilitazione macchine agricole', 'patentino del trattore', 'patentino per il trattore', 'corso trattore', 'corso per trattoristi'] },
  { id: 'biogas', broader: ['energia-rinnovabile'], terms: ['biogas', 'biometano', 'digestore', 'digestori', 'digestato', 'liquami', 'reflui zootecnici', 'effluenti zootecnici', 'letame', 'impianto a biomasse', 'biomasse'] },
  { id: 'animale-malato', terms: ['mastite', 'mastiti', 'conta cellule', 'cellule somatiche', 'vacca malata', 'vacche malate', 'vitello malato', 'zoppia', 'zoppie', 'aborti nelle vacche'] },
  { id: 'vigneti-impianto', broader: ['agricoltura'], terms: ['barbatelle', 'barbatella', 'vivaio viticolo', 'vivai viticoli', 'impianto del vigneto', 'impianto di vigneti', 'impianto di un vigneto', 'piantare un vigneto', 'piantare le viti', 'nuovo vigneto', 'portinnesti', 'vitigni autoctoni', 'rimettere a vite'] },
  // G. A plant's needs in its own words (classes the development-only industrial fair showed
  // missing): overflow machining, safety paperwork, executive search, a customer who owes money,
  // trade fairs abroad, cars for the sales force, a canteen, heat in the shop floor, contracts
  // to review, handing the firm to the children, plastic scrap to regrind.
  { id: 'metalmeccanica', terms: ['flange', 'flangia', 'minuteria metallica', 'minuterie metalliche', 'subfornitura', 'subfornitura meccanica', 'subfornitori', 'aisi 304', 'aisi 316'] },
  { id: 'sicurezza-lavoro', terms: ['documento dei rischi', 'valutazione rischi', 'aggiornare il dvr', 'aggiornamento del dvr', 'corso per il muletto', 'corso muletto', 'corsi di aggiornamento sulla sicurezza'] },
  { id: 'recruiting', terms: ['direttore di stabilimento', 'direttore tecnico', 'temporary manager', 'temporary management', 'figure manageriali'] },
  { id: 'liquidita-scarsa', terms: ['cliente mi deve', 'clienti mi devono', 'un cliente non paga', 'cliente che non paga', 'non paga da mesi', 'credito da recuperare', 'crediti da recuperare', 'recuperare un credito', 'recuperare i soldi'] },
  { id: 'fiere-estero', broader: ['export'], terms: ["fiere all'estero", "fiera all'estero", 'fiere internazionali', 'esporre in fiera', 'esporre a una fiera', 'partecipare a una fiera', 'partecipazione a fiere', 'padiglione italiano', 'missioni commerciali', 'missione commerciale', 'incoming di buyer'] },
  { id: 'noleggio-veicoli', terms: ['auto per i commerciali', 'auto per gli agenti', 'auto per i dipendenti', 'macchine per i commerciali', 'auto per la forza vendita', 'gomme e tagliandi inclusi'] },
  { id: 'ristorazione-collettiva', terms: ['mensa interna', 'pranzo per gli operai', 'pranzo dei dipendenti', 'pasti in azienda', 'pasti per gli operai'] },
  { id: 'troppo-caldo', terms: ['caldo in reparto', 'reparto caldo', 'gradi in reparto', 'caldo nello stabilimento', 'stress termico', 'temperature troppo alte'] },
  { id: 'consulenza-legale', terms: ['contrattualistica'] },
  { id: 'consulenza-direzione', terms: ["passare l'azienda ai figli", "lasciare l'azienda ai figli", 'successione aziendale', "cessione d'azienda", "vendere l'azienda", 'ricambio generazionale'] },
  { id: 'riciclo', terms: ['materozze', 'rigranulare', 'rigranulazione', 'granulo rigenerato', 'plastica rigenerata', 'teli agricoli', 'teli delle serre', 'film agricolo', 'scarti di plastica'] },
  // H. Problems households and small firms describe (classes development-3 showed missing):
  // dog breeds and a lame pet, an old parent who cannot stay alone, flooded cellars, practical
  // studies after school, hearing loss, goods broken in transit, watering only when needed,
  // environmental permits, offices drowning in paper, knitwear to manufacture.
  { id: 'animali', terms: ['labrador', 'golden retriever', 'barboncino', 'pastore tedesco', 'chihuahua', 'bassotto', 'jack russell', 'meticcio', 'gattino', 'gattina', 'micio', 'cagnolino', 'cagnolina'] },
  { id: 'animale-malato', terms: ['zoppica', 'zoppicare', 'non mangia più', 'ha la diarrea', 'si gratta sempre'] },
  { id: 'assistenza-anziani', terms: ['non può stare sola', 'non può stare da sola', 'non può più stare sola', 'non può stare solo', 'qualcuno che dorma da lei', 'qualcuno che dorma con lei', 'assistenza notturna', 'badante notturna', 'badante convivente', 'è caduta in casa', 'è caduto in casa'] },
  { id: 'allagamenti', terms: ['si allaga', 'allagamento', 'allagamenti', 'acqua in cantina', 'acqua nel seminterrato', 'infiltrazioni di acqua', "infiltrazioni d'acqua", 'acqua che sale dal pavimento'] },
  { id: 'coperture', solves: ['allagamenti'], terms: ['impermeabilizzazione della cantina', 'impermeabilizzazioni', 'guaine impermeabili', 'barriere antiumidità'] },
  { id: 'spurghi', solves: ['allagamenti'], terms: ['svuotamento cantine allagate'] },
  { id: 'orientamento', terms: ['corsi post diploma', 'corso post diploma', 'post diploma', "alternativa all'università", 'formazione tecnica superiore', 'scuola professionale', 'scuole professionali', 'istituto professionale'] },
  { id: 'udito-debole', terms: ['non sente', 'non ci sente', 'sente poco', 'ci sente poco', 'tv ad alto volume', 'televisione ad alto volume', 'sordità', 'perdita di udito'] },
  { id: 'merce-danneggiata', terms: ['arrivano rotte', 'arrivano rotti', 'arriva rotto', 'arriva rotta', 'merce rotta', 'pacchi rotti', 'pacchi danneggiati', 'si rompono durante la spedizione', 'rotture in spedizione'] },
  { id: 'irrigazione', terms: ["l'acqua non basta", 'acqua non basta', 'terra secca', 'terreno secco', 'umidità del suolo', 'sensori di umidità', 'bagnare solo quando serve', 'irrigazione di precisione', 'irrigare meno'] },
  { id: 'consulenza-ambientale', solves: ['consumi-acqua'], terms: ['consulenza ambientale', 'consulente ambientale', 'consulenti ambientali', 'pratiche ambientali', 'autorizzazione unica ambientale', 'aua', 'arpa', 'controlli arpa', 'autorizzazione agli scarichi', 'autorizzazioni agli scarichi', 'scarichi industriali'] },
  { id: 'troppa-carta', terms: ['pieno di carta', 'pieni di carta', 'montagne di carta', 'faldoni pieni', 'cercare le fatture', 'cercare i documenti', 'archivio cartaceo', 'archivi cartacei'] },
  { id: 'moda', terms: ['maglieria', 'maglificio', 'collezione di abbigliamento', 'produrre la collezione', 'produrre una collezione', 'produzione della collezione', 'capi in cotone', 'cotone bio', 'cotone biologico'] },
  // Twelfth pass (session 10): kinds of things. Exhibitors name a category ("abbigliamento",
  // "ortofrutta", "ricambi auto"), buyers name one thing of it ("un giubbotto", "i pomodori", "le
  // pastiglie dei freni"): the everyday things of common categories, as Italian shops and
  // suppliers sell them, written from general knowledge only (no evaluation text); two-sense words
  // (mouse, mobile, pianta, batteria, cassa, forno, rete, pesca, cappotto, letto, credenza,
  // libreria, tastiera, gomme, smalto, trucchi, viti, tromba) and words whose stem or typo
  // correction reaches a common word left out (docs/matching.md, "Twelfth pass, kinds of things").
  { id: 'utensili', terms: ['flex', 'martello', 'martelli', 'cacciavite', 'cacciaviti', 'chiave inglese', 'chiavi inglesi', 'pinze', 'tenaglie', 'tassellatore', 'tassellatori', 'trapano avvitatore', 'sega circolare', 'seghe circolari', 'punte per trapano', 'tasselli', 'chiodi', 'cassetta attrezzi', 'set di chiavi', 'chiavi a bussola', 'levigatrice', 'levigatrici', 'pistola per silicone', 'metro a nastro', 'sparachiodi', 'graffettatrice'] },
  { id: 'moda', terms: ['giubbotto', 'giubbotti', 'giubbino', 'giubbini', 'giaccone', 'giacconi', 'giacca a vento', 'parka', 'trench', 'maglione', 'maglioni', 'jeans', 'pantaloni', 'camicia', 'camicie', 'camicetta', 'gonna', 'gonne', 'vestito', 'vestitino', 'abitino', 'cardigan', 'blazer', 'tailleur', 'capispalla', 'capospalla', 'sciarpa', 'sciarpe', 'guanti di lana', 'calzini', 'leggings', 'bermuda', 'stivali', 'stivale', 'stivaletti', 'sneakers', 'scarpe da ginnastica', 'ciabatte', 'pantofole', 'sandali', 'mocassini', 'infradito', 'scarponcini', 'calzaturificio', 'calzaturifici'] },
  { id: 'frutta', terms: ['verdura', 'verdure', 'frutta e verdura', 'ortofrutticoli', 'prodotti ortofrutticoli', 'pomodori', 'pomodoro', 'pomodorini', 'lattuga', 'zucchine', 'zucchina', 'melanzane', 'melanzana', 'peperoni', 'peperone', 'patate', 'patata', 'carote', 'carota', 'cipolle', 'cipolla', 'finocchi', 'carciofi', 'cavolfiore', 'cavoli', 'broccoli', 'spinaci', 'fagiolini', 'asparagi', 'rucola', 'radicchio', 'agrumi', 'arance', 'arancia', 'mandarini', 'clementine', 'limoni', 'banane', 'banana', 'uva da tavola', 'meloni', 'melone', 'angurie', 'anguria', 'cocomero', 'kiwi', 'prugne', 'susine', 'frutti di bosco', 'mirtilli', 'cachi', 'melograni', 'frutta esotica', 'ananas', 'avocado', 'cassette di frutta', 'verdura di stagione'] },
  { id: 'musica', terms: ['chitarra elettrica', 'chitarre elettriche', 'chitarra acustica', 'chitarra classica', 'basso elettrico', 'violino', 'violini', 'viola da gamba', 'violoncello', 'violoncelli', 'contrabbasso', 'flauto', 'flauti', 'flauto traverso', 'clarinetto', 'clarinetti', 'sassofono', 'sassofoni', 'sax', 'trombone', 'oboe', 'fisarmonica', 'fisarmoniche', 'ukulele', 'mandolino', 'mandolini', 'pianoforti', 'pianola', 'piano digitale', 'pianoforte digitale', 'sintetizzatore', 'synth', 'tastiera musicale', 'plettri', 'corde per chitarra', 'metronomo', 'negozio di strumenti musicali', 'negozio di musica'] },
  { id: 'sport', terms: ['racchetta', 'racchette', 'racchetta da tennis', 'racchetta da padel', 'palline da tennis', 'pallone', 'palloni', 'pallone da calcio', 'scarpe da calcio', 'scarpette', 'tuta da ginnastica', 'tute sportive', 'guantoni', 'guantoni da boxe', 'parastinchi', 'snowboard', 'scarponi da sci', 'sci da discesa', 'pattini', 'pattini a rotelle', 'skateboard', 'mazze da golf', 'sacco a pelo', 'tenda da campeggio', 'tende da campeggio', 'tavolo da ping pong', 'ping pong', 'muta da sub', 'pinne', 'maschera da sub', 'occhialini da nuoto', 'costumi da piscina'] },
  { id: 'dispositivi-medici', terms: ['misuratori di pressione', 'misurapressione', 'sfigmomanometro', 'termometro', 'termometri', 'aerosol', 'apparecchio per aerosol', 'glucometro', 'misuratore della glicemia', 'stampelle', 'stampella', 'carrozzina per disabili', 'carrozzine per disabili', 'materasso antidecubito', 'busto ortopedico', 'elettrostimolatore', 'ossimetro', 'pulsossimetro', 'fonendoscopio', 'stetoscopio', 'defibrillatore', 'defibrillatori', 'concentratore di ossigeno'] },
  { id: 'trattori', terms: ['trattorino', 'trattorini', 'trattore usato', 'trattori usati', 'erpice', 'erpici', 'aratro', 'aratri', 'seminatrice', 'seminatrici', 'rotopressa', 'rotopresse', 'imballatrice', 'spandiconcime', 'spandiletame', 'trinciatrice', 'trinciatrici', 'trincia', 'fresa agricola', 'atomizzatore', 'atomizzatori', 'irroratrice', 'irroratrici', 'botte per diserbo', 'rimorchio agricolo', 'rimorchi agricoli', 'carro agricolo', 'falciatrice', 'ranghinatore', 'caricatore frontale', 'macchinari agricoli', 'concessionario agricolo'] },
  { id: 'attrezzature-horeca', terms: ['affettatrice professionale', 'friggitrice professionale', 'forno a convezione', 'forni a convezione', 'forno combinato', 'forni combinati', 'lavabicchieri', 'lavastoviglie professionale', 'lavastoviglie industriale', 'fabbricatore di ghiaccio', 'fabbricatori di ghiaccio', 'macchina del ghiaccio', 'cuocipasta', 'piastra per panini', 'piastre professionali', 'armadio frigo', 'tavolo refrigerato', 'macchina da caffè professionale', 'macinadosatore', 'spillatore', 'spillatrice', 'impianto di spillatura', 'tritacarne', 'pelapatate', 'cutter professionale', 'planetaria professionale', 'granitore', 'mantecatore'] },
  { id: 'materiali-edili', terms: ['mattone', 'sacchi di cemento', 'calce', 'stucco', 'rasante', 'colla per piastrelle', 'lastre di cartongesso', 'lastre in cartongesso', 'pannelli di cartongesso', 'profili per cartongesso', 'blocchi in cemento', 'ferro per cemento armato', 'rete elettrosaldata', 'tondini', 'guaine bituminose', 'impermeabilizzante', 'ghiaia', 'sabbia da costruzione'] },
  { id: 'ricambi-auto', broader: ['autofficina'], terms: ['ricambi auto', 'ricambi per auto', 'ricambio auto', 'autoricambi', 'ricambi moto', 'ricambi per moto', 'ricambistica', 'ricambi usati', 'accessori auto', 'accessori per auto', 'dischi dei freni', 'dischi freno', 'pastiglie freni', 'filtro olio', "filtro dell'olio", "filtri dell'olio", 'filtri olio', "filtro dell'aria", 'filtro abitacolo', 'olio motore', 'batteria auto', "batteria dell'auto", 'batterie auto', 'tergicristalli', 'spazzole tergicristallo', 'fari auto', 'fanali', 'specchietto retrovisore', 'specchietti', 'candelette', 'paraurti', 'autoradio', 'catene da neve', 'portapacchi', 'barre portatutto', 'tappetini auto', 'coprisedili'] },
  { id: 'periferiche-pc', broader: ['negozio-informatica', 'informatica', 'office-automation'], terms: ['stampante', 'stampanti', 'stampante a getto di inchiostro', 'stampanti a getto di inchiostro', 'monitor per pc', 'schermo del pc', 'webcam', 'chiavetta usb', 'chiavette usb', 'pennetta usb', 'disco esterno', 'hard disk esterno', 'masterizzatore', 'scheda madre', 'memoria ram', 'case del pc', 'mousepad', 'cuffie con microfono', 'computer nuovo', 'pc nuovo', 'portatile nuovo', 'macbook', 'imac', 'chromebook', 'ultrabook'] },
  { id: 'giocattoli', terms: ['bambola', 'bambole', 'barbie', 'macchinina', 'macchinine', 'trenino', 'trenini', 'trenino elettrico', 'pista per macchinine', 'playmobil', 'costruzioni lego', 'mattoncini', 'pupazzo', 'pupazzi', 'orsacchiotto', 'peluches', 'gioco in scatola', 'carte da gioco', 'aquilone', 'aquiloni', 'giochi da giardino', 'altalena', 'scivolo per bambini', 'cavallo a dondolo', 'tricicli', 'triciclo', 'macchina telecomandata', 'macchinine telecomandate', 'drone giocattolo', 'fortnite', 'nintendo', 'playstation', 'xbox', 'console per videogiochi'] },
  { id: 'cancelleria', terms: ['matite', 'matita', 'matite colorate', 'pastelli', 'pennarelli', 'diario scolastico', 'zaino per la scuola', 'zaini per la scuola', 'cartelline', 'scotch', 'colla stick', 'temperamatite', 'righello', 'righelli', 'blocchi note', 'blocco note', 'spillatrice', 'pinzatrice', 'graffette', 'biro', 'penna stilografica', 'stilografiche', 'calendari da tavolo', 'materiale scolastico', 'articoli scolastici'] },
  { id: 'casalinghi', terms: ['scottex', 'carta da cucina', 'carta assorbente', 'rotoli da cucina', 'carta forno', 'carta stagnola', 'carta alluminio', 'domopak', 'tegame', 'tegami', 'casseruola', 'casseruole', 'pentola a pressione', 'caffettiera', 'caffettiere', 'moka', 'teglia', 'teglie', 'pirofila', 'pirofile', 'mestolo', 'mestoli', 'scolapasta', 'grattugia', 'tazze', 'tazza', 'tazzine', 'piattini', 'servizio di piatti', 'piatti fondi', 'bicchiere', 'caraffa', 'caraffe', 'thermos', 'borraccia', 'borracce', 'contenitori per alimenti', 'contenitori per il frigo', 'tupperware', 'stendibiancheria', 'asse da stiro', 'mollette', 'mocio', 'spugne', 'posate in acciaio'] },
  { id: 'illuminazione', terms: ['abat-jour', 'abatjour', 'faretti', 'faretto', 'faretti led', 'piantana', 'piantane', 'lampada da comodino', 'sospensioni luminose', 'strisce led', 'striscia led', 'lampioncini', 'luci da giardino', 'luci di natale'] },
  { id: 'termoidraulica', terms: ['rubinetto', 'sanitari', 'lavandino', 'lavandini', 'lavabo', 'lavabi', 'water', 'wc', 'bidet', 'piatto doccia', 'piatti doccia', 'soffione', 'vasca da bagno', 'vasche da bagno', 'radiatore', 'scaldasalviette', 'sifone', 'tubi multistrato', 'raccorderia', 'idrosanitari', 'articoli idrosanitari'] },
  { id: 'fiori', terms: ['orchidee', 'orchidea', 'tulipani', 'gerani', 'geranio', 'ortensie', 'gigli', 'ciclamini', 'stelle di natale', 'cactus', 'piante grasse', 'bonsai', 'mazzo di fiori', 'mazzi di fiori', 'fiori recisi', 'bulbi', 'piante aromatiche', 'vasi per piante', 'sottovasi', 'fioriere'] },
  { id: 'animali', terms: ['scatolette per gatti', 'scatolette per cani', 'cibo umido', 'tiragraffi', 'antipulci', 'sabbia per gatti', 'sabbietta', 'ossi per cani', 'snack per cani', 'gabbia per uccelli', 'gabbiette', 'mangime per uccelli', 'criceto', 'criceti', 'conigli nani', 'pesci rossi', 'tartarughe', 'lettiera per gatti', 'cuccia per cani', 'cucce', 'pettorina', 'pettorine'] },
  { id: 'infanzia', terms: ['biberon', 'pannolini', 'pannolino', 'ciuccio', 'ciucci', 'marsupio', 'marsupi', 'ovetto', 'tiralatte', 'scaldabiberon', 'sterilizzatore', 'seggiolone', 'seggioloni', 'box per bambini', 'lettino da campeggio', 'bavaglini', 'bavaglino', 'body neonato', 'tutine', 'latte in polvere', 'baby monitor', 'carrozzina', 'carrozzine'] },
  { id: 'tessili-casa', terms: ['copriletto', 'copriletti', 'piumone', 'piumoni', 'trapunta', 'trapunte', 'federe', 'federa', 'plaid', 'coperte di lana', 'lenzuolo', 'lenzuola matrimoniali', 'accappatoio', 'accappatoi', 'teli mare', 'telo mare', 'strofinacci', 'canovacci', 'cuscini arredo', 'cuscini per divano', 'tende per la casa', 'tende oscuranti', 'zerbino', 'zerbini', 'parure'] },
  { id: 'cosmetica', terms: ['rossetto', 'rossetti', 'mascara', 'fondotinta', 'ombretto', 'ombretti', 'cipria', 'eyeliner', 'matita per occhi', 'smalto per unghie', 'smalti per unghie', 'shampoo', 'balsamo per capelli', 'bagnoschiuma', 'docciaschiuma', 'deodorante', 'deodoranti', 'dopobarba', 'crema idratante', 'creme idratanti', 'crema mani', 'crema corpo', 'latte detergente', 'struccante', 'siero viso', 'maschera viso', 'maschere viso', 'tinta per capelli', 'rasoio', 'rasoi', 'lamette'] },
  { id: 'detergenti', terms: ['candeggina', 'varechina', 'ammorbidente', 'ammorbidenti', 'detersivo per lavatrice', 'detersivo per piatti', 'detersivo per lavastoviglie', 'pastiglie per lavastoviglie', 'sgrassatore universale', 'lavapavimenti', 'spray multiuso', 'sapone per piatti', 'alcol denaturato', 'acido muriatico', 'smacchiatore', 'smacchiatori', 'lavavetri', 'ammoniaca'] },
  { id: 'giardino', terms: ['articoli da giardino', 'articoli per il giardino', 'garden center'] },
  { id: 'attrezzi-forestali', terms: ['tagliaerba', 'rasaerba', 'tagliasiepi', 'soffiatore', 'arieggiatore', 'biotrituratore', 'rastrello', 'rastrelli', 'cesoie', 'forbici da potatura', 'vanga', 'vanghe', 'zappa', 'badile', 'carriola', 'carriole', 'tubo da giardino', 'tubo per irrigare', 'irrigatore da giardino', 'attrezzi da giardino', 'attrezzi per il giardino'] },
  // Session 11, problems and their remedies: problems people and small firms state instead of a
  // product, in several phrasings, each linked (solves) to the offers that fix it. Written from
  // general knowledge only; bare words that are also another sense are kept inside phrases.
  { id: 'guasto-auto', terms: ['auto in panne', 'macchina in panne', 'furgone in panne', 'rimasto a piedi', 'rimasta a piedi', 'auto guasta', 'auto rotta', 'auto che non parte', "spia dell'olio", 'spia della batteria', 'la frizione slitta', 'frizione che slitta', 'non passa la revisione', 'marmitta rotta'] },
  { id: 'autofficina', solves: ['guasto-auto'], terms: [] },
  { id: 'blocchi-traffico', terms: ['blocco del traffico', 'blocchi del traffico', 'blocco della circolazione', 'blocchi della circolazione', 'divieto di circolazione', 'auto inquinante', 'auto euro 3', 'auto euro 4', 'diesel euro 4', 'diesel euro 5', 'non posso entrare in città', 'zona a traffico limitato', 'ztl'] },
  { id: 'mobilita-elettrica', solves: ['blocchi-traffico'], terms: [] },
  { id: 'siccita', terms: ['siccità', 'periodi di siccità', 'periodo di siccità', 'non piove mai', 'poca pioggia', 'scarsità idrica', "scarsità d'acqua", 'carenza idrica', 'stress idrico', 'pozzo secco', 'pozzi secchi', 'raccolto bruciato', 'campi secchi', 'prato bruciato', 'prato giallo'] },
  { id: 'irrigazione', solves: ['siccita'], terms: [] },
  { id: 'parassiti-colture', terms: ['afidi', 'peronospora', 'oidio', 'botrite', 'cimice asiatica', "mosca dell'olivo", 'mosca olearia', 'piralide', 'insetti sulle piante', 'parassiti delle piante', 'parassiti sulle piante', 'piante malate', 'malattie delle piante', 'malattie delle colture', 'foglie gialle', 'foglie mangiate', 'erbe infestanti', 'malerbe'] },
  { id: 'mezzi-agricoli', solves: ['parassiti-colture'], terms: [] },
  { id: 'attacco-informatico', terms: ['account violato', 'account violati', 'mail violata', 'email violata', 'sito violato', 'sito bucato', 'truffa online', 'truffe online', 'mail sospette', 'email sospette', 'file bloccati', 'dati rubati', 'iban falso', 'bonifico a un truffatore'] },
  { id: 'cybersecurity', solves: ['attacco-informatico'], terms: [] },
  { id: 'backup', solves: ['attacco-informatico'], terms: [] },
  { id: 'conti-in-disordine', terms: ['conti in disordine', 'non so quanto guadagno', 'non so quanto guadagniamo', 'non so quanto spendo', 'non so quanto spendiamo', 'tenere i conti', 'tenere la contabilità', 'prima nota a mano', 'registrare le spese', 'scontrini da registrare', 'ricevute da registrare', 'ore a fare fatture', 'ore sulle fatture'] },
  { id: 'contabilita', solves: ['conti-in-disordine'], terms: [] },
  { id: 'commercialisti', solves: ['conti-in-disordine'], terms: [] },
  { id: 'umidita-muri', terms: ['umidità di risalita', 'risalita capillare', 'condensa sui vetri', 'condensa sulle finestre', 'macchie di umidità', 'macchie di muffa', 'casa umida', 'pareti umide', 'parete umida', 'muro umido', 'intonaco che si stacca', 'intonaco scrostato', 'odore di muffa', 'odore di umido'] },
  { id: 'isolamento', solves: ['umidita-muri'], terms: [] },
  { id: 'pitture', solves: ['umidita-muri'], terms: [] },
  { id: 'edilizia', solves: ['umidita-muri'], terms: [] },
  { id: 'mal-di-schiena', terms: ['mal di collo', 'dolore al collo', 'dolori al collo', 'collo rigido', 'torcicollo', 'schiena a pezzi', 'schiena bloccata', 'colpo della strega', 'mal di schiena in ufficio'] },
  { id: 'mobilita-ridotta', terms: ['non riesce a fare le scale', 'non riesce più a fare le scale', 'fatica a fare le scale', 'non fa più le scale', 'fatica a camminare', 'cade spesso', 'paura di cadere', 'cadute in casa', 'in sedia a rotelle'] },
  { id: 'ascensori', solves: ['mobilita-ridotta'], terms: [] },
  { id: 'assistenza-anziani', solves: ['mobilita-ridotta'], terms: [] },
  { id: 'casa-piena', terms: ['casa in disordine', 'troppa roba', 'troppe cose in casa', 'poco spazio in casa', 'armadi pieni', 'armadio pieno', 'garage pieno', 'soffitta piena'] },
  { id: 'traslochi', solves: ['casa-piena'], terms: [] },
  { id: 'allagamenti', terms: ['cantina allagata', 'garage allagato', 'taverna allagata', 'seminterrato allagato', "entra l'acqua in cantina", 'acqua in garage'] },
  { id: 'tetto-danneggiato', terms: ['piove in casa', 'acqua dal soffitto', 'gocciola dal soffitto', 'macchie sul soffitto', 'macchia sul soffitto'] },
  { id: 'furti', terms: ['sono entrati i ladri', 'entrati i ladri', 'casa svaligiata', 'negozio svaligiato', 'tentato furto', 'hanno forzato la porta', 'porta forzata', 'paura dei ladri'] },
  { id: 'efficienza-energetica', terms: ['costo della luce', 'prezzo della luce', 'costo del gas', 'prezzo del gas', 'caro bollette'] },
  { id: 'comportamento-animali', terms: ['pipì fuori dalla lettiera', 'fa la pipì in casa', 'il gatto graffia', 'il gatto morde', 'il cane scappa', 'salta addosso alle persone', 'ringhia', 'non torna al richiamo', 'tira il guinzaglio'] },
  { id: 'guasto-informatico', terms: ['server fermo', 'server rotto', 'server down', 'rete aziendale ferma', 'la posta non funziona', 'la mail non funziona', "l'email non funziona", 'il gestionale si blocca', 'il pc non parte', 'il computer non parte'] },
  { id: 'connessione-lenta', terms: ['internet non funziona', 'internet non va'] },
  { id: 'informatica', solves: ['guasto-informatico'], terms: [] },
  { id: 'negozio-informatica', solves: ['guasto-informatico'], terms: [] },
  // Session 11, problems and their remedies (2): tap water, diet, missed calls, inspections.
  { id: 'acqua-cattiva', terms: ['acqua che sa di cloro', 'acqua del rubinetto sa di cloro', 'acqua del rubinetto che sa di cloro', 'sapore di cloro', 'acqua del rubinetto cattiva', 'acqua del rubinetto imbevibile', 'acqua torbida', 'acqua gialla dal rubinetto', "non bevo l'acqua del rubinetto", "non beviamo l'acqua del rubinetto", "portare su le casse d'acqua"] },
  { id: 'acqua-potabile', solves: ['acqua-cattiva'], terms: [] },
  { id: 'alimentazione-sbagliata', terms: ['colesterolo alto', 'colesterolo', 'glicemia alta', 'trigliceridi alti', 'mangio male', 'mangiamo male', 'mangio troppo', 'fame nervosa', 'pancia gonfia', 'gonfiore addominale', 'digerisco male', 'cattiva digestione'] },
  { id: 'nutrizione', solves: ['alimentazione-sbagliata'], terms: [] },
  { id: 'rendimento-scolastico', terms: ['rimandato a settembre', 'rimandata a settembre', 'non ha voglia di studiare', 'non vuole studiare', 'fatica a concentrarsi', 'non riesce a concentrarsi', 'materie da recuperare'] },
  { id: 'anziani-soli', terms: ['dimentica le medicine', 'dimentica le pastiglie', 'non può più stare da solo', 'non può più stare da sola', 'non si può lasciare solo', 'non si può lasciare sola'] },
  { id: 'chiamate-perse', terms: ['chiamate perse', 'telefonate perse', 'perdiamo chiamate', 'perdiamo telefonate', 'nessuno risponde al telefono', 'non riusciamo a rispondere al telefono', 'non rispondiamo al telefono', 'troppe telefonate', 'il telefono squilla sempre'] },
  { id: 'call-center', solves: ['chiamate-perse'], terms: [] },
  { id: 'non-a-norma', terms: ['non siamo a norma', "ispezione dell'asl", 'ispezione asl', "controlli dell'asl", 'controllo asl', 'multa per la sicurezza', 'sanzione per la sicurezza', "verbale dell'ispettorato"] },
  { id: 'sicurezza-lavoro', solves: ['non-a-norma'], terms: [] },
  { id: 'certificazioni', solves: ['non-a-norma'], terms: [] },
  // Session 11, problems and their remedies (3): more pests, teeth, sight and vans.
  { id: 'infestazioni', terms: ['tarme', 'tarme negli armadi', 'processionaria', 'calabroni', 'nido di calabroni', 'cimici dei letti', "pesciolini d'argento"] },
  { id: 'problemi-denti', terms: ['alito cattivo', 'denti sensibili', 'dente che fa male', 'mi fa male un dente', 'ascesso', 'gengive che sanguinano', 'sanguinano le gengive', 'dente del giudizio', 'denti del giudizio'] },
  { id: 'vista-debole', terms: ['non vedo da vicino', 'non vedo da lontano', 'non leggo più da vicino', 'occhiali rotti', 'occhiali da cambiare', 'lenti graffiate', 'vedo sfocato', 'vista annebbiata'] },
  { id: 'guasto-auto', terms: ['furgone guasto', 'furgone rotto', 'furgone che non parte'] },
  // Session 11, problems and their remedies (4): leaking sheds and gutters, low yields in the barn.
  { id: 'tetto-danneggiato', terms: ['capannone che perde', 'il capannone perde', 'piove nel capannone', 'piove dentro il capannone', 'lucernari che perdono', 'grondaie rotte', 'grondaia rotta', 'grondaie intasate'] },
  { id: 'resa-stalla-bassa', terms: ['calo del latte', 'calo di latte', 'produzione di latte bassa', 'le vacche producono poco', 'vacche che producono poco', 'le galline non fanno uova', 'galline che non fanno uova', 'animali che crescono poco'] },
  { id: 'mangimi-zootecnici', solves: ['resa-stalla-bassa'], terms: [] },
  { id: 'veterinaria', solves: ['resa-stalla-bassa'], terms: [] },
  // Session 16, problems and their remedies, round two: more problems of households, shops, small
  // firms, farms and public offices, as people type them on a phone, each linked (solves) to the
  // offers that fix it. General knowledge only (docs/matching.md, "Twentieth pass"); a bare word
  // with a second common sense ("russa", "resa", "grandine", "frana", "gelata") only in phrases.
  { id: 'guasto-caldaia', terms: ['la caldaia non parte', 'caldaia che non parte', 'caldaia guasta', 'caldaia che perde', 'niente acqua calda', 'senza acqua calda', "manca l'acqua calda", 'non esce acqua calda', 'termosifoni freddi', 'i termosifoni non scaldano', 'termosifoni che non scaldano', 'radiatori freddi', 'scaldabagno rotto', 'boiler rotto', 'condizionatore rotto', 'il condizionatore non raffredda', 'condizionatore che non raffredda', 'condizionatore che gocciola', 'climatizzatore rotto'] },
  { id: 'termoidraulica', solves: ['guasto-caldaia'], terms: [] },
  { id: 'perdite-acqua', terms: ['lavandino intasato', 'lavello intasato', 'water intasato', 'wc intasato', 'bagno intasato', 'tubi intasati', 'puzza di fogna', 'odore di fogna', 'fossa biologica piena', 'pozzo nero pieno', "poca pressione dell'acqua", "pressione dell'acqua bassa"] },
  { id: 'piscina-sporca', terms: ['piscina verde', 'acqua della piscina verde', 'acqua della piscina torbida', 'piscina torbida', 'alghe in piscina', 'piscina che perde'] },
  { id: 'piscine', solves: ['piscina-sporca'], terms: [] },
  { id: 'acustica', terms: ['sento i vicini', 'sento tutto dei vicini', 'pareti sottili', 'muri sottili', 'rimbombo', 'rimbomba'] },
  { id: 'guasti-elettrici', terms: ['il salvavita scatta', 'salvavita che scatta', 'salta il salvavita', 'prese che fanno scintille', 'presa che fa scintille', 'presa bruciata', 'prese bruciate', 'la luce va e viene', 'luci che sfarfallano'] },
  { id: 'segnale-tv', terms: ['la tv non prende', 'la televisione non prende', 'tv che non prende', 'non prende i canali', 'non si vedono i canali', 'canali che non si vedono', 'antenna che non prende', "l'antenna non prende", 'parabola che non prende', 'segnale tv debole'] },
  { id: 'antenne', solves: ['segnale-tv'], terms: [] },
  { id: 'guasto-auto', terms: ['batteria della macchina scarica', "batteria dell'auto scarica", 'batteria auto scarica', 'auto grandinata', 'macchina grandinata', 'portiera ammaccata', 'portiera rotta', 'portiera graffiata', 'paraurti rotto', 'paraurti ammaccato', 'auto graffiata', 'macchina graffiata', 'auto ammaccata', 'specchietto rotto', 'parabrezza rotto', 'parabrezza scheggiato', 'la moto non parte', 'moto che non parte'] },
  { id: 'abiti-da-sistemare', terms: ['pantaloni troppo lunghi', 'pantaloni lunghi da accorciare', 'vestiti larghi', 'vestiti troppo larghi', 'vestiti troppo stretti', 'vestiti che non mi stanno più', 'orlo scucito', 'giacca strappata', 'buco nei pantaloni', 'jeans strappati da sistemare', 'cappotto da stringere'] },
  { id: 'sartoria-riparazioni', solves: ['abiti-da-sistemare'], terms: [] },
  { id: 'dormire-male', terms: ['non dormo', 'dormo poco', 'mi sveglio di notte', 'russare', 'russo di notte', 'mio marito russa', 'mia moglie russa', 'apnee notturne'] },
  { id: 'disagio-psicologico', terms: ['depressione', 'sono depresso', 'sono depressa', 'mi sento depresso', 'mi sento depressa', 'giù di morale', 'umore a terra', 'crisi di coppia', 'problemi di coppia', 'disturbi alimentari', 'anoressia', 'bulimia', 'ludopatia', 'dipendenza dal gioco', 'elaborare un lutto'] },
  { id: 'psicologia', solves: ['disagio-psicologico'], terms: [] },
  { id: 'difficolta-bambino', terms: ['dislessia', 'dislessico', 'dislessica', 'discalculia', 'disturbi dell’apprendimento', "disturbi dell'apprendimento", 'balbuzie', 'balbetta', 'non parla ancora', 'iperattivo', 'iperattività', 'adhd'] },
  { id: 'psicologia', solves: ['difficolta-bambino'], terms: [] },
  { id: 'ripetizioni', solves: ['difficolta-bambino'], terms: [] },
  { id: 'anziani-soli', terms: ['alzheimer', 'demenza senile', 'parkinson', 'nonno allettato', 'nonna allettata', 'papà allettato', 'mamma allettata', 'anziano allettato', 'costretto a letto', 'costretta a letto'] },
  { id: 'comportamento-animali', terms: ['distrugge casa', 'distrugge tutto', 'mangia le scarpe', 'ansia da separazione', 'abbaia tutta la notte'] },
  { id: 'acquisire-clienti', terms: ['nessuno entra in negozio', 'non entra nessuno', 'nessuno ci trova', 'non ci trova nessuno', 'non siamo su google', 'non ci trovano su google', 'il sito non porta clienti', 'il sito non vende'] },
  { id: 'crediti-non-pagati', terms: ['assegno scoperto', 'assegni scoperti', 'assegni protestati', 'assegno a vuoto', 'cliente moroso', 'clienti morosi'] },
  { id: 'credito-negato', terms: ['la banca non mi fa il fido', 'fido negato', 'fido revocato', 'la banca non mi dà credito', 'la banca non ci dà credito', 'la banca non ci fa credito', 'finanziamento rifiutato', 'finanziamento negato', 'prestito rifiutato', 'prestito negato', 'mutuo rifiutato', 'mutuo negato'] },
  { id: 'finanziamenti', solves: ['credito-negato'], terms: [] },
  { id: 'credito-privati', solves: ['credito-negato'], terms: [] },
  { id: 'mutui', solves: ['credito-negato'], terms: [] },
  { id: 'burocrazia', terms: ['passaporto scaduto', 'rinnovare il passaporto', 'patente scaduta', 'certificato di residenza'] },
  { id: 'trovare-personale', terms: ['non trovo camerieri', 'non troviamo camerieri', 'non trovo un cameriere', 'non trovo cuochi', 'non troviamo cuochi', 'non trovo un cuoco', 'non trovo un pizzaiolo', 'non trovo pizzaioli', 'non trovo commesse', 'non trovo autisti', 'non troviamo autisti', 'mancano autisti', 'mancano camerieri', 'mancano cuochi', 'non trovo braccianti', 'non troviamo braccianti', 'raccoglitori per la vendemmia'] },
  { id: 'problemi-personale', terms: ['licenziare un dipendente', 'devo licenziare', 'licenziamento di un dipendente', 'dipendente che non lavora', 'assenteismo', 'dipendenti sempre in malattia', 'vertenza sindacale', 'causa di lavoro', 'contestazione disciplinare', 'assumere il primo dipendente'] },
  { id: 'paghe', solves: ['problemi-personale'], terms: [] },
  { id: 'consulenza-legale', solves: ['problemi-personale'], terms: [] },
  { id: 'non-a-norma', terms: ['corso sicurezza obbligatorio', 'corsi obbligatori', 'formazione obbligatoria', 'haccp scaduto', 'dvr da aggiornare', 'documento di valutazione dei rischi', 'estintori scaduti', 'estintori da revisionare'] },
  { id: 'antincendio', solves: ['non-a-norma'], terms: [] },
  { id: 'casa-fredda', terms: ['freddo in ufficio', 'freddo in negozio', 'freddo nel capannone', 'ufficio freddo', 'negozio freddo', 'capannone freddo'] },
  { id: 'problemi-telefonia', terms: ['bolletta del telefono', 'bolletta telefonica', 'bollette telefoniche', 'bolletta del cellulare', 'costi telefonici', 'la linea cade', 'linea che cade', 'cade la linea', 'telefono senza linea', 'linea telefonica guasta', 'il telefono fisso non funziona'] },
  { id: 'telecomunicazioni', solves: ['problemi-telefonia'], terms: [] },
  { id: 'guasto-horeca', terms: ['cella frigo guasta', 'cella frigo rotta', 'cella frigorifera guasta', 'abbattitore rotto', 'abbattitore guasto', 'macchina del caffè rotta', 'macchina del caffè guasta', 'banco frigo rotto', 'banco frigo guasto', 'vetrina frigo rotta', 'il frigo non raffredda', 'frigo che non raffredda', 'il frigo non fa freddo', 'il forno non scalda', 'forno che non scalda', 'la cappa non aspira', 'cappa che non aspira'] },
  { id: 'attrezzature-horeca', solves: ['guasto-horeca'], terms: [] },
  { id: 'riparazione-elettrodomestici', solves: ['guasto-horeca'], terms: [] },
  { id: 'olio-esausto', terms: ['olio di frittura usato', 'olio fritto', 'olio esausto', 'olio usato da smaltire', 'oli esausti'] },
  { id: 'gestione-rifiuti', solves: ['olio-esausto'], terms: [] },
  { id: 'guasto-impianti-aria', terms: ['il compressore perde', 'compressore che perde', 'compressore rotto', 'compressore guasto', "perdite di aria compressa", "perdite d'aria compressa", 'perde olio idraulico', 'olio idraulico che perde', 'tubi idraulici che perdono', 'cilindro che perde'] },
  { id: 'oleodinamica-pneumatica', solves: ['guasto-impianti-aria'], terms: [] },
  { id: 'manutenzione', solves: ['guasto-impianti-aria'], terms: [] },
  { id: 'ruggine', terms: ['ruggine', 'arrugginito', 'arrugginita', 'arrugginiti', 'arrugginite', 'pezzi che arrugginiscono', 'corrosione', 'pezzi corrosi'] },
  { id: 'trattamenti-superficiali', solves: ['ruggine'], terms: [] },
  { id: 'aria-di-reparto', terms: ['fumi di saldatura', 'aspirazione fumi', 'polvere in reparto', 'polveri in reparto', 'aria irrespirabile', 'esalazioni in reparto', 'solventi in reparto'] },
  { id: 'sicurezza-lavoro', solves: ['aria-di-reparto'], terms: [] },
  { id: 'copie-contraffatte', terms: ['contraffazione', 'prodotti contraffatti', 'ci copiano i prodotti', 'ci hanno copiato', 'mi hanno copiato', 'prodotto copiato', 'prodotti copiati', 'marchio copiato', 'ci copiano il marchio'] },
  { id: 'consulenza-legale', solves: ['copie-contraffatte'], terms: [] },
  { id: 'marchi', solves: ['copie-contraffatte'], terms: [] },
  { id: 'crisi-aziendale', terms: ['azienda in crisi', 'crisi aziendale', 'impresa in crisi', 'ditta in crisi', 'margini bassi', 'margini troppo bassi', 'guadagniamo poco', 'non guadagno abbastanza', 'calo del fatturato', 'conti in rosso', 'bilancio in rosso', 'rischio di fallimento', 'concordato preventivo'] },
  { id: 'consulenza-direzione', solves: ['crisi-aziendale'], terms: [] },
  { id: 'consulenza-finanziaria', solves: ['crisi-aziendale'], terms: [] },
  { id: 'lite-tra-soci', terms: ['lite tra soci', 'litigio tra soci', 'soci che litigano', 'socio che vuole uscire', 'uscita di un socio', 'liquidare un socio'] },
  { id: 'consulenza-legale', solves: ['lite-tra-soci'], terms: [] },
  { id: 'passaggio-generazionale', terms: ['i figli non vogliono continuare', 'nessuno che porta avanti l’azienda', "nessuno che porta avanti l'azienda", 'chi porta avanti l’azienda', "chi porta avanti l'azienda", 'cedere l’azienda', "cedere l'azienda", 'vendere la ditta'] },
  { id: 'maltempo-colture', terms: ['grandine sul vigneto', 'grandine sui campi', 'grandinata sul raccolto', 'gelata tardiva', 'gelate tardive', 'gelata primaverile', 'gelate primaverili', 'danni da gelo', 'danni da gelata', 'brinate', 'raccolto perso', 'raccolto distrutto', 'danni alle colture', 'danni da maltempo'] },
  { id: 'assicurazioni', solves: ['maltempo-colture'], terms: [] },
  { id: 'terreno-povero', terms: ['terreno povero', 'terreno stanco', 'terreno sassoso', 'terreno argilloso', 'terreno acido', 'analisi del terreno', 'poca resa', 'resa bassa', 'rese basse', 'calo delle rese', 'raccolto scarso', 'poco raccolto'] },
  { id: 'mezzi-agricoli', solves: ['terreno-povero'], terms: [] },
  { id: 'agricoltura-precisione', solves: ['terreno-povero'], terms: [] },
  { id: 'parassiti-colture', terms: ['xylella', 'flavescenza dorata', "mal dell'esca", 'ticchiolatura', 'bolla del pesco', 'ragnetto rosso', 'tignola', 'dorifora', 'limacce', 'lumache nell’orto', "lumache nell'orto", 'cocciniglia', 'mosca della frutta', 'drosophila', 'carpocapsa', 'tuta absoluta'] },
  { id: 'guasto-trattore', terms: ['il trattore non parte', 'trattore che non parte', 'trattore rotto', 'trattore guasto', 'mietitrebbia guasta', 'mietitrebbia rotta'] },
  { id: 'trattori', solves: ['guasto-trattore'], terms: [] },
  { id: 'infestazioni', terms: ['mosche in stalla', 'troppe mosche', 'mosche in cucina', 'moscerini', 'pappataci', 'cimici in casa'] },
  { id: 'moria-api', terms: ['le api muoiono', 'api che muoiono', 'moria delle api', 'alveari vuoti', 'spopolamento degli alveari'] },
  { id: 'apicoltura', solves: ['moria-api'], terms: [] },
  { id: 'danni-strutturali', terms: ['frana nel terreno', 'frana sul terreno', 'rischio frane', 'terreno franoso', 'movimento franoso', 'smottamento', 'smottamenti', 'dissesto idrogeologico', 'muro di contenimento', 'adeguamento sismico', 'miglioramento sismico', 'adeguare al sismico', 'vulnerabilità sismica'] },
  { id: 'bosco-trascurato', terms: ['bosco da pulire', 'bosco abbandonato', 'bosco trascurato', 'alberi caduti', 'piante cadute', 'schianti da vento', 'bosco pieno di rovi'] },
  { id: 'forestale', solves: ['bosco-trascurato'], terms: [] },
  { id: 'arboricoltura', solves: ['bosco-trascurato'], terms: [] },
  { id: 'troppa-carta', terms: ['protocollo cartaceo', 'pratiche cartacee', 'tutto cartaceo', 'ancora tutto su carta'] },
  { id: 'strade-dissestate', terms: ['buche nelle strade', 'buche stradali', 'strade dissestate', 'strade piene di buche', 'asfalto rovinato', 'marciapiedi rotti', 'marciapiedi dissestati'] },
  { id: 'edilizia', solves: ['strade-dissestate'], terms: [] },
  { id: 'poca-luce', terms: ['lampioni spenti', 'lampioni rotti', 'strade buie', 'illuminazione pubblica vecchia'] },
  { id: 'rifiuti', terms: ['abbandono di rifiuti', 'discariche abusive', 'discarica abusiva'] },
  // Round two, a second batch: a lorry off the road, cold classrooms, unpaid school fees, fears,
  // lost invoices.
  { id: 'guasto-camion', terms: ['camion fermo', 'camion guasto', 'camion rotto', 'camion in panne', 'tir fermo', 'tir guasto', 'bilico fermo', 'motrice guasta'] },
  { id: 'veicoli-industriali', solves: ['guasto-camion'], terms: [] },
  { id: 'casa-fredda', terms: ['aule fredde', 'aule gelide', 'scuola fredda', 'palestra fredda'] },
  { id: 'crediti-non-pagati', terms: ['rette non pagate', 'rette insolute', 'non pagano la retta', 'genitori che non pagano'] },
  { id: 'disagio-psicologico', terms: ['paura di volare', 'fobia', 'fobie', 'attacchi di ansia', "attacchi d'ansia"] },
  { id: 'troppa-carta', terms: ['perdo le fatture', 'perdo sempre le fatture', 'fatture perse', 'documenti persi', 'non trovo mai i documenti'] },
  // Session 17, problems and their remedies, round three: problems and goals of paperwork, money,
  // family, school, moving house, travel, clubs, health, freelancers, shops and farms, typed as on
  // a phone, each linked (solves) to the offers that fix it. General knowledge only
  // (docs/matching.md, "Twenty-first pass"); two-sense words ("viti", "hobby", "sola",
  // "sgombero", "condono") only inside phrases. The groups R3-P1 … R3-P8 were measured one by one.
  // R3-P1 paperwork and public offices
  { id: 'pratiche-previdenza', terms: ['chiedere la pensione', 'domanda della pensione', 'pratica della pensione', 'domanda di disoccupazione', 'assegno unico', 'domanda di invalidità', 'invalidità civile', 'legge 104', 'permessi 104', 'bonus bebè', 'maternità inps', 'estratto contributivo', 'contributi mancanti'] },
  { id: 'caf-patronato', solves: ['pratiche-previdenza'], terms: [] },
  { id: 'problemi-fiscali', terms: ["pagare l'imu", "l'imu da pagare", 'imu da pagare', "calcolo dell'imu", 'calcolo imu', 'avviso bonario', 'non capisco il forfettario', "pagare l'inps", 'contributi inps da pagare', 'gestione separata inps', 'quante tasse devo pagare', 'quante tasse pago'] },
  { id: 'pratiche-auto', terms: ['bollo auto', 'bollo della macchina', "bollo dell'auto", 'bollo non pagato', 'passaggio di proprietà della macchina', "passaggio di proprietà dell'auto", 'passaggio di proprietà auto', 'passaggio di proprietà della moto', 'reimmatricolare', 'targa persa', 'libretto di circolazione perso', 'convertire la patente', 'patente straniera'] },
  { id: 'autoscuola', solves: ['pratiche-auto'], terms: [] },
  { id: 'caf-patronato', solves: ['pratiche-auto'], terms: [] },
  { id: 'pratiche-edilizie', terms: ['condono edilizio', 'abuso edilizio', 'abusi edilizi', 'sanatoria edilizia', 'sanatoria per la veranda', 'sanatoria per una veranda', 'veranda abusiva', 'permesso di costruire', 'attestato di prestazione energetica', 'certificato energetico', 'certificazione energetica della casa', 'agibilità', 'difformità urbanistica', 'pratiche edilizie'] },
  { id: 'architetti', solves: ['pratiche-edilizie'], terms: [] },
  { id: 'troppa-carta', terms: ['pratiche arretrate', 'sommerso di pratiche', 'sommersi di pratiche', 'archivio da digitalizzare', 'archivio cartaceo', 'faldoni', 'scartoffie'] },
  // R3-P2 money, debts, savings
  { id: 'debiti', terms: ['non arrivo a fine mese', 'non arriviamo a fine mese', 'arrivare a fine mese', 'carta di credito in rosso', 'carta di credito sempre in rosso', 'conto sempre in rosso', 'consolidare i debiti', 'consolidamento debiti', 'consolidamento dei debiti', 'debiti in una rata sola'] },
  { id: 'credito-privati', terms: ['cessione del quinto', 'prestito con cessione del quinto'] },
  { id: 'risparmi-fermi', terms: ['soldi fermi', 'soldi fermi sul conto', 'risparmi fermi', 'mettere da parte dei soldi', 'mettere da parte qualcosa', 'pensione integrativa', 'pensione bassa', 'pensione bassissima', 'pensione sarà bassa', 'pensione sarà bassissima', 'mi mangia i risparmi', 'proteggere i risparmi', 'investire la liquidazione', 'investire il tfr'] },
  { id: 'consulenza-finanziaria', solves: ['risparmi-fermi'], terms: [] },
  { id: 'frode-carta', terms: ['carta clonata', 'clonato la carta', 'clonata la carta', 'bancomat clonato', 'addebiti sconosciuti', 'addebiti non autorizzati'] },
  { id: 'conto-privati', solves: ['frode-carta'], terms: ['conto senza spese', 'conto a zero spese', 'conto corrente gratuito', 'conto gratis'] },
  { id: 'spese-bancarie', terms: ['pago troppo di conto', 'pago troppo per il conto', 'conto che costa troppo', 'conto troppo caro'] },
  { id: 'mutui', terms: ['surroga', 'surroga del mutuo', 'surrogare il mutuo', 'rinegoziare il mutuo', 'rata del mutuo', 'mutuo a tasso variabile', 'mutuo variabile', 'mutuo a tasso fisso'] },
  { id: 'credito-negato', terms: ['la banca non mi dà il mutuo', 'la banca non ci dà il mutuo', 'non mi danno il mutuo', 'non ci danno il mutuo'] },
  { id: 'sinistri', terms: ['assicurazione auto troppo cara', 'rc auto troppo cara', 'polizza scaduta', 'scaduta la polizza', 'polizza della casa scaduta'] },
  // R3-P3 family, children, school
  { id: 'bambini-a-casa', terms: ['a chi lasciare i bambini', 'a chi lasciare i bimbi', 'a chi lasciare i figli', 'chi mi tiene i figli', 'chi tiene i figli', 'chi mi tiene i bambini', 'chi mi tiene i bimbi', 'la scuola finisce', 'finisce la scuola', 'finita la scuola'] },
  { id: 'feste-bambini', terms: ['animazione per bambini', 'animatori per bambini', 'compleanno del bimbo', 'compleanno del bambino', 'compleanno di mia figlia', 'compleanno di mio figlio'] },
  { id: 'ricorrenza-famiglia', terms: ['festa dei diciotto anni', 'festa dei 18 anni', 'diciottesimo compleanno', 'anniversario di matrimonio', 'nozze d’oro', "nozze d'oro", 'nozze d’argento', "nozze d'argento"] },
  { id: 'location-eventi', solves: ['ricorrenza-famiglia'], terms: [] },
  { id: 'catering', solves: ['ricorrenza-famiglia'], terms: [] },
  { id: 'abiti-cerimonia', terms: ['abito per il matrimonio', 'vestito per il matrimonio', 'abito per una cerimonia', 'vestito per una cerimonia', 'abito per la cerimonia', 'vestito per la cerimonia'] },
  { id: 'anziani-soli', terms: ['nonna sempre sola', 'nonno sempre solo', 'è sempre sola', 'è sempre solo', 'vive da sola', 'vive da solo', 'anziana sola', 'anziano solo'] },
  { id: 'disagio-psicologico', terms: ['bullismo', 'vittima di bullismo', 'cyberbullismo', 'sempre attaccato al telefono', 'sempre attaccata al telefono', 'sempre attaccato al cellulare', 'sempre attaccata al cellulare', 'passa tutto il giorno al telefono', 'dipendenza dal cellulare', 'dipendenza dallo smartphone', 'non mi parla più', 'figlio adolescente', 'figlia adolescente', 'autolesionismo'] },
  { id: 'liti-private', terms: ['stiamo divorziando', 'sto divorziando', 'non paga il mantenimento', 'mantenimento dei figli', "non mi paga l'affitto", "l'inquilino non mi paga", 'affitto non pagato', 'affitti non pagati', 'non mi ridà la caparra', 'ridarmi la caparra', 'restituire la caparra', 'caparra non restituita', 'deposito cauzionale', 'volo cancellato', 'volo annullato', 'bagaglio smarrito', 'bagaglio perso', 'valigia persa', 'valigia smarrita', 'rimborso del volo', 'overbooking'] },
  { id: 'decesso', terms: ['mio padre è morto', 'mia madre è morta', 'mio marito è morto', 'mia moglie è morta', 'mio nonno è morto', 'mia nonna è morta'] },
  { id: 'notai', solves: ['decesso'], terms: [] },
  { id: 'rendimento-scolastico', terms: ['debito in latino', 'debito in matematica', 'debito in inglese', 'debito in fisica', 'debito in greco', 'debito formativo', 'debiti formativi', 'materia da recuperare', 'indietro con il programma'] },
  { id: 'test-ammissione', terms: ['test di medicina', 'test di ammissione', "test d'ingresso", 'test di ingresso', 'test universitari', 'test universitario', 'preparazione ai test'] },
  { id: 'ripetizioni', solves: ['test-ammissione'], terms: [] },
  { id: 'orientamento', solves: ['test-ammissione'], terms: [] },
  { id: 'scelta-studi', terms: ['dopo il diploma', 'cosa fare dopo il diploma', "iscrivermi all'università", "iscriversi all'università"] },
  { id: 'connessione-lenta', terms: ['non ha la connessione', 'niente wifi', 'il wifi non prende', 'wifi che non prende', 'wifi nelle aule', 'connessione nelle aule'] },
  { id: 'mensa-scadente', terms: ['mensa scadente', 'la mensa è scadente', 'si lamentano della mensa', 'cibo della mensa', 'pasti della mensa'] },
  { id: 'ristorazione-collettiva', solves: ['mensa-scadente'], terms: [] },
  // R3-P4 the home and moving house
  { id: 'cambio-casa', terms: ['traslochiamo', 'trasloco a fine mese', 'mobili da smontare', 'smontare i mobili', 'smontare e rimontare'] },
  { id: 'casa-da-trovare', terms: ['stanza in affitto', 'camera in affitto', 'trovare casa', 'non trovo casa', 'non troviamo casa', 'cerco casa in affitto', 'fuori sede senza casa'] },
  { id: 'immobiliare', solves: ['casa-da-trovare'], terms: [] },
  { id: 'casa-vuota', terms: ['non riesco a vendere casa', "non riesco a vendere l'appartamento", "vendere l'appartamento", 'casa sfitta', 'appartamento sfitto', 'resta vuota tutto', 'vuota tutto l’anno', "vuota tutto l'anno", 'affitti turistici'] },
  { id: 'immobiliare', solves: ['casa-vuota'], terms: [] },
  { id: 'affitti-brevi', solves: ['casa-vuota'], terms: [] },
  { id: 'chiusi-fuori', terms: ['la porta non chiude', 'porta che non chiude', 'porta che non si chiude', 'la porta di casa non chiude', 'serratura bloccata', 'la serratura si è bloccata'] },
  { id: 'trattamento-acque', solves: ['calcare'], terms: [] },
  { id: 'isolamento', solves: ['troppo-caldo'], terms: [] },
  { id: 'lavoretti-casa', terms: ['montare i mobili', 'montaggio mobili', 'montaggio dei mobili', 'mobili ikea', 'appendere quadri', 'appendere i quadri', 'appendere le mensole', 'montare le mensole', 'montare le tende', 'lavoretti in casa', 'piccoli lavori in casa', 'piccole riparazioni'] },
  { id: 'tuttofare', solves: ['lavoretti-casa'], terms: [] },
  // R3-P5 travel, getting around, hobbies and clubs
  { id: 'trasporto-persone', terms: ['andare in aeroporto', "andare all'aeroporto", "arrivare all'aeroporto", "arrivo all'aeroporto", 'portarmi in aeroporto', "passaggio per l'aeroporto"] },
  { id: 'noleggio-veicoli', terms: ['furgone per un giorno', 'furgone a noleggio', 'noleggiare un furgone', 'noleggio furgone', 'noleggio furgoni', 'auto per una settimana'] },
  { id: 'spostamenti', terms: ['non trovo parcheggio', 'non trovo mai parcheggio', 'trovare parcheggio', 'parcheggio in centro'] },
  { id: 'tempo-libero', terms: ['mi annoio', 'nuovo hobby', 'trovare un hobby', 'vorrei un hobby', 'passatempo', 'passatempi'] },
  { id: 'hobby-creativi', solves: ['tempo-libero'], terms: [] },
  { id: 'musica', solves: ['tempo-libero'], terms: [] },
  { id: 'solitudine', terms: ['conoscere gente', 'conoscere gente nuova', 'conoscere persone nuove', 'fare amicizia', 'nuovi amici'] },
  { id: 'acquisire-clienti', terms: ['pochi soci', 'pochi iscritti', 'calo degli iscritti', 'trovare nuovi soci'] },
  { id: 'divise', terms: ['divise per la squadra', 'divise da calcio', 'maglie per la squadra', 'magliette per la squadra', 'completini da calcio', 'kit gara'] },
  // R3-P6 health
  { id: 'udito-debole', terms: ['fischio nelle orecchie', 'fischi nelle orecchie', 'acufene', 'acufeni', 'ronzio nelle orecchie', 'orecchio tappato'] },
  { id: 'certificato-medico', terms: ['visita sportiva', 'visita medico sportiva', 'certificato medico', 'certificato medico sportivo', 'certificato di idoneità', 'idoneità sportiva'] },
  { id: 'visite-mediche', solves: ['certificato-medico'], terms: [] },
  { id: 'studi-medici', solves: ['certificato-medico'], terms: [] },
  { id: 'dipendenze', terms: ['dipendenza dal fumo', "dipendenza dall'alcol", 'alcolismo', 'bevo troppo', 'fumo troppo'] },
  { id: 'psicologia', solves: ['dipendenze'], terms: [] },
  { id: 'forma-fisica', terms: ['ho preso peso', 'preso dei chili', 'sono ingrassata', 'sono ingrassato', 'chili dopo la gravidanza'] },
  { id: 'estetica', terms: ['peli superflui'] },
  // R3-P7 freelancers, shops and small firms
  { id: 'acquisire-clienti', terms: ['non ho clienti', 'non ho abbastanza clienti', 'nessuno mi conosce', 'non mi conosce nessuno', 'la gente compra online', 'comprano tutti online', 'concorrenza di amazon', 'concorrenza online', 'non so a chi vendere', 'il vino non si vende', "l'olio non si vende"] },
  { id: 'lavoro-remoto', terms: ['lavoro da casa e mi distraggo', 'a casa mi distraggo'] },
  { id: 'coworking', terms: ['ufficio a ore', 'ufficio temporaneo', 'ufficio per ricevere i clienti', 'ufficio condiviso'] },
  { id: 'gestione-manuale', terms: ['preventivi fatti a mano', 'preventivi a mano', 'preventivi su word', 'preventivi su excel', 'tutto su excel'] },
  { id: 'siti-web', terms: ['portfolio online', 'sito portfolio'] },
  { id: 'backup', terms: ['file persi', 'perso tutti i file', 'persi i file', 'ho perso i file'] },
  { id: 'rifiuti', terms: ['merce scaduta', 'prodotti scaduti', 'alimenti scaduti'] },
  { id: 'presenze-a-mano', terms: ['turni su un foglio', 'fatti su un foglio', 'turni fatti a mano', 'turni su excel', 'non rispettano gli orari', 'timbrature a mano', 'presenze su carta', 'presenze a mano'] },
  { id: 'risorse-umane', solves: ['presenze-a-mano'], terms: [] },
  { id: 'spazio-insufficiente', terms: ['capannone troppo piccolo', 'ufficio troppo piccolo', 'negozio troppo piccolo', 'locale troppo piccolo', 'casa troppo piccola', 'ci serve più spazio'] },
  { id: 'immobiliare', solves: ['spazio-insufficiente'], terms: [] },
  { id: 'arredo-ufficio', terms: ['ufficio da arredare', "arredare l'ufficio", 'arredare gli uffici'] },
  { id: 'costi-stampa', terms: ['troppe stampe', 'costi di stampa', 'la stampante si inceppa', 'stampante che si inceppa'] },
  { id: 'office-automation', solves: ['costi-stampa'], terms: [] },
  { id: 'gare-appalto', terms: ["gara d'appalto", "gare d'appalto", 'appalti pubblici', 'mepa'] },
  { id: 'consulenza-direzione', solves: ['gare-appalto'], terms: [] },
  { id: 'richieste-esg', terms: ['bilancio di sostenibilità', 'report di sostenibilità', 'carbon footprint', 'impronta di carbonio', 'rating esg', 'calcolo delle emissioni'] },
  { id: 'consulenza-ambientale', solves: ['richieste-esg'], terms: [] },
  // R3-P8 farms
  { id: 'vigneto-vecchio', terms: ['vigneto vecchio', 'vigna vecchia', 'rinnovare il vigneto', 'reimpianto del vigneto', 'le viti sono vecchie'] },
  { id: 'vigneti-impianto', solves: ['vigneto-vecchio'], terms: [] },
  { id: 'mungitura', terms: ['mungitrice', 'mungitrici'] },
  { id: 'foraggio-rovinato', terms: ['fieno bagnato', 'fieno marcio', 'fieno che marcisce', 'foraggio ammuffito'] },
  { id: 'mezzi-agricoli', solves: ['foraggio-rovinato'], terms: [] },
  { id: 'riscaldamento-serre', terms: ['serra fredda', 'serra troppo fredda', 'serre fredde', 'gelo in serra'] },
  { id: 'serra-danneggiata', terms: ['serra rotta', 'serra danneggiata', 'teli della serra strappati', 'serra distrutta'] },
  { id: 'serre', solves: ['serra-danneggiata'], terms: [] },
  { id: 'ristagni', terms: ['terreno che si allaga', 'il terreno si allaga', 'campi allagati', "ristagni d'acqua", 'ristagno idrico'] },
  { id: 'irrigazione', solves: ['ristagni'], terms: [] },
  // R3-END
  // Session 11, kinds of things (2): household appliances, furniture and consumer electronics as
  // narrower concepts of their own (a washing machine is no kitchen equipment), with their single
  // things as Italians name them (brands used as names: "il bimby", "il folletto"), and the things
  // of more categories (bicycles, jewellery, watches, eyewear, sports, toys, baby gear, stationery,
  // outdoor furniture, tools, instruments, motorcycling). Written from general
  // knowledge only; two-sense words (mobile, forno, cappa, piano, frigo alone, stereo, console,
  // obiettivo, anello, catena) only inside phrases (docs/matching.md, "Thirteenth pass").
  { id: 'elettrodomestici', terms: ['elettrodomestici', 'elettrodomestico', 'grandi elettrodomestici', 'elettrodomestici da incasso', 'negozio di elettrodomestici', 'negozi di elettrodomestici', 'elettrodomestici per la casa'] },
  { id: 'grandi-elettrodomestici', broader: ['elettrodomestici'], terms: ['lavatrice', 'lavatrici', 'lavatrice nuova', 'asciugatrice', 'asciugatrici', 'lavasciuga', 'lavasciuga biancheria', 'frigorifero', 'frigoriferi', 'frigorifero combinato', 'frigo combinato', 'frigocongelatore', 'frigo nuovo', 'congelatore a pozzetto', 'freezer', 'piano cottura', 'piani cottura', 'piano a induzione', 'piani a induzione', 'piano cottura a induzione', 'piano cottura a gas', 'forno elettrico', 'forni elettrici', 'forno da incasso', 'forni da incasso', 'forno a microonde', 'microonde', 'cappa aspirante', 'cappe aspiranti', 'cappa da cucina', 'cappa della cucina', 'lavastoviglie da incasso', 'cantinetta vini', 'whirlpool', 'electrolux', 'indesit', 'hotpoint', 'smeg'] },
  { id: 'piccoli-elettrodomestici', broader: ['elettrodomestici'], terms: ['aspirapolvere', 'aspirapolveri', 'scopa elettrica', 'scope elettriche', 'robot aspirapolvere', 'robot lavapavimenti', 'folletto vorwerk', 'vorwerk', 'dyson', 'roomba', 'ferro da stiro', 'ferri da stiro', 'ferro da stiro a vapore', 'ferro a vapore', 'sistema stirante', 'asse da stiro attiva', 'asciugacapelli', 'phon', 'piastra per capelli', 'arricciacapelli', 'regolabarba', 'tostapane', 'bollitore elettrico', 'bollitori elettrici', 'macchinetta del caffè', 'macchinette del caffè', 'macchina del caffè a capsule', 'macchina a capsule', 'macchine a capsule', 'nespresso', 'spremiagrumi', 'estrattore di succo', 'estrattori di succo', 'centrifuga per frutta', 'minipimer', 'frullatore a immersione', 'sbattitore elettrico', 'yogurtiera', 'macchina del pane', 'macchina per la pasta', 'deumidificatore', 'deumidificatori', "purificatore d'aria", "purificatori d'aria", 'ventilatore a colonna', 'ventilatore da soffitto', 'ventilatori da soffitto', 'amazon alexa', 'stufetta elettrica', 'stufette elettriche', 'termoventilatore', 'vaporella', 'polti', 'rowenta', 'imetec', 'delonghi', "de'longhi"] },
  { id: 'elettrodomestici-cucina', terms: ['thermomix', 'kenwood', 'kitchenaid', 'cooking chef', 'friggitrici ad aria', 'sous vide da casa'] },
  { id: 'mobili-casa', broader: ['arredo'], terms: ['armadio', 'armadi', 'armadio a muro', 'armadio a ante scorrevoli', 'cabina armadio', 'cabine armadio', 'comodino', 'comodini', 'madia', 'madie', 'cameretta', 'camerette', 'camerette per bambini', 'letto a castello', 'letti a castello', 'letto contenitore', 'letti contenitore', 'letto a soppalco', 'tavolo da pranzo', 'tavoli da pranzo', 'tavolo allungabile', 'tavoli allungabili', 'tavolino da salotto', 'tavolini da salotto', 'sedie da cucina', 'sgabelli', 'scarpiera', 'scarpiere', 'appendiabiti', 'attaccapanni', 'specchiera', 'specchiere', 'mensole', 'mensola a muro', 'mobile porta tv', 'mobili porta tv', 'porta tv', 'mobile tv', 'mobiletto', 'mobiletti', 'mobile bagno', 'mobili bagno', 'mobile da bagno', 'mobili da bagno', 'mobile del bagno', 'mobile soggiorno', 'mobile ingresso', 'mobili componibili', 'vetrinetta', 'vetrinette', 'pensili', 'soprammobili', 'portaombrelli'] },
  { id: 'elettronica-consumo', terms: ['elettronica di consumo', 'consumer electronics', 'negozio di elettronica', 'negozi di elettronica', 'televisore', 'televisori', 'smart tv', 'tv 4k', 'tv oled', 'tv led', 'tv nuova', 'soundbar', 'home theater', 'home cinema', 'impianto hi-fi', 'impianti hi-fi', 'hi-fi', 'hifi', 'impianto stereo', 'giradischi', 'casse bluetooth', 'cassa bluetooth', 'cassa portatile', 'speaker bluetooth', 'altoparlante bluetooth', 'altoparlante intelligente', 'assistente vocale', 'google home', 'cuffie bluetooth', 'cuffie wireless', 'cuffie antirumore', 'auricolari', 'auricolari bluetooth', 'airpods', 'fotocamera', 'fotocamere', 'fotocamera digitale', 'macchina fotografica', 'macchine fotografiche', 'reflex', 'mirrorless', 'obiettivi fotografici', 'obiettivo fotografico', 'videocamera', 'videocamere', 'action cam', 'gopro', 'smartwatch', 'fitbit', 'apple watch', 'e-reader', 'ebook reader', 'kindle', 'decoder', 'lettore blu-ray', 'lettore dvd', 'videoproiettore', 'videoproiettori', 'navigatore satellitare', 'chromecast', 'console di gioco', 'nintendo switch', 'playstation 5'] },
  { id: 'bici', terms: ["camera d'aria", "camere d'aria", 'sellino', 'sellini', 'casco da bici', 'caschi da bici', 'casco per bici', 'pedali della bici', 'catena della bici', 'copertoncini', 'cambio shimano', 'shimano', 'portabici', 'seggiolino per bici', 'bici da corsa', 'bici da strada', 'city bike', 'bici per bambini', 'pompa per bici', 'lucchetto per bici'] },
  { id: 'gioielli', terms: ['collana', 'braccialetto', 'braccialetti', 'anello di fidanzamento', 'anelli di fidanzamento', 'anello in oro', 'anello d’oro', "anello d'oro", 'fede nuziale', 'solitario con diamante', 'catenina', 'catenine', 'girocollo'] },
  { id: 'orologi', terms: ['orologio da polso', 'cronografo', 'cronografi', 'orologio automatico', 'orologi automatici', 'orologio subacqueo', 'rolex', 'swatch', 'cinturino', 'orologio da parete', 'orologi da parete', 'sveglia da comodino'] },
  { id: 'ottica', terms: ['occhiali da lettura', 'occhiali progressivi', 'occhiali per computer', 'montatura', 'montatura per occhiali', 'lenti per occhiali', 'lenti graduate', 'lenti multifocali', 'lenti giornaliere', 'lenti mensili', 'ray-ban', 'rayban', 'occhiali polarizzati'] },
  { id: 'sport', terms: ['casco da sci', 'caschi da sci', 'maschera da sci', 'bastoncini da sci', 'attacchi da sci', 'sciolina', 'tuta da sci', 'sci da fondo', 'pallone da basket', 'palla da basket', 'canestro da basket', 'pallone da pallavolo', 'porta da calcio', 'porte da calcio', 'palline da golf', 'sacca da golf', 'cuffia da piscina', 'materassino da campeggio', 'fornellino da campeggio'] },
  { id: 'fitness', terms: ['kettlebell', 'panca per addominali', 'panca piana', 'tappetino da yoga', 'tappetino yoga', 'tappetini yoga', 'elastici fitness', 'vogatore', 'bici da spinning', 'spin bike', 'pedana vibrante', 'step da aerobica'] },
  { id: 'giocattoli', terms: ['bambolotto', 'bambolotti', 'casa delle bambole', 'cucina giocattolo', 'cucine giocattolo', 'gioco di costruzioni', 'giochi di costruzioni', 'hot wheels', 'robot giocattolo', 'dinosauri giocattolo', 'slime', 'bici senza pedali', 'monopattino per bambini', 'macchinina a pedali', 'macchina elettrica per bambini', 'gonfiabili', 'piscina gonfiabile'] },
  { id: 'infanzia', terms: ['girello', 'sdraietta', 'sdraiette', 'fasciatoio da bagno', 'zaino porta bimbo', 'fascia porta bebè', 'passeggino trio', 'trio per neonati', 'lettino da viaggio', 'paracolpi', 'cancelletto per le scale', 'cancelletti di sicurezza'] },
  { id: 'cancelleria', terms: ['quaderno', 'gomma per cancellare', 'gomme per cancellare', 'colla vinilica', 'calcolatrice', 'calcolatrici', 'calcolatrice scientifica', 'squadretta', 'squadrette', 'goniometro', 'album da disegno', 'fogli protocollo', 'cartoncini colorati', 'tempere', 'portamine', 'bianchetto', 'penne gel', 'penna a sfera', 'zaino scolastico', 'zaini scolastici', 'corredo scolastico'] },
  { id: 'arredo-esterni', broader: ['arredo'], terms: ['arredo giardino', 'arredo da giardino', 'arredamento da giardino', 'arredo esterni', 'arredo per esterni', 'arredamento per esterni', 'arredo outdoor', 'mobili da giardino', 'mobili da esterno', 'tavolo da giardino', 'tavoli da giardino', 'sedie da giardino', 'set da giardino', 'salottino da esterno', 'sedia a sdraio', 'sedie a sdraio', 'amaca', 'amache', 'dondolo da giardino', 'barbecue', 'barbecue a gas', 'barbecue a carbone', 'casetta da giardino', 'casette da giardino', 'casetta per attrezzi', 'fioriera da esterno'] },
  { id: 'utensili', terms: ['chiave a brugola', 'chiavi a brugola', 'brugola', 'brugole', 'avvitatore a batteria', 'trapano a batteria', 'trapano a percussione', 'trapano a colonna', 'martello demolitore', 'pialla', 'pialla elettrica', 'scalpello', 'scalpelli', 'taglierino', 'nastro americano', 'scala telescopica', 'scale telescopiche', 'scala a libretto', 'idropulitrice', 'idropulitrici', 'aspiratutto', 'bidone aspiratutto', 'saldatrice a filo', 'saldatrice inverter', 'multimetro', 'lucchetto', 'lucchetti', 'bulloni', 'rondelle', 'cerniere per mobili', 'ganci a muro'] },
  { id: 'musica', terms: ['tamburo', 'tamburi', 'djembe', 'cajon', 'xilofono', 'pedaliera', 'pedaliere', 'pedale per chitarra', 'effetti per chitarra', 'amplificatore per chitarra', 'flauto dolce', 'ottavino', 'microfono per cantare', 'corde per violino', 'custodia per chitarra'] },
  { id: 'moto', terms: ['casco da moto', 'caschi da moto', 'casco integrale', 'caschi integrali', 'casco jet', 'casco modulare', 'giubbotto da moto', 'giacca da moto', 'tuta da moto', 'guanti da moto', 'stivali da moto', 'bauletto', 'bauletto per scooter', 'interfono per moto', 'abbigliamento da moto', 'accessori moto'] },
  // Session 11, trade channels and customer types: the names Italian trade gives its channels
  // and the people who run them, as a kind of customer (general knowledge, no evaluation text).
  { id: 'horeca', terms: ['ristoratori', 'ristoratore', 'ristoratrice', 'albergatori', 'albergatore', 'canale horeca', 'settore horeca', 'pubblici esercizi', 'pubblico esercizio'] },
  { id: 'gdo', terms: ["centrali d'acquisto", "centrale d'acquisto", 'distribuzione moderna', 'distribuzione organizzata', 'catene della grande distribuzione', 'catene di supermercati', 'insegne della gdo', 'buyer della gdo'] },
  // Made under the buyer's brand: asked for as a supply, not a kind of customer (and no "privati").
  { id: 'private-label', terms: ['private label', 'marca del distributore', 'marchio del distributore', 'a marchio del cliente', 'con il marchio del cliente', 'marchio privato', 'white label'] },
  { id: 'negozi', terms: ['negozianti', 'negoziante', 'negozi di vicinato', 'negozi al dettaglio', 'commercio al dettaglio', 'vendita al dettaglio', 'canale retail', 'rivendite', 'rivendita'] },
  // Session 11, professions: a buyer names the professional ("un idraulico", "la pasticcera", "il
  // tassista"), a stand names the service it gives. Each common profession of ISTAT's CP2011 (major
  // groups 2-8) that the lexicon lacked joins its service's concept (masculine, feminine, plural and
  // colloquial forms); an owner who is a kind of customer joins its audience ("ristoratore" ->
  // horeca), never a worker a stand may hire ("baristi" stays a word of its own). Written from
  // general knowledge (docs/matching.md, "Thirteenth pass: professions").
  // Intellectual, scientific and technical professions (groups 2-3).
  { id: 'consulenza-finanziaria', terms: ['consulenti finanziari', 'consulente patrimoniale', 'private banker'] },
  { id: 'paghe', terms: ['paghista', 'paghisti', 'ufficio paghe'] },
  { id: 'contabilita', terms: ['revisore dei conti', 'revisori dei conti', 'revisore contabile'] },
  { id: 'edilizia', terms: ['studio di geometri', 'pratiche catastali', 'pratica catastale', 'accatastamento', 'accatastamenti', 'visura catastale', 'visure catastali', 'variazione catastale', 'pratiche edilizie', 'pratica edilizia', 'sanatoria edilizia', 'direzione lavori', 'direttore dei lavori', 'cartongessista', 'cartongessisti', 'capocantiere', 'carpentiere edile', 'carpentieri edili'] },
  { id: 'visite-mediche', terms: ['logopedista', 'logopedisti', 'logopedia', 'neurologo', 'neurologa', 'urologo', 'endocrinologo', 'allergologo', 'reumatologo', 'gastroenterologo', 'pneumologo', 'podologo', 'podologa', 'podologia', 'medico specialista', 'medici specialisti'] },
  { id: 'fisioterapia', terms: ['massofisioterapista', 'massofisioterapisti'] },
  { id: 'benessere', terms: ['massaggiatore', 'massaggiatrice', 'massaggiatori', 'naturopata', 'naturopati', 'naturopatia', 'riflessologia', 'operatore olistico'] },
  { id: 'assistenza-anziani', terms: ['infermiere a domicilio', 'infermiera a domicilio', 'infermieri a domicilio', 'assistenza infermieristica', 'infermieristica domiciliare'] },
  { id: 'legale-privati', terms: ['amministratore di sostegno', 'amministrazione di sostegno'] },
  { id: 'turismo', terms: ['guida turistica', 'guide turistiche', 'accompagnatore turistico', 'accompagnatori turistici'] },
  { id: 'autoscuola', terms: ['istruttore di guida', 'istruttori di guida', 'istruttrice di guida', 'istruttore di scuola guida'] },
  { id: 'audio-luci', terms: ['tecnico luci', 'tecnici luci', 'tecnico del suono', 'tecnici del suono', 'tecnico audio'] },
  // Trade and services (group 5).
  // Owners as their audience (ristoratore, albergatore -> horeca): the trade-channels block above.
  { id: 'catering', terms: ['cuoco a domicilio', 'cuochi a domicilio', 'chef a domicilio', 'personal chef', 'cuoco per eventi', 'chef per eventi'] },
  { id: 'dolci', terms: ['pasticceri', 'pasticcera', 'maestro pasticcere', 'cioccolatiere', 'cioccolatieri', 'gelataio', 'gelatai'] },
  { id: 'alimentare', terms: ['panettiere', 'panettieri', 'panettiera', 'fornaio', 'fornai', 'panetteria', 'panetterie'] },
  { id: 'salumi', terms: ['norcino', 'norcini'] },
  { id: 'ittico', terms: ['pescivendolo', 'pescivendoli', 'pescivendola'] },
  { id: 'vino', terms: ['sommelier'] },
  { id: 'birra', terms: ['birraio', 'birrai', 'mastro birraio', 'mastri birrai'] },
  { id: 'estetica', terms: ['truccatrice', 'truccatore', 'truccatori', 'make up artist', 'makeup artist', 'onicotecnica', 'onicotecniche', 'nail artist'] },
  { id: 'moda', terms: ['stilista', 'stilisti'] },
  // Crafts and farming (group 6).
  { id: 'termoidraulica', terms: ['un idraulico', "l'idraulico", "dall'idraulico", 'idraulico di fiducia', 'idraulico a domicilio', 'pronto intervento idraulico', 'termotecnico', 'termotecnici', 'caldaista', 'caldaisti', 'frigorista', 'frigoristi', 'tecnico caldaie', 'installatore di caldaie', 'installatori di caldaie', 'installatore di condizionatori', 'installatori di condizionatori'] },
  { id: 'impianti-elettrici', terms: ['installatore elettrico', 'installatori elettrici'] },
  { id: 'pitture', terms: ['pittore edile', 'pittori edili', 'stuccatore', 'stuccatori'] },
  { id: 'ceramiche', terms: ['piastrellista', 'piastrellisti', 'posatore di piastrelle', 'posatori di piastrelle', 'parquettista', 'parquettisti', 'posa di piastrelle'] },
  { id: 'coperture', terms: ['lattoniere', 'lattonieri', 'impermeabilizzatore', 'impermeabilizzatori'] },
  { id: 'metalmeccanica', terms: ['tornitore', 'tornitori', 'fresatore', 'fresatori', 'carpentiere metallico', 'carpentieri metallici'] },
  { id: 'gioielli', terms: ['gioielliere', 'gioiellieri', 'orefice', 'orefici'] },
  { id: 'legno', terms: ['ebanista', 'ebanisti', 'intagliatore', 'intagliatori'] },
  { id: 'ascensori', terms: ['ascensorista', 'ascensoristi'] },
  { id: 'spurghi', terms: ['spurghista', 'spurghisti'] },
  { id: 'disinfestazione', terms: ['disinfestatore', 'disinfestatori', 'derattizzatore'] },
  { id: 'legatoria', terms: ['legatore', 'legatori'] },
  { id: 'riparazione-elettrodomestici', terms: ['tecnico della lavatrice', 'tecnico della lavastoviglie', 'tecnico del frigorifero', 'tecnico del frigo'] },
  { id: 'negozio-informatica', terms: ['tecnico del computer', 'tecnico per il computer', 'tecnico del pc', 'tecnico pc'] },
  // Plant and machine operators, drivers (group 7).
  { id: 'trasporto-persone', terms: ['tassista', 'autista privato', 'autisti privati', 'auto con autista', 'noleggio auto con autista'] },
  { id: 'logistica', terms: ['camionista', 'camionisti'] },
  { id: 'sollevamento', terms: ['gruista', 'gruisti', 'gru con operatore'] },
  { id: 'macchine-edili', terms: ['escavatorista', 'escavatoristi', 'ruspista', 'ruspisti', 'escavatore con operatore'] },
  // Second round: more of groups 2-8 (health and care, events, building and transport trades).
  // A vet is the vet's service, no longer a pet shop's word (moved from 'animali').
  { id: 'veterinaria', terms: ['veterinario', 'veterinari'] },
  { id: 'odontoiatria', terms: ['odontotecnico', 'odontotecnici', 'laboratorio odontotecnico'] },
  { id: 'ottica', terms: ['ortottista', 'ortottisti'] },
  { id: 'gravidanza', terms: ['doula'] },
  { id: 'fisioterapia', terms: ['fisiatra', 'fisiatri'] },
  { id: 'psicologia', terms: ['sessuologo', 'sessuologa'] },
  { id: 'consulenza-legale', terms: ['avvocato del lavoro', 'avvocati del lavoro', 'giuslavorista', 'giuslavoristi'] },
  { id: 'sicurezza-lavoro', terms: ['medico del lavoro', 'medici del lavoro'] },
  { id: 'trasporti-internazionali', terms: ['doganalista', 'doganalisti', 'spedizioniere doganale', 'spedizionieri doganali', 'agente doganale'] },
  { id: 'ricerca-sviluppo', terms: ['disegnatore cad', 'disegnatori cad', 'disegnatore tecnico', 'disegnatori tecnici', 'progettista cad'] },
  { id: 'negozio-informatica', terms: ['riparatore di cellulari', 'tecnico dei cellulari', 'tecnico del telefono'] },
  { id: 'piscine', terms: ['piscinista', 'piscinisti', 'bagnino', 'bagnini'] },
  { id: 'fitness', terms: ['preparatore atletico', 'preparatori atletici'] },
  { id: 'danza', terms: ['coreografo', 'coreografa', 'coreografi'] },
  { id: 'eventi', terms: ['hostess', 'steward e hostess', 'hostess per eventi', 'hostess per fiere'] },
  { id: 'stufe', terms: ['fumista', 'fumisti'] },
  { id: 'allestimenti', terms: ['vetrinista', 'vetrinisti'] },
  { id: 'perforazioni', terms: ['pozzaiolo', 'pozzaioli'] },
  { id: 'vigilanza', terms: ['buttafuori', 'portiere notturno', 'portieri notturni'] },
  { id: 'spedizioni', terms: ['pony express'] },
  { id: 'funerali-servizi', terms: ['necroforo', 'necrofori', 'impresario funebre', 'impresa funebre'] },
  // Session 11, activities, goals and life events: a consumer names what they want to do or what is
  // happening in their life ("imparare a ballare", "fare un viaggio", "aspetto un figlio"), not the
  // offer that serves it. Phrases only (a verb with its object), so that a bare common word keeps its
  // own senses; general knowledge, no evaluation text.
  { id: 'danza', terms: ['imparare a ballare', 'imparo a ballare', 'lezioni di ballo', 'lezione di ballo', 'corso di danza', 'corsi di danza', 'lezioni di danza', 'ballo liscio', 'balli caraibici'] },
  { id: 'turismo', terms: ['fare un viaggio', 'organizzare un viaggio', 'prenotare un viaggio', 'viaggio organizzato', 'viaggi organizzati', 'andare al mare', 'vacanza al mare', 'vacanze al mare', 'weekend al mare', 'gita fuori porta', 'gite fuori porta', 'un weekend fuori'] },
  { id: 'outdoor', terms: ['andare in montagna', 'camminare in montagna', 'escursioni in montagna', 'andare a correre', 'iniziare a correre', 'mettermi a correre', 'corsa in montagna'] },
  { id: 'servizi-religiosi', terms: ['prima comunione', 'prime comunioni'] },
  { id: 'forma-fisica', terms: ['perdere chili', 'perdere qualche chilo', 'perdere dei chili', 'buttare giù qualche chilo', 'calare di peso', 'tornare in forma', 'rimanere in forma'] },
  { id: 'gravidanza', terms: ['aspetto un figlio', 'aspettiamo un figlio', 'aspetto una bambina', 'aspettiamo una bambina', 'aspetto un bimbo', 'aspettiamo un bimbo', 'aspetto una bimba', 'aspettiamo una bimba', 'in dolce attesa', 'diventare mamma', 'diventare papà', 'diventerò mamma', 'diventerò papà', 'sono incinta'] },
  { id: 'infanzia', terms: ['è nato mio figlio', 'è nata mia figlia', 'è nato il bambino', 'è nata la bambina', 'appena nato', 'appena nata', 'nascita di mio figlio', 'nascita di mia figlia', 'iscrivere il bambino al nido', 'iscrivere la bambina al nido'] },
  { id: 'anziani-soli', terms: ['non è più autonomo', 'non è più autonoma', 'non può più stare da solo', 'non può più stare da sola', 'non può più vivere da solo', 'non può più vivere da sola', 'non ce la fa più da solo', 'non ce la fa più da sola'] },
  { id: 'orientamento', terms: ["iscriversi all'università", "iscrivermi all'università", "iscrivere mio figlio all'università", "iscrivere mia figlia all'università", "iscrivere il figlio all'università", "iscrivere la figlia all'università", "iscrizione all'università", "scegliere l'università", 'test di ingresso', "test d'ingresso"] },
  { id: 'ricerca-lavoro', terms: ['cerco un nuovo lavoro', 'cercare un nuovo lavoro', 'trovare un nuovo lavoro', 'cerco un lavoro nuovo', 'cambio lavoro', 'ho perso il lavoro', 'perso il lavoro', 'rimasto senza lavoro', 'rimasta senza lavoro', 'sono stato licenziato', 'sono stata licenziata', 'mi hanno licenziato', 'mi hanno licenziata'] },
  { id: 'arte', terms: ['imparare a dipingere', 'imparare a disegnare', 'imparo a disegnare', 'imparo a dipingere'] },
  { id: 'fotografia', terms: ['imparare a fotografare', 'imparo a fotografare'] },
  { id: 'musica', terms: ['imparare a cantare', 'imparo a cantare', 'imparare a suonare', 'imparo a suonare'] },
  { id: 'sport', terms: ['imparare a sciare', 'imparo a sciare', 'lezioni di sci', 'scuola di sci', 'maestro di sci', 'maestri di sci'] },
  { id: 'autoscuola', terms: ['imparare a guidare', 'imparo a guidare'] },
  { id: 'liti-private', terms: ['mi separo', 'ci separiamo', 'separazione consensuale', 'separazione giudiziale'] },
  // Session 11, English loanwords and abbreviations: Italians write many offers in English or as
  // an acronym ("delivery", "take away", "home staging", "self check-in", "TFR", "DURC", "km 0"),
  // with spacing and hyphen variants ("petsitter", "second-hand"). Each joins the concept of its
  // meaning; a loanword that is also an Italian word or has another sense ("ape", "scia", "unico",
  // "iva", "outdoor", "tour", "meeting", "app") only inside a phrase. General knowledge, no
  // evaluation text (docs/matching.md, "Thirteenth pass: English loanwords and abbreviations").
  // Food, hospitality and short lets.
  { id: 'consegna-domicilio', terms: ['delivery', 'food delivery', 'servizio delivery', 'servizio di delivery', 'home delivery'] },
  { id: 'street-food', terms: ['take away', 'takeaway', 'take-away', 'cibo da asporto', 'cibo take away', 'foodtruck', 'foodtrucks', 'streetfood'] },
  { id: 'affitti-brevi', terms: ['property management', 'revenue management', 'revenue manager', 'channel manager', 'self check-in', 'self check in', 'check-in automatico', 'gestione check-in', 'host airbnb', 'superhost', 'bnb'] },
  { id: 'alloggio-hotel', terms: ['hostel', 'boutique hotel'] },
  { id: 'turismo', terms: ['glamping', 'city tour', 'walking tour', 'food tour', 'tour guidati', 'tour guidato', 'travel agency', 'agenzia incoming', 'turismo incoming', 'viaggi incoming'] },
  { id: 'vino', terms: ['wine tasting', 'wine tour', 'wine bar', 'wine experience'] },
  { id: 'alimentare', terms: ['vegan food', 'cibo vegano', 'prodotti vegani', 'plant based', 'plant-based'] },
  { id: 'animali', terms: ['petfood', 'pet food', 'pet shop', 'petshop', 'grooming', 'dog grooming'] },
  { id: 'pet-sitter', terms: ['petsitter', 'pet-sitter', 'dogsitter', 'dog-sitter', 'catsitter', 'cat-sitter'] },
  // Beauty, wellness, sport.
  { id: 'estetica', terms: ['beauty center', 'beauty centre', 'centro beauty', 'beauty salon', 'make up', 'trucco permanente', 'nails', 'nail bar', 'nail salon', 'smalto semipermanente', 'semipermanente unghie', 'laminazione ciglia', 'extension ciglia', 'hairstylist', 'hair stylist'] },
  { id: 'benessere', terms: ['beauty farm', 'day spa', 'centro spa', 'spa e benessere', 'wellness', 'centro wellness'] },
  { id: 'cosmetica', terms: ['skin care', 'skincare', 'skincare routine', 'beauty routine'] },
  { id: 'barberia', terms: ['barbershop', 'barber'] },
  { id: 'fitness', terms: ['corso di spinning', 'corsi di spinning', 'lezioni di spinning', 'indoor cycling', 'workout', 'functional training', 'allenamento funzionale', 'hiit', 'bootcamp'] },
  { id: 'outdoor', terms: ['hiking', 'canyoning', 'trail running', 'e-mtb', 'emtb'] },
  { id: 'bici', terms: ['e-bike', 'ebike', 'e-bikes', 'ebikes', 'gravel bike', 'mountain bike', 'mtb'] },
  { id: 'stress', terms: ['burn out', 'burn-out'] },
  // Living, moving and shopping.
  { id: 'immobiliare', terms: ['home staging', 'homestaging'] },
  { id: 'architetti', terms: ['interior design', 'interior designers'] },
  { id: 'usato', terms: ['second-hand', 'secondhand', 'abbigliamento vintage', 'abiti vintage', 'mobili vintage', 'negozio vintage', 'mercatino vintage', 'vintage shop', 'thrift shop'] },
  { id: 'riciclo', terms: ['upcycling', 'upcycled', 'riuso creativo'] },
  { id: 'sostenibilita', terms: ['eco friendly', 'ecofriendly', 'zero waste', 'zero-waste', 'rifiuti zero', 'plastic-free', 'plasticfree'] },
  { id: 'camper', terms: ['motorhome', 'motorhomes', 'van camperizzato', 'furgone camperizzato', 'camper van', 'campervan'] },
  { id: 'moda', terms: ['streetwear', 'street wear', 'hoodie', 'outfit', 'felpa con cappuccio', 'abbigliamento streetwear'] },
  { id: 'infanzia', terms: ['baby shop', 'baby store', 'negozio baby'] },
  { id: 'feste-bambini', terms: ['baby shower', 'gender reveal', 'party per bambini', 'kids party'] },
  { id: 'eventi', terms: ['party planner', 'event planner', 'event manager', 'show cooking', 'showcooking'] },
  { id: 'audio-luci', terms: ['deejay', 'service luci', 'service audio luci', 'light designer'] },
  { id: 'regali', terms: ['gift box', 'gift card', 'gift cards', 'corporate gift', 'corporate gifts', 'welcome kit'] },
  { id: 'gadget', terms: ['merchandise'] },
  // Business services and technology.
  { id: 'ecommerce', terms: ['dropshipping', 'drop shipping', 'drop-shipping'] },
  { id: 'grafica', terms: ['branding', 'rebranding', 'restyling del marchio', 'visual identity', 'corporate identity'] },
  { id: 'lavoro-remoto', terms: ['smartworking', 'smart-working', 'lavoro agile', 'remote working', 'remote work'] },
  { id: 'intelligenza-artificiale', terms: ['chatbot', 'chat bot', 'chatbots', 'assistente virtuale', 'assistenti virtuali'] },
  { id: 'fintech', terms: ['blockchain', 'criptovalute', 'criptovaluta', 'crypto', 'bitcoin'] },
  { id: 'cybersecurity', terms: ['vpn'] },
  { id: 'reti-informatiche', terms: ['wi fi', 'wi-fi'] },
  { id: 'telecomunicazioni', terms: ['ftth', 'fttc', 'fibra fino a casa'] },
  { id: 'informatica', terms: ['server aziendale', 'server aziendali', 'sala server', 'server rack'] },
  { id: 'backup', terms: ['nas', 'backup in cloud', 'cloud backup'] },
  { id: 'illuminazione', terms: ['led', 'lampade led', 'lampadine led', 'illuminazione led', 'luci led'] },
  { id: 'impianti-elettrici', terms: ['smart home', 'home automation', 'casa intelligente', 'smart building'] },
  { id: 'vigilanza', terms: ['cctv', 'telecamere ip'] },
  { id: 'mobilita-elettrica', terms: ['full electric', 'ibrido plug-in', 'ibrida plug-in', 'ibride plug-in', 'auto plug-in'] },
  { id: 'trasporto-persone', terms: ['shuttle', 'navetta aeroporto', 'servizio navetta'] },
  { id: 'logistica', terms: ['ultimo miglio', 'consegne ultimo miglio'] },
  { id: 'trasporti-internazionali', terms: ['freight forwarder', 'freight forwarding'] },
  { id: 'sollevamento', terms: ['transpallet', 'forklift', 'transpallet elettrico'] },
  { id: 'raccolta-fondi', terms: ['fundraising', 'fund raising', 'fundraiser'] },
  { id: 'welfare', terms: ['ticket restaurant', 'buoni pasto elettronici'] },
  // Italian abbreviations of tax, work and paperwork.
  { id: 'paghe', terms: ['tfr', 'trattamento di fine rapporto', 'cud', 'certificazione unica'] },
  { id: 'burocrazia', terms: ['durc', 'codice ateco', 'codici ateco', 'ateco', 'pratica suap', 'suap', 'pratica scia', 'pratiche scia'] },
  { id: 'edilizia', terms: ['cila', 'cilas', 'pratica cila'] },
  { id: 'efficienza-energetica', terms: ['certificato ape', 'attestato ape', 'attestato di prestazione energetica', 'attestati di prestazione energetica'] },
  { id: 'fisco', terms: ['p.iva', 'p. iva', 'piva', 'dichiarazione iva', 'liquidazione iva', 'modello unico', 'modello f24'] },
  { id: 'certificazioni', terms: ['iso 9001', 'iso 14001', 'iso 45001', 'iso 27001', 'marcatura ce', 'certificazione iso', 'certificazioni iso'] },
  { id: 'avvio-attivita', terms: ['srls', 'aprire una srls', 'aprire la p.iva', 'aprire partita iva'] },
  { id: 'formazione', terms: ['mba', 'executive master', 'e-learning', 'elearning'] },
  { id: 'ripetizioni', terms: ['tutoring'] },
  // Second round: office, sales and finance words written in English.
  { id: 'call-center', terms: ['customer care', 'customer service', 'servizio clienti esternalizzato'] },
  { id: 'marketing-digitale', terms: ['copywriting', 'storytelling', 'mailing list', 'lead generation', 'digital strategy'] },
  { id: 'fotografia', terms: ['video making', 'videomaking'] },
  { id: 'siti-web', terms: ['ux design', 'ui design', 'ux/ui design', 'ui/ux design', 'user experience', 'cms'] },
  { id: 'informatica', terms: ['office 365', 'microsoft 365', 'google workspace', 'sharepoint'] },
  { id: 'privacy', terms: ['privacy policy', 'cookie policy', 'cookie banner', 'informativa cookie'] },
  { id: 'contabilita', terms: ['e-invoicing', 'sistema di interscambio'] },
  { id: 'pagamenti', terms: ['bnpl', 'buy now pay later', 'carta prepagata', 'carte prepagate'] },
  { id: 'investimento', terms: ['trading online', 'etf', 'fondi etf'] },
  { id: 'consulenza-finanziaria', terms: ['financial advisor', 'wealth management'] },
  { id: 'assicurazioni', terms: ['insurtech'] },
  { id: 'comprare-casa', terms: ['rent to buy'] },
  { id: 'immobiliare', terms: ['nuda proprietà'] },
  { id: 'architetti', terms: ['rendering', 'rendering 3d', 'render 3d', 'rendering architettonici'] },
  { id: 'ingegneria', terms: ['bim', 'progettazione bim', 'modellazione bim'] },
  { id: 'ricerca-sviluppo', terms: ['cad', 'software cad', 'disegno cad'] },
  { id: 'edilizia', terms: ['bioedilizia', 'tiny house', 'tiny houses'] },
  { id: 'benessere', terms: ['reiki'] },
  { id: 'fitness', terms: ['calisthenics', 'personal training'] },
  { id: 'nuoto', terms: ['aquagym', 'acquagym', 'aqua gym', 'acqua gym'] },
  { id: 'arti-marziali', terms: ['boxing', 'thai boxe', 'muay thai'] },
  { id: 'formazione', terms: ['soft skills', 'public speaking', 'corso di leadership', 'corsi di leadership'] },
  { id: 'consulenza-direzione', terms: ['six sigma', 'kaizen', 'lean production', 'lean management', 'lean thinking'] },
  { id: 'commerciali', terms: ['key account', 'key account manager'] },
  { id: 'allestimenti', terms: ['stand per fiere', 'stand fieristici'] },
  // Twentieth pass (session 16): trades and services that stands of several fairs name in words
  // the lexicon did not read (scripts/lexicon-coverage.ts), with the forms a visitor asks them by.
  { id: 'terme', broader: ['turismo'], terms: ['terme', 'termale', 'termali', 'cure termali', 'stabilimento termale', 'stabilimenti termali', 'centro termale', 'centri termali', 'piscine termali', 'piscina termale', 'acque termali', 'soggiorni termali', 'soggiorno termale', 'fanghi termali', 'bagni termali'] },
  { id: 'antiquariato', terms: ['antiquariato', 'antiquario', 'antiquari', 'antiquaria', 'modernariato', "mobili d'epoca", 'mobili antichi', 'mobile antico', "oggetti d'epoca", 'oggetti antichi', 'antichità', 'libri antichi', "mercatino dell'antiquariato", "mostra dell'antiquariato"] },
  { id: 'senza-glutine', broader: ['alimentare'], terms: ['senza glutine', 'gluten free', 'gluten-free', 'glutenfree', 'celiaci', 'celiaco', 'celiaca', 'celiachia', 'per celiaci', 'spiga barrata'] },
  { id: 'feste-bambini', terms: ['feste di compleanno', 'festa di compleanno', 'compleanni dei bambini', 'compleanno dei bambini', 'party di compleanno'] },
  { id: 'location-eventi', terms: ['sala ricevimenti', 'sale ricevimenti', 'sala per ricevimenti', 'sale per ricevimenti', 'sala da ricevimenti'] },
  { id: 'pagamenti', terms: ['registratore telematico', 'registratori telematici', 'cassa telematica', 'casse telematiche', 'misuratore fiscale', 'misuratori fiscali', 'scontrino elettronico', 'scontrini elettronici', 'corrispettivi telematici'] },
  { id: 'avvio-attivita', terms: ['apertura partita iva', 'apertura della partita iva', 'apertura p.iva'] },
  { id: 'affilatura', terms: ['affilatura', 'affilature', 'affilare', 'affilatore', 'affilatori', 'arrotino', 'arrotini', 'arrotatura', 'affilatura coltelli', 'affilatura lame', 'affilatura forbici', 'affilare i coltelli', 'affilare le forbici', 'coltelli da affilare', 'coltelli che non tagliano'] },
  { id: 'subacquea', terms: ['subacquea', 'subacqueo', 'subacquee', 'subacquei', 'diving', 'diving center', 'centro immersioni', 'centri immersioni', 'immersioni guidate', 'immersioni subacquee', 'immersione subacquea', 'corso sub', 'corsi sub', 'brevetto sub', 'brevetto padi', 'padi', 'open water', 'snorkeling', 'apneisti', 'apneista'] },
  { id: 'stabilimento-balneare', terms: ['stabilimento balneare', 'stabilimenti balneari', 'spiaggia attrezzata', 'spiagge attrezzate', 'lido', 'lidi', 'imprese balneari', 'impresa balneare', 'gestori balneari', 'balneari', 'balneare', 'ombrelloni e lettini', 'ombrellone e lettini', 'noleggio ombrelloni'] },
  { id: 'miele', terms: ['miele', 'mieli', 'millefiori', 'propoli', 'pappa reale', "prodotti dell'alveare", 'idromele', 'miele di acacia', 'miele di castagno', 'miele biologico'] },
  { id: 'salumi', terms: ['salumeria', 'salumerie'] },
  { id: 'contabilita', terms: ['scadenzario', 'scadenzari', 'scadenziario', 'scadenzario incassi', 'scadenzario pagamenti'] },
  { id: 'sicurezza-lavoro', terms: ['manuale di autocontrollo', 'manuali di autocontrollo', 'piano di autocontrollo', 'autocontrollo haccp', 'autocontrollo alimentare'] },
  { id: 'isolamento', terms: ['eternit'] },
  { id: 'hobby-creativi', terms: ['gomitoli', 'gomitolo', 'filati per maglia', 'lana per maglia', 'knitting'] },
  // Read in the wrong sense before: "oli essenziali" as olive oil, "piani alimentari" as the food trade.
  { id: 'cosmetica', terms: ['oli essenziali', 'olio essenziale'] },
  { id: 'nutrizione', terms: ['piani alimentari', 'piani alimentari personalizzati'] },
  { id: 'autoscuola', terms: ['recupero punti', 'recupero dei punti', 'corso recupero punti'] },
  // Twenty-first pass (session 17): how a buyer names what a stand sells. The verb phrase, the
  // everyday or shortened name a buyer types for an offer the lexicon reads only under its trade
  // name (tests/fixtures/matching/paraphrase-probes.ts); general knowledge, no evaluation text. A
  // word with a second common sense ("saldare" a debt, "causa", "pensione" for dogs, "revisione"
  // of a text, "gomme", "macchina", "medicine") only inside a phrase.
  // Shipping and the web.
  { id: 'trasporti-internazionali', terms: ['sdoganare', 'sdoganare la merce', 'sdoganamento merci'] },
  { id: 'spedizioni', terms: ['trasportare la merce', 'portare la merce', 'spostare la merce'] },
  { id: 'consegna-domicilio', terms: ['portare la spesa a casa', 'portare la spesa', 'portare a casa la spesa', 'portare le pizze', 'porta le pizze', 'consegnare le pizze'] },
  { id: 'ecommerce', terms: ['negozio su internet', 'negozi su internet', 'negozio in internet', 'vendere su internet', 'vendere in internet', 'shop su internet'] },
  { id: 'siti-web', terms: ['pagina internet', 'pagine internet', 'pagina web', 'pagine web'] },
  { id: 'marketing-digitale', terms: ['reputazione online', 'web reputation', 'più recensioni', 'mail ai clienti', 'email ai clienti', 'mail a tutti i clienti'] },
  // Tax, law, money.
  { id: 'consulenza-legale', terms: ['fare causa', 'fargli causa', 'farle causa', 'fare una causa', 'causa civile'] },
  { id: 'marchi', terms: ['registrare il marchio', 'registrare un marchio', 'proteggere il marchio', 'proteggere il nome', 'brevettare', "brevettare un'idea"] },
  { id: 'problemi-fiscali', terms: ['contravvenzioni', 'contravvenzione', 'ricorso contro una multa', 'ricorsi contro le multe'] },
  { id: 'caf-patronato', terms: ['andare in pensione', 'pratiche pensionistiche', 'pratiche previdenziali', 'domanda di pensione', 'calcolo della pensione', 'pensione anticipata', 'pensione di vecchiaia'] },
  { id: 'assicurazioni', terms: ['assicurare la macchina', "assicurare l'auto", 'assicurare la moto', 'assicurare la casa', 'assicurare il furgone', 'polizza auto', 'polizze auto'] },
  { id: 'consulenza-finanziaria', terms: ['far fruttare i risparmi', 'far fruttare', 'investire i risparmi', 'i miei risparmi', 'gestione dei risparmi'] },
  { id: 'pagamenti', terms: ['accettare le carte', 'accettare carte', 'accettare la carta', 'pagamenti con carta', 'pagare con la carta', 'pagare con carta', 'pagamento con carta', 'accettare il bancomat'] },
  { id: 'consulenza-direzione', terms: ['lasciare la ditta ai figli', 'passare la ditta ai figli', 'vendere la mia attività', "vendere l'attività", "cedere l'attività", "cedere l'azienda", 'vendere la ditta', "l'azienda va male", 'la ditta va male', 'gli affari vanno male'] },
  // The home.
  { id: 'guasti-elettrici', terms: ['salta la corrente', 'saltata la corrente', 'salta il salvavita', 'scatta il salvavita', 'salvavita', 'manca la corrente', 'va via la corrente', 'salta la luce', 'va via la luce'] },
  { id: 'pitture', terms: ['ridipingere', 'ridipingere le pareti', 'dipingere le pareti', 'pitturare', 'pitturare casa', 'pitturare le pareti'] },
  { id: 'serramenti', terms: ['portoncino', 'portoncini', 'portoncino blindato', 'portoncini blindati', 'portoncini di sicurezza'] },
  { id: 'giardinaggio', terms: ["tagliare l'erba", 'tagliare il prato', "taglio dell'erba", 'taglio del prato', "falciare l'erba", 'sfalcio', 'sfalcio erba', 'rasare il prato'] },
  { id: 'pulizie', terms: ['pulisca', 'puliscano', 'pulire gli uffici', 'pulire casa', 'pulire la casa', 'pulire le scale'] },
  { id: 'infanzia', terms: ['baby sitting', 'babysitting', 'baby-sitting', 'guardi i bambini', 'guardare i bambini', 'badare ai bambini'] },
  { id: 'cucine-arredo', terms: ['cucine componibili', 'cucina componibile', 'cucine su misura', 'cucina su misura'] },
  { id: 'antenne', terms: ['non prende la tv', 'la tv non prende', 'tv non prende', 'segnale tv', 'segnale della tv', 'canali tv'] },
  { id: 'connessione-lenta', terms: ['internet va lento', 'internet va piano', 'internet non va'] },
  { id: 'vetreria', terms: ['vetro rotto', 'vetri rotti', 'rotto il vetro', 'sostituzione vetri', 'sostituire il vetro', 'cambiare il vetro'] },
  { id: 'fotovoltaico', terms: ['pannelli sul tetto', 'mettere i pannelli sul tetto'] },
  { id: 'umidita-muri', terms: ['deumidificazione', 'deumidificazione murature', 'risanamento murature', 'risanamento delle murature', 'muffa sui muri', 'muffa sulle pareti', 'muri umidi', 'pareti umide'] },
  { id: 'architetti', terms: ['progettare la casa', 'progettare casa', 'progetto della casa'] },
  { id: 'lavori-casa', terms: ['sconto in fattura'] },
  { id: 'traslochi', terms: ['sgombero cantine', 'sgombero cantine e solai', 'svuotare la cantina', 'svuotare il solaio', 'svuotare la soffitta', 'svuotare casa', 'spostare i mobili', 'portare i mobili', 'spostare un divano'] },
  { id: 'serrature', terms: ['copia delle chiavi', 'copia della chiave', 'copie delle chiavi', 'duplicare le chiavi', 'duplicato delle chiavi', 'rifare le chiavi'] },
  { id: 'lavanderia', terms: ['lavare il piumone', 'lavare i piumoni', 'lavaggio piumoni', 'lavare le tende', 'lavare il tappeto'] },
  { id: 'sartoria-riparazioni', terms: ['modifiche abiti', 'modifiche sartoriali', 'riparazioni sartoriali', 'riparazione abiti', 'riparazioni di abiti'] },
  // Cars and getting around.
  { id: 'autofficina', terms: ['revisione alla macchina', 'revisione della macchina', "revisione dell'auto", 'revisione della moto', 'botta con la macchina', 'botta alla macchina', 'ammaccatura', 'ammaccature', 'la macchina fa un rumore', "l'auto fa un rumore", 'spia del motore', 'fare il tagliando'] },
  { id: 'pneumatici', terms: ['cambiare le gomme', 'cambio gomme', 'gomme invernali', 'gomme da neve', 'gomme estive'] },
  { id: 'soccorso-stradale', broader: ['autofficina'], solves: ['guasto-auto'], terms: ['soccorso stradale', 'soccorso stradale h24', 'soccorso auto', 'carro attrezzi', 'carri attrezzi', 'carroattrezzi', 'recupero veicoli', 'traino auto', 'auto in panne', 'macchina in panne', 'rimasto in panne', 'ferma in autostrada'] },
  { id: 'pratiche-auto', terms: ['pratiche auto', 'agenzia pratiche auto', 'agenzie pratiche auto', 'passaggio di proprietà', 'passaggi di proprietà', 'bollo auto'] },
  // A home changes hands at a notary's: the longer phrase keeps it from the vehicles' paperwork.
  { id: 'notai', terms: ['passaggio di proprietà della casa', "passaggio di proprietà dell'immobile", "passaggio di proprietà di un immobile", "passaggio di proprietà dell'appartamento"] },
  { id: 'trasporto-persone', terms: ["andare all'aeroporto", "portare all'aeroporto", "accompagnare all'aeroporto", "andare in aeroporto", 'transfer aeroporto', 'transfer aeroportuali', 'transfer aeroportuale'] },
  { id: 'autolavaggio', terms: ['lavare la macchina', "lavare l'auto", 'lavare la moto', 'lavaggio auto'] },
  // Health, care, beauty.
  { id: 'nutrizione', solves: ['forma-fisica'], terms: [] },
  { id: 'visite-mediche', terms: ['unghia incarnita', 'unghie incarnite', 'unghia incarnata', 'calli ai piedi'] },
  { id: 'veterinaria', terms: ['il cane sta male', 'cane sta male', 'gatto sta male', 'cane malato', 'gatto malato'] },
  { id: 'estetica', terms: ['tagliarmi i capelli', 'tagliare i capelli', 'tagliarsi i capelli', 'farmi la barba', 'fare la barba'] },
  { id: 'benessere', terms: ['massaggio rilassante', 'massaggi rilassanti', 'massaggio antistress'] },
  { id: 'fitness', terms: ['mi alleni', 'allenarmi', 'allenarsi'] },
  { id: 'tricologia', terms: ['anticaduta', 'tricologici', 'tricologico', 'trattamenti tricologici'] },
  { id: 'pet-sitter', terms: ['portare fuori il cane', 'porti fuori il cane', 'portare a spasso il cane', 'porti a spasso il cane', 'passeggiate per cani'] },
  // Food, events, learning, work, computers, the workshop.
  { id: 'attrezzature-horeca', terms: ['cucina del ristorante', 'cucine professionali', 'cucina professionale', 'attrezzare la cucina', 'ristorazione professionale'] },
  { id: 'location-eventi', terms: ['posto per la festa', 'locale per la festa', 'sala per la festa', 'posto per festeggiare', 'locale per festeggiare'] },
  { id: 'allestimenti', terms: ['stand alla fiera', 'stand per la fiera', 'stand in fiera', 'costruire lo stand', 'allestire lo stand'] },
  { id: 'eventi', terms: ['congressi', 'congresso', 'organizzare la convention'] },
  { id: 'patentini', terms: ['corso carrellisti', 'corsi carrellisti', 'corsi per carrellisti', 'corso per carrellisti'] },
  { id: 'tirocinio', terms: ['fare uno stage', 'fare lo stage', 'uno stage in azienda'] },
  { id: 'welfare', terms: ['vantaggi per i dipendenti', 'premi per i dipendenti', 'benefit per i dipendenti'] },
  { id: 'backup', terms: ['perdere i file', 'perdere i dati', 'file persi', 'perso i file', 'salvare i file'] },
  { id: 'cloud-computing', terms: ['documenti online', 'salvare i documenti online', 'archiviazione in cloud', 'archiviazione cloud', 'salvare online'] },
  { id: 'guasto-dispositivo', terms: ['computer lentissimo', 'pc lentissimo'] },
  { id: 'metalmeccanica', terms: ['tornire', 'far tornire', 'saldare il ferro', 'saldare strutture', 'saldare delle strutture', 'strutture in ferro', 'saldare pezzi', 'tagliare lamiere', 'tagliare le lamiere', 'taglio lamiere'] },
  { id: 'gestione-rifiuti', terms: ['ferro vecchio', 'rottami metallici', 'rottami di ferro'] },
  { id: 'affitti-brevi', terms: ['affittare casa ai turisti', 'affittare ai turisti', 'affitto ai turisti', 'affittare la casa ai turisti'] },
  { id: 'volontariato', terms: ['aiutare gli altri', 'dare una mano agli altri', 'rendermi utile'] },
  // Twenty-first pass (session 17): the same, round two, and phrases whose bare word had another
  // sense ("brevetto" as a patent, "mutuo" as a mortgage, "spa" as a company).
  { id: 'autofficina', terms: ['centro revisioni', 'centri revisioni', 'centro revisione', 'revisioni auto', 'revisione moto', 'revisione della macchina', "revisione dell'auto", 'revisione periodica auto'] },
  { id: 'servizi-religiosi', terms: ['comunioni', 'battesimi e comunioni'] },
  { id: 'nuoto', terms: ['assistente bagnanti', 'assistenti bagnanti', 'brevetto di assistente bagnanti', 'brevetto da bagnino', 'brevetto bagnino', 'corso bagnini', 'corso per bagnini', 'salvamento'] },
  { id: 'subacquea', terms: ['brevetto padi', 'brevetto sub', 'brevetti sub', 'brevetto subacqueo', 'brevetto open water', 'primo brevetto'] },
  { id: 'assicurazioni-privati', terms: ['mutuo soccorso', 'società di mutuo soccorso', 'mutua sanitaria', 'mutue sanitarie', 'piani sanitari integrativi', 'piano sanitario integrativo', 'sanità integrativa', 'assistenza sanitaria integrativa', 'fondo sanitario integrativo', 'fondi sanitari integrativi'] },
  { id: 'tessili-casa', terms: ['biancheria da letto', 'biancheria da bagno', 'biancheria da tavola', 'biancheria per hotel'] },
  { id: 'benessere', terms: ['terme e spa', 'beauty e spa', 'beauty & spa', 'spa per hotel', 'spa di hotel', 'spa in hotel', 'spa degli hotel', 'aree spa', 'area spa', 'zona spa', 'percorso spa', 'centri estetici e spa', 'centro estetico e spa', 'spa design', 'spa concept'] },
  { id: 'finanziamenti', terms: ['tasso zero', 'a tasso zero', 'finanziamento a tasso zero', 'finanziamenti a tasso zero', 'tasso agevolato', 'tassi agevolati', 'mutuo a tasso agevolato'] },
  { id: 'lavanderia', terms: ['biancheria piana', 'noleggio biancheria', 'noleggio di biancheria', 'lavaggio biancheria', 'lavaggio di biancheria', 'lavaggio della biancheria'] },
  // Twenty-first pass, round two (session 17): how a buyer names what a stand sells, in the areas
  // the first list covered least (tests/fixtures/matching/paraphrase-probes-two.ts); general
  // knowledge, no evaluation text; a word with a second common sense ("casse", "frese", "macchinette", "timbro",
  // "acqua") only inside a phrase. Entries that moved a blind-dev set were taken out (docs).
  // The farm.
  { id: 'irrigazione', terms: ['bagnare il campo', 'bagnare i campi', "bagnare l'orto", 'bagnare il giardino', 'annaffiare in automatico', 'quando non piove'] },
  { id: 'mezzi-agricoli', terms: ['concimare', 'concimare il campo', 'difesa fitosanitaria', 'prodotti fitosanitari', 'fitosanitari', 'difesa delle colture', 'aratura', 'arare', 'arare il campo', 'ara il campo', 'contoterzismo agricolo', 'contoterzisti agricoli', 'contoterzista agricolo', 'lavorazioni agricole conto terzi'] },
  { id: 'parassiti-colture', terms: ['mi mangiano l’insalata', "mi mangiano l'insalata", 'mi mangiano le piante', 'mangiano le piante', 'macchie sulle foglie', 'foglie hanno le macchie', 'foglie con le macchie'] },
  { id: 'mangimi-zootecnici', terms: ['mangimi per bovini', 'mangimi per avicoli', 'da mangiare per le mucche', 'cibo per le mucche', 'cibo per le galline', 'cibo per i maiali', 'foraggi', 'foraggio'] },
  { id: 'mungitura', terms: ['mungere', 'mungere le capre', 'mungere le mucche', 'mungere le pecore'] },
  { id: 'vigneti-impianto', terms: ['piantare una vigna', 'piantare la vigna', 'piantare un vigneto', 'barbatelle'] },
  { id: 'terreno-povero', terms: ['analisi della terra', 'analisi del suolo'] },
  { id: 'legna-ardere', terms: ['legna da ardere', 'legna per la stufa'] },
  // The factory's subcontractors.
  { id: 'trattamenti-superficiali', terms: ['zincare', 'zincatura', 'zincatura a caldo', 'cromare', 'cromatura', 'nichelatura', 'verniciatura a polvere', 'verniciare dei pezzi', 'verniciare pezzi'] },
  { id: 'elettronica', terms: ['progettare un circuito', 'progettazione elettronica', 'circuiti elettronici', 'firmware'] },
  { id: 'oleodinamica-pneumatica', terms: ["compressori d'aria", 'compressore d’aria', "compressore d'aria", 'compressori industriali'] },
  { id: 'manutenzione', terms: ['macchine in fabbrica', 'riparare i macchinari', 'ripara i macchinari'] },
  { id: 'controllo-qualita', terms: ['taratura', 'tarature', 'taratura strumenti', 'strumenti di misura', 'metrologia', 'analisi alimenti', 'analisi degli alimenti', 'analisi alimentari', 'shelf life', 'quanto dura il mio prodotto'] },
  { id: 'utensili', terms: ['punte e frese', 'punte da trapano', 'punte per trapano'] },
  { id: 'imballaggi', terms: ['casse di legno', 'casse in legno', 'gabbie in legno', 'contenitori per asporto', "contenitori per l'asporto", 'vaschette per asporto', "vaschette per l'asporto"] },
  { id: 'plastica', terms: ['costruzione stampi', 'stampi per iniezione', 'stampi per pressofusione', 'fare lo stampo'] },
  // Making food and drink.
  { id: 'private-label', terms: ['col mio marchio', 'con il mio marchio', 'con il nostro marchio', 'col nostro marchio'] },
  { id: 'enologia', terms: ['consulenza enologica', 'enologo', 'enologi', 'fare il vino', 'invecchiare il vino', 'barrique', 'botti in rovere', 'botti per il vino'] },
  { id: 'attrezzature-horeca', terms: ['sottovuoto', 'sotto vuoto', 'macchine per pasta fresca', 'macchina per la pasta', 'macchina per fare la pasta', 'fare i tortellini', 'vetrine refrigerate', 'vetrina refrigerata', 'frigo per le bibite', 'bancone del bar', 'banconi per bar', 'arredo bar'] },
  { id: 'caffe', terms: ['macchinette in ufficio', "macchinette per l'ufficio", 'macchinette del caffè', 'macchinetta del caffè', 'distributori automatici'] },
  { id: 'acqua-potabile', terms: ['acqua da bere', "acqua del rubinetto", "bere l'acqua del rubinetto"] },
  { id: 'ristorazione-collettiva', terms: ['ristorazione aziendale', 'mensa aziendale', 'mense aziendali', 'dare da mangiare agli operai', 'pasti per i dipendenti', 'pranzo per i dipendenti'] },
  // Clothes and textiles.
  { id: 'divise', terms: ['tute per gli operai', 'tute da lavoro'] },
  { id: 'sicurezza-lavoro', terms: ['calzature di sicurezza', 'calzature antinfortunistiche', 'guanti da lavoro', 'occhiali protettivi', 'occhiali di protezione', 'visite per i dipendenti', 'visite mediche dei dipendenti', 'medico del lavoro', 'medico competente', 'sorveglianza sanitaria'] },
  { id: 'tessili-casa', terms: ["tessuti d'arredamento", 'tessuti da arredamento', 'stoffa per le tende', 'stoffe per tende', 'biancheria per hotel', 'biancheria alberghiera'] },
  // The shop's fittings and supplies.
  { id: 'vigilanza', terms: ['antitaccheggio', 'sistemi antitaccheggio', 'vigilanza privata', 'controlli il capannone', 'sorveglianza notturna'] },
  { id: 'pagamenti', terms: ['software punto vendita', 'software per la cassa', 'programma per la cassa'] },
  { id: 'cancelleria', terms: ['rotoli termici', 'rotoli per lo scontrino', 'timbro aziendale', 'timbri aziendali', 'timbro con la partita iva'] },
  { id: 'detergenti', terms: ['forniture igienico sanitarie', 'carta per asciugare le mani', 'asciugamani di carta'] },
  // Energy and water.
  { id: 'termoidraulica', terms: ['pompa di calore', 'pompe di calore', 'scaldare casa', 'riscaldare casa', 'togliere la caldaia'] },
  { id: 'accumulo', terms: ['corrente dei pannelli', 'usare la corrente dei pannelli'] },
  { id: 'solare-termico', terms: ['solari termici', 'impianti solari termici', 'acqua calda col sole', 'acqua calda con il sole'] },
  // Care of the old and the young.
  { id: 'assistenza-anziani', terms: ['residenza sanitaria assistenziale', 'residenze sanitarie assistenziali', 'casa di riposo', 'case di riposo', 'servizi infermieristici', 'assistenza infermieristica', 'infermiere a casa', 'infermiere a domicilio', 'stia con mio padre', 'stia con mia madre', 'la nonna cade', 'il nonno cade'] },
  { id: 'infanzia', terms: ['lasciare il bimbo', 'lasciare il bambino', 'lasciare i bambini', 'lasciare la bambina', 'ludoteca', 'ludoteche', 'spazio gioco', 'bambini giocano'] },
  // Crafts, documents, safety, the office.
  { id: 'arte', terms: ['restauro dipinti', 'restauro di dipinti', 'quadro antico', 'quadri antichi'] },
  { id: 'antiquariato', terms: ['restauro mobili', 'restauro di mobili', 'restaurare un mobile', 'mobile vecchio', 'sistemare un mobile'] },
  { id: 'arredo', terms: ['mobile su misura', 'mobili su misura', 'mobile fatto su misura', 'mobili fatti su misura'] },
  { id: 'burocrazia', terms: ['disbrigo pratiche', 'agenzia disbrigo pratiche'] },
  { id: 'immigrazione', terms: ['pratiche immigrazione', 'pratiche di immigrazione', 'pratiche per stranieri'] },
  { id: 'legale-privati', terms: ['sfratto', 'sfratti', 'sfratto per morosità', "l'inquilino non paga", 'inquilino non paga', 'inquilini morosi', 'recupero canoni'] },
  { id: 'immobiliare', terms: ['quanto vale la mia casa', 'quanto vale casa', 'valutare la casa', 'valutazione della casa', 'stima della casa', 'perizie immobiliari', 'stime immobiliari'] },
  { id: 'antincendio', terms: ['certificato dei vigili del fuoco', 'certificato prevenzione incendi', 'prevenzione incendi'] },
  { id: 'lavoro-remoto', terms: ['videoconferenza', 'videoconferenze', 'riunioni online', 'riunioni a distanza'] },
  { id: 'gestione-documentale', terms: ['firmare i contratti', 'firmare i documenti online', 'firma elettronica'] },
  { id: 'call-center', terms: ['segreteria telefonica', 'risponda al telefono', 'rispondere al telefono', 'risponde al telefono'] },
  { id: 'gestione-ordini', terms: ['agenda online', 'gestire gli appuntamenti', 'prenotare i tavoli', 'prenotazione tavoli', 'prenotazione dei tavoli'] },
  // Daily life.
  { id: 'elettrodomestico-rotto', terms: ['lavatrice perde acqua', 'la lavatrice perde', 'frigo non raffredda', 'lavastoviglie non lava'] },
  { id: 'riparazione-elettrodomestici', terms: ['assistenza tecnica elettrodomestici'] },
  { id: 'consegna-domicilio', terms: ['supermercato online', 'spesa online', 'spesa senza uscire di casa', 'spesa a domicilio'] },
  { id: 'gestione-rifiuti', terms: ['ritiro ingombranti', 'ingombranti', 'buttare un vecchio materasso', 'buttare il materasso', 'buttare un divano vecchio'] },
  { id: 'noleggio-veicoli', terms: ['autonoleggio', 'autonoleggi', 'noleggio a breve termine', 'macchina a noleggio', 'auto a noleggio', 'affittare una macchina', 'noleggiare una macchina', 'macchina per il weekend'] },
  // Twenty-first pass, round three (session 17): how a buyer names what a stand sells, in areas
  // neither earlier list covers (tests/fixtures/matching/paraphrase-probes-three.ts); general
  // knowledge, no evaluation text; a word with a second common sense ("portiera", "nei", "play",
  // "tenda", "fanghi", "casse", "buco") only inside a phrase. Entries that moved a set: docs.
  // G1. The car body and the house's systems.
  { id: 'autofficina', terms: ['bozzo alla portiera', 'bozzo alla macchina', 'bozzo sulla macchina', 'ammaccatura', 'ammaccature', 'graffio dalla macchina', 'graffio sulla macchina', 'graffi sulla macchina', 'levabolli', 'danni da grandine'] },
  { id: 'guasto-auto', terms: ['parabrezza ha una crepa', 'crepa sul parabrezza', 'crepa nel parabrezza', 'cristalli auto', 'sostituzione cristalli'] },
  { id: 'impianti-elettrici', terms: ['citofono', 'citofoni', 'videocitofono', 'videocitofoni', 'il citofono non suona', 'luci di casa dal telefono', 'casa smart', 'casa intelligente'] },
  { id: 'illuminazione', terms: ['illuminotecnica', 'progetti di illuminazione', 'luci per il negozio'] },
  { id: 'lavanderia', terms: ['lavare il tappeto', 'lavaggio tappeti', 'lavaggio dei tappeti', 'stira le camicie', 'stirare le camicie'] },
  { id: 'piscine', terms: ['vasca con le bolle', 'minipiscine', 'minipiscina'] },
  { id: 'disinfestazione', terms: ['antipiccioni', 'reti antipiccioni', 'dissuasori per volatili', 'dissuasori per piccioni', 'piccioni sporcano'] },
  // G2. Hire for events, fireworks, tickets.
  { id: 'palco', terms: ['tendone per il matrimonio', 'tendone per la festa', 'copertura per la festa'] },
  { id: 'audio-luci', terms: ['casse e microfoni', 'microfoni', 'impianto audio', 'impianto di amplificazione'] },
  { id: 'macchine-edili', terms: ['noleggio martello demolitore', 'noleggiare un martello demolitore'] },
  // G3. Sports, guides, food tourism.
  { id: 'turismo', terms: ['ci spieghi la città', 'giro della città con la guida', 'mangiare in campagna', 'dormire in una fattoria', 'piantare la tenda', 'campeggiare'] },
  { id: 'terme', terms: ['fare i fanghi', 'fanghi termali', 'fangoterapia', 'cure termali'] },
  { id: 'street-food', terms: ['camioncino che fa panini', 'camioncino dei panini', 'furgone dei panini'] },
  // G4. Food specialities.
  { id: 'dolci', terms: ['uova di pasqua', 'uovo di pasqua'] },
  { id: 'biologico', terms: ['senza pesticidi'] },
  { id: 'alimentari-etnici', broader: ['alimentare'], terms: ['alimentari etnici', 'prodotti etnici', 'cibo etnico', 'spezie dal mondo', 'cucinare indiano', 'cucina indiana', 'salsa di soia', 'riso per sushi', 'prodotti asiatici', 'alimentari asiatici', 'prodotti alimentari asiatici'] },
  { id: 'spezie', broader: ['alimentare'], terms: ['spezie', 'erbe aromatiche', 'zafferano', 'peperoncino'] },
  // G5. Health and beauty specialists.
  { id: 'dispositivi-medici', terms: ['solette', 'solette su misura', 'plantare'] },
  { id: 'fisioterapia', terms: ['agopuntura', 'agopuntore', 'medicina tradizionale cinese', 'con gli aghi'] },
  { id: 'estetica', terms: ['rifarmi il naso', 'rifarsi il naso', 'rifare il naso', 'togliere le rughe', 'filler', 'botox'] },
  { id: 'tatuaggi', terms: ['buco al naso', "buco all'orecchio", 'buco al labbro'] },
  { id: 'dipendenze', terms: ['disassuefazione dal fumo', 'disassuefazione'] },
  { id: 'visite-mediche', terms: ['controllare i nei', 'controllo dei nei', 'mappatura dei nei'] },
  // G6. The firm's data, rights and insurance; hobbies and study.
  { id: 'marchi', terms: ['proteggere la mia invenzione', 'studio brevetti', 'deposito brevetti', 'brevettare', 'brevettare un’invenzione', "brevettare un'invenzione"] },
  { id: 'backup', terms: ['il disco non si legge', 'recuperare le foto', 'recuperare i dati'] },
  { id: 'raccolta-fondi', terms: ['raccogliere soldi', 'raccogliere fondi online'] },
  { id: 'assicurazioni-privati', terms: ['polizza vita', 'polizze vita', 'assicurazione sulla vita', 'caso morte', 'polizze per animali', 'polizza per il cane', 'assicurazione per il cane'] },
  { id: 'cybersecurity', terms: ['mail strane', 'email sospette', 'mail sospette'] },
  { id: 'giocattoli', terms: ['gioco per la play', 'giochi per la play', 'playstation', 'console per videogiochi'] },
  { id: 'lingue', terms: ['lingua dei segni', 'lingua italiana dei segni', 'corsi di lis', 'corso di lis'] },
  // Twenty-second pass (session 18): how people type the names of things
  // (tests/fixtures/matching/typed-names-probes.ts). Kept: the group of brands and models used as
  // common names ("un folletto", "il karcher", "un bobcat", "la leca", "il velux", "una minicar"),
  // with the names of air conditioners, radiators and plumbers written in its lines ("un
  // pinguino", "il clima non raffresca", "lo stagnaro"); the groups of clipped forms and informal
  // names, and of regional names of trades and shops, were dropped (docs: "Twenty-second pass").
  // General knowledge, no evaluation text. A word with a common second sense
  // ("clima", "vespa", "ducato", "sup") only inside a phrase; "scotch", "folletto" and "pinguino"
  // alone are checked by SYNONYM_SENSES.
  { id: 'casalinghi', terms: ['carta asciugatutto', 'asciugatutto'] },
  { id: 'piccoli-elettrodomestici', terms: ['folletto', 'folletti'] },
  { id: 'moda', terms: ['k-way', 'kway', 'giacca antipioggia', 'giacche antipioggia', 'giubbino antipioggia', 'giubbini antipioggia', 'giacche impermeabili', 'pedalini', 'pedalino'] },
  { id: 'adesivi-sigillanti', terms: ['attak', 'super attak', 'colla istantanea', 'colle istantanee', 'cianoacrilico', 'cianoacrilici', 'adesivi cianoacrilici', 'loctite', 'frenafiletti', 'bostik'] },
  { id: 'cancelleria', terms: ['vinavil', 'pritt', 'tipp-ex', 'tippex'] },
  { id: 'utensili', terms: ['karcher', 'kärcher', 'hilti', 'dremel', 'fischer', 'minitrapano', 'tassellatore', 'tassellatori', 'martello perforatore', 'martelli perforatori', 'svitol', 'wd-40', 'wd40'] },
  { id: 'infanzia', terms: ['pampers', 'baby parking', 'babyparking', 'custodia oraria'] },
  { id: 'termoidraulica', terms: ['pinguino', 'condizionatore portatile', 'condizionatori portatili', 'climatizzatore portatile', 'climatizzatori portatili', 'calorifero', 'caloriferi', 'stagnaro', 'stagnari', 'trombaio', 'trombai', 'stagnino', 'stagnini', 'aria condiz', 'montare un clima', 'montare il clima', 'installare il clima', 'installare un clima', 'installazione clima', 'installazione del clima', 'clima inverter', 'clima portatile', 'pulizia del clima', 'ricarica gas clima'] },
  { id: 'guasto-caldaia', terms: ['il clima non raffresca', 'clima non raffresca', 'clima che non raffresca', 'il clima non raffredda', 'clima non raffredda', 'clima rotto', 'clima che gocciola', 'i termo non scaldano', 'termo non scaldano', 'termo freddi', 'caloriferi freddi'] },
  { id: 'macchine-edili', terms: ['bobcat', 'minipala', 'minipale', 'pala gommata', 'pale gommate', 'pala meccanica', 'ruspa', 'ruspe', 'sbancamento', 'sbancamenti'] },
  { id: 'sollevamento', terms: ['manitou'] },
  { id: 'serramenti', terms: ['velux', 'lucernario', 'lucernari', 'finestre per tetti', 'finestra per tetti', 'finestre da tetto', 'finestra da tetto'] },
  { id: 'materiali-edili', terms: ['leca', 'argilla espansa', 'ytong', 'gasbeton', 'calcestruzzo cellulare'] },
  { id: 'spurghi', terms: ['canal jet', 'canaljet', 'scarico intasato', 'scarichi intasati'] },
  { id: 'trattamenti-superficiali', terms: ['teflon', 'teflonatura', 'ptfe', 'rivestimenti antiaderenti', 'rivestimento antiaderente'] },
  { id: 'plastica', terms: ['plexiglass', 'plexiglas', 'metacrilato'] },
  { id: 'imballaggi', terms: ['scotch marrone', 'scotch da imballo', 'nastro da imballo', 'nastri da imballo', 'nastri adesivi da imballo'] },
  { id: 'distillati', terms: ['scotch whisky', 'scotch invecchiato', 'grappino', 'grappini', 'ammazzacaffè'] },
  // Vehicles called by a model, a brand or a clipped name.
  { id: 'street-food', terms: ['apecar'] },
  { id: 'veicoli-industriali', terms: ['ape piaggio', 'piaggio ape', 'motocarro', 'motocarri', 'veicoli commerciali leggeri'] },
  { id: 'noleggio-veicoli', terms: ['noleggiare un ducato', 'noleggio ducato', 'ducato a noleggio', 'noleggiare un furgo', 'furgo per il weekend', 'furgone per il weekend'] },
  { id: 'moto', terms: ['vespa usata', 'vespe usate', "vespa d'epoca", 'vespa piaggio', 'piaggio vespa', 'ricambi vespa', 'ricambi per vespa'] },
  { id: 'microcar', terms: ['minicar', 'microcar', 'quadriciclo', 'quadricicli', 'quadricicli leggeri', 'auto senza patente', 'macchinetta senza patente', 'macchina senza patente', 'vetture senza patente', 'vettura senza patente'] },
  { id: 'outdoor', terms: ['stand up paddle', 'fare sup', 'tavola da sup', 'tavole da sup', 'noleggio sup'] },
  { id: 'bici', terms: ['bmx'] },
  // Twenty-second pass, round four (session 18): how a buyer names what a stand sells in a
  // person's everyday life (tests/fixtures/matching/paraphrase-probes-four.ts); general knowledge,
  // no evaluation text. Only the third of the block's three groups is kept (clothes and care,
  // getting around, leisure, errands; docs/matching.md, "Twenty-second pass … round four"); a
  // word with a second common sense ("tinta", "carte", "chiave", "shopper", "tacco") only inside
  // a phrase.
  { id: 'sartoria-riparazioni', terms: ['tacco della scarpa', 'tacco rotto', 'riparazione calzature', 'riparazione di calzature', 'allargare le scarpe', 'scarpe che stringono'] },
  { id: 'lavanderia', terms: ['smacchiare', 'smacchiare il vestito', 'smacchiatura', 'macchia sul vestito'] },
  { id: 'estetica', terms: ['fare la tinta', 'farmi la tinta', 'colpi di sole', 'meches', 'balayage', 'estetista a domicilio', 'ceretta a casa', 'ceretta a domicilio', 'parrucchiera a domicilio', 'parrucchiere a domicilio'] },
  { id: 'consulenza-immagine', terms: ['personal shopper', 'aiuti a comprare i vestiti', 'armocromia', "consulenza d'immagine", "consulente d'immagine", 'consulente di stile', 'consulenza di stile', 'cambiare look', 'colori mi stanno bene'] },
  { id: 'intimo', terms: ['reggiseno', 'reggiseni', 'corsetteria', 'intimo donna'] },
  { id: 'sharing-mobilita', terms: ['macchina a ore', 'auto a ore', 'dividere il viaggio', 'viaggio in macchina con altri'] },
  { id: 'giochi-tavolo', terms: ['carte dei pokemon', 'carte pokemon', 'pokemon'] },
  { id: 'serrature', terms: ['doppione della chiave', 'doppione delle chiavi', 'doppioni delle chiavi', 'chiave della macchina', 'chiavi della macchina', 'duplicazione chiavi auto', 'telecomando del cancello', 'radiocomandi per cancelli'] },
  { id: 'copisteria', terms: ['album con le foto', 'fotolibri', 'fotolibro', 'foto su tela', 'foto da appendere'] },
  { id: 'fotografia', terms: ['videocassette', 'riversamento vhs', 'riversamento videocassette'] },
  // Twenty-second pass, round five (session 18): how a buyer names what a stand sells in a firm's
  // life (tests/fixtures/matching/paraphrase-probes-five.ts); general knowledge, no evaluation
  // text. Only G1 of the measured block, starting a business and staff, is kept (level on every
  // set, under the reading-error exception); G2 (premises, sales, export) and G3 (compliance, IT,
  // fleet and goods) were dropped (docs). A word with a second common sense ("contributi" a grant,
  // "colloqui" a job seeker's, "divise", "squadra") only inside a phrase; "insegnare" (two letters
  // from "insegne") reads as teaching.
  { id: 'consulenza-direzione', terms: ['la mia idea sta in piedi', 'idea sta in piedi', 'studio di fattibilità', 'studi di fattibilità', 'fare i conti prima di aprire', 'piano economico e finanziario', 'piano economico finanziario', 'quanto mi costa ogni lavoro', 'quanto costa ogni lavoro', 'costo di ogni commessa'] },
  { id: 'fondi-europei', terms: ["soldi dall'europa", 'soldi dall europa', 'soldi dalla ue', "soldi dall'ue", 'soldi europei'] },
  { id: 'franchising', terms: ['con un marchio famoso', 'con un marchio conosciuto', 'sotto un marchio famoso', 'entrare in una catena', 'diventare una catena', 'creare una catena', 'locale in una catena', 'negozio in una catena', 'rete di affiliati', 'reti di affiliati'] },
  { id: 'marchi', terms: ['tutela dei marchi', 'opposizione al marchio', 'opposizioni ai marchi', 'registrazione marchi', 'registrazione dei marchi', 'usa il nome della mia ditta', 'usa il nome della ditta', 'usa il mio marchio', 'copiato il marchio', 'copiato il nome', 'registrare il logo'] },
  { id: 'grafica', terms: ['naming', 'trovare un nome', 'trovare il nome', 'nome per la ditta', 'nome per la nuova ditta', "immagine della ditta", "immagine dell'azienda"] },
  { id: 'paghe', terms: ['contributi degli operai', 'contributi dei dipendenti', 'contributi inps', 'contributi previdenziali', 'pagare i contributi', 'versare i contributi'] },
  { id: 'trovare-personale', terms: ['mi servono magazzinieri', 'servono due magazzinieri', 'magazzinieri per un mese', 'magazzinieri in più', 'mi servono operai', 'mi servono due operai', 'gente in più', 'personale in più', 'operai in più', 'non trovo saldatori', 'non trovo operai', 'non trovo magazzinieri', 'non trovo tecnici', 'non trovo personale', 'non trovo elettricisti', 'non trovo muratori', 'trovare un direttore', 'trovare un manager', 'trovare un responsabile', 'cerco un responsabile', 'cerco un bravo responsabile'] },
  { id: 'recruiting', terms: ['operai a chiamata', 'personale a chiamata', 'lavoratori a chiamata', 'faccia i colloqui', 'fare i colloqui per me', 'colloqui ai candidati', 'selezione di personale', 'selezione personale'] },
  { id: 'sicurezza-lavoro', terms: ['responsabile della sicurezza', 'responsabile sicurezza', 'igiene degli alimenti', 'igiene alimentare', 'consulenza haccp'] },
  { id: 'cybersecurity', terms: ['responsabile della sicurezza informatica'] },
  { id: 'welfare', terms: ['buoni benzina', 'buono benzina'] },
  { id: 'viaggi-affari', terms: ['fare squadra', 'spirito di squadra', 'giornata fuori con i colleghi', 'giornata con i colleghi', 'uscita con i colleghi', 'outdoor training'] },
  { id: 'evento-aziendale', terms: ['anni della ditta', "anni dell'azienda", 'anniversario della ditta', "anniversario dell'azienda", 'anniversario aziendale', 'anniversari aziendali'] },
  { id: 'formazione', terms: ['insegnare', 'insegnarmi', 'insegnarci', 'tecniche di vendita', 'corsi di vendita', 'corso di vendita', 'formazione commerciale', 'imparare a vendere', 'non chiudono i contratti', 'non chiudono le vendite', 'parlare in pubblico'] },
  { id: 'presenze-a-mano', terms: ['chi arriva in ritardo', 'dipendenti in ritardo', 'dipendenti arrivano in ritardo', 'controllo orari', 'controllo degli orari'] },
  { id: 'divise', terms: ['divise per le commesse', 'divise per i commessi', 'divise per il personale', 'divise per i dipendenti', 'divise per gli autisti', 'giacche col logo', 'giacche con il logo', 'abbigliamento col logo', 'abbigliamento con il logo', 'abbigliamento aziendale'] },
  // Twenty-fourth pass (session 20): main objects read only as plain words
  // (tests/fixtures/matching/main-object-probe.ts). scripts/main-need-audit.ts finds requests whose
  // main object weighs only as plain words; these are the everyday names of such objects in the
  // house (repairs, damp, cold and heat, appliances, a slow laptop, a broken disk), from general
  // knowledge and no evaluation text, added to the concepts the stands of that object read. Only
  // this group of the measured block is kept (under the reading-error exception; the groups of a
  // person's life and of a firm's life were dropped: docs/matching.md, "Twenty-fourth pass"). A
  // word with a second common sense ("vetro", "rete", "quadri") only inside a phrase.
  { id: 'tetto-danneggiato', terms: ['umido sul soffitto', 'umido al soffitto', 'macchia di umido sul soffitto'] },
  { id: 'umidita-muri', terms: ['macchia di umido', 'macchie di umido', 'muffa negli angoli', 'muffa in camera', 'trattamenti antimuffa', 'trattamento antimuffa'] },
  { id: 'guasti-elettrici', terms: ['salta sempre la corrente', 'salta spesso la corrente', 'mi salta la corrente', 'salta sempre la luce'] },
  { id: 'vetreria', terms: ['vetro crepato', 'vetri crepati', 'vetro incrinato', 'vetro si è crepato', 'vetro si è rotto', 'vetro della finestra', 'vetri delle finestre'] },
  { id: 'pulizie', terms: ['venga a pulire', 'venire a pulire', 'viene a pulire', 'signora delle pulizie'] },
  { id: 'piccoli-elettrodomestici', terms: ['robottino che pulisca', 'robottino aspirapolvere', 'robottino lavapavimenti', 'robot che pulisca i pavimenti', 'robot che pulisce i pavimenti', 'pulisca i pavimenti da solo', 'pulisce i pavimenti da solo'] },
  { id: 'isolamento', terms: ['in casa fa freddo', 'freddo anche con i termosifoni accesi', 'casa non si scalda', 'la casa non si scalda'] },
  { id: 'efficienza-energetica', terms: ['togliere la caldaia a gas', 'togliere il gas', 'eliminare il gas', 'scaldare casa con la corrente', 'riscaldamento elettrico', 'pagare meno la luce', 'pagare meno di luce', 'pagare meno la bolletta', 'risparmiare sulla luce', 'risparmiare sulla bolletta'] },
  { id: 'serramenti', terms: ['porta più sicura', 'porta di ingresso', "porta d'ingresso", 'portoncino di ingresso'] },
  { id: 'lavori-casa', terms: ['appartamento da sistemare', 'casa da sistemare', 'appartamento vecchio da sistemare', 'casa da ristrutturare', 'appartamento da ristrutturare'] },
  { id: 'lavoretti-casa', terms: ['appenda quadri', 'appenda i quadri', 'appenda le mensole', 'quadri e mensole', 'appendere quadri e mensole'] },
  { id: 'troppo-caldo', terms: ['non si dorme dal caldo', 'caldo in camera', 'troppo caldo in camera', 'in camera fa caldo'] },
  { id: 'edilizia-recinzioni', terms: ['chiudere il cortile', 'recintare il cortile', 'cortile con una rete', 'rete per il cortile'] },
  { id: 'guasto-informatico', terms: ['portatile è lentissimo', 'computer si blocca', 'computer si bloccano', 'pc si blocca', 'portatile si blocca'] },
  { id: 'backup', terms: ['rotto il disco esterno', 'disco esterno rotto', 'hard disk rotto', "rotto l'hard disk", 'si è rotto il disco'] },
]

export interface AmbiguousEntry {
  /** Surface words (any inflection the stemmer folds together). */
  words: string[]
  /** Without a sense: a weak ambiguous feature (default), or just a filler word. */
  fallback?: 'ambiguous' | 'generic'
  /** A sense is chosen only when one of its cue words appears in the same text. */
  senses: { concept: string; cues: string[] }[]
}

/** What tells a driver's "gomme" or "pneumatici" (tyres) from a factory's. */
const TYRE_CUES = [
  'auto',
  'automobili',
  'macchina',
  'furgone',
  'furgoni',
  'camion',
  'moto',
  'invernali',
  'estivi',
  'estive',
  'gommista',
  'cerchi',
  'forato',
  'forata',
  'bucato',
  'bucata',
  'neve',
]

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
  // Tenth pass: an insurance claim ("denuncia di sinistro"), or the left ("a sinistra"): only an
  // insurance cue gives the claim; without one the word stays a plain word, as before.
  {
    words: ['sinistro', 'sinistri'],
    fallback: 'generic',
    senses: [
      {
        concept: 'sinistri',
        cues: [
          'assicurazione',
          'assicurazioni',
          'polizza',
          'polizze',
          'incidente',
          'incidenti',
          'risarcimento',
          'rimborso',
          'perito',
          'periti',
          'perizia',
          'carrozzeria',
          'carrozziere',
          'denuncia',
          'liquidazione',
          'tamponato',
          'tamponamento',
        ],
      },
    ],
  },
  // Tenth pass: a lamp for a room, or "fare le lampade" (a tanning session at a beauty salon).
  {
    words: ['lampada', 'lampade'],
    senses: [
      {
        concept: 'illuminazione',
        cues: [
          'led',
          'design',
          'casa',
          'bagno',
          'cucina',
          'soggiorno',
          'salotto',
          'camera',
          'ufficio',
          'negozio',
          'tavolo',
          'comodino',
          'scrivania',
          'lampadari',
          'illuminazione',
          'luce',
          'luci',
          'arredo',
          'arredamento',
        ],
      },
      {
        concept: 'estetica',
        cues: [
          'abbronzatura',
          'abbronzante',
          'abbronzanti',
          'solarium',
          'estetista',
          'abbronzarmi',
        ],
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
          'elettronica',
          'acustica',
          'strumento',
          'strumenti',
          'rullante',
          'pedale',
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
          'corrente',
          'inverter',
          'autoconsumo',
          'blackout',
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
        cues: [
          'aeree',
          'aerea',
          'elevabili',
          'sollevamento',
          'quota',
          'altezza',
          'cestello',
          'facciata',
        ],
      },
    ],
  },
  {
    // Tyres or pneumatic components ("componenti pneumatici", "pneumatica industriale").
    words: ['pneumatici', 'pneumatico', 'pneumatica', 'pneumatiche'],
    senses: [
      { concept: 'pneumatici', cues: TYRE_CUES },
      {
        concept: 'oleodinamica-pneumatica',
        cues: [
          'cilindri',
          'valvole',
          'attuatori',
          'compressa',
          'compressori',
          'oleodinamica',
          'oleodinamici',
          'raccordi',
          'automazione',
        ],
      },
    ],
  },
  {
    // "Gomme" are tyres to a driver, rubber goods to a factory.
    words: ['gomma', 'gomme'],
    senses: [
      { concept: 'pneumatici', cues: TYRE_CUES },
      {
        concept: 'articoli-gomma',
        cues: [
          'guarnizioni',
          'stampaggio',
          'mescole',
          'elastomeri',
          'silicone',
          'vulcanizzazione',
          'estrusione',
          'tecnici',
          'industriali',
        ],
      },
    ],
  },
  {
    // "Idraulico" is a plumber at home and hydraulics in a factory ("cilindri idraulici").
    words: ['idraulico', 'idraulica', 'idraulici', 'idrauliche'],
    senses: [
      {
        concept: 'termoidraulica',
        cues: [
          'bagno',
          'casa',
          'perdita',
          'perde',
          'rubinetto',
          'lavandino',
          'scarico',
          'caldaia',
          'tubature',
          'tubi',
          'doccia',
          'water',
          'condominio',
        ],
      },
      {
        concept: 'oleodinamica-pneumatica',
        cues: [
          'cilindri',
          'pressa',
          'presse',
          'centraline',
          'oleodinamica',
          'oleodinamici',
          'pistoni',
          'pompe',
          'valvole',
          'raccordi',
          'macchine',
        ],
      },
    ],
  },
  {
    // Eighth pass: the ransom of an attack on the computers, or the buyout at the end of a lease.
    words: ['riscatto', 'riscatti'],
    senses: [
      {
        concept: 'cybersecurity',
        cues: [
          'pc',
          'computer',
          'server',
          'file',
          'bloccati',
          'bloccato',
          'bloccata',
          'bloccate',
          'hacker',
          'bitcoin',
          'criptati',
          'virus',
          'attacco',
          'dati',
        ],
      },
      {
        concept: 'noleggio-veicoli',
        cues: ['leasing', 'noleggio', 'auto', 'furgone', 'rata', 'canone'],
      },
    ],
  },
  {
    // Eighth pass: cameras that watch a site against thieves, or that inspect a production line.
    words: ['telecamera', 'telecamere'],
    senses: [
      {
        concept: 'vigilanza',
        cues: [
          'furti',
          'furto',
          'ladri',
          'sorveglianza',
          'sorvegliare',
          'condominio',
          'condomini',
          'cantiere',
          'cantieri',
          'notte',
          'antifurto',
          'allarme',
          'allarmi',
          'intrusioni',
          'parcheggio',
          'parcheggi',
          'videosorveglianza',
          'cancello',
          'ingresso',
        ],
      },
      {
        concept: 'visione-artificiale',
        cues: [
          'difetti',
          'difetto',
          'difettosi',
          'qualità',
          'ispezione',
          'ispezioni',
          'scarti',
          'collaudo',
          'pezzi',
          'produzione',
        ],
      },
    ],
  },
  {
    // Ninth pass: a pool to build at home or a pool to swim in; paint for walls or painting as an
    // art; a pension or a boarding kennel; a bookshop or a bookcase.
    words: ['piscina', 'piscine'],
    senses: [
      {
        concept: 'piscine',
        cues: [
          'giardino',
          'interrata',
          'interrate',
          'fuoriterra',
          'villa',
          'costruzione',
          'costruire',
          'manutenzione',
          'pulizia',
          'prefabbricate',
        ],
      },
      {
        concept: 'nuoto',
        cues: [
          'nuoto',
          'nuotare',
          'corsi',
          'corso',
          'acquagym',
          'bambini',
          'abbonamento',
          'vasca',
          'istruttore',
          'comunale',
          'comunali',
        ],
      },
    ],
  },
  {
    words: ['pittura', 'pitture'],
    senses: [
      {
        concept: 'pitture',
        cues: [
          'pareti',
          'parete',
          'muri',
          'muro',
          'soffitto',
          'soffitti',
          'imbianchino',
          'tinteggiare',
          'tinteggiatura',
          'antimuffa',
          'appartamento',
          'facciata',
          'facciate',
          'lavabile',
          'traspirante',
        ],
      },
      {
        concept: 'arte',
        cues: [
          'corso',
          'corsi',
          'quadri',
          'quadro',
          'tela',
          'tele',
          'olio',
          'acquerello',
          'acrilico',
          'disegno',
          'artisti',
          'artista',
          'museo',
          'lezioni',
        ],
      },
    ],
  },
  {
    words: ['pensione', 'pensioni'],
    senses: [
      {
        concept: 'pet-sitter',
        cues: ['cane', 'cani', 'gatto', 'gatti', 'animali', 'cuccioli'],
      },
      {
        concept: 'caf-patronato',
        cues: [
          'domanda',
          'inps',
          'contributi',
          'contributiva',
          'pratiche',
          'pratica',
          'anticipata',
          'reversibilità',
          'calcolo',
        ],
      },
    ],
  },
  {
    words: ['libreria', 'librerie'],
    senses: [
      {
        concept: 'editoria',
        cues: [
          'libri',
          'libro',
          'romanzi',
          'lettura',
          'leggere',
          'autori',
          'presentazioni',
          'fumetti',
        ],
      },
      {
        concept: 'arredo',
        cues: [
          'mobili',
          'mobile',
          'soggiorno',
          'legno',
          'parete',
          'scaffali',
          'mensole',
          'arredamento',
          'misura',
        ],
      },
    ],
  },
  // Eleventh pass (session 10): feed for pets or for farm animals; alone it stays ambiguous.
  {
    words: ['mangime', 'mangimi'],
    senses: [
      {
        concept: 'animali',
        cues: [
          'cane',
          'cani',
          'gatto',
          'gatti',
          'cucciolo',
          'cuccioli',
          'crocchette',
          'acquario',
          'pesci',
          'uccellini',
          'canarini',
          'criceto',
          'criceti',
          'tartarughe',
          'domestici',
          'pet',
        ],
      },
      {
        concept: 'allevamento',
        cues: [
          'allevamento',
          'allevamenti',
          'allevatore',
          'allevatori',
          'bovini',
          'vacche',
          'mucche',
          'vitelli',
          'suini',
          'maiali',
          'galline',
          'polli',
          'pollame',
          'ovini',
          'pecore',
          'capre',
          'cavalli',
          'stalla',
          'stalle',
          'bestiame',
          'zootecnia',
          'zootecnici',
          'agricoltori',
          'agricole',
          'foraggi',
          'vitelloni',
          'ingrasso',
          'mandria',
          'gregge',
          'capi',
          'pulcini',
          'conigli da carne',
        ],
      },
    ],
  },
  {
    // Twenty-first pass: a rate, a badger or a yew, never a tax ("tasse" is, one letter away).
    // Only an interest rate is a concept of the lexicon.
    words: ['tasso', 'tassi'],
    fallback: 'generic',
    senses: [
      {
        concept: 'finanziamenti',
        cues: [
          'interesse',
          'interessi',
          'mutuo',
          'mutui',
          'prestito',
          'prestiti',
          'finanziamento',
          'finanziamenti',
          'agevolato',
          'zero',
        ],
      },
    ],
  },
]

/** A one-word synonym whose list gives it one sense while the word has another, common one. */
export interface SynonymSenseEntry {
  /** The synonym in the forms a text writes it (only these words are checked). */
  words: string[]
  /** Words that name the sense the synonym list gives it ("scontrino" for a till's "cassa"). */
  own: string[]
  /** Words that name another sense ("audio", "bluetooth" for loudspeakers' "casse"). */
  other: string[]
  /** Words right before the synonym that make it another sense ("in corso": under way). */
  otherBefore?: string[]
}

/**
 * Twenty-first pass (session 17): synonyms that count as their list reads them unless the rest of
 * the text names another sense of the word (more cues of another sense than of their own; a tie
 * is no support). Then the word stands only for itself. General knowledge of Italian only.
 */
// prettier-ignore
export const SYNONYM_SENSES: SynonymSenseEntry[] = [
  {
    // An instalment, or the English "rate" of web and software jargon.
    words: ['rata', 'rate'],
    own: ['mutuo', 'prestito', 'finanziamento', 'interessi', 'tan', 'taeg', 'pagare', 'mensili'],
    other: ['conversion', 'bounce', 'engagement', 'limiting', 'churn', 'click', 'clickthrough', 'frame', 'retention', 'open'],
  },
  {
    // Football, or calcium.
    words: ['calcio', 'calci'],
    own: ['scuola', 'squadra', 'squadre', 'pallone', 'calcetto', 'partita', 'partite', 'allenatore', 'allenamenti', 'campo', 'campi', 'tifosi', 'giocatori', 'torneo', 'tornei', 'porta'],
    other: ['magnesio', 'potassio', 'vitamina', 'vitamine', 'integratori', 'integratore', 'ossa', 'osteoporosi', 'carbonato', 'ossido', 'idrossido', 'cloruro', 'bollitore', 'durezza', 'addolcitore', 'addolcitori', 'minerali', 'arricchito', 'arricchita', 'latte'],
  },
  {
    // A loan, a phone's credit, a training or university credit, a film's credits.
    words: ['credito', 'crediti'],
    own: ['banca', 'banche', 'prestito', 'prestiti', 'finanziamento', 'finanziamenti', 'mutuo', 'liquidita', 'interessi', 'garanzia', 'garanzie', 'fido'],
    other: [
      'telefono', 'telefonico', 'telefonica', 'sim', 'ricaricare', 'ricarica', 'cellulare',
      'formativi', 'formativo', 'ecm', 'universitari', 'universitario', 'cfu', 'albo', 'accreditati', 'accreditato',
      'film', 'cortometraggi', 'cortometraggio',
    ],
  },
  {
    // A plant, a floor plan, the sole of the foot.
    words: ['pianta', 'piante'],
    own: ['vaso', 'vasi', 'vivaio', 'vivai', 'fiori', 'terriccio', 'innaffiare', 'foglie', 'rinvaso', 'potatura', 'giardino', 'balcone', 'orto', 'semi'],
    other: [
      'appartamento', 'planimetria', 'planimetrie', 'catastali', 'catastale', 'architetto', 'geometra', 'disegni', 'disegno', 'rilievi', 'rilievo', 'stanze', 'ristrutturazione', 'tavoli',
      'piede', 'piedi', 'plantari', 'plantare', 'podologo',
    ],
  },
  {
    // A crane (machine), or the bird.
    words: ['gru'],
    own: ['cantiere', 'cantieri', 'operatore', 'sollevamento', 'edile', 'autogru', 'carico', 'camion'],
    other: ['migrazione', 'uccelli', 'birdwatching', 'aironi', 'fenicotteri', 'cicogne', 'binocolo', 'palude', 'avifauna', 'oasi'],
  },
  {
    // A wine cork, an earplug, a plastic cap, earwax.
    words: ['tappo', 'tappi'],
    own: ['vino', 'vini', 'bottiglie', 'bottiglia', 'sughero', 'cantina', 'cantine', 'spumante', 'imbottigliamento', 'tappatrice'],
    other: ['orecchie', 'orecchio', 'cerume', 'otorino', 'russa', 'rumore', 'dormire', 'plastica', 'flaconi', 'flacone', 'detersivo', 'detersivi', 'cosmetici', 'barattoli', 'tubetti', 'dosatori'],
  },
  {
    // A rug, a trampoline, turf, a conveyor belt.
    words: ['tappeto', 'tappeti'],
    own: ['persiano', 'persiani', 'salotto', 'lana', 'lavaggio', 'tende', 'cuscini', 'arredo'],
    other: ['elastico', 'elastici', 'erboso', 'erbosi', 'prato', 'prati', 'rotoli', 'trasportatore', 'trasportatori', 'nastri', 'rulli'],
  },
  {
    // Pasta, or a paste.
    words: ['pasta', 'paste'],
    own: ['fresca', 'secca', 'ristorante', 'ristoranti', 'trattoria', 'sugo', 'sughi', 'pastificio', 'grano', 'semola', 'ravioli', 'tortellini', 'gnocchi', 'lasagne', 'spaghetti', 'cucina', 'pranzo'],
    other: ['abrasiva', 'abrasive', 'lucidante', 'lucidanti', 'cellulosa', 'cartiere', 'cartiera', 'saldante', 'saldare', 'stagno', 'termica', 'processore', 'dentifricia', 'dentifricie', 'spazzolini', 'sigillante', 'modellabile'],
  },
  {
    // A recipe, or a doctor's prescription.
    words: ['ricetta', 'ricette'],
    own: ['cucina', 'cucinare', 'cuoco', 'chef', 'ingredienti', 'dolce', 'dolci', 'torta', 'tiramisu', 'piatti', 'tradizione', 'forno', 'uova', 'farina'],
    other: ['medico', 'medici', 'mediche', 'medica', 'farmacia', 'farmacie', 'farmaco', 'farmaci', 'oculista', 'pazienti', 'paziente', 'referti', 'pediatra', 'dottore', 'ambulatorio', 'occhiali'],
  },
  {
    // A course, a high street, a stream.
    words: ['corso', 'corsi'],
    own: ['formazione', 'lezioni', 'lezione', 'docente', 'docenti', 'iscrizione', 'iscrizioni', 'attestato', 'aula', 'imparare', 'insegnante', 'principianti', 'livello', 'master'],
    other: ['via', 'viale', 'piazza', 'argini', 'argine', 'fiume', 'fiumi', 'torrente', 'torrenti'],
    // "lavori in corso", "pratica in corso", "negozio in corso Garibaldi".
    otherBefore: ['in'],
  },
  {
    // A roof, or a cap on an amount.
    words: ['tetto', 'tetti'],
    own: ['tegole', 'coppi', 'grondaie', 'guaina', 'perde', 'infiltrazioni', 'coibentazione', 'isolamento', 'lucernari', 'copertura', 'coperture', 'lamiera', 'amianto', 'eternit', 'capannone', 'casa'],
    other: ['spesa', 'massimi', 'massimo', 'budget', 'minimis', 'aiuti', 'importo', 'limite', 'stipendi'],
  },
  {
    // A computer virus, or one that makes people, animals or plants ill.
    words: ['virus'],
    own: ['pc', 'computer', 'antivirus', 'malware', 'hacker', 'informatico', 'informatica', 'email', 'file', 'server', 'password', 'ransomware', 'portatile'],
    other: ['intestinale', 'influenzale', 'influenzali', 'influenza', 'covid', 'vaccini', 'vaccino', 'pediatra', 'febbre', 'cane', 'gatto', 'piante', 'pomodoro', 'veterinario', 'veterinaria', 'contagio', 'sintomi', 'tampone', 'tamponi', 'farmacia'],
  },
  {
    // A café, or a unit of pressure.
    words: ['bar'],
    own: ['caffe', 'caffetteria', 'aperitivi', 'aperitivo', 'cocktail', 'bancone', 'barista', 'baristi', 'ristorante', 'pasticceria', 'gelateria', 'locale', 'colazioni'],
    other: ['pressione', 'compressore', 'compressori', 'idropulitrice', 'idropulitrici', 'manometro', 'manometri', 'psi'],
  },
  {
    // A musical keyboard, or a computer's.
    words: ['tastiera', 'tastiere'],
    own: ['pianoforte', 'lezioni', 'suonare', 'strumenti', 'strumento', 'chitarra', 'band', 'sintetizzatore', 'synth'],
    other: ['portatile', 'pc', 'computer', 'mouse', 'wireless', 'monitor', 'tablet', 'usb', 'ufficio'],
  },
  {
    // A window, a time window, a dialog window.
    words: ['finestra', 'finestre'],
    own: ['vetri', 'vetro', 'doppi', 'infissi', 'serramenti', 'persiane', 'tapparelle', 'pvc', 'alluminio', 'zanzariere', 'spifferi', 'condensa'],
    other: ['oraria', 'orarie', 'temporale', 'temporali', 'dialogo', 'popup', 'browser'],
  },
  {
    // A greenhouse, or greenhouse gases.
    words: ['serra', 'serre'],
    own: ['pomodori', 'coltivare', 'coltivazione', 'ortaggi', 'piantine', 'fiori', 'riscaldamento', 'orto', 'agricola'],
    other: ['gas', 'emissioni', 'effetto', 'co2', 'carbon', 'climalteranti'],
  },
  {
    // A cake, or a pie chart.
    words: ['torta', 'torte'],
    own: ['compleanno', 'nuziale', 'pasticceria', 'dolci', 'crema', 'cioccolato', 'matrimonio', 'festa'],
    other: ['grafici', 'grafico', 'diagramma', 'diagrammi', 'istogrammi', 'report'],
  },
  {
    // Charging an electric car, a phone top-up, refilling extinguishers or cartridges.
    words: ['ricarica', 'ricariche'],
    own: ['auto', 'elettrica', 'elettriche', 'elettrico', 'elettrici', 'colonnina', 'colonnine', 'wallbox', 'veicoli', 'flotta'],
    other: ['telefonica', 'telefono', 'sim', 'cellulare', 'credito', 'estintori', 'estintore', 'cartucce', 'cartuccia', 'toner', 'inchiostro', 'stampante'],
  },
  {
    // The programming language, or the snake.
    words: ['python'],
    own: ['programmare', 'programmazione', 'codice', 'script', 'django', 'sviluppatore', 'software', 'dati'],
    other: ['terrario', 'rettili', 'rettile', 'serpente', 'serpenti', 'regius', 'pitone'],
  },
  // Second batch, the same pass: further synonyms of the lists with a second common sense.
  {
    // A winery, or a house's cellar.
    words: ['cantina', 'cantine'],
    own: ['vino', 'vini', 'vigneti', 'vigneto', 'vendemmia', 'spumante', 'spumanti', 'doc', 'docg', 'degustazione', 'degustazioni', 'enologo', 'bottiglie', 'uve', 'uva', 'sociale'],
    other: ['solaio', 'soffitta', 'garage', 'taverna', 'taverne', 'umidita', 'muffa', 'sgomberare', 'sgombero', 'deumidificatore', 'deumidificatori', 'scantinato', 'allagata', 'allagamento', 'infiltrazioni'],
  },
  {
    // Seats, or sessions of a therapy.
    words: ['seduta', 'sedute'],
    own: ['sedie', 'sedia', 'ufficio', 'scrivanie', 'ergonomiche', 'ergonomica', 'poltrone', 'tavoli', 'arredo', 'imbottite'],
    other: ['fisioterapia', 'fisioterapista', 'psicoterapia', 'psicologo', 'psicologa', 'terapia', 'terapie', 'trattamento', 'trattamenti', 'ciclo', 'laser', 'individuali', 'coppia', 'massaggi', 'osteopata', 'logopedia', 'riabilitazione'],
  },
  {
    // Municipalities, or "common".
    words: ['comuni'],
    own: ['enti', 'ente', 'pubblica', 'amministrazione', 'amministrazioni', 'comunali', 'sindaci', 'sindaco', 'regioni', 'province', 'cittadini', 'appalti'],
    other: [],
    // The adjective follows its noun: "parti comuni", "spazi comuni", "problemi comuni".
    otherBefore: ['parti', 'spazi', 'aree', 'zone', 'locali', 'luoghi', 'problemi', 'errori', 'interessi', 'amici', 'conoscenze', 'domande', 'cose', 'beni', 'obiettivi', 'valori', 'punti', 'elementi', 'caratteristiche'],
  },
  {
    // Stage trusses, or American.
    words: ['americane'],
    own: ['palco', 'palchi', 'luci', 'service', 'allestimenti', 'tralicci', 'eventi', 'concerti', 'truss', 'noleggio'],
    other: ['aziende', 'universita', 'societa', 'multinazionali', 'usa', 'uniti', 'mercato', 'mercati', 'clienti'],
  },
  {
    // Horses, or horsepower.
    words: ['cavallo', 'cavalli'],
    own: ['maneggio', 'scuderia', 'equitazione', 'fieno', 'sella', 'selle', 'fantino', 'cavalcare', 'puledri', 'stalla', 'veterinario', 'maniscalco', 'passeggiate'],
    other: ['motore', 'motori', 'trattore', 'trattori', 'potenza', 'auto', 'moto', 'gommone', 'barca', 'fuoribordo', 'cilindrata'],
  },
  {
    // Road traffic, or web and data traffic.
    words: ['traffico'],
    own: ['auto', 'strada', 'strade', 'pendolare', 'pendolari', 'code', 'coda', 'ingorghi', 'parcheggio', 'tangenziale', 'autostrada', 'incidente', 'macchina'],
    other: ['sito', 'siti', 'web', 'online', 'seo', 'visite', 'visitatori', 'dati', 'giga', 'internet', 'ecommerce', 'traffic', 'campagne', 'google', 'utenti'],
  },
  {
    // A graphic designer, or a chart.
    words: ['grafico', 'grafici'],
    own: ['logo', 'loghi', 'biglietti', 'brochure', 'volantini', 'impaginazione', 'design', 'designer', 'creativo', 'illustrazioni', 'immagine', 'coordinata', 'freelance'],
    other: ['dashboard', 'indicatori', 'report', 'andamento', 'vendite', 'dati', 'excel', 'tabelle', 'statistiche', 'torta', 'istogrammi', 'curve', 'cruscotto'],
  },
  {
    // A wallet, or a portfolio of investments, customers or orders.
    words: ['portafoglio', 'portafogli'],
    own: ['pelle', 'pelletteria', 'borse', 'borsa', 'cintura', 'cinture', 'regalo', 'tasca', 'zaini', 'valigie', 'accessori'],
    other: ['investimenti', 'investimento', 'titoli', 'fondi', 'azioni', 'obbligazioni', 'clienti', 'diversificare', 'gestione', 'rendimento', 'risparmio', 'ordini', 'prodotti'],
  },
  {
    // A pet's identification chip, or an electronic chip.
    words: ['microchip'],
    own: ['cane', 'cani', 'gatto', 'gatti', 'veterinario', 'veterinaria', 'anagrafe', 'canina', 'cucciolo', 'animali'],
    other: ['schede', 'scheda', 'elettronica', 'elettronici', 'elettroniche', 'sensori', 'semiconduttori', 'centraline', 'processori', 'componenti', 'pcb'],
  },
  {
    // Spaying a pet, or sterilising instruments and jars.
    words: ['sterilizzazione', 'sterilizzazioni'],
    own: ['cane', 'cani', 'gatto', 'gatta', 'gatti', 'cagna', 'veterinario', 'veterinaria', 'animali', 'randagi', 'colonia'],
    other: ['strumenti', 'autoclave', 'autoclavi', 'dentistico', 'dentista', 'vasetti', 'conserve', 'biberon', 'ospedale', 'chirurgici', 'tatuaggi', 'attrezzi'],
  },
  {
    // Returned goods, or the participle of "rendere" ("ci siamo resi conto").
    words: ['resi'],
    own: ['spedizioni', 'spedizione', 'ecommerce', 'logistica', 'magazzino', 'rimborsi', 'pacchi', 'ordini', 'reso'],
    other: ['conto', 'disponibili', 'noti', 'necessari', 'possibili', 'evidenti', 'utili'],
    otherBefore: ['siamo', 'sono', 'ci', 'si', 'vi', 'sia'],
  },
  {
    // An overdraft, or "discovered".
    words: ['scoperto'],
    own: ['conto', 'banca', 'fido', 'interessi', 'affidamento', 'rientro', 'sconfinamento', 'corrente'],
    other: [],
    // "ho scoperto", "abbiamo scoperto": the participle.
    otherBefore: ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno', 'aver', 'avere', 'avendo', 'appena'],
  },
  {
    // Mortar, or the island.
    words: ['malta', 'malte'],
    own: ['cemento', 'mattoni', 'calce', 'intonaco', 'intonaci', 'edilizia', 'edile', 'cantiere', 'muratura', 'massetti', 'sabbia', 'piastrelle', 'cazzuola'],
    other: ['vacanza', 'vacanze', 'studio', 'inglese', 'isola', 'viaggio', 'voli', 'volo', 'erasmus', 'estate', 'soggiorno'],
  },
  {
    // The sport, a jumper, or the car.
    words: ['golf'],
    own: ['campo', 'campi', 'mazze', 'buche', 'lezioni', 'club', 'green', 'circolo', 'torneo', 'maestro', 'swing'],
    other: ['cachemire', 'cashmere', 'lana', 'maglione', 'maglioni', 'cardigan', 'maglia', 'taglia', 'abbigliamento', 'usata', 'diesel', 'volkswagen'],
  },
  {
    // Ironing, or straightening hair.
    words: ['stiratura', 'stirature'],
    own: ['lavaggio', 'lavanderia', 'camicie', 'biancheria', 'tovaglie', 'lenzuola', 'tintoria', 'panni', 'vestiti', 'abiti'],
    other: ['cheratina', 'capelli', 'parrucchiera', 'parrucchiere', 'liscia', 'lisci', 'piega', 'ricci'],
  },
  {
    // Moving house, or a transfer of data, technology or money.
    words: ['trasferimento', 'trasferimenti'],
    own: ['casa', 'famiglia', 'trasloco', 'traslochi', 'citta', 'appartamento', 'affitto', 'residenza'],
    other: ['dati', 'file', 'tecnologico', 'tecnologia', 'conoscenze', 'competenze', 'denaro', 'soldi', 'bonifico', 'fondi', 'quote', 'proprieta', 'brevetti', 'knowhow'],
  },
  {
    // Coffee capsules, or capsules of a supplement or medicine (or a bottle's capsule).
    words: ['capsule'],
    own: ['caffe', 'macchina', 'macchinetta', 'compatibili', 'cialde', 'espresso', 'nespresso', 'tazzine', 'vending', 'bar'],
    other: ['integratori', 'integratore', 'magnesio', 'vitamine', 'vitamina', 'compresse', 'farmaci', 'farmaco', 'pillole', 'estratti', 'probiotici', 'omega', 'vino', 'bottiglie', 'tappi'],
  },
  {
    // A cosmetic cream, or pastry cream and a gelato flavour.
    words: ['crema', 'creme'],
    own: ['viso', 'pelle', 'corpo', 'mani', 'idratante', 'antirughe', 'cosmetici', 'cosmetica', 'profumeria', 'estetista', 'bellezza', 'siero', 'rughe', 'acne'],
    other: ['gelato', 'gelateria', 'pasticcera', 'pasticceria', 'cannoli', 'bigne', 'torta', 'torte', 'dolci', 'pistacchio', 'cioccolato', 'nocciola', 'cornetto', 'cornetti', 'brioche', 'tiramisu', 'zabaione', 'spalmabile'],
  },
  {
    // Wasps, or Vespa scooters.
    words: ['vespa', 'vespe'],
    own: ['nido', 'nidi', 'calabroni', 'punture', 'puntura', 'disinfestazione', 'insetti', 'sciame'],
    other: ['piaggio', 'epoca', 'restauro', 'scooter', 'ricambi', 'motore', 'moto', 'targa', 'lambretta', 'vintage', 'raduno'],
  },
  {
    // A fire, or cooking heat and a camera's focus.
    words: ['fuoco'],
    own: ['incendio', 'incendi', 'fiamme', 'antincendio', 'estintori', 'estintore', 'fumo', 'pompieri', 'vigili', 'bruciato', 'bruciata'],
    other: ['lento', 'cuocere', 'cottura', 'pentola', 'padella', 'obiettivi', 'obiettivo', 'fotocamera', 'fotografi', 'fotografia', 'reflex'],
  },
  {
    // A bitter liqueur, or the taste.
    words: ['amaro', 'amari'],
    own: ['liquori', 'liquore', 'erbe', 'distilleria', 'digestivo', 'grappa', 'bottiglia', 'bottiglie', 'cocktail', 'aperitivo', 'limoncello', 'artigianale'],
    other: ['sapore', 'bocca', 'retrogusto', 'zucchero', 'gusto'],
  },
  // Twenty-second pass (session 18): brands typed as the name of a thing.
  {
    // Sticky tape, or Scotch whisky.
    words: ['scotch'],
    own: ['nastro', 'adesivo', 'carta', 'cancelleria', 'ufficio', 'pacchi', 'pacco', 'scatole', 'scatoloni', 'imballo', 'trasparente', 'biadesivo', 'scuola'],
    other: ['whisky', 'whiskey', 'invecchiato', 'invecchiati', 'malto', 'distilleria', 'distillati', 'scozzese', 'scozzesi', 'bicchiere', 'bottiglia', 'bottiglie', 'malt', 'bourbon', 'cocktail', 'degustazione', 'liquori', 'torbato'],
  },
  {
    // A Vorwerk vacuum cleaner, or an elf.
    words: ['folletto', 'folletti'],
    own: ['aspirapolvere', 'aspira', 'vorwerk', 'polvere', 'pulire', 'pulizia', 'sacchetti', 'scopa', 'lavapavimenti', 'ricambi', 'spazzola', 'filtri'],
    other: ['natale', 'babbo', 'elfi', 'elfo', 'gnomi', 'gnomo', 'fiaba', 'fiabe', 'fate', 'fata', 'bosco', 'favola', 'favole', 'leggenda', 'leggende', 'animazione', 'costume', 'spettacolo', 'magia', 'teatro'],
  },
  {
    // A portable air conditioner, or the bird (and a Turin ice cream).
    words: ['pinguino', 'pinguini'],
    own: ['condizionatore', 'condizionatori', 'portatile', 'portatili', 'camera', 'stanza', 'caldo', 'raffrescare', 'climatizzatore', 'delonghi'],
    other: ['zoo', 'acquario', 'antartide', 'polo', 'uccelli', 'uccello', 'peluche', 'animali', 'pupazzo', 'pupazzi', 'gelato', 'gelateria', 'ghiacci', 'colonia'],
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
  // A pronoun the stop list lacks ("cosa c'è in estate?", "qualsiasi cosa", "cosa posso fare").
  'cosa',
  // "ci mettono un'eternità" (eighth pass: "eternit", the asbestos roof, is one edit away).
  'eternità', 'eterni',
  // Quantities say how much, not what ("un sacco di acqua", "troppa carta"): the noun after them
  // is the thing itself. Only the idiom's singular: "sacchi" can be packaging.
  'sacco', 'mucchio', 'marea', 'troppo', 'troppa', 'troppi', 'troppe', 'tanta', 'tanti', 'tante',
  'parecchio', 'parecchia', 'parecchi', 'parecchie', 'poco', 'poca', 'pochi', 'poche',
  // Ordinals say which one, not what ("il primo lavoro", "la prima casa").
  'primo', 'prima', 'primi', 'prime', 'secondo', 'seconda', 'secondi', 'seconde', 'terzo', 'terza',
  'ultimo', 'ultima', 'ultimi', 'ultime',
  // Known words, so that the truncation rule does not complete them to a lexicon word: a state,
  // not a thing ("lavatrice rotta", not "rottami"); a will, not volunteering ("volontariato").
  'rotta', 'volontà',
  // Places: where someone is matters little for whom to meet at the fair.
  'nord', 'sud', 'centro', 'europa', 'lombardia', 'piemonte', 'veneto', 'liguria', 'emilia',
  'romagna', 'toscana', 'umbria', 'lazio', 'abruzzo', 'molise', 'campania', 'puglia', 'basilicata',
  'calabria', 'sicilia', 'sardegna', 'trentino', 'friuli', 'milano', 'roma', 'torino', 'napoli',
  'bologna', 'firenze', 'venezia', 'verona', 'genova', 'brescia', 'bergamo', 'padova', 'treviso',
  'provincia', 'città', 'zona',
  // Twenty-third pass (session 19): words that add a need say how much it is wanted, not what
  // ("inoltre mi servirebbe …", "se possibile anche …", "eventualmente un …"); as content words a
  // stand that writes «offriamo inoltre …» was a match. "pure" stays out: it is also "purè".
  'inoltre', 'eventualmente', 'eventuale', 'possibilmente', 'possibile',
]

/**
 * Real words that are no lexicon term, though they lie one or two letters from one or share a
 * term's Snowball stem: the typo corrector leaves them as written, and on a term's stem they take
 * the term only as one of its own forms. Each is another word, not another sense of a term
 * (those are AMBIGUOUS): "box" (a cot, a garage, a dog pen) is no "boxe",
 * "sociale" no "social", "mobilità" no "mobili", "tradizione" no "traduzione", "appuntamento" no
 * "appartamento".
 */
// prettier-ignore
export const OTHER_WORDS: string[] = [
  // On a term's stem.
  'box', 'sociale', 'sociali', 'mobilità', 'tasso',
  // One or two letters from a term.
  'tradizione', 'tradizioni', 'aromatizzato', 'aromatizzata', 'aromatizzati', 'aromatizzate',
  'appuntamento', 'appuntamenti', 'allattamento', 'dotazione', 'dotazioni', 'cappelleria',
  'corsetteria', 'brandine', 'occhiaie', 'decoloranti', 'medagliette', 'collant', 'astigiano',
  'astigiana', 'ricettiva', 'ricettive', 'ricettivo', 'ricettivi',
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
  // The past the asker tells ("facevo il geometra", "prima lavoravo in banca"): background.
  'facevo', 'facevamo', 'lavoravo', 'lavoravamo', 'ero', 'eravamo', 'avevo', 'avevamo', 'abitavo',
  'abitavamo', 'vivevo', 'vivevamo', 'gestivo', 'gestivamo', 'insegnavo', 'studiavo', 'giocavo',
  'vendevo', 'vendevamo', 'producevo', 'producevamo', 'usavo', 'usavamo', 'coltivavo',
]

/** Words that negate what follows ("senza recinzioni", "non cerco consulenza"). */
export const NEGATIONS: string[] = ['non', 'senza', 'nessun', 'nessuna', 'nessuno', 'niente', 'mai']

// Session 11, trade channels and customer types. Whom a stand serves and who a visitor is, as
// Italian trade writes it (general knowledge, no evaluation text): only the customer-type check
// reads these lists (see `customerKind` in index.ts); they add no feature and change no weight.

/** Words a stand uses for the people it sells to (its seeking or description). */
// prettier-ignore
export const CONSUMER_CUSTOMERS: string[] = [
  'privati', 'privato', 'clienti privati', 'famiglie', 'famiglia', 'consumatori', 'consumatore',
  'consumatori finali', 'consumatore finale', 'clienti finali', 'cliente finale', 'utenti finali',
  'utente finale', 'b2c', 'business to consumer', 'vendita diretta', 'vendita al pubblico',
  'aperto al pubblico', 'appassionati', 'hobbisti', 'genitori', 'mamme', 'neogenitori', 'turisti',
  'escursionisti', 'automobilisti', 'ciclisti', 'inquilini', 'proprietari di casa',
  'proprietari di case', 'pensionati', 'anziani', 'pazienti', 'studenti', 'visitatori', 'sposi',
  'futuri sposi', 'orto di casa', 'uso domestico', 'feste private', 'cerimonie', 'matrimoni',
]

/** Words a stand uses for the businesses it sells to: channels (GDO, Ho.Re.Ca., retail,
 * wholesale, agents, import, e-commerce sellers), trades that buy for a job and businesses. */
// prettier-ignore
export const BUSINESS_CUSTOMERS: string[] = [
  'b2b', 'business to business', 'aziende', 'azienda', 'imprese', 'impresa', 'ditte', 'pmi',
  'industrie', 'industria', 'produttori', 'rivenditori', 'rivenditore', 'rivendite',
  'rivenditori autorizzati', 'dettaglianti', 'negozi', 'negozianti', 'commercianti', 'retail',
  'retailer', 'grossisti', 'grossista', 'ingrosso', 'distributori', 'distributore', 'importatori',
  'importatore', 'buyer', 'buyers', 'agenti', 'rappresentanti', 'gdo', 'grande distribuzione',
  'catene', 'centrali d\'acquisto', 'centrale d\'acquisto', 'uffici acquisti', 'ufficio acquisti',
  'responsabili acquisti', 'cash and carry', 'horeca', 'ristoratori', 'albergatori', 'installatori',
  'installatore', 'impiantisti', 'manutentori', 'elettricisti', 'idraulici', 'termoidraulici',
  'serramentisti', 'posatori', 'imprese edili', 'costruttori', 'general contractor', 'progettisti',
  'oem', 'contoterzisti', 'terzisti', 'private label', 'franchisee', 'affiliati', 'concessionari',
  'concessionarie', 'officine', 'carrozzerie', 'parrucchieri', 'centri estetici', 'palestre',
  'farmacie', 'parafarmacie', 'ottici', 'cantine', 'agriturismi', 'tipografie', 'laboratori',
  'partite iva', 'partita iva', 'professionisti', 'studi professionali', 'enti pubblici',
  'pubblica amministrazione', 'comuni', 'scuole', 'amministratori di condominio', 'artigiani',
]

/** Who a visitor is, said of themselves: running or owning a business ("ho un negozio",
 * "titolare di un bar", "per la mia azienda"). Words after an owning verb or "mio/mia". */
// prettier-ignore
export const OWN_BUSINESS: string[] = [
  'negozio', 'bottega', 'bar', 'ristorante', 'pizzeria', 'trattoria', 'osteria', 'locale',
  'albergo', 'hotel', 'b&b', 'agriturismo', 'azienda', 'ditta', 'impresa', 'societa', 'attivita',
  'startup', 'officina', 'laboratorio', 'studio', 'fabbrica', 'stabilimento', 'farmacia',
  'palestra', 'salone', 'cantina', 'caseificio', 'panificio', 'pasticceria', 'gelateria',
  'falegnameria', 'carrozzeria', 'tipografia', 'franchising', 'catena', 'stand', 'clienti',
  'dipendenti', 'collaboratori', 'magazzino', 'capannone', 'punto vendita', 'e-commerce',
]

/** Verbs and titles that say the visitor runs a business before one of OWN_BUSINESS. */
// prettier-ignore
export const OWNING_WORDS: string[] = [
  'ho', 'abbiamo', 'gestisco', 'gestiamo', 'apro', 'apriamo', 'aprire', 'titolare', 'titolari',
  'socio', 'socia', 'soci', 'mio', 'mia', 'nostro', 'nostra', 'miei', 'nostri', 'fondato',
  'fondata', 'ereditato', 'ereditata', 'rilevato', 'rilevata', 'rilevare',
]

/** A visitor who says they are one of these is a business (a trade or a role in one). */
// prettier-ignore
export const BUSINESS_SELF: string[] = [
  'titolare', 'titolari', 'imprenditore', 'imprenditrice', 'installatore', 'installatrice',
  'impiantista', 'idraulico', 'elettricista', 'artigiano', 'artigiana', 'commerciante',
  'negoziante', 'esercente', 'ristoratore', 'ristoratrice', 'albergatore', 'albergatrice',
  'agente di commercio', 'rappresentante', 'grossista', 'rivenditore', 'distributore',
  'importatore', 'buyer', 'export manager', 'responsabile acquisti', 'ufficio acquisti',
  'libero professionista', 'libera professionista', 'partita iva', 'b2b',
]

/** A visitor asking for themselves or their home (a consumer, whatever their job). */
// prettier-ignore
export const PRIVATE_USE: string[] = [
  'casa mia', 'nostra casa', 'per casa', 'uso personale', 'uso privato', 'uso domestico',
  'mio figlio', 'mia figlia', 'miei figli', 'nostro figlio', 'nostra figlia', 'nostri figli',
  'in pensione', 'pensionato', 'pensionata', 'studente', 'studentessa',
  'casalinga', 'disoccupato', 'disoccupata',
  'ci sposiamo', 'mi sposo', 'il mio cane', 'il mio gatto', 'come privato', 'come privata',
]

/** The people an employer asks for where a job seeker asks for the position ("cerchiamo
 * stagisti" against "cerco uno stage"): such a request is for staff, not for work. */
// prettier-ignore
export const TRAINEE_WORDS: string[] = [
  'stagista', 'stagisti', 'stagiste', 'tirocinante', 'tirocinanti', 'apprendista', 'apprendisti',
  'apprendiste',
]
