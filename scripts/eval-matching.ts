// `npm run eval:matching`: Smart Matching against its labelled set (tests/fixtures/matching),
// beside a random and a word-overlap baseline, and whether the targets of issue 7 are met.
// `--verbose` adds each visitor's top 5; `--demo` prints the demo visitor's top 5 with reasons.
import {
  calibration,
  engineRanker,
  evaluate,
  overlapRanker,
  randomBaseline,
  type Metrics,
} from '../tests/fixtures/matching/evaluate.ts'
import { attendees, exhibitors } from '../tests/fixtures/matching/fair.ts'
import { holdout } from '../tests/fixtures/matching/holdout.ts'
import { DEMO_ACCOUNTS } from '../server/demo/accounts.ts'
import { DEMO_EXHIBITORS } from '../server/demo/data/exhibitors.ts'
import { prepareExhibitor, rankExhibitors } from '../server/domain/matching/index.ts'

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

console.log(`\nHeld-out check (${holdout.length} visitors labelled after tuning, same exhibitors):`)
console.log(line('engine', evaluate(engineRanker(), 20, 7, holdout).mean))
console.log(line('word overlap', evaluate(overlapRanker(), 20, 7, holdout).mean))
console.log(line('random (200 seeded)', randomBaseline(200, holdout)))

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

if (process.argv.includes('--demo')) {
  const visitor = DEMO_ACCOUNTS[0]
  if (visitor?.seeking && visitor.description) {
    const prepared = DEMO_EXHIBITORS.map((e, i) =>
      prepareExhibitor({ id: i + 1, name: e.name, description: e.description, seeking: e.seeking }),
    )
    const ranked = rankExhibitors(
      {
        seeking: visitor.seeking,
        description: visitor.description,
        employmentType: visitor.employmentType ?? null,
        companyName: visitor.companyName ?? null,
      },
      prepared,
    )
    console.log(`\nDemo visitor ${visitor.email}: top 5 of ${prepared.length} demo exhibitors`)
    for (const r of ranked.slice(0, 5)) {
      const e = DEMO_EXHIBITORS[r.exhibitorId - 1]
      console.log(`  ${Math.round(r.score * 100)}%  ${e?.name} (${e?.sector})\n       ${r.reason}`)
    }
  }
}

const margin = engine.mean.ndcg - overlap.mean.ndcg
const ok = engine.mean.ndcg >= 0.85 && margin >= 0.25
console.log(
  `\nTarget nDCG@5 ≥ 0.850 and ≥ 0.250 above word overlap: ${fmt(engine.mean.ndcg)}, +${fmt(margin)} → ${ok ? 'MET' : 'NOT MET'}`,
)
process.exitCode = ok ? 0 : 1
