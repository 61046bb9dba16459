import { describe, expect, it } from 'vitest'
import { concepts, expectEachToItsStand, readsAs, readsNotAs, stand } from './lexicon-cases.ts'

// The thirteenth pass (docs/matching.md, "Thirteenth pass: English loanwords and abbreviations"):
// Italians write many offers and needs in English or as an acronym, with spacing and hyphen
// variants; each reads as the concept of its meaning, and two-sense words only inside a phrase.

describe('English loanwords read as their meaning', () => {
  readsAs([
    // Food, hospitality and short lets.
    ['un servizio di delivery per la pizzeria', 'consegna-domicilio'],
    ['food delivery', 'consegna-domicilio'],
    ['cibo take away', 'street-food'],
    ['un locale takeaway', 'street-food'],
    ['un foodtruck per la festa', 'street-food'],
    ['revenue management per il mio b&b', 'affitti-brevi'],
    ['un channel manager', 'affitti-brevi'],
    ['il self check-in per gli ospiti', 'affitti-brevi'],
    ['un hostel in centro', 'alloggio-hotel'],
    ['un city tour con guida', 'turismo'],
    ['glamping in montagna', 'turismo'],
    ['una wine tasting', 'vino'],
    // A concept of its own under alimentare since session 16 (with "senza glutine", "celiaci").
    ['prodotti gluten free', 'senza-glutine'],
    ['petfood naturale', 'animali'],
    ['una petsitter per agosto', 'pet-sitter'],
    ['un dogsitter', 'pet-sitter'],
    // Beauty, wellness, sport.
    ['un beauty center vicino casa', 'estetica'],
    ['un corso di make up', 'estetica'],
    ['una beauty farm per il weekend', 'benessere'],
    ['una skin care per pelli secche', 'cosmetica'],
    ['cerco un barber', 'barberia'],
    ['lezioni di spinning', 'fitness'],
    ['un workout a casa', 'fitness'],
    ['calisthenics al parco', 'fitness'],
    ['aquagym per mia madre', 'nuoto'],
    ['hiking in Dolomiti', 'outdoor'],
    ['ho il burn out', 'stress'],
    ['reiki', 'benessere'],
    // Living, moving and shopping.
    ['un home staging', 'immobiliare'],
    ['interior design per il soggiorno', 'architetti'],
    ['rendering 3D della villa', 'architetti'],
    ['negozio second-hand', 'usato'],
    ['abbigliamento vintage', 'usato'],
    ['upcycling di mobili', 'riciclo'],
    ['imballaggi eco friendly', 'sostenibilita'],
    ['un negozio zero waste', 'sostenibilita'],
    ['stoviglie plastic-free', 'sostenibilita'],
    ['un motorhome a noleggio', 'camper'],
    ['un campervan', 'camper'],
    ['felpe streetwear', 'moda'],
    ['un baby shower', 'feste-bambini'],
    ['un party planner', 'eventi'],
    ['uno show cooking', 'eventi'],
    ['un deejay per la festa', 'audio-luci'],
    ['gift box per i clienti', 'regali'],
    ['corporate gift per natale', 'regali'],
    // Business services and technology.
    ['dropshipping', 'ecommerce'],
    ['branding del nuovo marchio', 'grafica'],
    ['lavoro agile', 'lavoro-remoto'],
    ['smartworking', 'lavoro-remoto'],
    ['un chatbot per il sito', 'intelligenza-artificiale'],
    ['blockchain', 'fintech'],
    ['investire in criptovalute', 'fintech'],
    ['una vpn aziendale', 'cybersecurity'],
    ['il wi fi in negozio', 'reti-informatiche'],
    ['la FTTH in capannone', 'telecomunicazioni'],
    ['un NAS per i file', 'backup'],
    ['i LED del negozio', 'illuminazione'],
    ['smart home', 'impianti-elettrici'],
    ['telecamere CCTV', 'vigilanza'],
    ['un suv ibrido plug-in', 'mobilita-elettrica'],
    ['uno shuttle per gli ospiti', 'trasporto-persone'],
    ["consegne dell'ultimo miglio", 'logistica'],
    ['un transpallet elettrico', 'sollevamento'],
    ['fundraising per la onlus', 'raccolta-fondi'],
    ['ticket restaurant per i dipendenti', 'welfare'],
    ['customer care in outsourcing', 'call-center'],
    ['copywriting per il sito', 'marketing-digitale'],
    ['ux design', 'siti-web'],
    ['microsoft 365 per lo studio', 'informatica'],
    ['la cookie policy del sito', 'privacy'],
    ['bnpl per il mio negozio', 'pagamenti'],
    ['ETF', 'investimento'],
    ['un financial advisor', 'consulenza-finanziaria'],
    ['rent to buy', 'comprare-casa'],
    ['progettazione BIM', 'ingegneria'],
    ['un disegno CAD', 'ricerca-sviluppo'],
    ['una casa in bioedilizia', 'edilizia'],
    ['public speaking', 'formazione'],
    ['kaizen in officina', 'consulenza-direzione'],
    ['un key account manager', 'commerciali'],
    ['stand per fiere', 'allestimenti'],
    ['un MBA serale', 'formazione'],
    // Italian abbreviations of tax, work and paperwork.
    ['il TFR dei dipendenti', 'paghe'],
    ['la CUD', 'paghe'],
    ['il DURC per la gara', 'burocrazia'],
    ['il codice ATECO', 'burocrazia'],
    ['una pratica SCIA', 'burocrazia'],
    ['la CILA per il bagno', 'edilizia'],
    ["l'attestato APE", 'efficienza-energetica'],
    ['ho la P.IVA da un anno', 'fisco'],
    ['aprire la P.IVA', 'avvio-attivita'],
    ['la liquidazione IVA', 'fisco'],
    ['la ISO 9001', 'certificazioni'],
    ['la marcatura CE', 'certificazioni'],
    ['aprire una SRLS', 'avvio-attivita'],
  ])
})

describe('loanwords and acronyms that are also words of another sense stay apart', () => {
  readsNotAs([
    ['criptato', 'fintech'],
    ['la merce in magazzino', 'gadget'],
    ['canne da spinning per la trota', 'fitness'],
    ["un'ape sul fiore", 'efficienza-energetica'],
    ['la scia della barca', 'burocrazia'],
    ['un unico fornitore', 'fisco'],
    ['un tour in bici', 'turismo'],
    ['le prestazioni del motore', 'gestione-ordini'],
  ])
  it('keeps "toelettatura per cani" a pet shop word', () => {
    expect(concepts('toelettatura per cani')).toContain('animali')
  })
})

describe('a request in English words meets the stand that says it in Italian', () => {
  it('ranks each request to its own stand', () => {
    expectEachToItsStand([
      [
        'home staging per vendere casa',
        stand(1, 'Immobiliare Rossi', 'Compravendita e valutazione di immobili in città.'),
      ],
      [
        'un chatbot per il sito',
        stand(2, 'Mente Lab', 'Soluzioni di intelligenza artificiale per le piccole imprese.'),
      ],
      [
        'il TFR e le buste paga dei dipendenti',
        stand(3, 'Studio Paghe Verdi', 'Elaborazione paghe e consulenza del lavoro.'),
      ],
    ])
  })
})
