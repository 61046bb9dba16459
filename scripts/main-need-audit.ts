// `node scripts/main-need-audit.ts [--show]`: a tuners' aid, not part of the app. For the
// development visitors of the pool sets and of the blind sets lent to development, the requests
// whose main clause (the one with the first verb of wanting, else the first question) has its
// object read as context or not at all, classed by why. Counts per set; `--show` prints the pool
// sets' development requests so classed (never a blind set's visitor). docs/matching.md,
// "Twenty-third pass: a main need read as context (session 19)".
import {
  isFiller,
  traceClauses,
  analyse,
  type ClauseTrace,
  type Feature,
} from '../server/domain/matching/analyse.ts'
import { TUNING } from '../server/domain/matching/index.ts'
import { NEED_VERBS, STATE_VERBS, NEGATIONS } from '../server/domain/matching/lexicon.ts'
import { development, tunableSets } from '../tests/fixtures/matching/evaluate.ts'

const needVerbs = new Set(NEED_VERBS)
const stateVerbs = new Set(STATE_VERBS)
const negations = new Set(NEGATIONS)
/** A read word: a factor above this is asked for, at or below it context. */
const CONTEXT_LINE = 0.3

const CLASSES = [
  'main object read as need (a concept of it weighs as a main word)',
  'no verb of wanting nor question, no clause read as context',
  'object negated (negation scope)',
  'object in a state clause (a state verb in its clause)',
  'object in a verbless opening read as context',
  'object in a clause before the need, left context',
  'object in a clause after the need, read as context',
  'main clause names nothing readable',
  'no verb of wanting nor question, a clause read as context',
  'main object read as need, plain words only weigh as main words',
  'main object read as need, no word of it weighs as a main word',
] as const

function classify(t: ClauseTrace, text: string, read: Feature[]): { c: number; why: string } {
  const { tokens, clause, factor, negated } = t
  const content = (i: number) => {
    const w = tokens[i]
    return !!w && !w.stop && !isFiller(w.word) && !needVerbs.has(w.word)
  }
  let verb = tokens.findIndex(
    (w, i) =>
      needVerbs.has(w.word) &&
      !tokens
        .slice(Math.max(0, i - 3), i)
        .some((x) => negations.has(x.word) && clause[tokens.indexOf(x)] === clause[i]),
  )
  if (verb < 0) {
    // The first clause asking something: the one a question mark ends.
    const q = tokens.findIndex((w, i) => /\?/.test(tokens[i + 1]?.gap ?? text.slice(w.end)))
    if (q < 0) {
      // No verb of wanting nor question: a clause read as context is one the request may need.
      const ctx = tokens.findIndex((_, i) => content(i) && (factor[i] ?? 1) <= CONTEXT_LINE)
      if (ctx < 0) return { c: 1, why: '' }
      const oc = clause[ctx] ?? 0
      const state = tokens.find((w, i) => clause[i] === oc && stateVerbs.has(w.word))
      return { c: 8, why: state ? `state ${state.word}` : oc === 0 ? 'opening' : 'other' }
    }
    verb = tokens.findIndex((_, i) => clause[i] === clause[q])
  }
  const c = clause[verb] ?? 0
  const idx = (pred: (i: number) => boolean) => tokens.map((_, i) => i).filter(pred)
  let object = idx((i) => clause[i] === c && i > verb && content(i))
  let where = 'same'
  if (!object.length) {
    object = idx((i) => clause[i] === c + 1 && content(i))
    where = 'after'
    if (
      object.length &&
      idx((i) => clause[i] === c + 1 && needVerbs.has(tokens[i]?.word ?? '')).length
    )
      object = []
  }
  if (!object.length) {
    object = idx((i) => clause[i] === c && content(i))
    where = 'same'
  }
  if (!object.length && c > 0) {
    object = idx((i) => clause[i] === c - 1 && content(i))
    where = 'before'
  }
  if (!object.length) return { c: 7, why: '' }
  const live = object.filter((i) => !negated[i])
  if (!live.length) return { c: 2, why: '' }
  const best = Math.max(...live.map((i) => factor[i] ?? 0))
  if (best > CONTEXT_LINE) {
    // What the object's words give: a concept or a plain word that weighs as a main word.
    const words = live.map((i) =>
      text.slice(tokens[i]?.start ?? 0, tokens[i]?.end ?? 0).toLowerCase(),
    )
    const mainOf = read.filter(
      (f) =>
        f.weight >= TUNING.weakMainWord &&
        f.kind !== 'ambiguous' &&
        words.some((w) => f.surface.toLowerCase().includes(w)),
    )
    if (mainOf.some((f) => f.kind === 'concept')) return { c: 0, why: '' }
    return { c: mainOf.length ? 9 : 10, why: '' }
  }
  const oc = clause[live[0] ?? 0] ?? 0
  const inClause = idx((i) => clause[i] === oc)
  const state = inClause.find((i) => stateVerbs.has(tokens[i]?.word ?? ''))
  if (state !== undefined) return { c: 3, why: tokens[state]?.word ?? '' }
  if (oc === 0 && c > 0) return { c: 4, why: '' }
  if (where === 'before' || oc < c) return { c: 5, why: '' }
  if (oc > c) return { c: 6, why: '' }
  return { c: 8, why: '' }
}

run()

function run(): void {
  const show = process.argv.includes('--show')
  const tally = () => CLASSES.map(() => 0)
  const pool = tally()
  const blind = tally()
  const stateWords = new Map<string, number>()
  let trace: ClauseTrace | undefined
  traceClauses((t) => (trace = t))
  for (const set of tunableSets()) {
    const t = tally()
    for (const visitor of development(set)) {
      const text = visitor.profile.seeking ?? ''
      trace = undefined
      const read = analyse(text, 1, false, 'request')
      if (!trace) continue
      const { c, why } = classify(trace, text, read)
      t[c] = (t[c] ?? 0) + 1
      const wk = `${set.aggregateDevelopment ? 'blind' : 'pool'}:${c}:${why}`
      if (why) stateWords.set(wk, (stateWords.get(wk) ?? 0) + 1)
      if (show && !set.aggregateDevelopment && c >= 2) {
        const tr: ClauseTrace = trace
        console.log(`  [${CLASSES[c]}${why ? ` ${why}` : ''}] ${visitor.key}: ${text}`)
        console.log(
          `     ${tr.tokens.map((w, i) => `${w.word}/${tr.clause[i]}/${(tr.factor[i] ?? 0).toFixed(2)}${tr.negated[i] ? '!' : ''}`).join(' ')}`,
        )
      }
    }
    console.log(`${set.key.padEnd(18)} ${t.join(' ')}`)
    const into = set.aggregateDevelopment ? blind : pool
    t.forEach((n, i) => (into[i] = (into[i] ?? 0) + n))
  }
  traceClauses(undefined)
  const line = (k: string, t: number[]) =>
    `${k}: ${t.map((n, i) => `${CLASSES[i]} ${n}`).join(', ')} (of ${t.reduce((a, b) => a + b, 0)})`
  console.log(line('pool dev', pool))
  console.log(line('blind-dev', blind))
  console.log(
    `state verbs: ${[...stateWords]
      .sort((a, b) => b[1] - a[1])
      .map(([w, n]) => `${w} ${n}`)
      .join(', ')}`,
  )
}
