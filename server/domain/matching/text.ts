// Italian text processing for Smart Matching: case, accents, apostrophes ("dell'azienda"),
// stop words (stopword's Italian list) and Snowball stemming, all from kept libraries.
import snowball from 'snowball-stemmers'
import { ita } from 'stopword'

const stemmer = snowball.newStemmer('italian')

/** Lower case, accents removed ("perché" → "perche"), inner hyphens and dots dropped
 * ("e-commerce"), a letter typed three times or more once ("idraulicooo" → "idraulico": no
 * Italian word has a letter three times in a row). */
export function normaliseWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-.]/g, '')
    .replace(/(\p{L})\1{2,}/gu, '$1')
}

const STOP_WORDS = new Set(ita.map(normaliseWord))

/** Text-speak and chat shorthand read as the words they stand for ("x" = "per", "nn" = "non"). */
const SHORTHAND: Record<string, string> = {
  x: 'per',
  nn: 'non',
  cmq: 'comunque',
  xke: 'perche',
  xche: 'perche',
  ke: 'che',
  qlc: 'qualcosa',
  qlcs: 'qualcosa',
  qcs: 'qualcosa',
  sw: 'software',
  tt: 'tutto',
  gg: 'giorni',
  sett: 'settimana',
}
const CONJUNCTIONS = new Set(['e', 'ed', 'o', 'od', 'oppure', 'nonche', 'inoltre', 'anche', 'ma'])

export interface Token {
  /** Normalised word: lower case, no accents. */
  word: string
  stem: string
  stop: boolean
  /** Offsets in the original text, for quoting what matched. */
  start: number
  end: number
  /** Punctuation separates this token from the previous one. */
  breakBefore: boolean
  /** The text between the previous token and this one (spaces, punctuation). */
  gap: string
  conjunction: boolean
  /** "è" (is): a verb, not the conjunction "e" its folded form spells. */
  copula?: boolean
}

// Letters and digits; apostrophes split ("dell'azienda" → "dell", "azienda"), inner hyphens,
// dots and ampersands join ("e-commerce", "4.0", "r&d", "s.r.l."). A dot between two words of
// four letters or more is a full stop typed without its space ("grazie.cerco"), and splits.
const TOKEN = /[\p{L}\p{N}]+(?:(?:[-&]|(?<!\p{L}{4})\.|\.(?!\p{L}{4}))[\p{L}\p{N}]+)*/gu
const BREAK = /[,;:.!?()\n/]/

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word)
}

const stemCache = new Map<string, string>()

export function stem(word: string): string {
  let s = stemCache.get(word)
  if (s === undefined) {
    s = /\d/.test(word) ? word : stemmer.stem(word)
    if (stemCache.size < 100_000) stemCache.set(word, s)
  }
  return s
}

/** A dot after a short word and before a lower-case one abbreviates ("studente di ing.
 * meccanica", "sig. Rossi" aside): it ends no sentence. */
const ABBREVIATION = /^[\p{L}]{1,4}$/u

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let last = 0
  let previous = ''
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index
    const plain = normaliseWord(m[0])
    const word = SHORTHAND[plain] ?? plain
    if (!word) continue
    let gap = text.slice(last, start)
    if (/^\.\s+$/.test(gap) && ABBREVIATION.test(previous) && /^\p{Ll}/u.test(m[0])) gap = ' '
    previous = m[0]
    tokens.push({
      word,
      stem: stem(word),
      // An upper-case "AI" is the acronym, not the preposition "ai"; a longer one is shouted
      // ("NON in palestra").
      stop: (STOP_WORDS.has(word) && !/^[A-Z]{2}$/.test(m[0])) || word.length < 2,
      start,
      end: start + m[0].length,
      breakBefore: BREAK.test(gap),
      gap,
      ...(/^[èÈ]$/.test(m[0])
        ? { conjunction: false, copula: true }
        : { conjunction: CONJUNCTIONS.has(word) }),
    })
    last = start + m[0].length
  }
  return tokens
}

/** How a matched word is quoted back: acronyms and brand casing kept, the rest in lower case. */
export function displaySurface(surface: string): string {
  const words = surface.split(/\s+/)
  return words
    .map((w) => (/[A-Z]/.test(w.slice(1)) || /^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ')
}

/** Derivational endings that Snowball leaves on stems, by the word's own ending: what to take
 * off the stem and what to put instead ("spedizioni" → "sped", as "spedire"; "traduttore" →
 * "tradu", as "tradurre"; "venditore" → "vend", as "vendere"; "pizzaiolo" → "pizz", as "pizza";
 * "elettricista" → "elettr", as "elettrico"; "commerciale" → "commerc", as "commercio"). Place
 * nouns in "-eria" are left alone: "cancelleria" is no "cancello" (a fifth of the pairs the
 * ending would join in the Italian dictionary are unrelated: "lotteria", "batteria", "galleria").
 * Adjectives in "-iale" join only after -nz-, -or-, -rc-, -tr- ("potenziale", "editoriale",
 * "industriale"): the others join unrelated words too often ("cordiale", "marziale"). */
const DERIVATIONS: [word: RegExp, stem: RegExp, by: string][] = [
  [/izion[ei]$/, /izion$/, ''],
  [/uzion[ei]$/, /uzion$/, 'u'],
  [/azion[ei]$/, /azion$/, ''],
  [/tt(?:or|ric)[ei]$/, /tt(?:or|ric)$/, ''],
  [/[ai](?:tor|tric)[ei]$/, /[ai](?:tor|tric)$/, ''],
  [/urre$/, /urr$/, 'u'],
  // Present forms of the "-durre" verbs: "traduca", "producono" (as "tradurre", "produzione").
  [/uc(?:a|ano|o|i|iamo|ono|e)$/, /uc$/, 'u'],
  [/[ai]tur[ae]$/, /[ai]tur$/, ''],
]

/** Words derived from a noun or an adjective, not from a verb: trade nouns in -aiolo
 * ("pizzaiolo", "legnaiolo"), trades in -icista from the adjective in -ico ("elettricista";
 * "musicista" keeps a short root), adjectives in -iale ("potenziale") and -ionale
 * ("gestionale" → "gestione"; their adverbs and nouns in -mente, -ità too). */
const FROM_NOUNS: [word: RegExp, stem: RegExp, by: string][] = [
  [/aiol[oaie]$/, /aiol$/, ''],
  [/icist[aie]$/, /ic$/, ''],
  [/(?:nz|or|rc|tr)ial(?:[ei]|mente|ita)$/, /ial$/, ''],
]
const IONALE = /ional(?:[ei]|mente|ita)$/
const ALL_DERIVATIONS = [...DERIVATIONS, ...FROM_NOUNS]

/** Works in "-ificio" take the family of what they make ("salumificio" → "salumi",
 * "mangimificio" → "mangime", "calzaturificio" → "calzature"). Roots of five letters or more
 * only: "caseificio" is no "casa", "pastificio" no "pasto" (nor "pasta": the link is lost). */
const IFICIO = /ificio?$/

/** The thing a compound in "anti-" guards against ("antiscivolo" → "scivolo", "antitarlo" →
 * "tarlo", "antincendio" → "incendio"): a request that names the harm is partly answered, as a
 * word of its family, by the guard. Five letters at least after the prefix ("anticipo", "antico"
 * are no compounds), and a stem of four. */
function againstWhat(word: string): string | undefined {
  if (!word.startsWith('anti')) return undefined
  const rest = word.slice(4)
  // "anti" + "incendio" is written "antincendio": the "i" of the noun is elided.
  const whole = /^[nm][^aeiou]/.test(rest) ? `i${rest}` : rest
  return whole.length >= 5 && stem(whole).length >= 4 ? whole : undefined
}

/** Whether a word's family comes from a noun or an adjective ("gestionale" from "gestione"):
 * the plain noun says less than the derived word ("gestione dei rifiuti" is no management
 * software), so it must not name the derived word's concept. */
export function derivedFromNoun(word: string): boolean {
  return (
    IONALE.test(word) ||
    IFICIO.test(word) ||
    againstWhat(word) !== undefined ||
    FROM_NOUNS.some(([ending]) => ending.test(word))
  )
}

/** The "i" of "-ciare"/"-giare" verbs is spelling only: "tinteggiatura" → "tinteggi" meets
 * "tinteggiare" at "tintegg". */
const SPELLING_I = /([cg])i$/

/**
 * The root that words of one family share beyond inflection: agent and action nouns and
 * their verb ("rilegatrice", "rilegazione", "rilegare"; "spedizione", "spedire"), trades and
 * adjectives and their noun ("pizzaiolo", "pizza"; "gestionale", "gestione").
 * Snowball already folds most of them; this takes off what it leaves. Roots shorter than four
 * letters are too vague to link anything ("settore" is no "set…"): they stay the stem.
 */
export function familyOf(word: string, wordStem = stem(word)): string {
  if (IONALE.test(word)) return familyOf(word.replace(/al(?:[ei]|mente|ita)$/, 'e'))
  const against = againstWhat(word)
  if (against) return familyOf(against)
  const works = IFICIO.exec(word)
  if (works && works.index >= 5) return familyOf(`${word.slice(0, works.index)}e`)
  for (const [ending, onStem, by] of ALL_DERIVATIONS) {
    if (ending.test(word) && onStem.test(wordStem)) {
      const root = wordStem.replace(onStem, by).replace(SPELLING_I, '$1')
      return root.length >= 4 ? root : wordStem
    }
  }
  return wordStem
}
