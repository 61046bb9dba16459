// Italian text processing for Smart Matching: case, accents, apostrophes ("dell'azienda"),
// stop words (stopword's Italian list) and Snowball stemming, all from kept libraries.
import snowball from 'snowball-stemmers'
import { ita } from 'stopword'

const stemmer = snowball.newStemmer('italian')

/** Lower case, accents removed ("perché" → "perche"), typographic apostrophes unified. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
}

const STOP_WORDS = new Set(ita.map(normalise))

/** Words of the text, normalised; elided articles and prepositions ("dell'", "l'") dropped. */
export function words(text: string): string[] {
  const out: string[] = []
  for (const raw of normalise(text).split(/[^a-z0-9'+&]+/)) {
    if (!raw) continue
    const parts = raw.split("'")
    const word = (parts.at(-1) ?? '').replace(/^[+&]+|[+&]+$/g, '')
    if (word) out.push(word)
  }
  return out
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word)
}

const stemCache = new Map<string, string>()

export function stem(word: string): string {
  let s = stemCache.get(word)
  if (s === undefined) {
    s = /\d/.test(word) ? word : stemmer.stem(word)
    stemCache.set(word, s)
  }
  return s
}

/** Content words (no stop words, at least two letters) with their stems. */
export function contentTokens(text: string): { word: string; stem: string }[] {
  return words(text)
    .filter((w) => w.length > 1 && !isStopWord(w))
    .map((w) => ({ word: w, stem: stem(w) }))
}
