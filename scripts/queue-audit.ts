// `node scripts/queue-audit.ts`: which of the queue's rules hide graded stands, in aggregate counts only (per set and totals, never a visitor): the blind sets' development halves (`aggregateDevelopment`) and the pool's development visitors, as `eval:matching -- --dev` reads them (docs/matching.md, "Nineteenth pass: the queue rules that hide relevant stands").
import {
  QUEUE_RULES,
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  traceQueue,
  type QueueTrace,
} from '../server/domain/matching/index.ts'
import { SETS, development, halves, type EvalSet } from '../tests/fixtures/matching/evaluate.ts'

/** Why a graded stand has no real match: the credits its offer gets for the request's words. */
const NO_MATCH_CAUSES = [
  'nothing asked is in its offer',
  'credited, under the real-match credit',
  'credited only on unquoted words',
  'refused by the request',
] as const
/** Why the weak-match rule hid a stand (under `weakScore` before the literal lift, no literal match). */
const WEAK_CAUSES = ['no main word answered', 'main word under the lead'] as const

type Counts = [number, number] // graded ≥ 1, graded 0
const zero = (): Counts => [0, 0]
interface Tally {
  relevant: number
  realMatch: number
  shown: Counts
  byRule: Counts[]
  /** Hidden stands that would be in the top five of the queue if shown alone. */
  top5: Counts[]
  noMatch: Counts[]
  weak: Counts[]
  /** Need floor: own-topic answers (`needFloor`) and details (`detailNeedFloor`). */
  needFloor: Counts[]
}
const tally = (): Tally => ({
  relevant: 0,
  realMatch: 0,
  shown: zero(),
  byRule: QUEUE_RULES.map(zero),
  top5: QUEUE_RULES.map(zero),
  noMatch: NO_MATCH_CAUSES.map(zero),
  weak: WEAK_CAUSES.map(zero),
  needFloor: [zero(), zero()],
})

const needed = (t: QueueTrace, i: number) =>
  t.asked[i]?.audience ? TUNING.audienceCredit : TUNING.matchedCredit

function noMatchCause(t: QueueTrace, row: number): number {
  const q = t.asked.length
  let any = false
  let quoted = false
  for (let i = 0; i < q; i++) {
    const c = t.credits[row * q + i] ?? 0
    if (!c) continue
    any = true
    if (!t.quotable[i]) continue
    if (c >= needed(t, i)) return 3
    quoted = true
  }
  return !any ? 0 : quoted ? 1 : 2
}

function weakCause(t: QueueTrace, row: number): number {
  const q = t.asked.length
  for (let i = 0; i < q; i++) {
    const f = t.asked[i]
    const c = t.credits[row * q + i] ?? 0
    if (t.quotable[i] && f && f.weight >= TUNING.weakMainWord && c >= needed(t, i)) return 1
  }
  return 0
}

function audit(set: EvalSet, visitors: EvalSet['visitors'], into: Tally): void {
  const prepared = set.exhibitors.map((e) => prepareExhibitor(e))
  let trace: QueueTrace | undefined
  traceQueue((t) => (trace = t))
  for (const visitor of visitors) {
    trace = undefined
    rankExhibitors(visitor.profile, prepared)
    const t = trace as QueueTrace | undefined
    if (!t) continue
    const shownQueue = [...t.hiddenBy.keys()]
      .filter((row) => !t.hiddenBy[row])
      .map((row) => t.queue[row] ?? 0)
    set.exhibitors.forEach((e, row) => {
      const g = (visitor.relevant[e.slug] ?? 0) >= 1 ? 0 : 1
      const rule = (t.hiddenBy[row] ?? 0) - 1
      if (g === 0) {
        into.relevant++
        if (rule !== 0) into.realMatch++
      }
      if (rule < 0) {
        into.shown[g]++
        return
      }
      ;(into.byRule[rule] as Counts)[g]++
      const ahead = shownQueue.filter((s) => s > (t.queue[row] ?? 0)).length
      if (rule > 0 && ahead < 5) (into.top5[rule] as Counts)[g]++
      if (rule === 0) (into.noMatch[noMatchCause(t, row)] as Counts)[g]++
      if (QUEUE_RULES[rule] === 'weak match') (into.weak[weakCause(t, row)] as Counts)[g]++
      if (QUEUE_RULES[rule] === 'need floor')
        (into.needFloor[t.ownAnswer[row] ? 0 : 1] as Counts)[g]++
    })
  }
  traceQueue(undefined)
}

const pair = ([r, z]: Counts) => `${r}/${z}`.padStart(9)
const add = (a: Counts[], b: Counts[]) =>
  a.forEach((c, i) => {
    c[0] += b[i]?.[0] ?? 0
    c[1] += b[i]?.[1] ?? 0
  })
function merge(total: Tally, t: Tally): void {
  total.relevant += t.relevant
  total.realMatch += t.realMatch
  add([total.shown], [t.shown])
  add(total.byRule, t.byRule)
  add(total.top5, t.top5)
  add(total.noMatch, t.noMatch)
  add(total.weak, t.weak)
  add(total.needFloor, t.needFloor)
}

const short = [
  'no match',
  'floor',
  'weak',
  'need flr',
  'need cap',
  'word cap',
  'common',
  'queue cap',
  'tail',
  'redundant',
]
const header = `${'set'.padEnd(16)} ${'relevant'.padStart(8)} ${'real'.padStart(5)} ${'shown'.padStart(9)} ${short.map((s) => s.padStart(9)).join(' ')}`
const line = (key: string, t: Tally) =>
  `${key.padEnd(16)} ${String(t.relevant).padStart(8)} ${String(t.realMatch).padStart(5)} ${pair(t.shown)} ${t.byRule.map(pair).join(' ')}`

function detail(label: string, t: Tally): void {
  console.log(`\n${label}: hidden stands that would be in the top five if shown (graded ≥ 1 / 0)`)
  console.log(
    `  ${QUEUE_RULES.slice(1)
      .map((r, i) => `${r} ${pair(t.top5[i + 1] as Counts).trim()}`)
      .join(', ')}`,
  )
  console.log(
    `  no real match: ${NO_MATCH_CAUSES.map((c, i) => `${c} ${pair(t.noMatch[i] as Counts).trim()}`).join(', ')}`,
  )
  console.log(
    `  weak match: ${WEAK_CAUSES.map((c, i) => `${c} ${pair(t.weak[i] as Counts).trim()}`).join(', ')}`,
  )
  console.log(
    `  need floor: own-topic answer (${TUNING.needFloor}) ${pair(t.needFloor[0] as Counts).trim()}, detail (${TUNING.detailNeedFloor}) ${pair(t.needFloor[1] as Counts).trim()}`,
  )
}

console.log('Queue audit: graded ≥ 1 / graded 0 stands, by the first rule that hides them')
console.log(
  '(relevant: graded ≥ 1 pairs; real: of those, with a real match; blind sets: development halves, aggregate only)\n',
)
console.log(header)
const blind = tally()
for (const set of SETS.filter((s) => s.aggregateDevelopment)) {
  const t = tally()
  audit(set, halves(set.visitors).dev, t)
  merge(blind, t)
  console.log(line(set.key, t))
}
console.log(line('blind-dev total', blind))
console.log()
const pool = tally()
for (const set of SETS.filter((s) => !s.heldOut)) {
  const t = tally()
  audit(set, development(set), t)
  merge(pool, t)
  console.log(line(set.key, t))
}
console.log(line('pool total', pool))
detail('blind-dev', blind)
detail('pool', pool)
