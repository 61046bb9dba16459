// `node scripts/other-customers.ts [--verbose]`: over the development visitors of the pool sets
// only (never a held-out set, nor a blind set's development half), how the top five suggestions
// of a stand that serves the other kind of customer are graded (a consumer at a stand whose
// seeking names only businesses, or the reverse, as rankExhibitors reads both), beside those of
// the other stands, by position. The "customer type detected but outweighed" class of issue 20
// (docs/matching.md, "Eighteenth pass"). `--verbose` lists each such suggestion with its reason.
import {
  customerKind,
  prepareExhibitor,
  rankExhibitors,
  servesOtherKind,
  suggestions,
} from '../server/domain/matching/index.ts'
import { SETS, development, gradable } from '../tests/fixtures/matching/evaluate.ts'

const verbose = process.argv.includes('--verbose')
/** Grade counts (0, 1, 2) by row label. */
const tally = new Map<string, [number, number, number]>()
const add = (label: string, grade: number) => {
  const counts = tally.get(label) ?? [0, 0, 0]
  const g = Math.min(2, Math.max(0, grade)) as 0 | 1 | 2
  counts[g] += 1
  tally.set(label, counts)
}

for (const set of SETS.filter((s) => !s.heldOut)) {
  const prepared = set.exhibitors.map((e) => prepareExhibitor(e))
  const slugOf = new Map(set.exhibitors.map((e) => [e.id, e.slug]))
  const byId = new Map(prepared.map((e) => [e.id, e]))
  for (const visitor of development(set).filter(gradable)) {
    const kind = customerKind(visitor.profile)
    const top = suggestions(rankExhibitors(visitor.profile, prepared)).slice(0, 5)
    top.forEach((r, i) => {
      const e = byId.get(r.exhibitorId)
      if (!e) return
      const other = servesOtherKind(kind, e)
      const slug = slugOf.get(e.id) ?? ''
      const grade = visitor.relevant[slug] ?? 0
      const where = i === 0 ? 'first' : 'second to fifth'
      add(`${other ? 'other kind' : 'own kind or unsaid'}, ${where}`, grade)
      if (other) add(`other kind, ${kind} visitor, ${where}`, grade)
      if (other && verbose) {
        console.log(
          `${set.key} ${visitor.key} [${kind}] #${i + 1} ${slug} grade ${grade} score ${r.score}\n    ${r.reason}`,
        )
      }
    })
  }
}

console.log(`\n${'top-five suggestions'.padEnd(44)} ${'n'.padStart(5)}  grade 0  grade 1  grade 2`)
for (const [label, [g0, g1, g2]] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
  const n = g0 + g1 + g2
  const share = (x: number) => `${x} (${Math.round((100 * x) / n)} %)`.padStart(8)
  console.log(`${label.padEnd(44)} ${String(n).padStart(5)} ${share(g0)} ${share(g1)} ${share(g2)}`)
}
