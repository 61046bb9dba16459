// `node scripts/lexicon-coverage.ts [--top N]`: a tuners' aid, not part of the app. It reads the
// EXHIBITORS (name, description, seeking) of the pool sets and of the blind sets whose development
// halves are printed in aggregate (`aggregateDevelopment` in evaluate.ts) with the engine's own
// analyser, and lists the content words it reads into no lexicon concept, ranked by how many exhibitors and sets
// use them; then one coverage figure: the share of the content words read that fall inside a
// concept. Exhibitors only, counts only (docs/matching.md, "Twentieth pass").
import { analyse, type Feature } from '../server/domain/matching/analyse.ts'
import { tokenize } from '../server/domain/matching/text.ts'
import type { ExhibitorProfile } from '../server/domain/matching/types.ts'
import { tunableSets } from '../tests/fixtures/matching/evaluate.ts'

// Only the sets a tuner may read the exhibitors of.
const SETS: [string, ExhibitorProfile[]][] = tunableSets().map((set) => [set.key, set.exhibitors])

const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 150

interface Unread {
  exhibitors: number
  sets: Set<string>
  /** The forms as written, most frequent first when printed. */
  forms: Map<string, number>
}
const unread = new Map<string, Unread>()
let conceptWords = 0
let plainWords = 0
let exhibitorCount = 0

const wordsOf = (f: Feature) => tokenize(f.surface).filter((t) => !t.stop).length || 1

for (const [set, exhibitors] of SETS) {
  for (const e of exhibitors) {
    exhibitorCount++
    const features = [
      ...analyse(`${e.name}. ${e.description ?? ''}`, 1, false, 'offer'),
      ...(e.seeking?.trim() ? analyse(e.seeking, 1, false) : []),
    ]
    // The analyser keeps each word of a lexicon phrase as a plain stem too: such a word is read.
    const read = new Set<string>()
    for (const f of features)
      if (/^(?:n:)?[ca]:/.test(f.key)) {
        conceptWords += wordsOf(f)
        for (const t of tokenize(f.surface)) read.add(t.stem)
      }
    const seen = new Set<string>()
    for (const f of features) {
      const key = f.key.replace(/^n:/, '')
      if (!key.startsWith('s:') || read.has(key.slice(2))) continue
      plainWords++
      const entry = unread.get(key) ?? { exhibitors: 0, sets: new Set(), forms: new Map() }
      unread.set(key, entry)
      const form = (f.word ?? f.surface).toLowerCase()
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1)
      entry.sets.add(set)
      if (!seen.has(key)) entry.exhibitors++
      seen.add(key)
    }
  }
}

const ranked = [...unread.entries()].sort(
  ([, a], [, b]) => b.sets.size - a.sets.size || b.exhibitors - a.exhibitors,
)
console.log(`${'stem'.padEnd(18)} sets  stands  forms`)
for (const [key, u] of ranked.slice(0, top)) {
  const forms = [...u.forms.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([w]) => w)
  console.log(
    `${key.slice(2).padEnd(18)} ${String(u.sets.size).padStart(4)}  ${String(u.exhibitors).padStart(6)}  ${forms.join(', ')}`,
  )
}
const recurring = ranked.filter(([, u]) => u.sets.size >= 3).length
console.log(
  `\n${exhibitorCount} exhibitors in ${SETS.length} sets; content words read into a concept: ` +
    `${conceptWords} of ${conceptWords + plainWords} ` +
    `(${((100 * conceptWords) / (conceptWords + plainWords)).toFixed(1)} %); ` +
    `distinct unread stems: ${unread.size}, of which in 3+ sets: ${recurring}`,
)
