// `node scripts/tuning-sweep.ts`: re-fits `TUNING` values in process, in aggregate figures only
// (docs/matching.md, "Twentieth pass: the engine's numbers re-fitted on nineteen sets"). Each
// variant sets some values as the unit tests' `withTuning` does, then scores, as
// `eval:matching -- --dev` does (same `evaluate`, 20 seeded tie orders, same graded-0 count), the
// development halves of the blind sets marked `aggregateDevelopment` (one nDCG@5 and one graded-0
// count per set, never a visitor) and the development visitors of the pool (`dev all`). A
// parameter's values are then chosen by leave-one-set-out over the blind sets: for each set, the
// value best on the others by mean nDCG@5 (ties: fewer graded 0), and how the left-out set moves;
// and the same on the precision track (fewest graded 0 within that track's bounds).
//   --params a,b      sweep only these parameters (default: every one in GRID)
//   --base a=1,b=2    measure on top of these values (a coordinate-descent round)
//   --grid a=1|2|3    replace a parameter's values
//   --jsonl FILE      append every variant's per-set figures to FILE
import { appendFileSync } from 'node:fs'
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type PreparedExhibitor,
  type RankedExhibitor,
} from '../server/domain/matching/index.ts'
import {
  SETS,
  development,
  evaluate,
  gradable,
  halves,
  namesMatchedNeed,
  type EvalSet,
} from '../tests/fixtures/matching/evaluate.ts'

type Key = keyof typeof TUNING
/** Values tried per parameter, the current one aside (the decision and two-sided parameters move
 * nothing here: the evaluation has no decisions and no interest). */
const GRID: Partial<Record<Key, number[]>> = {
  idfPrior: [5, 10, 40, 80],
  idfFloor: [0.2, 0.3, 0.5, 0.6],
  broaderCredit: [0.3, 0.4, 0.6, 0.7],
  broaderDecay: [0.5, 0.85],
  ambiguousCredit: [0.2, 0.5],
  minNeedWeight: [0.8, 0.9, 1.2],
  forwardBestNeed: [0.55, 0.6, 0.7, 0.75],
  backwardBestNeed: [0.6, 0.7, 0.9, 1],
  oneSidedFloor: [0.35, 0.4, 0.5, 0.55],
  exactFloor: [0.55, 0.6, 0.7, 0.75],
  exactWeight: [0.3, 0.4, 0.5, 0.6],
  focus: [0, 0.1, 0.2, 0.25, 0.35],
  ownTopic: [0.7, 0.8, 0.95],
  otherCustomers: [0.45, 0.55, 0.75, 0.85, 1],
  backwardOnly: [0.04, 0.12],
  otherBeneficiary: [0.3, 0.7],
  nameOnly: [0.1, 0.5],
  refused: [0.1, 0.5],
  refusedStrength: [0.7, 1],
  unknownBackward: [0.3, 0.7],
  seekingInProfile: [0.25, 0.4, 0.6, 0.75],
  unknownWord: [0.25, 0.35, 0.65, 0.75],
  reciprocalOffer: [0.5, 1],
  audienceAsked: [0.15, 0.2, 0.4, 0.5],
  quotedWeight: [0.3, 0.4],
  matchedCredit: [0.2, 0.25, 0.35, 0.4],
  audienceCredit: [0.5, 0.6, 0.9],
  literalBoost: [0.2, 0.3, 0.5, 0.7, 1],
  literalCeiling: [0.2, 0.22],
  literalOrder: [1.5, 2, 3, 3.5, 4],
  literalOrderUnread: [0, 0.25, 0.75, 1, 1.5],
  literalMatchWords: [3],
  literalMatchRare: [0.05, 0.08, 0.12, 0.15],
  literalMatchWeight: [0.1, 0.2, 0.25],
  floor: [0.05, 0.06, 0.07, 0.09, 0.1],
  weakScore: [0.08, 0.09, 0.12, 0.15],
  weakLead: [0.6, 0.7, 0.75, 0.85, 0.9],
  weakMainWord: [0.35, 0.45, 0.5],
  needFloor: [0.15, 0.2, 0.3, 0.35],
  detailNeedFloor: [0.25, 0.3, 0.35, 0.45, 0.5],
  sameWordCap: [3, 4, 6, 8],
  sameNeedCap: [3, 4, 5, 6, 8],
  sameNeedStrong: [0.4, 0.6, 0.7],
  commonWord: [0.1, 0.12, 0.2, 0.25],
  queueTail: [0.3, 0.4, 0.6, 0.7],
}
/** Values read when a stand is prepared, not when a request is ranked. */
const AT_PREPARE = new Set<Key>(['reciprocalOffer', 'quotedWeight', 'ownTopic', 'nameOnly'])

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const pairs = (text: string | undefined, sep: string) =>
  (text ?? '')
    .split(sep)
    .filter(Boolean)
    .map((p) => p.split('=') as [Key, string])

const tuning = TUNING as unknown as Record<string, number>
const base = new Map(pairs(arg('--base'), ',').map(([k, v]) => [k, Number(v)]))
for (const [k, v] of pairs(arg('--grid'), ',')) GRID[k] = v.split('|').map(Number)
const params = (arg('--params')?.split(',') as Key[] | undefined) ?? (Object.keys(GRID) as Key[])
const jsonl = arg('--jsonl')

interface Part {
  set: EvalSet
  visitors: EvalSet['visitors']
  blind: boolean
}
const parts: Part[] = [
  ...SETS.filter((s) => s.aggregateDevelopment).map((set) => ({
    set,
    visitors: halves(set.visitors).dev,
    blind: true,
  })),
  ...SETS.filter((s) => !s.heldOut).map((set) => ({
    set,
    visitors: development(set),
    blind: false,
  })),
]

interface Figures {
  ndcg: number
  shown: number
  graded0: number
  unnamed: number
}
let prepared = new Map<EvalSet, PreparedExhibitor[]>()
const prepareAll = () =>
  (prepared = new Map(parts.map((p) => [p.set, p.set.exhibitors.map((e) => prepareExhibitor(e))])))

/** One part's figures with the values as they are now, as `eval:matching -- --dev` prints them. */
function measure(p: Part): Figures {
  const list = prepared.get(p.set) ?? []
  const byId = new Map(p.set.exhibitors.map((e) => [e.id, e]))
  const shown = new Map<object, RankedExhibitor[]>()
  const out: Figures = { ndcg: 0, shown: 0, graded0: 0, unnamed: 0 }
  for (const a of p.visitors) {
    const s = suggestions(rankExhibitors(a.profile, list))
    shown.set(a.profile, s)
    for (const r of s) {
      const e = byId.get(r.exhibitorId)
      if (!e) continue
      out.shown++
      if (!namesMatchedNeed(r.reason, a.profile, e)) out.unnamed++
      if (!a.relevant[e.slug]) out.graded0++
    }
  }
  out.ndcg = evaluate(
    p.set,
    (a) => (shown.get(a) ?? []).map((r) => ({ id: r.exhibitorId, score: r.score })),
    p.visitors.filter(gradable),
  ).mean.ndcg
  return out
}

type Run = Map<string, Figures>
function run(values: Map<Key, number>): Run {
  const kept = new Map([...values.keys()].map((k) => [k, tuning[k] as number]))
  for (const [k, v] of values) tuning[k] = v
  try {
    if (!prepared.size || [...values.keys(), ...kept.keys()].some((k) => AT_PREPARE.has(k)))
      prepareAll()
    return new Map(parts.map((p) => [p.set.key, measure(p)]))
  } finally {
    for (const [k, v] of kept) tuning[k] = v
    if ([...kept.keys()].some((k) => AT_PREPARE.has(k))) prepared = new Map()
  }
}

const blindKeys = parts.filter((p) => p.blind).map((p) => p.set.key)
const poolKeys = parts.filter((p) => !p.blind).map((p) => p.set.key)
const sum = (r: Run, keys: string[], pick: (f: Figures) => number) =>
  keys.reduce((s, k) => s + pick(r.get(k) as Figures), 0)

/** compare_dev.py's figures of a variant against the base (rounded as the eval prints them). */
function summary(label: string, r: Run, b: Run): string {
  const r3 = (x: number) => Math.round(x * 1000) / 1000
  const d = blindKeys.map((k) => r3((r.get(k) as Figures).ndcg) - r3((b.get(k) as Figures).ndcg))
  const mean = d.reduce((s, x) => s + x, 0) / d.length
  const total = d.reduce((s, x) => s + x, 0)
  const loso = Math.min(...d.map((x) => (total - x) / (d.length - 1)))
  const up = d.filter((x) => x >= 0.001 - 1e-9).length
  const down = d.filter((x) => x <= -0.001 + 1e-9).length
  const worst = Math.min(...d)
  const g0 = sum(r, blindKeys, (f) => f.graded0)
  const g0b = sum(b, blindKeys, (f) => f.graded0)
  const poolWorst = Math.min(
    0,
    ...poolKeys.map((k) => r3((r.get(k) as Figures).ndcg) - r3((b.get(k) as Figures).ndcg)),
  )
  const worstPool = poolKeys.find(
    (k) => r3((r.get(k) as Figures).ndcg) - r3((b.get(k) as Figures).ndcg) === poolWorst,
  )
  const unnamed = sum(r, [...blindKeys, ...poolKeys], (f) => f.unnamed)
  const ndcgTrack =
    mean >= 0.004 && loso > 0 && up >= 2 * Math.max(down, 1) && worst > -0.02 && poolWorst > -0.01
  const precTrack = g0 <= g0b * 0.95 && mean >= -0.002 && worst > -0.015 && poolWorst > -0.01
  const worstSet = blindKeys[d.indexOf(worst)]
  return `${label.padEnd(28)} mean ${mean >= 0 ? '+' : ''}${mean.toFixed(4)}  loso ${loso >= 0 ? '+' : ''}${loso.toFixed(4)}  up/down ${up}/${down}  worst ${worst < 0 ? `${worstSet} ${worst.toFixed(3)}` : '0'}  graded0 ${g0} (${(((g0 - g0b) / g0b) * 100).toFixed(1)} %)  pool ${poolWorst < 0 ? `${worstPool} ${poolWorst.toFixed(3)}` : '0'} g0 ${sum(r, poolKeys, (f) => f.graded0)}  unnamed ${unnamed}${ndcgTrack ? '  nDCG-TRACK' : ''}${precTrack ? '  PRECISION-TRACK' : ''}`
}

/** Leave-one-set-out over one parameter's values: the fold choices and the held-out gains. */
function loso(param: Key, runs: Map<number, Run>, current: number): void {
  const values = [...runs.keys()]
  const choices: string[] = []
  let gains = 0
  const picked = new Map<number, number>()
  for (const out of blindKeys) {
    const inFold = blindKeys.filter((k) => k !== out)
    let best = current
    let bestScore = -Infinity
    let bestG0 = Infinity
    for (const v of values) {
      const r = runs.get(v) as Run
      const score = sum(r, inFold, (f) => f.ndcg)
      const g0 = sum(r, inFold, (f) => f.graded0)
      if (score > bestScore + 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && g0 < bestG0)) {
        best = v
        bestScore = score
        bestG0 = g0
      }
    }
    const gain =
      ((runs.get(best) as Run).get(out) as Figures).ndcg -
      ((runs.get(current) as Run).get(out) as Figures).ndcg
    gains += gain
    picked.set(best, (picked.get(best) ?? 0) + 1)
    choices.push(`${out} ${best} (${gain >= 0 ? '+' : ''}${gain.toFixed(3)})`)
  }
  console.log(
    `  LOSO ${param}: picks ${[...picked].map(([v, n]) => `${v}×${n}`).join(', ')}; held-out gains sum ${gains >= 0 ? '+' : ''}${gains.toFixed(4)}`,
  )
  console.log(`    ${choices.join('; ')}`)
  precisionLoso(param, runs, current)
}

/** The same on the precision track: for each set, the value with the fewest graded 0 on the
 * others among those that keep the track's bounds there (mean nDCG@5 down by at most 0.002, no
 * set down by more than 0.015, no pool set by more than 0.01), and how the left-out set moves. */
function precisionLoso(param: Key, runs: Map<number, Run>, current: number): void {
  const r3 = (x: number) => Math.round(x * 1000) / 1000
  const start = runs.get(current) as Run
  const delta = (r: Run, k: string) =>
    r3((r.get(k) as Figures).ndcg) - r3((start.get(k) as Figures).ndcg)
  const picked = new Map<number, number>()
  const choices: string[] = []
  let graded0 = 0
  let ndcg = 0
  for (const out of blindKeys) {
    const inFold = blindKeys.filter((k) => k !== out)
    let best = current
    let bestG0 = sum(start, inFold, (f) => f.graded0)
    for (const [v, r] of runs) {
      const d = inFold.map((k) => delta(r, k))
      const ok =
        d.reduce((s, x) => s + x, 0) / d.length >= -0.002 &&
        Math.min(...d) > -0.015 &&
        poolKeys.every((k) => delta(r, k) > -0.01)
      const g0 = sum(r, inFold, (f) => f.graded0)
      if (ok && g0 < bestG0) {
        best = v
        bestG0 = g0
      }
    }
    const r = runs.get(best) as Run
    const g = (r.get(out) as Figures).graded0 - (start.get(out) as Figures).graded0
    const n = (r.get(out) as Figures).ndcg - (start.get(out) as Figures).ndcg
    graded0 += g
    ndcg += n
    picked.set(best, (picked.get(best) ?? 0) + 1)
    choices.push(`${out} ${best} (${g} graded 0, ${n >= 0 ? '+' : ''}${n.toFixed(3)})`)
  }
  console.log(
    `  precision LOSO ${param}: picks ${[...picked].map(([v, n]) => `${v}×${n}`).join(', ')}; held-out graded 0 ${graded0}, nDCG@5 sum ${ndcg >= 0 ? '+' : ''}${ndcg.toFixed(4)}`,
  )
  console.log(`    ${choices.join('; ')}`)
}

const t0 = Date.now()
const baseRun = run(base)
console.log(
  `base ${[...base].map(([k, v]) => `${k}=${v}`).join(',') || '(current values)'}: blind-dev mean nDCG@5 ${(sum(baseRun, blindKeys, (f) => f.ndcg) / blindKeys.length).toFixed(4)}, graded 0 ${sum(baseRun, blindKeys, (f) => f.graded0)} of ${sum(baseRun, blindKeys, (f) => f.shown)} shown; pool graded 0 ${sum(baseRun, poolKeys, (f) => f.graded0)} (${((Date.now() - t0) / 1000).toFixed(1)} s a variant)`,
)
const record = (label: string, values: Map<Key, number>, r: Run) => {
  if (!jsonl) return
  appendFileSync(
    jsonl,
    `${JSON.stringify({ label, values: Object.fromEntries(values), sets: Object.fromEntries(r) })}\n`,
  )
}
record('base', base, baseRun)
for (const param of params) {
  const current = base.get(param) ?? tuning[param]
  if (current === undefined) continue
  const runs = new Map<number, Run>([[current, baseRun]])
  for (const v of GRID[param] ?? []) {
    if (v === current) continue
    const values = new Map(base)
    values.set(param, v)
    const r = run(values)
    runs.set(v, r)
    record(`${param}=${v}`, values, r)
    console.log(summary(`${param} ${current} → ${v}`, r, baseRun))
  }
  loso(param, runs, current)
}
