// `node scripts/offer-credit-audit.ts`: a tuners' aid, not part of the app. For the development
// visitors of the pool sets and of the blind sets lent to development, the relevant stands that a
// graded-0 suggestion in the top five outranks while their offer answers no asked word (their
// score is the two-sided part alone), classed by which side of the reading misses. Counts per
// set, never a visitor (docs/matching.md, "Twenty-third pass: relevant stands that get no credit
// for their offer").
import { analyse, type Feature } from '../server/domain/matching/analyse.ts'
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  traceQueue,
  type QueueTrace,
} from '../server/domain/matching/index.ts'
import {
  K,
  development,
  gradable,
  tunableSets,
  type EvalSet,
} from '../tests/fixtures/matching/evaluate.ts'

/** First class that applies, in this order. */
const CLASSES = [
  'request: no main word read',
  'offer credited only on words the request reads as context',
  'offer: asked word in its seeking only',
  'offer: words share a stem, uncredited',
  'both concepts, no link',
  'request concept, offer no concept',
  'request plain words only',
] as const

const isConcept = (f: Feature) => f.kind === 'concept' && !f.audience
const main = (f: Feature) =>
  f.weight >= TUNING.weakMainWord && f.kind !== 'ambiguous' && !f.key.startsWith('n:')

/** Which side misses for a relevant stand whose offer gets no credit from the request. */
function classify(
  asked: readonly Feature[],
  offerText: string,
  seekingText: string,
  creditedUnquoted: boolean,
): number {
  const wanted = asked.filter(main)
  if (!wanted.length) return 0
  if (creditedUnquoted) return 1
  const seeking = new Set(analyse(seekingText, 1, false).map((f) => f.key))
  if (wanted.some((f) => seeking.has(f.key))) return 2
  const offer = analyse(offerText, 1, false, 'offer')
  const stems = new Set(offer.filter((f) => f.kind === 'stem').map((f) => f.key))
  if (wanted.some((f) => f.kind === 'stem' && stems.has(f.key))) return 3
  const requestConcept = wanted.some(isConcept)
  const offerConcept = offer.some((f) => isConcept(f) && f.strength >= TUNING.ownTopic)
  if (requestConcept && offerConcept) return 4
  if (requestConcept) return 5
  return 6
}

/** A stand's seeking that names the need of those it seeks ("aziende che vogliono esportare"):
 * the frame the dropped served-need reading used (docs, twenty-third pass). */
const SERVED_FRAME =
  /\b(?:(?:che|chi)\s+(?:cercano|cerca|vogliono|vuole|devono|deve|desiderano|hanno\s+bisogno|ha\s+bisogno)|interessat[aeio]\s+a)/i

interface Tally {
  pairs: number
  stands: number
  /** Of `stands`, those whose seeking names a need they serve (SERVED_FRAME). */
  servedFrame: number
  byClass: number[]
}
const fresh = (): Tally => ({ pairs: 0, stands: 0, servedFrame: 0, byClass: CLASSES.map(() => 0) })

function audit(set: EvalSet, into: Tally): void {
  const prepared = set.exhibitors.map((e) => prepareExhibitor(e))
  const rowOf = new Map(set.exhibitors.map((e, row) => [e.id, row]))
  let trace: QueueTrace | undefined
  traceQueue((t) => (trace = t))
  for (const visitor of development(set).filter(gradable)) {
    trace = undefined
    const ranked = rankExhibitors(visitor.profile, prepared)
    const t = trace as QueueTrace | undefined
    if (!t) continue
    const q = t.asked.length
    const grade = (row: number) => visitor.relevant[set.exhibitors[row]?.slug ?? ''] ?? 0
    const shown = ranked.filter((r) => !t.hiddenBy[rowOf.get(r.exhibitorId) ?? -1])
    const top = shown.slice(0, K).map((r) => rowOf.get(r.exhibitorId) ?? -1)
    const zeros = top.filter((row) => grade(row) === 0)
    if (!zeros.length) continue
    ranked.forEach((r) => {
      const row = rowOf.get(r.exhibitorId) ?? -1
      if (!grade(row) || r.score <= 0 || top.includes(row)) return
      let credited = false
      let unquoted = false
      for (let i = 0; i < q; i++) {
        const c = t.credits[row * q + i] ?? 0
        if (t.quotable[i] && c > 0) credited = true
        if (!t.quotable[i] && c > 0 && (t.asked[i]?.kind ?? 'generic') !== 'generic')
          unquoted = true
      }
      if (credited) return
      const above = zeros.length
      const e = set.exhibitors[row]
      if (!e) return
      const c = classify(t.asked, `${e.name}. ${e.description ?? ''}`, e.seeking ?? '', unquoted)
      into.stands++
      if (SERVED_FRAME.test(e.seeking ?? '')) into.servedFrame++
      into.pairs += above
      into.byClass[c] = (into.byClass[c] ?? 0) + above
    })
  }
  traceQueue(undefined)
}

const line = (key: string, t: Tally) =>
  `${key.padEnd(18)} stands ${String(t.stands).padStart(4)} (seeking names a served need ${t.servedFrame}) pairs ${String(t.pairs).padStart(4)} | ${t.byClass
    .map((n, i) => `${CLASSES[i]} ${n}`)
    .join(', ')}`
const pool = fresh()
const blind = fresh()
for (const set of tunableSets()) {
  const t = fresh()
  audit(set, t)
  console.log(line(set.key, t))
  const into = set.aggregateDevelopment ? blind : pool
  into.stands += t.stands
  into.servedFrame += t.servedFrame
  into.pairs += t.pairs
  t.byClass.forEach((n, i) => (into.byClass[i] = (into.byClass[i] ?? 0) + n))
}
console.log(line('pool dev', pool))
console.log(line('blind-dev', blind))
