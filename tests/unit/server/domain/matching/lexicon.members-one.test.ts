// Members of every concept, slice 1 (issue 20, docs/matching.md "Twenty-fourth pass: members of
// every concept, slice 1 (session 20)"): a buyer names one thing, the stand only its category or
// trade. The buyers listed are those the lexicon met only after the pass (12 of 70 before, 59
// after); the mirrors' stands sell another thing or another sense of a word and stay unshown.
import { describe, expect, it } from 'vitest'
import {
  MEMBERS_PROBE_ONE,
  MEMBERS_PROBE_ONE_MIRRORS,
} from '../../../../fixtures/matching/members-probe-1.ts'
import { describeProbeList } from './paraphrase-cases.ts'
import { shownIds, stand } from './queue.ts'
import { employee } from './request.ts'

describeProbeList('the members probe of slice one', MEMBERS_PROBE_ONE, {
  pairs: 70,
  met: 59,
  buyers: [
    'un micrometro e un rugosimetro',
    'ci servono delle termocoppie per il forno',
    'cerco un tornio a controllo numerico',
    'bobine di filamento pla',
    'vorremmo passare a odoo',
    'un programma per le note spese',
    'un access point per il capannone',
    'spazio su google drive per i dipendenti',
    'vorrei un password manager per lo studio',
    "devo cambiare l'inverter ibrido",
    'una powerwall per la villetta',
    'vorrei provare una tesla',
    'ci servono i codici a barre sui prodotti',
    'lezioni di giapponese',
    "mi serve l'apostille su un certificato",
    'conviene usare gls o bartolini?',
    'ci serve un carroponte da cinque tonnellate',
    'vorrei un nebbiogeno per il negozio',
    'pannelli in lana di roccia per il sottotetto',
    'barriere antirumore lungo il capannone',
    'cerco un buon barolo',
    'ala gocciolante e gocciolatori',
    'sgabelli alti per la penisola',
    'un pensierino per le maestre',
    'aggiungere delle prese e un punto luce',
    'ami e lenze per il mare',
    'radiomicrofoni e un subwoofer',
    'un coprimaterasso matrimoniale',
    'lezioni di matematica per mio figlio',
    'qualche stout e una lager',
    'cerco un suv a gpl',
    'patatine e taralli',
    'revisione degli idranti',
    'battiscopa e mosaico per il bagno',
    'borracce personalizzate col logo',
    'carta da parati per la camera',
    'una caraffa filtrante',
    'pancetta e salsiccia',
    'una crostata e un tiramisù',
    'stracchino e pecorino',
    'aranciata e chinotto',
    'una bottiglia di sambuca',
    'ci servono microcontrollori e condensatori',
    'barre di ottone e titanio',
    'pannelli osb e compensato',
    'martinetti idraulici e tubi flessibili',
    'una piattaforma elevatrice per mia madre',
  ],
})

describe('a member names its own category, not a neighbour or another sense', () => {
  it.each(MEMBERS_PROBE_ONE_MIRRORS)('"%s" is not shown «%s»', (buyer, text) => {
    expect(shownIds(employee(buyer), [stand(1, 'Stand', text)])).toEqual([])
  })
})
