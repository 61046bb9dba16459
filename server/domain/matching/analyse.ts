// Turns one Italian text into weighted features: lexicon concepts (phrases first, longest match),
// disambiguated or weak ambiguous words, plain stems and filler words, grouped into "needs".
import { distance } from 'fastest-levenshtein'
import {
  AMBIGUOUS,
  BUSINESS_CUSTOMERS,
  CONCEPTS,
  CONSUMER_CUSTOMERS,
  GENERIC_WORDS,
  NEED_VERBS,
  NEGATIONS,
  OTHER_WORDS,
  STATE_VERBS,
  SYNONYM_SENSES,
} from './lexicon.ts'
import { derivedFromNoun, familyOf, stem, tokenize, type Token } from './text.ts'

export type FeatureKind = 'concept' | 'stem' | 'generic' | 'ambiguous'

export interface Feature {
  /** 'c:<concept>', 's:<stem>' or 'a:<ambiguous word>'. */
  key: string
  /** The key as a small integer (see featureId): lookups in documents use it. */
  id: number
  kind: FeatureKind
  /** Importance when asked for, before corpus weighting. */
  weight: number
  /** Confidence that the text says this (typo-corrected or sense-guessed words say it less). */
  strength: number
  /** The words of the text that produced it, as written. */
  surface: string
  /** Which need (clause) of the text it belongs to. */
  need: number
  /** For concepts: the ids of the wider concepts, nearest first. */
  broader: number[]
  /** A kind of customer or business (see ConceptEntry.audience). */
  audience?: boolean
  /** For plain stems: the normalised word, for typo correction against the corpus. */
  word?: string
  /** For plain stems: the id of their word family ('f:<root>', see familyOf), or -1. */
  family?: number
  /** In an offer: the beneficiary its sentence names instead of a person ('c:animali'). */
  beneficiary?: string
  /** A word corrected as a typo, as it was written: if exhibitors use that very word, it was no
   * typo ("contratti" is not "contatti"). */
  asWritten?: { key: string; id: number; weight: number; word: string }
}

/** Endings that are almost always verb forms ("seguono", "esercitarmi"): words that say little. */
const VERB_LIKE =
  /(?:are|ere|ire|rre|ono|ano|iamo|ando|endo|arli|erli|irli|armi|ermi|irmi|arsi|ersi|irsi|arci|erci|irci)$/

/** Endings of adjectives and participles ("unica", "certificato", "regolabili"): plain words that
 * qualify a need rather than name it. Nouns that matter are in the lexicon. */
const MODIFIER_LIKE =
  /(?:ic[oaie]|ich[ei]|al[ei]|iv[oaie]|os[oaie]|at[oaie]|it[oaie]|ut[oaie]|[ai]bil[ei]|ent[ei]|ant[ei]|ari[oa]|ar[ie])$/

/** Agent nouns that the adjective endings would catch ("rilegatrice", "installatrici"). */
const AGENT_NOUN = /tric[ei]$/

/** An adjective or participle by its ending, and not an agent noun. */
function modifierLike(word: string): boolean {
  return MODIFIER_LIKE.test(word) && !AGENT_NOUN.test(word)
}

export const WEIGHTS = {
  stem: 0.6,
  verbLike: 0.45,
  modifierLike: 0.35,
  /** What an offer only integrates with or is compatible with. */
  mentionedOnly: 0.4,
  generic: 0.12,
  ambiguous: 0.6,
  /** Two adjacent content words met as written (see pairSpans). */
  pair: 0.6,
  /** A need made only of filler words is folded into its neighbour. */
  minNeedMass: 0.3,
} as const

/**
 * Reading rules of the twenty-fourth pass (session 20, "a word inserted into a known phrase, and a
 * counted trade"; docs/matching.md), behind numbers (1 on, 0 as before): `negationGuard` never
 * skips a negation inside a lexicon phrase ("il furgone non è guasto" is no "furgone guasto");
 * `countedTrades` reads a trade counted after a bare number as asked for ("ci servono 5
 * magazzinieri", TRADE_COUNTED), not as a unit. Both are kept as plain reading fixes: they read
 * no evaluation text differently but one pool request (docs).
 */
export const READING_TUNING = { negationGuard: 1, countedTrades: 1 }

/**
 * How a text is read: a request (what an attendee seeks: needs, context, purposes), an offer (what
 * an exhibitor does: "per ..." says for whom or for what), or plain (profiles, seeking of exhibitors).
 */
export type TextMode = 'plain' | 'request' | 'offer'

export const ROLES = {
  /** A clause that says who the attendee is rather than what they want. */
  context: 0.25,
  /** A clause before the first need without a state verb: often the problem itself. */
  beforeNeed: 0.6,
  /** "per ..." in a request: what the thing is for, or for whom. */
  purposeAsked: 0.7,
  /** "che ..." in a request: a detail of the thing asked for. */
  detailAsked: 0.6,
  /** "per ..." in an offer: for whom or for what they make it, not what they make. */
  purposeOffered: 0.6,
  /** The word after "di"/"da" qualifies the one before ("le barche della flotta", "reti da
   * pesca"): in a request it says which thing, in an offer what a service works on. */
  modifierAsked: 0.6,
  modifierOffered: 0.8,
  /** An offer's sentences after its name and first sentence: details, clients, examples. */
  laterSentence: 0.8,
  /** A word inside an offer's lexicon phrase, standing for itself ("di furgoni" in "noleggio di
   * furgoni"). */
  phraseWord: 0.8,
  /** The same for a word the lexicon knows, as its plain stem only ("prenotazione" in
   * "prenotazione online"): weaker, since the phrase's concept is what is offered. */
  knownPhraseWord: 0.4,
  /** What an offer uses or includes ("alimentati da fotovoltaico", "comprende assicurazione"). */
  meansOffered: 0.6,
  /** An adjective after a noun in an offer ("fibre riciclate"): what the thing is like. */
  attributeOffered: 0.7,
} as const

const needVerbs = new Set(NEED_VERBS)
const stateVerbs = new Set(STATE_VERBS)
const negations = new Set(NEGATIONS)
/** Small words between a conjunction and its verb ("e mi serve", "e ci servono"). */
const CLITICS = new Set(['mi', 'ci', 'ti', 'vi', 'ne', 'si', 'anche', 'io', 'noi', 'poi', 'ora'])
/** The same, with the object pronouns of "non lo abbiamo", "non la trovo". */
const CLITICS_OR_OBJECT = new Set([...CLITICS, 'lo', 'la'])
const STRONG_BREAK = /[;:.!?()\n]/
const INCLUDES = new Set([
  'comprende',
  'comprendono',
  'include',
  'includono',
  'incluso',
  'inclusa',
  'inclusi',
  'incluse',
  'compreso',
  'compresa',
  'compresi',
  'comprese',
])
const MEANS = new Set(['da', 'dal', 'dalla', 'dai', 'dalle'])
const PARTICIPLE = /(?:at[oaie]|it[oaie]|ut[oaie])$/
const FRAME_ENDERS = new Set(['con', 'in', 'su', 'tra', 'fra', 'dal', 'dalla', 'come', 'ma'])
// prettier-ignore
const OF = new Set(['di', 'del', 'della', 'dei', 'degli', 'delle', 'dello', 'dell', 'da', 'dal', 'dalla', 'dai', 'dagli', 'dalle', 'dallo', 'dall'])

interface Roles {
  /** Multiplier of each token's importance (requests) or confidence (offers). */
  factor: number[]
  /** Tokens under a negation ("senza recinzioni"): they only match negated words. */
  negated: boolean[]
  /** Tokens after a verb of getting rid of something ("smettere con la carta", "ridurre gli
   * scarti"): what the attendee wants gone, read as the problem of having too much of it. */
  gone: boolean[]
}

/** Getting rid of something: "smettere con/di", "basta con" refuse what follows (negated, as
 * after "non"); "ridurre", "tagliare", "meno" only want less of it. ("Addio" is left out: an
 * "addio al nubilato" is a party, not a refusal.) */
const QUIT = new Set([
  'smettere',
  'smettiamo',
  'smetto',
  'smettila',
  'smettete',
  'smettono',
  'basta',
])
// prettier-ignore
const QUIT_LINKS = new Set(['con', 'col', 'coi', 'di', 'a', 'al', 'alla', 'ai', 'agli', 'alle', 'all'])
// prettier-ignore
const REDUCE = new Set(['ridurre', 'riduciamo', 'ridurrei', 'tagliare', 'tagliamo', 'diminuire', 'abbattere', 'meno'])

/** Whether token i starts a wish to be rid of what follows: 'quit' or 'reduce'. */
function riddance(tokens: Token[], i: number): 'quit' | 'reduce' | undefined {
  const w = tokens[i]?.word ?? ''
  const next = tokens[i + 1]?.word ?? ''
  // "basta che si lavori", "smettere" alone: only with the preposition of what is given up.
  if (QUIT.has(w) && QUIT_LINKS.has(next) && (w !== 'basta' || /^co/.test(next))) return 'quit'
  if (REDUCE.has(w)) return 'reduce'
  return undefined
}

/** Ways of saying "I want" in more than a verb ("sono alla ricerca di", "in cerca di", "ho
 * voglia di", "sono interessato a", "sono qui per"): the words of the phrase ask for nothing
 * themselves, and what follows them is what is asked for, not a qualifier or a purpose. */
// prettier-ignore
const WANTING_PHRASES = [
  'alla ricerca di', 'alla ricerca del', 'alla ricerca della', 'alla ricerca dei', 'alla ricerca delle',
  'in cerca di', 'a caccia di', 'voglia di', 'intenzione di', 'in programma di', 'in mente di',
  'interessato a', 'interessata a', 'interessati a', 'interessate a', 'interessato al',
  'interessata al', 'interessati al', 'interessate al', 'interessato alla', 'interessata alla',
  'interessati alla', 'interessate alla', 'interessato ai', 'interessati ai', 'interessato agli',
  'qui per', 'sogno di',
  // A lack is a need: "siamo a corto di camerieri".
  'a corto di',
  // First contact: "parlare con un commercialista", "entrare in contatto con produttori".
  'parlare con', 'parlarne con', 'entrare in contatto con', 'mettermi in contatto con',
  'metterci in contatto con', 'in contatto con',
  // Wanting to know: "mi farebbe piacere …", "vorrei saperne di più sui …".
  'farebbe piacere', 'saperne di piu su', 'saperne di piu sul', 'saperne di piu sulla',
  'saperne di piu sui', 'saperne di piu sulle', 'saperne di piu', 'saperne qualcosa',
].map((p) => p.split(' '))

/** The wanting phrase at token i read as the verb "cerco" followed by stop words, or undefined. */
function wantingPhrase(tokens: Token[], i: number): Token | undefined {
  const t = tokens[i]
  if (!t) return undefined
  for (const p of WANTING_PHRASES) {
    for (let k = 0; k < p.length; k++) {
      const from = i - k
      const whole = p.every(
        (w, j) => tokens[from + j]?.word === w && (j === 0 || !tokens[from + j]?.breakBefore),
      )
      if (!whole) continue
      return k === 0
        ? { ...t, word: 'cerco', stem: stem('cerco'), stop: false }
        : { ...t, word: 'di', stem: 'di', stop: true }
    }
  }
  return undefined
}

/** Units and names of time: a deadline or a date is made of them. */
// prettier-ignore
const TIME_UNITS = new Set([
  'giorno', 'giorni', 'giornata', 'settimana', 'settimane', 'mese', 'mesi', 'anno', 'anni', 'ora',
  'ore', 'weekend', 'mattina', 'pomeriggio', 'sera', 'notte', 'estate', 'inverno', 'primavera',
  'autunno', 'natale', 'pasqua', 'ferragosto', 'lunedi', 'martedi', 'mercoledi', 'giovedi',
  'venerdi', 'sabato', 'domenica', 'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno',
  'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre',
])
/** Words that make a deadline of the time after them: "entro venerdì", "fra due mesi", "fino a
 * domenica", "a fine mese" ("prima" too, with "di": "prima dell'estate"). */
const DEADLINE = new Set(['entro', 'fra', 'tra', 'fino', 'fine'])
/** Words that make a date of the unit next to them: "il mese prossimo", "la settimana scorsa". */
// prettier-ignore
const DATE_NEIGHBOURS = new Set(['prossimo', 'prossima', 'prossimi', 'prossime', 'scorso', 'scorsa', 'scorsi', 'scorse'])
/** What may stand between such a word and its unit: articles, numbers, "fine", "di" ("entro la
 * fine del mese"). */
// prettier-ignore
const TIME_FILL = new Set(['il', 'la', 'l', 'lo', 'i', 'le', 'un', 'una', 'qualche', 'due', 'tre', 'quattro', 'cinque', 'sei', 'dieci', 'di', 'del', 'dell', 'della', 'a', 'al', 'all', 'alla', 'fine', 'prossimo', 'prossima'])

/**
 * Whether token i belongs to a deadline or a date ("entro venerdì", "entro fine mese", "fra due
 * mesi", "prima dell'estate", "il mese prossimo", "la settimana scorsa"): it says when, not what
 * is asked for. A time word on its own stays ("un weekend in montagna", "aperto la domenica",
 * "a giugno" said of a wedding); so do rates and durations ("ogni sera", "da due giorni"), which
 * some offers share with the request (measured: see docs/matching.md, twentieth pass).
 */
function timeFrame(tokens: Token[], i: number): boolean {
  const w = tokens[i]?.word ?? ''
  // "entro" always opens a deadline ("entro marzo", "entro le 18").
  if (w === 'entro') return true
  const unit = (k: number) => TIME_UNITS.has(tokens[k]?.word ?? '')
  const joined = (k: number) => !tokens[k]?.breakBefore
  // "la settimana scorsa", "sabato prossimo": the neighbour after its unit, and the unit.
  if (DATE_NEIGHBOURS.has(w)) return (unit(i - 1) && joined(i)) || governs(tokens, i) !== undefined
  if (DEADLINE.has(w) || (w === 'prima' && OF.has(tokens[i + 1]?.word ?? '')))
    return governs(tokens, i) !== undefined
  if (!unit(i)) return false
  if (DATE_NEIGHBOURS.has(tokens[i + 1]?.word ?? '') && joined(i + 1)) return true
  // Back over articles and numbers to the word that governs the unit.
  for (let j = i - 1; j >= 0 && joined(j + 1); j--) {
    const b = tokens[j]?.word ?? ''
    if (DEADLINE.has(b) || DATE_NEIGHBOURS.has(b)) return true
    if (b === 'prima' && OF.has(tokens[j + 1]?.word ?? '')) return true
    if (!TIME_FILL.has(b) && !/^\d+$/.test(b)) return false
  }
  return false
}

/** The index of the unit a time word governs, over articles and numbers, or undefined. */
function governs(tokens: Token[], i: number): number | undefined {
  for (let k = i + 1; k < tokens.length && k <= i + 4; k++) {
    const t = tokens[k]
    if (!t || t.breakBefore) return undefined
    if (TIME_UNITS.has(t.word) || /^\d+$/.test(t.word)) return k
    if (!TIME_FILL.has(t.word)) return undefined
  }
  return undefined
}

const NEAR = new Set(['vicino', 'vicina', 'vicini', 'vicine'])
// prettier-ignore
const NEAR_TO = new Set(['a', 'al', 'alla', 'all', 'ai', 'agli', 'alle', 'allo', 'casa'])

/** Whether token i says where: "vicino a casa", "vicino all'università", "da vicino". */
function nearness(tokens: Token[], i: number): boolean {
  const t = tokens[i]
  if (!t || !NEAR.has(t.word)) return false
  const next = tokens[i + 1]
  if (next && !next.breakBefore && NEAR_TO.has(next.word)) return true
  return tokens[i - 1]?.word === 'da' && !t.breakBefore
}

/** Words that name a field by what follows them ("il mondo del vino"), as "settore" does. */
const FIELD_HEADS = new Set(['mondo', 'ambito', 'ambiti', 'universo', 'comparto', 'comparti'])

/** Forms of "essere" ("è" is marked as a copula by the tokenizer). */
// prettier-ignore
const BE = new Set(['sono', 'sei', 'siamo', 'siete', 'ero', 'eri', 'era', 'eravamo', 'erano', 'sarei', 'saremmo', 'sarebbe', 'essere'])
/** Adverbs of degree between "essere" and its adjective ("sono davvero stanca di"). */
// prettier-ignore
const DEGREE = new Set(['molto', 'proprio', 'davvero', 'veramente', 'troppo', 'cosi', 'parecchio', 'abbastanza', 'gia', 'ormai', 'po', 'poco', 'tanto', 'sempre', 'anche', 'piu'])

/**
 * Whether token i says how the subject of "essere" is, with its cause after "di"/"da" ("sono
 * stufa delle riunioni", "siamo pieni di scartoffie", "sono stanco di aspettare") or after "ne"
 * ("ne sono stufo"): a state, not a thing asked for. What follows it stays: the cause may be
 * the problem.
 */
function statePredicate(tokens: Token[], i: number): boolean {
  const t = tokens[i]
  if (!t || t.stop || t.breakBefore) return false
  let j = i - 1
  // "un po' stanca": the article of "un po'" only; "sono un produttore di vino" says who asks.
  const degree = (k: number) =>
    DEGREE.has(tokens[k]?.word ?? '') || (tokens[k]?.word === 'un' && tokens[k + 1]?.word === 'po')
  while (j >= 0 && degree(j) && !tokens[j + 1]?.breakBefore) j--
  const be = tokens[j]
  if (!be || !(BE.has(be.word) || be.copula) || tokens[j + 1]?.breakBefore) return false
  const next = tokens[i + 1]
  if (next && !next.breakBefore && OF.has(next.word)) return true
  return tokens[j - 1]?.word === 'ne' && (!next || next.breakBefore || next.conjunction)
}

/** Words that open a clause of reason ("perché lavoro in ufficio", "siccome ho un bar"): it says
 * why, the circumstances of a need, not the need. ("Quando" and "mentre" are left out: "fischia
 * quando freno", "non so quando irrigare" say the problem itself.) */
const REASONS = new Set(['perche', 'poiche', 'siccome', 'giacche'])

/** Whether token i opens a clause of reason ("perché", "dato che", "visto che"). */
function subordinator(tokens: Token[], i: number): boolean {
  const w = tokens[i]?.word ?? ''
  if (REASONS.has(w)) return true
  const next = tokens[i + 1]
  return (w === 'dato' || w === 'visto') && next?.word === 'che' && !next.breakBefore
}

/** Clauses: at punctuation, at a conjunction that starts a new verb ("... e cerco ...") and at a
 * word that opens a clause of reason. */
function clausesOf(tokens: Token[]): number[] {
  const clause: number[] = []
  let current = 0
  tokens.forEach((t, i) => {
    // "ho finito il tecnico (perito meccanico)": an aside in brackets belongs to its clause.
    if (i > 0 && t.breakBefore && !t.gap.includes('(')) current++
    else if (i > 0 && subordinator(tokens, i)) current++
    else if (t.conjunction) {
      let j = i + 1
      while (j < tokens.length && CLITICS.has(tokens[j]?.word ?? '')) j++
      const next = tokens[j]?.word ?? ''
      if (needVerbs.has(next) || stateVerbs.has(next) || worksAs(tokens, j)) current++
    }
    clause[i] = current
  })
  return clause
}

/**
 * Needs versus context in a request: a clause with a need verb is a need, and so are the clauses
 * after it (a list of things wanted) until one describes the attendee ("passo le giornate in
 * ufficio e cerco una palestra"). A clause with a state verb is context (ROLES.context); a clause
 * before the first need without one often states the problem ("i clienti chiedono dove
 * ricaricare l'auto, e vogliamo …"): it counts, less (ROLES.beforeNeed). Returns each clause's
 * factor; clauses not listed count fully.
 */
function contextClauses(tokens: Token[], clause: number[], trailing = ''): Map<number, number> {
  const count = (clause.at(-1) ?? -1) + 1
  // 'problem': a state clause that names a problem some offer solves ("ho sempre mal di
  // schiena"): a clause with a verb, and what is wrong rather than who asks.
  const kind: ('need' | 'state' | 'problem' | 'neutral')[] = Array.from(
    { length: count },
    () => 'neutral',
  )
  const content: boolean[] = Array.from({ length: count }, () => false)
  // A clause that says how things are: a problem if it names one some offer solves.
  const stateOrProblem = (c: number) =>
    tokens.some((_, k) => clause[k] === c && solvable(tokens, k)) ? 'problem' : 'state'
  tokens.forEach((t, i) => {
    const c = clause[i] ?? 0
    if ((needVerbs.has(t.word) && !refused(tokens, i)) || lacks(tokens, i)) kind[c] = 'need'
    // "nn ce la faccio più con le pulizie": a problem, not a description of the attendee, when
    // the clause goes on to say with what ("… da soli non ce la facciamo" only says how hard).
    else if (
      copeless(tokens, i) &&
      negatedBefore(tokens, i, COPING) &&
      tokens.some((x, k) => k > i && clause[k] === c && !x.stop && !isFiller(x.word))
    )
      kind[c] = 'need'
    else if (
      (stateVerbs.has(t.word) || worksAs(tokens, i) || ourFirm(tokens, clause, i)) &&
      kind[c] !== 'need' &&
      !thingIsSubject(tokens, clause, i) &&
      // "… e già che ci siamo il rubinetto perde", "ci sono contributi?": one more thing asked
      // for, not who the asker is.
      !meanwhile(tokens, i) &&
      !thereAreAsked(tokens, clause, i, trailing)
    )
      kind[c] = stateOrProblem(c)
    else if (!t.stop && !genericWords.has(t.word) && !isFiller(t.word)) content[c] = true
  })
  // "cerco una palestra perché lavoro in ufficio": a clause of reason says the
  // circumstances, as a state clause does, unless it names a problem some offer solves.
  tokens.forEach((_, i) => {
    const c = clause[i] ?? 0
    if (kind[c] === 'neutral' && clause[i - 1] !== c && subordinator(tokens, i))
      kind[c] = stateOrProblem(c)
  })
  const context = new Map<number, number>()
  // "caseificio in Emilia, sprechiamo un sacco di acqua": a verbless opening followed by a clause
  // with a verb introduces who is asking; it is context, not something asked for.
  const verb = (c: number) =>
    kind[c] !== 'neutral' ||
    tokens.some((t, i) => clause[i] === c && (t.copula || (!t.stop && FINITE_VERB.test(t.word))))
  // "il wifi nel capannone nn prende, …": an opening with a definite article is a sentence about
  // a thing (whose verb may not look like one), not a label of who is asking; so is an opening
  // that negates a verb whose ending FINITE_VERB does not know ("… nn prende"). When the clause
  // after it describes the attendee ("auto x lavoro, ho la partita iva"), the opening is what
  // they ask for.
  const aboutAThing =
    DEFINITE.has(tokens[0]?.word ?? '') ||
    tokens.some((_, i) => clause[i] === 0 && solvable(tokens, i))
  // A negation stands before a verb (the opening says the problem); a negated clause after the
  // opening complains about it ("fatture elettroniche, nn ci capisco niente"): the opening is the
  // topic, not who is asking. "auto x lavoro, ho la partita iva" is a need by `asks` (a purpose);
  // a clause about the attendee after the opening ("… e ho mal di schiena") says nothing of it.
  const negated = (c: number) => tokens.some((t, i) => clause[i] === c && negations.has(t.word))
  if (
    count > 1 &&
    kind[0] === 'neutral' &&
    !aboutAThing &&
    !verb(0) &&
    !negated(0) &&
    !asks(tokens, clause) &&
    verb(1) &&
    !negated(1) &&
    // "palestra aperta di notte, faccio i turni": when every clause after it only describes the
    // attendee, the opening is all there is to ask for.
    kind.some((k, c) => c > 0 && k !== 'state')
  )
    context.set(0, ROLES.context)
  if (!kind.includes('need')) {
    // No verb of wanting: a clause that describes the attendee is context only if another clause
    // says something ("sono in 3a liceo e in latino ho 4, aiutoooo" is all the request there is).
    if (kind.some((k, c) => (k === 'neutral' || k === 'problem') && content[c] && !context.has(c)))
      kind.forEach((k, c) => k === 'state' && context.set(c, ROLES.context))
    askedBack(tokens, clause).forEach((c) => context.delete(c))
    return context
  }
  let seenNeed = false
  kind.forEach((k, c) => {
    if (k === 'need') seenNeed = true
    else if (k === 'state') context.set(c, ROLES.context)
    else if (!seenNeed && !context.has(c)) context.set(c, ROLES.beforeNeed)
  })
  // "faccio fatica con la contabilità, mi serve aiuto": a need that names nothing ("cerco una
  // soluzione", "mi serve aiuto") asks for what the clauses before it say.
  kind.forEach((k, c) => {
    if (k !== 'need' || content[c]) return
    // "cerco lavoro", "vorrei più clienti": a phrase of the lexicon names something, though its
    // words are filler or open with a stop word.
    if (tokens.some((_, i) => clause[i] === c && !!matchPhrase(tokens, i))) return
    for (let b = c - 1; b >= 0 && kind[b] !== 'need'; b--) context.delete(b)
  })
  askedBack(tokens, clause).forEach((c) => context.delete(c))
  return context
}

/** What follows "lavoro" the verb: "lavoro come cuoca", "lavoro in banca", "lavoro presso". */
// prettier-ignore
const WORK_LINKS = new Set(['come', 'in', 'nel', 'nella', 'nei', 'nelle', 'nello', 'presso', 'per', 'da', 'dal', 'dalla', 'a', 'al', 'alla', 'con'])
/** Words that may stand before a clause's verb: "io lavoro", "ora lavoro". */
const VERB_OPENERS = new Set(['io', 'noi', 'ora', 'adesso', 'anche', 'oggi', 'pure'])

/**
 * Whether token i is "lavoro" the verb, saying where or as what the asker works ("lavoro come
 * cuoco in un albergo", "lavoro in un call center", "… e lavoro in banca"): who asks, as "faccio
 * il cuoco" is. Only at a clause's opening and before a preposition: "cerco lavoro in zona" and
 * "un lavoro in banca" name the job asked for.
 */
function worksAs(tokens: Token[], i: number): boolean {
  const t = tokens[i]
  if (t?.word !== 'lavoro' || !WORK_LINKS.has(tokens[i + 1]?.word ?? '')) return false
  let j = i - 1
  while (j >= 0 && VERB_OPENERS.has(tokens[j]?.word ?? '') && !tokens[j + 1]?.breakBefore) j--
  const before = tokens[j]
  return (
    !before ||
    !!tokens[j + 1]?.breakBefore ||
    before.conjunction ||
    CLITICS.has(before.word) ||
    before.word === 'che' ||
    subordinator(tokens, j)
  )
}

/** Possessives that open a subject: "la mia azienda", "la nostra ditta". */
// prettier-ignore
const POSSESSIVES = new Set(['mio', 'mia', 'nostro', 'nostra'])
/** The asker's own business as a subject. */
// prettier-ignore
const FIRMS = new Set(['azienda', 'ditta', 'impresa', 'societa', 'attivita', 'officina', 'fabbrica', 'cooperativa', 'startup', 'agenzia', 'studio', 'negozio'])
/** Verbs in the third person that say what a firm is or does. */
// prettier-ignore
const FIRM_STATES = new Set(['fa', 'produce', 'vende', 'gestisce', 'lavora', 'realizza', 'distribuisce', 'importa', 'esporta', 'commercializza', 'progetta', 'costruisce', 'opera', 'si'])

/**
 * Whether token i is the verb of a clause that opens with the asker's own firm as its subject
 * ("la mia azienda fa mobili per ufficio", "la nostra ditta produce serramenti"): what the asker's
 * business is, context as "produciamo" makes it.
 */
function ourFirm(tokens: Token[], clause: number[], i: number): boolean {
  if (!FIRM_STATES.has(tokens[i]?.word ?? '')) return false
  let j = i
  while (j > 0 && clause[j - 1] === clause[i]) j--
  if (DEFINITE.has(tokens[j]?.word ?? '')) j++
  return (
    POSSESSIVES.has(tokens[j]?.word ?? '') && FIRMS.has(tokens[j + 1]?.word ?? '') && i === j + 2
  )
}

/**
 * Clauses that a later clause asks for through a pronoun: "ho ereditato una credenza …, la vorrei
 * far tornare come nuova" (a need whose object is a pronoun), "mi si è rotto lo schermo, chi lo
 * ripara?", "il bagno perde, chi me lo sistema?" (a question for who does it): the clause before
 * holds the thing wanted, not a description of the asker.
 */
function askedBack(tokens: Token[], clause: number[]): number[] {
  const back: number[] = []
  tokens.forEach((t, i) => {
    const c = clause[i] ?? 0
    if (c === 0 || clause[i - 1] === c) return
    let j = i
    while (tokens[j]?.conjunction || CLITICS.has(tokens[j]?.word ?? '')) j++
    const who = tokens[j]?.word === 'chi'
    if (who) j++
    while (who && PRONOUN_CLITICS.has(tokens[j]?.word ?? '')) j++
    const object = tokens[j]
    const verb = tokens[j + 1]
    if (!object || !verb || !OBJECT_PRONOUNS.has(object.word) || clause[j + 1] !== c) return
    if (needVerbs.has(verb.word) || (who && !verb.stop)) back.push(c - 1)
  })
  return back
}

/** Clitics before an object pronoun: "chi me lo ripara", "chi ce li ritira". */
const PRONOUN_CLITICS = new Set(['me', 'ce', 'te', 've', 'se', 'mi', 'ci'])

/** Words that say something is wrong ("bollette troppo alte", "picking troppo lento"). */
const EXCESS = new Set(['troppo', 'troppa', 'troppi', 'troppe'])
/** Months and deadlines: an opening with a date is a goal ("prima maratona a ottobre", "matrimonio
 * a giugno", "fiera entro marzo"), not a label of who asks. */
// prettier-ignore
const DATES = new Set(['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre', 'entro', 'scadenza'])
/** An infinitive after "da": something to be done ("tetto in eternit da togliere"). */
const INFINITIVE = /(?:are|ere|ire)$/

/**
 * Whether a verbless opening asks for something rather than saying who is asking ("caseificio
 * in Emilia, …"): it states a problem ("troppo"), asks a question ("chi ritira gli sfridi?"),
 * says what for ("noleggio cestello x 2 settimane"), what is to be done ("eternit da togliere")
 * or heads what follows ("Termografia dei pannelli: …").
 */
function asks(tokens: Token[], clause: number[]): boolean {
  return tokens.some((t, i) => {
    if (clause[i] !== 0) return /[?:]/.test(t.gap) && clause[i] === 1
    const next = tokens[i + 1]
    return (
      EXCESS.has(t.word) ||
      t.word === 'chi' ||
      t.word === 'per' ||
      DATES.has(t.word) ||
      (t.word === 'da' && next !== undefined && INFINITIVE.test(next.word)) ||
      (next !== undefined && clause[i + 1] === 0 && /\?/.test(next.gap))
    )
  })
}

/** An infinitive, with or without a clitic ("fermarmi", "perderlo"). */
const INFINITIVE_CLITIC = /(?:are|ere|ire|ar|er|ir)(?:mi|ti|si|ci|vi|lo|la|li|le|ne|gli)?$/

/** Whether the verb at i is negated ("non mi interessa il software", "non cerco lavoro"): a
 * refusal, not a need. */
function refused(tokens: Token[], i: number): boolean {
  // "nn voglio fermarmi": a negated wish to do something states a goal, not a refusal.
  if (INFINITIVE_CLITIC.test(tokens[i + 1]?.word ?? '')) return false
  return negatedBefore(tokens, i, CLITICS)
}

/** Whether a negation stands right before token i, past at most three words of `skip` ("non mi
 * interessa", "non ce l'abbiamo"). */
function negatedBefore(tokens: Token[], i: number, skip: ReadonlySet<string>): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const w = tokens[j]?.word ?? ''
    if (negations.has(w)) return true
    if (!skip.has(w)) return false
  }
  return false
}

/** A verb in the third person ("mangia", "parte", "funzionano"), as the words after "non" end. */
const THIRD_PERSON = /(?:[ae]|ano|ono)$/

/** Whether the negation at i denies what a thing or a creature does ("il gatto nn mangia le
 * crocchette", "la caldaia non parte"): a problem, so only that verb is negated, not what follows
 * it; a negated wish ("non voglio", "non mi serve") still refuses. */
function thingFails(tokens: Token[], i: number): boolean {
  const w = tokens[i]?.word ?? ''
  if (w !== 'non' && w !== 'nn') return false
  let j = i + 1
  while (CLITICS.has(tokens[j]?.word ?? '')) j++
  const v = tokens[j]
  return (
    !!v &&
    !v.stop &&
    !v.breakBefore &&
    THIRD_PERSON.test(v.word) &&
    !needVerbs.has(v.word) &&
    !stateVerbs.has(v.word) &&
    !DISLIKES.has(v.word)
  )
}

/** Wanting and liking in the third person ("i clienti nn vogliono le merendine", "non mi piace
 * la plastica"): a dislike of what follows, refused as before. */
// prettier-ignore
const DISLIKES = new Set([
  'piace', 'piacciono', 'va', 'vanno', 'vuole', 'vogliono', 'ama', 'amano', 'accetta', 'accettano',
  'compra', 'comprano', 'sopporta', 'sopportano', 'usa', 'usano', 'chiede', 'chiedono',
])

/** Object pronouns: "la vorrei", "lo vorrei rifare". */
const OBJECT_PRONOUNS = new Set(['lo', 'la', 'li', 'le', 'l'])

/** Whether a lexicon phrase starting at token i names a problem that some offer solves
 * (ConceptEntry.solves: "tarli", "spifferi", "il ginocchio fa male"). */
function solvable(tokens: Token[], i: number): boolean {
  const t = tokens[i]
  if (!t || t.stop) return false
  const m = matchPhrase(tokens, i)
  return !!m && problemConcepts.has(m.concept)
}

const DEFINITE = new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'l'])

/** Articles: "le gomme sono lisce" has a thing as its subject. */
const ARTICLES = new Set([...DEFINITE, 'un', 'uno', 'una'])

/**
 * Whether the state verb at i has a thing as its subject ("le gomme sono lisce", "il registratore
 * di cassa è vecchio"): an article and a noun before it in its clause. Then the clause states a
 * problem of that thing, not who the attendee is ("sono maestra"), so it is no context.
 */
function thingIsSubject(tokens: Token[], clause: number[], i: number): boolean {
  // "il commercialista ce l'ho già": a pronoun before the verb takes up the noun as its object
  // (a left dislocation), so the attendee is the subject: what they have, context.
  if (DISLOCATED.has(tokens[i - 1]?.word ?? '')) return false
  for (let j = i - 2; j >= 0 && clause[j] === clause[i]; j--) {
    const next = tokens[j + 1]
    if (ARTICLES.has(tokens[j]?.word ?? '') && next && !next.stop && !stateVerbs.has(next.word))
      return true
  }
  return false
}

/**
 * Whether a word with an adjective's ending stands where a noun does: right after an article,
 * with no noun after it ("i compiti di matematica", "la cervicale che mi uccide"); "una nuova
 * sede" keeps it an adjective. Only words of six letters or more: in shorter ones the ending is
 * most of the word ("le auto").
 */
function nounByPlace(tokens: Token[], i: number): boolean {
  const t = tokens[i]
  const before = tokens[i - 1]
  const next = tokens[i + 1]
  if (!t || !before || t.breakBefore || t.word.length < 6) return false
  // So too right after a verb of wanting ("cerco personale per il bar", "cerchiamo personale"):
  // the word is the thing asked for, not how a thing is ("cerco potenziali clienti").
  const head = ARTICLES.has(before.word) || needVerbs.has(before.word)
  return head && (!next || next.stop || next.breakBefore)
}

/** Whether token i is a broad concept (weighing under 0.5: "gruppo", "azienda"). */
function vagueHead(tokens: Token[], i: number): boolean {
  const t = tokens[i]
  if (!t || t.stop || t.breakBefore) return false
  const m = matchPhrase(tokens, i)
  return !!m && m.to === i && (concepts.get(m.concept)?.weight ?? 1) < 0.5
}

/** Object pronouns right before a verb: "ce l'ho", "lo abbiamo", "ne ho". */
const DISLOCATED = new Set([...OBJECT_PRONOUNS, 'ne'])

/** "Having" and "finding" verbs: after a negation they say what is missing ("non abbiamo un
 * sito", "non trovo una palestra aperta di notte", "non troviamo saldatori"). */
// prettier-ignore
const HAVE = new Set(['ho', 'abbiamo', 'ha', 'hanno', 'avete', 'trovo', 'troviamo', 'trova', 'trovano', 'trovate'])

/** Whether token i is a negated "have" ("nn abbiamo un sito decente") or "find": a lack, that is
 * a need. ("Non c'è" is left out: "in zona industriale non c'è un bar" made the place a need.) */
function lacks(tokens: Token[], i: number): boolean {
  const t = tokens[i]
  if (!t || !HAVE.has(t.word)) return false
  return negatedBefore(tokens, i, CLITICS_OR_OBJECT)
}

/** The small words of "non ce la faccio", "non ne posso". */
const COPING = new Set(['ce', 'la', 'ne'])

/** Forms of "riuscire" and "sapere": after a negation they state a problem ("nn riesco a farmi
 * pagare", "non sappiamo quando irrigare"), not something refused. */
const ABLE =
  /^(?:riesc[oeai]|riescono|riusc(?:iamo|ite|ito|ita|iti|ivo))$|^(?:so|sa|sappiamo|sanno|sapete)$/

/** Whether the negation at i is followed (past clitics) by a verb of being able, or by "ce la
 * faccio" / "ne posso più" (not coping, fed up: "nn ce la faccio più con le pulizie"): an
 * inability, so a problem to solve, not something refused. */
function unable(tokens: Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 3; j++) {
    const w = tokens[j]?.word ?? ''
    if (ABLE.test(w) || copeless(tokens, j)) return true
    if (!CLITICS.has(w) && w !== 'ce' && w !== 'la') return false
  }
  return false
}

/** "(non) ce la faccio" and "(non) ne posso": the verb of an idiom of not coping. */
function copeless(tokens: Token[], j: number): boolean {
  const w = tokens[j]?.word ?? ''
  const before = tokens[j - 1]?.word
  if (/^fa(?:ccio|cciamo|nno)?$/.test(w)) return before === 'la' && tokens[j - 2]?.word === 'ce'
  return /^poss(?:o|iamo)$/.test(w) && before === 'ne'
}

/**
 * Whether the state verb at i is the "sono"/"siamo" of "già che ci sono" (while I am at it): what
 * follows is one more thing asked for ("… e già che ci siamo il rubinetto della cucina perde",
 * "già che ci sono una sella nuova"), not who the asker is.
 */
function meanwhile(tokens: Token[], i: number): boolean {
  const w = (k: number) => tokens[i - k]?.word ?? ''
  return (
    (w(0) === 'sono' || w(0) === 'siamo') &&
    w(1) === 'ci' &&
    w(2) === 'che' &&
    // Only "già": "visto che ci sono molte offerte", "ora che ci sono i bandi" give a reason.
    w(3) === 'gia'
  )
}

/**
 * Whether the state verb at i is the "ci sono" of a question about what there is: its clause ends
 * with a question mark ("ci sono contributi?", "ci sono bandi?") or it follows "se" ("… poi capire
 * se ci sono contributi"). It asks for those things; it does not say who the asker is.
 */
function thereAreAsked(tokens: Token[], clause: number[], i: number, trailing: string): boolean {
  if (tokens[i]?.word !== 'sono' || tokens[i - 1]?.word !== 'ci') return false
  const c = clause[i]
  let last = i
  while (last + 1 < tokens.length && clause[last + 1] === c) last++
  const after = last + 1 < tokens.length ? (tokens[last + 1]?.gap ?? '') : trailing
  return /\?/.test(after) || (tokens[i - 2]?.word === 'se' && clause[i - 2] === c)
}

/** Endings of finite verbs in the plural ("sprechiamo", "chiedono", "vendete"). */
const FINITE_VERB = /(?:iamo|ono|ano|ete)$/

/** Exclamations and elongated words ("aiutoooo", "help", "grazieee"): they ask for nothing. */
export function isFiller(word: string): boolean {
  // A bare number ("800", "1975", "150 dipendenti") says how many or when, not what.
  // "riesco", "sappiamo" say that something fails, not what.
  return (
    /(\p{L})\1\1$/u.test(word) ||
    FILLER_WORDS.has(word) ||
    /^\d+$/.test(word) ||
    ABLE.test(word) ||
    // "dobbiamo", "desidero", "piacerebbe": verbs of wanting say that something is asked, not
    // what ("cerco" and "vorrei" already were filler words).
    needVerbs.has(word) ||
    CONTACT_VERB.test(word)
  )
}

/** Verbs of first contact ("conoscere", "incontrare", "contattare", "scoprire"), with their clitics
 * ("incontrarvi", "conoscerli") and conditionals ("contatterei"): like "cerco" they say how the
 * asker means to meet a stand, not what they want from it. */
const CONTACT_VERB =
  /^(?:(?:conosc|incontr|contatt)(?:ere|are|erei|eremmo|ermi|erci|ervi|erli|erle|erla|erlo|armi|arci|arvi|arli|arle|arla|arlo)|scopr(?:ire|irei|irne|irli|irle|irlo|irla))$/
const FILLER_WORDS = new Set([
  'help',
  'aiuto',
  'aiutatemi',
  'aiutateci',
  'grazie',
  'ciao',
  'pls',
  'please',
  'boh',
  // "basta con la carta": the riddance is read on what follows (see riddance).
  'basta',
  // Whether a choice pays or is due ("conviene il forfettario?", "mi spetta la pensione?"): the
  // choice is what is asked about.
  'conviene',
  'convenga',
  'converrebbe',
  'spetta',
  'spettano',
])

/** `trailing`: the text after the last word (a final "?" asks). */
function rolesOf(tokens: Token[], mode: TextMode, trailing = ''): Roles {
  const factor = tokens.map(() => 1)
  const negated = tokens.map(() => false)
  const gone = tokens.map(() => false)
  let riddingOf = 0
  const clause = clausesOf(tokens)
  const context =
    mode === 'request' ? contextClauses(tokens, clause, trailing) : new Map<number, number>()
  let negation = 0
  /** A negation was read in this clause: "né" goes on with it ("non cerco lavoro né corsi"). */
  let refusing = false
  let frame: 'purpose' | 'detail' | 'means' | null = null
  let modifier = false
  let sentence = 0
  tokens.forEach((t, i) => {
    if (i > 0 && /[.!?;]/.test(t.gap)) sentence++
    const qualifies = modifier && !t.stop
    // "impianto di videosorveglianza": after a filler head the word is the thing itself.
    const head = tokens[i - 1]
    const next = tokens[i + 1]
    if (OF.has(t.word) && head && !head.stop && !genericWords.has(head.word)) modifier = true
    // The qualifying noun keeps its adjectives ("termografia di impianti fotovoltaici").
    else if (qualifies && !next?.breakBefore && modifierLike(next?.word ?? '')) modifier = true
    else if (!t.stop || t.breakBefore) modifier = false
    const strong = i > 0 && STRONG_BREAK.test(t.gap)
    if (t.breakBefore || t.conjunction) [negation, refusing, riddingOf] = [0, false, 0]
    if (strong || (t.breakBefore && (FRAME_ENDERS.has(t.word) || VERB_LIKE.test(t.word))))
      frame = null
    const rid = riddance(tokens, i)
    // "non abbiamo un sito": what is lacking is asked for, not refused.
    if (
      negations.has(t.word) &&
      !tokens.slice(i + 1, i + 4).some((_, k) => lacks(tokens, i + 1 + k)) &&
      !unable(tokens, i)
    )
      [negation, refusing] = [thingFails(tokens, i) ? 1 : 2, true]
    else if (refusing && t.word === 'ne') negation = 2
    else if (rid) {
      riddingOf = 2
      if (rid === 'quit') negation = 2
    } else {
      // "non voglio le solite bomboniere", "non cerco fornitori di pesce": the verb of wanting is
      // what the negation turns into a refusal; the words it refuses come after it ("non cerco
      // lavoro" still refuses the phrase that opens on the verb). Before an infinitive ("nn
      // vogliamo comprare gli sci") the verb counts: the action is refused, not its object.
      if (negation > 0 && !t.stop) {
        negated[i] = true
        if (!isFiller(t.word) || INFINITIVE_CLITIC.test(next?.word ?? '')) negation--
      }
      if (riddingOf > 0 && !t.stop) {
        gone[i] = true
        riddingOf--
      }
    }
    if (t.word === 'per')
      // "gruppo per giocare", "un'azienda per pulire gli uffici": after a broad head, what
      // follows "per" is the need itself, not what it is for.
      frame = mode === 'request' && vagueHead(tokens, i - 1) ? null : 'purpose'
    // "forni alimentati da fotovoltaico", "il canone comprende assicurazione": what an offer uses
    // or includes, not what it sells.
    else if (
      mode === 'offer' &&
      (INCLUDES.has(t.word) || (MEANS.has(t.word) && PARTICIPLE.test(head?.word ?? '')))
    )
      frame = 'means'
    // "qualcuno che traduca il catalogo": after a filler head the clause is the need itself.
    else if (t.word === 'che' && mode === 'request')
      frame = head && (head.stop || genericWords.has(head.word)) ? null : 'detail'
    // "x fare domanda … mi serve la certificazione": a verb of wanting ends a purpose.
    else if (needVerbs.has(t.word)) frame = null
    let f = context.get(clause[i] ?? 0) ?? 1
    if (frame === 'purpose')
      f *= mode === 'offer' ? ROLES.purposeOffered : mode === 'request' ? ROLES.purposeAsked : 1
    if (frame === 'detail') f *= ROLES.detailAsked
    if (frame === 'means') f *= ROLES.meansOffered
    if (qualifies)
      f *= mode === 'offer' ? ROLES.modifierOffered : mode === 'request' ? ROLES.modifierAsked : 1
    // An offer says what it is first (its name, then its first sentence); later sentences add
    // details, clients and examples.
    if (mode === 'offer' && sentence >= 2) f *= ROLES.laterSentence
    factor[i] = f
  })
  if (mode === 'request') refusedBefore(tokens, clause, negated)
  return { factor, negated, gone }
}

/**
 * "il sito non mi serve", "la palestra non ci interessa": a negated verb of wanting that ends its
 * clause refuses what the clause named before it, as "non mi serve il sito" refuses what follows.
 * The two content words nearest the negation are negated.
 */
function refusedBefore(tokens: Token[], clause: number[], negated: boolean[]): void {
  tokens.forEach((t, i) => {
    if (!negations.has(t.word)) return
    let j = i + 1
    while (CLITICS_OR_OBJECT.has(tokens[j]?.word ?? '')) j++
    if (!needVerbs.has(tokens[j]?.word ?? '') || clause[j] !== clause[i]) return
    const c = clause[i]
    if (tokens.some((x, k) => k > j && clause[k] === c && !x.stop && !isFiller(x.word))) return
    let left = 2
    for (let k = i - 1; k >= 0 && clause[k] === c && left > 0; k--) {
      const x = tokens[k]
      if (!x || x.stop || isFiller(x.word)) continue
      negated[k] = true
      left--
    }
  })
}

interface Phrase {
  stems: string[]
  concept: string
  /** The lexicon's own words at each position: the stemmer folds too much ("sede"/"sedie"). */
  words: Set<string>[]
}

interface ConceptInfo {
  weight: number
  broader: string[]
  audience: boolean
  solves: string[]
}

interface CompiledAmbiguous {
  key: string
  senses: { concept: string; cues: Set<string> }[]
  fallback: 'ambiguous' | 'generic'
}

const concepts = new Map<string, ConceptInfo>()
const phrasesByFirst = new Map<string, Phrase[]>()
const lexiconStems = new Set<string>()
/** Words of the lexicon's phrases as written: a word the lexicon spells so is no typo. */
const phraseWords = new Set<string>()
/** Lexicon words by first letter, for typo correction. */
const lexiconWords = new Map<string, string[]>()
const ambiguousByStem = new Map<string, CompiledAmbiguous>()
const genericStems = new Set<string>()
const genericWords = new Set<string>()
const ambiguousWords = new Set<string>()

function addLexiconWord(word: string): void {
  if (word.length < 5) return
  const list = lexiconWords.get(word[0] ?? '') ?? []
  if (!list.includes(word)) list.push(word)
  lexiconWords.set(word[0] ?? '', list)
}

for (const c of CONCEPTS) {
  // A later entry with a known id adds names and problems to it (the eighth pass's block), and
  // keeps the first entry's weight, wider concepts and audience.
  const known = concepts.get(c.id)
  if (known) known.solves = [...new Set([...known.solves, ...(c.solves ?? [])])]
  else
    concepts.set(c.id, {
      weight: c.weight ?? 1,
      broader: c.broader ?? [],
      audience: !!c.audience,
      solves: c.solves ?? [],
    })
  for (const term of c.terms) {
    const tokens = tokenize(term)
    if (!tokens.length) continue
    const stems = tokens.map((t) => t.stem)
    const first = stems[0] ?? ''
    const list = phrasesByFirst.get(first) ?? []
    const same = list.find((p) => p.concept === c.id && p.stems.join(' ') === stems.join(' '))
    if (same) tokens.forEach((t, k) => same.words[k]?.add(t.word))
    else list.push({ stems, concept: c.id, words: tokens.map((t) => new Set([t.word])) })
    phrasesByFirst.set(first, list)
    for (const t of tokens) {
      if (t.stop) continue
      if (tokens.length === 1) lexiconStems.add(t.stem)
      else phraseWords.add(t.word)
      addLexiconWord(t.word)
    }
  }
}
/** Concepts that some offer solves (problems and purposes). */
const problemConcepts = new Set(CONCEPTS.flatMap((c) => c.solves ?? []))
/** Concepts by the derivational family of their one-word terms ("traduzioni" → 'tradu'), when
 * the family is not the stem itself: a verb form of the same root ("traduca", "tradurre") names
 * the concept at FAMILY_CREDIT. One concept per family, or none. Terms derived from a noun
 * ("gestionale") are left out: the plain noun ("gestione") says less. So are agent and
 * instrument nouns ("raccoglitori", "abbattitore", "addolcitore"): an action noun is the verb's
 * own act ("tranciare", "tranciatura"), but a tool is one of many things the verb is done with
 * ("raccogliere ordini" asks for no binders, "abbattere i costi" for no blast chiller). */
const AGENT_OR_TOOL = /(?:tor|tric)[ei]$/
const conceptByFamily = new Map<string, string | null>()
for (const c of CONCEPTS) {
  for (const term of c.terms) {
    const tokens = tokenize(term)
    const only = tokens.length === 1 ? tokens[0] : undefined
    if (!only || only.stop || derivedFromNoun(only.word)) continue
    const root = familyOf(only.word, only.stem)
    if (root === only.stem || root.length < 5 || AGENT_OR_TOOL.test(only.word)) continue
    const known = conceptByFamily.get(root)
    conceptByFamily.set(root, known === undefined || known === c.id ? c.id : null)
  }
}

for (const list of phrasesByFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length)

/**
 * Whether `word` is one of the lexicon's spellings in another form: the other number ("bandi" of
 * "bando", "cantieri" of "cantiere", "calci" of "calcio", "banchi" of "banco"), a verb's forms.
 * Not a different word of the same stem ("canto" is no "cantiere", "trattori" no "trattoria"),
 * and a foreign word ending in a consonant takes only an -s ("band" is no "bandi").
 */
function inflectionOf(word: string, allowed: Set<string>): boolean {
  for (const s of allowed) {
    if (word === s) return true
    // A verb the lexicon spells in the infinitive is met in its other forms ("ristrutturano"),
    // and so is the verb of an action noun ("impermeabilizzazione" → "impermeabilizzare").
    const verb = /[aei]re$/.test(s)
      ? s.slice(0, -3)
      : /azion[ei]$/.test(s)
        ? s.slice(0, -6)
        : undefined
    if (verb && word.startsWith(verb) && VERB_ENDING.test(word.slice(verb.length))) return true
    // A plural's singular is a guess (-o, -e or -a); the lexicon's own singular, when it has
    // one, says which ("bandi" with "bando" is no "bande").
    const forms = inflections(s)
    if (s.endsWith('i') && forms.some((f) => allowed.has(f))) continue
    if (forms.includes(word)) return true
  }
  return false
}

/** What follows a verb's root in its common forms ("ristruttur|ano", "smalt|irli"). */
const VERB_ENDING =
  /^(?:[aei]re|[oia]|iamo|[aei]te|[ae]?no|ono|[aiu]t[oaie]|[aei]v[oia]|[aei]vano|ero|era|eranno|[aei]ndo|[aei]rl[aieo])$/

function inflections(s: string): string[] {
  const last = s.slice(-1)
  if (!'aeio'.includes(last)) return [`${s}s`]
  // The follower of an -ismo is the same word for a person ("escursionismo", "escursionisti").
  if (s.endsWith('ismo')) return ['a', 'i', 'e'].map((e) => `${s.slice(0, -4)}ist${e}`)
  const base = s.slice(0, -1)
  // "banco" → "banchi" (or "meccanico" → "meccanici"), "paga" → "paghe", "farmacia" →
  // "farmacie", "provincia" → "province"; back from a plural, the h goes again.
  const hard = /[cg]$/.test(base) ? `${base}h` : base
  const soft = base.replace(/(?<=[cg])h$/, '')
  switch (last) {
    case 'o':
      return [`${base}i`, `${hard}i`, ...(base.endsWith('i') ? [base] : [])]
    case 'a':
      return [`${hard}e`, `${hard}i`, ...(/[cg]i$/.test(base) ? [`${base.slice(0, -1)}e`] : [])]
    case 'e':
      return [`${base}i`, `${soft}a`, ...(/[cg]$/.test(base) ? [`${base}ia`] : [])]
    default:
      return [`${soft}o`, `${soft}e`, `${soft}a`, `${s}o`]
  }
}

/** Whether concept `a` lies under `b` (or `b` under `a`) along the lexicon's wider concepts.
 * `broaderOf`, not the cached `broaderConcepts`: this runs at load, before that cache exists. */
function relatedConcepts(a: string, b: string): boolean {
  return broaderOf(a).includes(b) || broaderOf(b).includes(a)
}

/** Stems that different words of two unrelated concepts share ("band": "bandi" and the music
 * "band", "trattor": "trattoria" and "trattori"): there the stem says nothing about the sense.
 * One word listed under two concepts ("tovaglie") is no collision: it is read as before. */
const collidingStems = new Set<string>()
for (const [first, list] of phrasesByFirst) {
  const words = list.filter((p) => p.stems.length === 1)
  const sameWord = (a: Set<string>, b: Set<string>) =>
    [...a].some((w) => inflectionOf(w, b)) || [...b].some((w) => inflectionOf(w, a))
  const collide = words.some((a, i) =>
    words
      .slice(i + 1)
      .some(
        (b) =>
          !relatedConcepts(a.concept, b.concept) &&
          !sameWord(a.words[0] ?? new Set(), b.words[0] ?? new Set()),
      ),
  )
  if (collide) collidingStems.add(first)
}

// Known other words (lexicon.ts, OTHER_WORDS): never corrected into a term, and on a term's stem
// held to the term's own forms, as a colliding stem is.
for (const w of OTHER_WORDS) {
  for (const t of tokenize(w)) {
    if (t.stop) continue
    phraseWords.add(t.word)
    if (phrasesByFirst.has(t.stem)) collidingStems.add(t.stem)
  }
}

for (const a of AMBIGUOUS) {
  const key = `a:${stem(a.words[0] ?? '')}`
  // A cue that stems like the word itself ("batterista" for "batteria") would pick its sense
  // every time the word is written, so it cannot tell the senses apart.
  const own = new Set(a.words.map((w) => stem(w)))
  const compiled: CompiledAmbiguous = {
    key,
    fallback: a.fallback ?? 'ambiguous',
    senses: a.senses.map((s) => ({
      concept: s.concept,
      cues: new Set(
        s.cues.flatMap((cue) => tokenize(cue).map((t) => t.stem)).filter((c) => !own.has(c)),
      ),
    })),
  }
  for (const w of a.words) {
    ambiguousWords.add(w)
    ambiguousByStem.set(stem(w), compiled)
    lexiconStems.add(stem(w))
  }
}
/** Cues of a one-word synonym's own sense and of its other senses (SYNONYM_SENSES), as stems. */
type Cues = Map<string, string[]>
const synonymSenses = new Map<string, { own: Cues; other: Cues; otherBefore: Set<string> }>()
for (const e of SYNONYM_SENSES) {
  const own = new Set(e.words.map((w) => stem(w)))
  const cues = (list: string[]): Cues => {
    const byStem: Cues = new Map()
    for (const t of list.flatMap((c) => tokenize(c)))
      if (!own.has(t.stem)) byStem.set(t.stem, [...(byStem.get(t.stem) ?? []), t.word])
    return byStem
  }
  const compiled = { own: cues(e.own), other: cues(e.other), otherBefore: new Set(e.otherBefore) }
  for (const w of e.words) synonymSenses.set(w, compiled)
}

/** How many cue words the text has, each met by its stem and spelt within an inflection of it
 * (the stemmer folds too much: "piazzamenti" is no "piazza"). */
function cuesIn(cues: Cues, written: Map<string, string[]>): number {
  let n = 0
  for (const [s, words] of cues) {
    const near = (w: string) => words.some((c) => distance(w, c) <= (w.length <= 6 ? 1 : 2))
    if (written.get(s)?.some(near)) n++
  }
  return n
}

/** Whether the rest of the text names another sense of the one-word synonym at `i` at least as
 * often as the sense its list gives it: "casse audio" are no till, "integratori di calcio" no
 * football. `written` holds the text's words by stem, as written and as corrected. */
function otherSenseNamed(
  tokens: Token[],
  i: number,
  written: () => Map<string, string[]>,
): boolean {
  const t = tokens[i]
  const senses = t && synonymSenses.get(t.word)
  if (!senses) return false
  if (senses.otherBefore.has(tokens[i - 1]?.word ?? '') && !t.breakBefore) return true
  const other = cuesIn(senses.other, written())
  return other > 0 && other >= cuesIn(senses.own, written())
}

// The names of kinds of customer are lexicon words too: "all'ingrosso" (wholesale) is no typo of
// "ingrasso" (fattening livestock), though only the customer lists spell it.
for (const w of [...BUSINESS_CUSTOMERS, ...CONSUMER_CUSTOMERS]) {
  for (const t of tokenize(w)) if (!t.stop) phraseWords.add(t.word)
}
for (const w of GENERIC_WORDS) {
  for (const t of tokenize(w)) {
    genericWords.add(t.word)
    genericStems.add(t.stem)
    lexiconStems.add(t.stem)
    addLexiconWord(t.word)
  }
}

/** Transitive wider concepts, nearest first. */
function broaderOf(id: string): string[] {
  const out: string[] = []
  const queue = [...(concepts.get(id)?.broader ?? [])]
  while (queue.length) {
    const next = queue.shift() ?? ''
    if (out.includes(next)) continue
    out.push(next)
    queue.push(...(concepts.get(next)?.broader ?? []))
  }
  return out
}
const broaderCache = new Map<string, string[]>()
export function broaderConcepts(id: string): string[] {
  let b = broaderCache.get(id)
  if (!b) {
    b = broaderOf(id)
    broaderCache.set(id, b)
  }
  return b
}

const featureIds = new Map<string, number>()
/** Interns a feature key as a small integer: integer-keyed lookups are several times faster. */
/** The id of a key already seen on the exhibitor side, or -1: an attendee's stray words can never
 * match an exhibitor, so they are not interned (the table must not grow with every request). */
export function knownFeatureId(key: string): number {
  return featureIds.get(key) ?? -1
}

export function featureId(key: string): number {
  let id = featureIds.get(key)
  if (id === undefined) {
    id = featureIds.size
    featureIds.set(key, id)
  }
  return id
}

/** How many feature ids exist so far: arrays indexed by id need this length. */
export function featureCount(): number {
  return featureIds.size
}

const solvedKeyCache = new Map<string, number[]>()
/** Ids of the problems an offered concept solves (ConceptEntry.solves), built once. */
function solvedKeys(id: string): number[] {
  let keys = solvedKeyCache.get(id)
  if (!keys) {
    keys = (concepts.get(id)?.solves ?? []).map((p) => featureId(`c:${p}`))
    solvedKeyCache.set(id, keys)
  }
  return keys
}

const broaderKeyCache = new Map<string, number[]>()
/** Ids of the wider concepts, built once. */
export function broaderKeys(id: string): number[] {
  let keys = broaderKeyCache.get(id)
  if (!keys) {
    keys = broaderConcepts(id).map((b) => featureId(`c:${b}`))
    broaderKeyCache.set(id, keys)
  }
  return keys
}

export function conceptWeight(id: string): number {
  return concepts.get(id)?.weight ?? 1
}

/** Whether a concept is a kind of customer (its first entry decides, as for weight). */
export function isAudience(id: string): boolean {
  return concepts.get(id)?.audience ?? false
}

/** Tolerated edits: one for words of 8+ letters, two from 11. Shorter words are left alone. */
export function maxTypoDistance(word: string): number {
  return word.length >= 11 ? 2 : word.length >= 8 ? 1 : 0
}

/** The closest candidate within the tolerated edits, same first letter; undefined if none. */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  const max = maxTypoDistance(word)
  if (!max) return undefined
  let best: string | undefined
  let bestD = max + 1
  for (const c of candidates) {
    if (c[0] !== word[0] || Math.abs(c.length - word.length) > max || c === word) continue
    // "americano" is no typo of "americana": the same word in another gender or number is a
    // word of its own (its stem may differ, and so may its sense), nor a typo of anything else
    // ("processi" is not "promessi" when "processo" is known).
    if (otherEnding(word, c)) return undefined
    // "digitare" is no typo of "digitale", nor "capitare" of "capitale": a word with a verb's
    // inflection is a verb form, a word of its own, unless the lexicon word has the same one
    // ("organizare" is "organizzare").
    if (otherInflection(word, c)) continue
    const d = distance(word, c)
    if (d < bestD) {
      bestD = d
      best = c
    }
  }
  return best
}

/** Inflections of verbs: infinitive, gerund, present and past forms, conditional. */
const VERB_INFLECTION =
  /(?:are|ere|ire|ando|endo|iamo|iate|ai|asti|ammo|aste|arono|avo|ava|avi|avamo|avate|avano|erei|eresti|erebbe|eremmo|ereste|erebbero|erono|irono)$/

/** Whether a word ends in a verb's inflection that the other word does not end in. */
function otherInflection(word: string, other: string): boolean {
  const ending = VERB_INFLECTION.exec(word)?.[0]
  return !!ending && !other.endsWith(ending)
}

export function isKnownStem(s: string): boolean {
  return lexiconStems.has(s)
}

const corrections = new Map<string, string | null>()

/**
 * A truncated word ("cowork", "fotovolt") stands for the one lexicon word it begins, if exactly
 * one begins with it and adds at most a few letters.
 */
function completion(word: string): string | undefined {
  // A word with an Italian ending ("diploma") is whole, not the start of "diplomandi";
  // truncations end in a consonant ("cowork", "manut").
  if (word.length < 5 || /[aeiou]$/.test(word)) return undefined
  const found = (lexiconWords.get(word[0] ?? '') ?? []).filter(
    (w) => w.length > word.length && w.length - word.length <= 5 && w.startsWith(word),
  )
  const stems = new Set(found.map(stem))
  return stems.size === 1 ? found[0] : undefined
}

/** Articles and articulated prepositions that elide before a vowel ("l'ufficio", "dell'azienda"). */
const ELIDED = /^(?:l|dell|nell|all|dall|sull|coll|un|quest|quell)(?=[aeiouh])/

/**
 * An elision typed without its apostrophe ("lufficio", "dellazienda", "unofficina"): the word
 * after the article, when the whole is unknown to the lexicon and the rest is a word it knows
 * (six letters or more: "lunghi" is no "unghi"). Offsets still cover the written word, so quotes show it as written.
 */
export function unelided(t: Token): Token | undefined {
  if (t.stop || lexiconStems.has(t.stem) || phrasesByFirst.has(t.stem)) return undefined
  const prefix = ELIDED.exec(t.word)?.[0]
  const rest = prefix ? t.word.slice(prefix.length) : ''
  if (rest.length < 6) return undefined
  const restStem = stem(rest)
  if (!lexiconStems.has(restStem) && !phrasesByFirst.has(restStem)) return undefined
  return { ...t, word: rest, stem: restStem }
}

/** Corrects a word to the lexicon when it is a likely typo of a lexicon word (memoised). */
function correctToLexicon(t: Token): Token | undefined {
  // "carta d'identità": a word of a lexicon phrase, as written, is not a typo of "identity".
  if (t.stop || lexiconStems.has(t.stem) || phrasesByFirst.has(t.stem) || phraseWords.has(t.word))
    return undefined
  let fixed = corrections.get(t.word)
  if (fixed === undefined) {
    fixed =
      closestWord(t.word, lexiconWords.get(t.word[0] ?? '') ?? []) ?? completion(t.word) ?? null
    if (corrections.size < 100_000) corrections.set(t.word, fixed)
  }
  return fixed ? { ...t, word: fixed, stem: stem(fixed) } : undefined
}

/** Whether two words differ only in their final vowel ("americano", "americana"; "banchi", "banco"). */
function otherEnding(a: string, b: string): boolean {
  const base = (w: string) => w.replace(/h?[aeiou]$/, '')
  return base(a) === base(b)
}

interface Span {
  from: number
  to: number
  feature: Omit<Feature, 'need' | 'surface' | 'id'>
}

/** Two letters without a vowel, or a digit and a consonant or a letter and a digit: an
 * abbreviation ("pc", "tv", "cv", "bb", "3d", "5g", "b2"), never an Italian word, which always
 * has a vowel; other two-letter words ("ai", "ok", "it") and ordinals ("3a liceo") stay out. */
const ABBREVIATION = /^(?:[b-df-hj-np-tv-z]{2}|\d[b-df-hj-np-tv-z]|[a-z]\d)$/

/** Plural agent nouns ("saldatori", "baristi"): after a number, people wanted, not a unit. */
const PEOPLE_COUNTED = /(?:tori|trici|isti|iste)$/

/** Trades and roles by their plural ending ("magazzinieri", "camerieri", "operai", "fornai",
 * "braccianti", "assistenti"): after a bare number, people wanted, not a unit
 * (`READING_TUNING.countedTrades`). */
const TRADE_COUNTED = /(?:ieri|iere|ai|aie|anti|enti)$/
/** Words of those endings that count a size or a thing, not a trade ("30 dipendenti", "50
 * partecipanti", "200 clienti", "12 ingredienti"). */
// prettier-ignore
const COUNTED_SIZES = new Set([
  'dipendenti', 'partecipanti', 'utenti', 'clienti', 'abitanti', 'studenti', 'pazienti', 'residenti',
  'componenti', 'ingredienti', 'contanti', 'presenti', 'aderenti', 'richiedenti',
])
function countedPeople(word: string, before: string, broken: boolean): boolean {
  if (PEOPLE_COUNTED.test(word)) return true
  // Across punctuation ("Stand 424. Telai …") the word is counted as before: no trade counted.
  if (
    !READING_TUNING.countedTrades ||
    broken ||
    !TRADE_COUNTED.test(word) ||
    COUNTED_SIZES.has(word)
  )
    return false
  // "scarpe per 30 operai", "abbiamo 120 operai": people counted for whom, or as a size.
  return !PREPOSITIONS.has(before) && !HAVE.has(before)
}

/** Letters with an accent or other mark ("à", "é"). */
const ACCENTED = /[^\p{ASCII}]/u

/** What a tuners' script sees of a request's reading (scripts/main-need-audit.ts): its tokens,
 * their clauses and role factors. Off (undefined) in the app. */
export interface ClauseTrace extends Roles {
  tokens: Token[]
  clause: number[]
}
let clauseTrace: ((trace: ClauseTrace) => void) | undefined
export function traceClauses(trace: ((trace: ClauseTrace) => void) | undefined): void {
  clauseTrace = trace
}

/** `intern: false` for attendee texts (see knownFeatureId). */
export function analyse(
  text: string,
  strength = 1,
  intern = true,
  mode: TextMode = 'plain',
): Feature[] {
  const original = tokenize(text)
    .map((t) => unelided(t) ?? t)
    // "poiché", "dato che": words that open a clause of reason ask for nothing themselves.
    .map((t, i, all) => (subordinator(all, i) ? { ...t, stop: true } : t))
    .map((t, i, all) => wantingPhrase(all, i) ?? t)
    // "già che ci sono": how a further request opens, not a word asked for.
    .map((t, i, all) => (meanwhile(all, i + 3) ? { ...t, stop: true } : t))
    // "vicino a casa", "da vicino": where, not what ("il vicino", the neighbour, stays).
    .map((t, i, all) => (mode === 'request' && nearness(all, i) ? { ...t, stop: true } : t))
    // "entro venerdì", "fra due mesi", "il mese prossimo": when the request is due, not what.
    .map((t, i, all) => (mode === 'request' && timeFrame(all, i) ? { ...t, stop: true } : t))
    // "sono stufa delle riunioni": how the asker feels, not a stove asked for.
    .map((t, i, all) => (statePredicate(all, i) ? { ...t, stop: true } : t))
    // "il mondo del vino", "l'ambito della sanità": the field is what follows, as "il settore".
    .map((t, i, all) =>
      FIELD_HEADS.has(t.word) && OF.has(all[i + 1]?.word ?? '') && !all[i + 1]?.breakBefore
        ? { ...t, word: 'settore', stem: stem('settore') }
        : t,
    )
  const roles = rolesOf(original, mode, text.slice(original.at(-1)?.end ?? 0))
  if (clauseTrace && mode === 'request')
    clauseTrace({ tokens: original, clause: clausesOf(original), ...roles })
  const corrected = new Set<number>()
  const tokens = original.map((t, i) => {
    // A word written with its accent ("identità") is spelt on purpose, not a typo of "identity".
    const fixed = ACCENTED.test(text.slice(t.start, t.end)) ? undefined : correctToLexicon(t)
    if (!fixed) return t
    corrected.add(i)
    return fixed
  })
  const textStems = new Set(tokens.map((t) => t.stem))
  // The text's words by stem, as written and as corrected, for the synonyms' sense cues: built
  // only when a text has one of those synonyms.
  let written: Map<string, string[]> | undefined
  const writtenWords = () => {
    if (written) return written
    written = new Map()
    for (const t of [...original, ...tokens])
      written.set(t.stem, [...(written.get(t.stem) ?? []), t.word])
    return written
  }
  const mentioned = mentionedOnly(tokens)
  const spans: Span[] = []
  let i = 0
  while (i < tokens.length) {
    const t = tokens[i]
    if (!t) break
    const role = roles.factor[i] ?? 1
    const here =
      strength * (mentioned[i] ? WEIGHTS.mentionedOnly : 1) * (mode === 'offer' ? role : 1)
    const importance = mode === 'request' ? role : 1
    const phrase = (roles.gone[i] ? excessOf(tokens, i) : undefined) ?? matchPhrase(tokens, i)
    // A one-word synonym needs the rest of the text not to name another of its senses; then the
    // word stands only for itself.
    const matched =
      phrase && phrase.to === i && otherSenseNamed(tokens, i, writtenWords) ? undefined : phrase
    if (matched) {
      const typo = [...corrected].some((c) => c >= i && c <= matched.to)
      const info = concepts.get(matched.concept)
      // An adjective after a noun in an offer says what that thing is like, not what they offer:
      // "fibre riciclate" are fibres, not recycling ("impianti fotovoltaici": a filler head).
      const before = tokens[i - 1]
      const attribute =
        mode === 'offer' &&
        matched.to === i &&
        modifierLike(t.word) &&
        !t.breakBefore &&
        before &&
        !before.stop &&
        !genericWords.has(before.word)
          ? ROLES.attributeOffered
          : 1
      spans.push({
        from: i,
        to: matched.to,
        feature: {
          key: `c:${matched.concept}`,
          kind: 'concept',
          weight: (info?.weight ?? 1) * importance,
          strength: here * attribute * (typo ? 0.85 : 1),
          broader: broaderKeys(matched.concept),
          ...(info?.audience ? { audience: true } : {}),
        },
      })
      // In an offer the words of a phrase also stand for themselves, a little weaker: "noleggio
      // di furgoni" offers vans to whoever asks for a "furgone". Only words that are no concept
      // of their own, so fixed expressions ("robot da cucina") still link no robotics.
      if (mode === 'offer' && matched.to > i) {
        for (let k = i; k <= matched.to; k++) {
          const w = tokens[k]
          if (!w || w.stop || w.word.length <= 2 || isFiller(w.word)) continue
          // A word the lexicon knows stands only for its plain stem: it meets a request word
          // the lexicon does not read as a concept ("prenotassero" and "prenotazione online"),
          // never that word's concept ("robot da cucina" is still no robotics).
          const part = lexiconStems.has(w.stem)
            ? stemFeature(w, WEIGHTS.stem, here * ROLES.knownPhraseWord)
            : single(w, textStems, here * ROLES.phraseWord)
          spans.push({ from: k, to: k, feature: part })
        }
      }
      // In a request, a phrase that names a concept the text has named already ("polizza rc
      // professionale") adds nothing as a concept: its adjectives say which kind, so they stand
      // for themselves (nouns such as "sala prove" do not, nor words the lexicon knows).
      const repeated =
        mode === 'request' &&
        matched.to > i &&
        spans.slice(0, -1).some((s) => s.feature.key === `c:${matched.concept}`)
      if (repeated) {
        for (let k = i; k <= matched.to; k++) {
          const w = tokens[k]
          if (!w || w.stop || !modifierLike(w.word) || isFiller(w.word) || lexiconStems.has(w.stem))
            continue
          const part = single(w, textStems, here * ROLES.phraseWord, mode)
          spans.push({ from: k, to: k, feature: { ...part, weight: part.weight * importance } })
        }
      }
      i = matched.to + 1
      continue
    }
    if (!t.stop && (t.word.length > 2 || ABBREVIATION.test(t.word))) {
      const single_ = single(t, textStems, here * (corrected.has(i) ? 0.85 : 1), mode)
      // A plain word right after a bare number is what is counted or its unit ("8000 euro",
      // "30 mq", "3 settimane"): how much, not what is asked for.
      // People counted are what is asked for ("ci servono 3 saldatori", "cerco 2 baristi").
      const counted =
        single_.kind === 'stem' &&
        /^\d+(?:[.,]\d+)*$/.test(tokens[i - 1]?.word ?? '') &&
        !countedPeople(t.word, tokens[i - 2]?.word ?? '', t.breakBefore)
      const feature = counted
        ? { ...single_, weight: WEIGHTS.generic, kind: 'generic' as const }
        : single_.kind === 'stem' &&
            single_.weight === WEIGHTS.modifierLike &&
            nounByPlace(tokens, i)
          ? { ...single_, weight: WEIGHTS.stem }
          : single_
      const written = original[i]
      const asWritten =
        corrected.has(i) && written
          ? { ...single(written, textStems, here), word: written.word }
          : undefined
      spans.push({
        from: i,
        to: i,
        feature: {
          ...feature,
          weight: feature.weight * importance,
          ...(asWritten
            ? {
                asWritten: {
                  key: asWritten.key,
                  id: -1,
                  weight: asWritten.weight * importance,
                  word: asWritten.word,
                },
              }
            : {}),
        },
      })
    }
    i++
  }
  if (mode !== 'plain') spans.push(...pairSpans(tokens, spans, roles, mode, strength))
  if (mode === 'offer') markBeneficiaries(tokens, spans)
  // Negated words ("senza recinzioni") only ever meet the same negated words; a problem someone
  // wants to be rid of ("smettere con la carta": too much paper) stays the problem.
  for (const s of spans) {
    if (roles.gone[s.from] && problemConcepts.has(s.feature.key.slice(2))) continue
    if (roles.negated[s.from]) s.feature = { ...s.feature, key: `n:${s.feature.key}`, broader: [] }
  }
  return withNeeds(text, original, spans, intern)
}

/**
 * Two adjacent content words as one more feature ('p:<stem> <stem>'), in requests and offers: an
 * offer that says "fattoria didattica" answers a request for a "fattoria didattica" better than
 * one that has both words apart or only one of them. Words inside one lexicon phrase are that
 * concept already; filler words and punctuation break a pair.
 */
function pairSpans(
  tokens: Token[],
  spans: Span[],
  roles: Roles,
  mode: TextMode,
  strength: number,
): Span[] {
  const out: Span[] = []
  const phraseOf = new Map<number, number>()
  spans.forEach((s, k) => {
    if (s.to > s.from) for (let j = s.from; j <= s.to; j++) phraseOf.set(j, k)
  })
  const plain = (t: Token | undefined): t is Token =>
    !!t && !t.stop && t.word.length > 2 && !genericWords.has(t.word) && !isFiller(t.word)
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i]
    const b = tokens[i + 1]
    if (!plain(a) || !plain(b) || b.breakBefore || /[^\s'’-]/.test(b.gap)) continue
    const inside = phraseOf.get(i)
    if (inside !== undefined && inside === phraseOf.get(i + 1)) continue
    const role = Math.min(roles.factor[i] ?? 1, roles.factor[i + 1] ?? 1)
    out.push({
      from: i,
      to: i + 1,
      feature: {
        key: `p:${a.stem} ${b.stem}`,
        kind: 'stem',
        weight: WEIGHTS.pair * (mode === 'request' ? role : 1),
        strength: strength * (mode === 'offer' ? role : 1),
        broader: [],
      },
    })
  }
  return out
}

/** Who a service can be for instead of a person ("fisioterapia per cani e gatti"). */
const BENEFICIARIES = new Set(['c:animali'])

/**
 * In an offer, a sentence that says its services are "per" a beneficiary of another kind (pets)
 * offers them to that beneficiary only: its other words carry it (`Feature.beneficiary`), and a
 * request that never names it gets them at less credit (physiotherapy for dogs is no
 * physiotherapy for employees).
 */
function markBeneficiaries(tokens: Token[], spans: Span[]): void {
  const sentence: number[] = []
  let current = 0
  tokens.forEach((t, i) => {
    if (i > 0 && /[.!?;]/.test(t.gap)) current++
    sentence[i] = current
  })
  const forWhom = new Map<number, string>()
  for (const sp of spans) {
    const key = sp.feature.key
    if (!BENEFICIARIES.has(key)) continue
    const before = [tokens[sp.from - 1]?.word, tokens[sp.from - 2]?.word]
    if (before.includes('per')) forWhom.set(sentence[sp.from] ?? 0, key)
  }
  if (!forWhom.size) return
  for (const sp of spans) {
    const whom = forWhom.get(sentence[sp.from] ?? 0)
    if (whom && sp.feature.key !== whom) sp.feature = { ...sp.feature, beneficiary: whom }
  }
}

const INTEGRATION_CUES = new Set(
  [
    'integrazione',
    'integrato',
    'integrata',
    'integrati',
    'integrate',
    'integrabile',
    'compatibile',
    'compatibili',
    'interfacciato',
    'collegamento',
  ].map(stem),
)

/**
 * Words after "integrazione con", "compatibile con"... up to the next punctuation name what an
 * offer works with, not what it is ("integrazione con i gestionali" is no ERP).
 */
function mentionedOnly(tokens: Token[]): boolean[] {
  const out: boolean[] = []
  let on = false
  let cueAt = -10
  tokens.forEach((t, i) => {
    if (t.breakBefore) on = false
    if (INTEGRATION_CUES.has(t.stem)) cueAt = i
    else if (
      i - cueAt <= 3 &&
      (t.word === 'con' || t.word === 'a' || t.word === 'ai' || t.word === 'al')
    )
      on = true
    out[i] = on
  })
  return out
}

function single(
  t: Token,
  textStems: Set<string>,
  strength: number,
  mode: TextMode = 'plain',
): Span['feature'] {
  const amb = ambiguousByStem.get(t.stem)
  if (amb) {
    // The sense with the most cues in the text: "i pannelli sul tetto … la batteria" has two cues
    // of storage. A tie is no sense: "Officina Digitale ERP … produzione … macchine" has one cue
    // of a machine shop and one of a garage, and is neither (its word stays ambiguous).
    let sense: (typeof amb.senses)[number] | undefined
    let most = 0
    for (const s of amb.senses) {
      let n = 0
      for (const c of s.cues) if (textStems.has(c)) n++
      if (n > most) [sense, most] = [s, n]
      else if (n === most && n > 0) sense = undefined
    }
    if (sense) {
      return {
        key: `c:${sense.concept}`,
        kind: 'concept',
        weight: conceptWeight(sense.concept),
        strength: strength * 0.9,
        broader: broaderKeys(sense.concept),
        ...(concepts.get(sense.concept)?.audience ? { audience: true } : {}),
      }
    }
    if (amb.fallback === 'ambiguous') {
      return { key: amb.key, kind: 'ambiguous', weight: WEIGHTS.ambiguous, strength, broader: [] }
    }
  }
  // Only in what an attendee asks: exhibitors write their own concepts' words.
  const kin = amb || mode !== 'request' ? undefined : conceptByFamily.get(familyOf(t.word, t.stem))
  if (kin && !lexiconStems.has(t.stem)) {
    return {
      key: `c:${kin}`,
      kind: 'concept',
      weight: conceptWeight(kin),
      strength: strength * FAMILY_CREDIT,
      broader: broaderKeys(kin),
      ...(concepts.get(kin)?.audience ? { audience: true } : {}),
    }
  }
  if (amb || genericStems.has(t.stem) || isFiller(t.word)) {
    return { key: `s:${t.stem}`, kind: 'generic', weight: WEIGHTS.generic, strength, broader: [] }
  }
  const weight = VERB_LIKE.test(t.word)
    ? WEIGHTS.verbLike
    : modifierLike(t.word)
      ? WEIGHTS.modifierLike
      : WEIGHTS.stem
  return stemFeature(t, weight, strength)
}

/** A word as its plain stem. */
function stemFeature(t: Token, weight: number, strength: number): Span['feature'] {
  return { key: `s:${t.stem}`, kind: 'stem', weight, strength, broader: [], word: t.word }
}

/** The family key of a plain word ("spedizioni" and "spedire" share 'f:sped'). */
export function familyKey(word: string): string {
  return `f:${familyOf(word)}`
}

/** How far a text word is from the lexicon's words at one phrase position (0 = identical). */
const IA = /i[ae]$/
const IO = /i[oi]?$/

/** Whether a lexicon word's spellings end in -ia/-ie and in -io/-i (memoised per phrase word). */
const endingsCache = new WeakMap<Set<string>, { ia: boolean; io: boolean }>()
function endingsOf(allowed: Set<string>): { ia: boolean; io: boolean } {
  let e = endingsCache.get(allowed)
  if (!e) {
    e = { ia: false, io: false }
    for (const w of allowed) [e.ia, e.io] = [e.ia || IA.test(w), e.io || IO.test(w)]
    endingsCache.set(allowed, e)
  }
  return e
}

function wordGap(word: string, allowed: Set<string>): number {
  if (allowed.has(word)) return 0
  // Nouns in -io make their plural in -i, those in -ia in -ie: "bilancia" is no "bilancio".
  const endings = endingsOf(allowed)
  if (endings.io && IA.test(word) !== endings.ia) return Infinity
  let best = Infinity
  for (const w of allowed) best = Math.min(best, distance(word, w))
  return best
}

/** Lexicon words of at most three letters (acronyms such as "MES", "CUP", "bar") are met only as
 * written: one edit away is another word ("mese" is no MES). */
function shortOnly(allowed: Set<string>): boolean {
  for (const w of allowed) if (w.length > 3) return false
  return true
}

/** The forms of "troppo" that lexicon problems start with ("troppa carta", "troppi scarti"). */
const EXCESS_TOKENS = ['troppa', 'troppo', 'troppi', 'troppe'].flatMap((w) => tokenize(w))

/**
 * What someone wants to be rid of, read as having too much of it ("smettere con la carta" →
 * "troppa carta", "ridurre gli scarti" → "troppi scarti"), when the lexicon names that excess as
 * a problem. The span covers the words as written.
 */
function excessOf(tokens: Token[], at: number): { to: number; concept: string } | undefined {
  const rest = tokens.slice(at)
  for (const excess of EXCESS_TOKENS) {
    const m = matchPhrase([excess, ...rest], 0)
    if (m && m.to > 0 && problemConcepts.has(m.concept))
      return { to: at + m.to - 1, concept: m.concept }
  }
  return undefined
}

/** Longest lexicon phrase starting at `at`; stems must agree and each word must be near the
 * lexicon's own spelling (inflection, not derivation: "comune" is not "comunicazione"). */
function matchPhrase(tokens: Token[], at: number): { to: number; concept: string } | undefined {
  const first = tokens[at]
  if (!first) return undefined
  let best: { to: number; concept: string; length: number; gap: number } | undefined
  for (const p of phrasesByFirst.get(first.stem) ?? []) {
    if (best && p.stems.length < best.length) break
    if (
      p.stems.length === 1 &&
      (first.stop || genericWords.has(first.word) || ambiguousWords.has(first.word))
    )
      continue
    let j = at
    let k = 0
    let skips = 0
    let gap = 0
    while (k < p.stems.length && j < tokens.length) {
      const t = tokens[j]
      // A phrase never spans punctuation: a stand's name and its first sentence ("… Web. Siti
      // web …") are no "web site", and a reason must not quote «web. siti».
      if (!t || (j > at && t.breakBefore)) break
      const allowed = p.words[k] ?? new Set<string>()
      const g =
        t.stem !== p.stems[k] ||
        (p.stems.length === 1 && collidingStems.has(t.stem) && !inflectionOf(t.word, allowed))
          ? Infinity
          : wordGap(t.word, allowed)
      if (g <= (shortOnly(allowed) ? 0 : t.word.length <= 6 ? 1 : 2)) {
        gap += g
        j++
        k++
      } else if (
        t.stop &&
        k > 0 &&
        skips < 2 &&
        !(READING_TUNING.negationGuard > 0 && negations.has(t.word))
      ) {
        j++
        skips++
      } else break
    }
    if (k === p.stems.length && (!best || gap < best.gap)) {
      best = { to: j - 1, concept: p.concept, length: p.stems.length, gap }
    }
  }
  return best
}

// prettier-ignore
const PREPOSITIONS = new Set(['per', 'con', 'su', 'in', 'a', 'tra', 'fra', ...OF, 'nel', 'nella', 'nei', 'negli', 'nelle', 'nell', 'sul', 'sulla', 'sui', 'sugli', 'sulle', 'sull', 'al', 'alla', 'ai', 'agli', 'alle', 'all'])

/**
 * "un gestionale per la produzione e il magazzino": a single word coordinated after a
 * prepositional phrase completes that phrase; it is not a need of its own.
 */
function attachShortCoordinations(tokens: Token[], needOfToken: number[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]
    const need = needOfToken[i]
    const previous = needOfToken[i - 1]
    if (
      !t?.conjunction ||
      t.breakBefore ||
      need === undefined ||
      previous === undefined ||
      need === previous
    )
      continue
    const members = tokens.flatMap((x, k) => (needOfToken[k] === need ? [x] : []))
    const before = tokens.flatMap((x, k) => (needOfToken[k] === previous ? [x] : []))
    const firstContent = before.findIndex((x) => !x.stop)
    const hasPreposition = before.some(
      (x, k) => k > firstContent && firstContent >= 0 && PREPOSITIONS.has(x.word),
    )
    if (hasPreposition && members.filter((x) => !x.stop).length <= 1) {
      for (let k = i; k < tokens.length && needOfToken[k] === need; k++) needOfToken[k] = previous
    }
  }
}

/** Splits the spans into needs at punctuation and conjunctions, folding filler-only needs. */
function withNeeds(text: string, tokens: Token[], spans: Span[], intern: boolean): Feature[] {
  const needOfToken: number[] = []
  let need = 0
  let insidePhraseUntil = -1
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]
    if (!t) continue
    const span = spans.find((s) => s.from === i)
    if (i > insidePhraseUntil && (t.breakBefore || t.conjunction) && i > 0) need++
    if (span && span.to > i) insidePhraseUntil = span.to
    needOfToken[i] = need
  }
  attachShortCoordinations(tokens, needOfToken)
  const mass = new Map<number, number>()
  for (const s of spans) {
    const n = needOfToken[s.from] ?? 0
    mass.set(n, (mass.get(n) ?? 0) + s.feature.weight)
  }
  const needs = [...mass.keys()].sort((a, b) => a - b)
  const remap = new Map<number, number>()
  let carry: number[] = []
  let current = -1
  for (const n of needs) {
    carry.push(n)
    if ((mass.get(n) ?? 0) >= WEIGHTS.minNeedMass || n === needs.at(-1)) {
      current++
      for (const c of carry) remap.set(c, current)
      carry = []
    }
  }
  const out = new Map<string, Feature>()
  for (const s of spans) {
    const first = tokens[s.from]
    const last = tokens[s.to]
    if (!first || !last) continue
    const plain = s.feature.kind === 'stem' && s.feature.word && !negatedKey(s.feature.key)
    const family = plain && s.feature.word ? familyKey(s.feature.word) : ''
    const f: Feature = {
      ...s.feature,
      id: intern ? featureId(s.feature.key) : knownFeatureId(s.feature.key),
      ...(family ? { family: intern ? featureId(family) : knownFeatureId(family) } : {}),
      ...(s.feature.asWritten
        ? {
            asWritten: {
              ...s.feature.asWritten,
              id: intern
                ? featureId(s.feature.asWritten.key)
                : knownFeatureId(s.feature.asWritten.key),
            },
          }
        : {}),
      surface: text.slice(first.start, last.end),
      need: remap.get(needOfToken[s.from] ?? 0) ?? 0,
    }
    // "sono un musicista, cerco una sala prove": a concept said first as context and then asked
    // for is quoted in the words that ask (it stays in the need where it was first said).
    const prev = out.get(f.key)
    if (!prev || f.strength * f.weight > prev.strength * prev.weight)
      out.set(f.key, prev ? { ...f, need: prev.need } : f)
  }
  return [...out.values()]
}

/** Credit of a word of the same family (same root, another derivation). */
export const FAMILY_CREDIT = 0.7

/** Credit of an offered solution to a request that only states the problem it solves
 * ("sprechiamo acqua" → water treatment): less than naming the solution itself. */
export const SOLVES_CREDIT = 0.7

const negatedKey = (key: string) => key.startsWith('n:')

export interface DocEntry {
  strength: number
  surface: string
  /** The words come from the attendee's own "Cosa cerchi" rather than their description. */
  fromSeeking?: boolean
  /** Offered only for this beneficiary (the id of 'c:animali', see markBeneficiaries). */
  for?: number
  /** For a kind of customer an offer names unframed ("Gelateria Dolce Sole", "Hotel 4 stelle"):
   * what the stand is, by the stems of its own words (see ownKindCredit). */
  kinds?: Set<string>
}

/** Words that make the kinds of customer after them those a stand serves ("distribuiamo a
 * gastronomie, enoteche", "rivolto ai ristoranti"), not what it is. */
const SERVED_FRAME = new Set([
  'a',
  'ai',
  'agli',
  'alle',
  'al',
  'all',
  'allo',
  'per',
  'rivolto',
  'rivolti',
  'dedicato',
  'dedicati',
  'verso',
])

/** Whether `surface` follows such a word closely in its sentence of `text` (a list between). */
function servedBefore(text: string, surface: string): boolean {
  const at = text.toLowerCase().indexOf(surface.toLowerCase())
  if (at < 0) return false
  const sentence =
    text
      .slice(0, at)
      .split(/[.;:!?]/)
      .at(-1) ?? ''
  return tokenize(sentence)
    .slice(-4)
    .some((t) => SERVED_FRAME.has(t.word))
}

/** The stems a kind of customer is named by ("Hotel" → hotel). */
export const kindStems = (surface: string): string[] =>
  tokenize(surface)
    .filter((t) => !t.stop)
    .map((t) => t.stem)

/**
 * Credit of a kind of customer asked for (by the stems of its words, see kindStems) at a stand
 * that is one itself: the stand is that very
 * kind only when it names itself by the same word; a hotel is no gelateria, though both are the
 * same kind of customer to their suppliers. Otherwise it answers as a stand that serves the kind
 * ("per hotel e gelaterie"). Twenty-first pass (session 17, what a stand is).
 */
export function ownKindCredit(asked: readonly string[], entry: DocEntry): number {
  if (!entry.kinds) return 1
  return asked.some((s) => entry.kinds?.has(s)) ? 1 : ROLES.purposeOffered
}

/** What a text offers or says about someone: features plus wider concepts, for lookups. */
export type Doc = Map<number, DocEntry>

export function buildDoc(
  parts: { text: string; strength: number; fromSeeking?: boolean; mode?: TextMode }[],
  intern = true,
): Doc {
  const doc: Doc = new Map()
  let fromSeeking = false
  /** Keys also offered without a beneficiary: they are for anyone. */
  const forAnyone = new Set<number>()
  let beneficiary: number | undefined
  const put = (key: number, strength: number, surface: string) => {
    if (beneficiary === undefined) forAnyone.add(key)
    const prev = doc.get(key)
    if (prev && strength <= prev.strength) {
      if (prev.for !== undefined && forAnyone.has(key))
        doc.set(key, {
          strength: prev.strength,
          surface: prev.surface,
          ...(prev.fromSeeking ? { fromSeeking: true } : {}),
        })
      return
    }
    const keepPrev = prev && prev.strength >= 0.9 * strength
    const only = forAnyone.has(key) ? undefined : beneficiary
    doc.set(key, {
      strength,
      surface: keepPrev ? prev.surface : surface,
      ...((keepPrev ? prev.fromSeeking : fromSeeking) ? { fromSeeking: true } : {}),
      ...(only !== undefined ? { for: only } : {}),
    })
  }
  for (const part of parts) {
    if (!part.text.trim()) continue
    fromSeeking = part.fromSeeking ?? false
    for (const f of analyse(part.text, part.strength, intern, part.mode)) {
      beneficiary = f.beneficiary ? featureId(f.beneficiary) : undefined
      put(f.id, f.strength, f.surface)
      // A trade an offer names unframed in its name or first sentence is what the stand is (see
      // ownKindCredit); a firm's generic words ("azienda", "gruppo") name no trade.
      if (
        part.mode === 'offer' &&
        f.audience &&
        f.strength >= part.strength &&
        f.weight >= 1 &&
        !servedBefore(part.text, f.surface)
      ) {
        const entry = doc.get(f.id)
        if (entry) entry.kinds = new Set([...(entry.kinds ?? []), ...kindStems(f.surface)])
      }
      // Its word family, weaker: "installazione" partly answers "installatore".
      // A word corrected to the lexicon is also there as written (it may be no typo at all).
      if (f.asWritten && f.asWritten.id >= 0) put(f.asWritten.id, f.strength / 0.85, f.surface)
      if (f.family !== undefined && f.family >= 0)
        put(f.family, f.strength * FAMILY_CREDIT, f.surface)
      if (f.kind === 'concept') {
        let s = f.strength
        for (const b of f.broader) {
          s *= 0.8
          put(b, s, f.surface)
        }
        // An offered solution also answers the problem it solves, stated without naming it.
        if (part.mode === 'offer')
          for (const p of solvedKeys(f.key.slice(2))) put(p, f.strength * SOLVES_CREDIT, f.surface)
      }
    }
    beneficiary = undefined
    // An ambiguous word resolved to a sense still shares its surface word with unresolved texts.
    for (const t of tokenize(part.text)) {
      const amb = ambiguousByStem.get(t.stem)
      if (amb?.fallback === 'ambiguous')
        put(
          intern ? featureId(amb.key) : knownFeatureId(amb.key),
          part.strength,
          part.text.slice(t.start, t.end),
        )
    }
  }
  return doc
}
