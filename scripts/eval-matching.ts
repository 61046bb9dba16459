// `npm run eval:matching`: Smart Matching against its labelled set (tests/fixtures/matching),
// beside a random and a word-overlap baseline, and whether the targets of issue 7 are met.
import {
  calibration,
  engineRanker,
  evaluate,
  overlapRanker,
  randomBaseline,
  type Metrics,
} from '../tests/fixtures/matching/evaluate.ts'
import { attendees, exhibitors } from '../tests/fixtures/matching/fair.ts'

const verbose = process.argv.includes('--verbose')
const engine = evaluate(engineRanker())
const overlap = evaluate(overlapRanker())
const random = randomBaseline()

const fmt = (x: number) => x.toFixed(3)
const line = (name: string, m: Metrics) =>
  `${name.padEnd(22)} ${fmt(m.ndcg).padStart(8)} ${fmt(m.precision).padStart(8)} ${fmt(m.mrr).padStart(8)}`

console.log(
  `Smart Matching evaluation: ${attendees.length} visitors × ${exhibitors.length} exhibitors`,
)
console.log(`${''.padEnd(22)} ${'nDCG@5'.padStart(8)} ${'P@5'.padStart(8)} ${'MRR'.padStart(8)}`)
console.log(line('engine', engine.mean))
console.log(line('word overlap', overlap.mean))
console.log(line('random (200 seeded)', random))

const cal = calibration(engineRanker())
console.log('\nEngine score by label (mean / max, pairs):')
for (const g of [2, 1, 0] as const) {
  console.log(`  relevance ${g}: ${fmt(cal[g].mean)} / ${fmt(cal[g].max)}  (${cal[g].count})`)
}

if (verbose) {
  console.log('\nPer visitor (nDCG@5, top 5 as slug:grade:score):')
  for (const r of engine.rows) {
    console.log(
      `  ${r.key.padEnd(26)} ${fmt(r.ndcg)}  ${r.top.map((t) => `${t.slug}:${t.grade}:${t.score?.toFixed(2)}`).join('  ')}`,
    )
  }
}

const margin = engine.mean.ndcg - overlap.mean.ndcg
const ok = engine.mean.ndcg >= 0.85 && margin >= 0.25
console.log(
  `\nTarget nDCG@5 ≥ 0.850 and ≥ 0.250 above word overlap: ${fmt(engine.mean.ndcg)}, +${fmt(margin)} → ${ok ? 'MET' : 'NOT MET'}`,
)
process.exitCode = ok ? 0 : 1
