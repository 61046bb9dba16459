// `node scripts/grader-agreement.ts`: how far two independent graders of one evaluation set agree,
// and so how high an honest nDCG@5 can go on our sets. A second grader, who saw the visitors'
// profiles and the stands but not the first grades, graded every stand for every visitor by the
// same rule (tests/fixtures/matching/second-grades/<set>.json). Each grader's grades are then used
// as a ranking (grade 2 first, then 1; ties broken at random as for every ranker) and judged
// against the other's, beside the engine judged against each. Aggregates per set, never a visitor
// (docs/matching.md, "How far two graders agree").
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Grade, LabelledAttendee } from '../tests/fixtures/matching/fair.ts'
import {
  SETS,
  engineRanker,
  evaluate,
  type EvalSet,
  type Ranker,
} from '../tests/fixtures/matching/evaluate.ts'

export const SECOND_GRADES_DIR = join(
  import.meta.dirname,
  '../tests/fixtures/matching/second-grades',
)

export type Grades = Record<string, Record<string, Grade>>

export function secondGrades(): Map<string, Grades> {
  return new Map(
    readdirSync(SECOND_GRADES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(SECOND_GRADES_DIR, f), 'utf8')),
      ]),
  )
}

/** Every visitor of the set (with the larger development set), as the grader saw them. */
export const everyVisitor = (set: EvalSet) => [...set.visitors, ...set.extraDevelopment]

const regraded = (visitors: LabelledAttendee[], grades: Grades) =>
  visitors.map((v) => ({ ...v, relevant: grades[v.key] ?? {} }))

/** A grader as a ranker: the stands it graded, 2 before 1, every other stand left out. */
function graderRanker(set: EvalSet, visitors: LabelledAttendee[]): Ranker {
  const byProfile = new Map(visitors.map((v) => [v.profile, v.relevant]))
  const idOf = new Map(set.exhibitors.map((e) => [e.slug, e.id]))
  return (profile) =>
    Object.entries(byProfile.get(profile) ?? {}).map(([slug, grade]) => ({
      id: idOf.get(slug) ?? -1,
      score: grade,
    }))
}

/** Cohen's kappa of "relevant (1 or 2) or not" over every visitor × stand pair. */
function relevanceKappa(set: EvalSet, a: LabelledAttendee[], b: LabelledAttendee[]) {
  let both = 0
  let onlyA = 0
  let onlyB = 0
  let neither = 0
  a.forEach((va, i) => {
    const vb = b[i] as LabelledAttendee
    for (const e of set.exhibitors) {
      const ra = (va.relevant[e.slug] ?? 0) > 0
      const rb = (vb.relevant[e.slug] ?? 0) > 0
      if (ra && rb) both++
      else if (ra) onlyA++
      else if (rb) onlyB++
      else neither++
    }
  })
  const n = both + onlyA + onlyB + neither
  const observed = (both + neither) / n
  const pa = (both + onlyA) / n
  const pb = (both + onlyB) / n
  const chance = pa * pb + (1 - pa) * (1 - pb)
  return { both, onlyA, onlyB, kappa: (observed - chance) / (1 - chance) }
}

export function report(set: EvalSet, grades: Grades): string[] {
  const first = everyVisitor(set)
  const missing = first.filter((v) => !(v.key in grades)).length
  if (missing) return [`${set.key}: ${missing} visitors have no second grades`]
  const second = regraded(first, grades)
  const engine = engineRanker(set.exhibitors)
  const score = (rank: Ranker, judge: LabelledAttendee[]) =>
    evaluate(set, rank, judge).mean.ndcg.toFixed(3)
  const k = relevanceKappa(set, first, second)
  const nobody = (vs: LabelledAttendee[]) => vs.filter((v) => !Object.keys(v.relevant).length)
  const nobodyBoth = nobody(first).filter((v) => !Object.keys(grades[v.key] ?? {}).length).length
  return [
    `${set.key}  ${first.length} visitors, ${set.exhibitors.length} stands`,
    `  judged by the first grades:   second grader ${score(graderRanker(set, second), first)}   engine ${score(engine, first)}`,
    `  judged by the second grades:  first grader  ${score(graderRanker(set, first), second)}   engine ${score(engine, second)}`,
    `  relevant pairs: both ${k.both}, first only ${k.onlyA}, second only ${k.onlyB}; kappa ${k.kappa.toFixed(3)}`,
    `  answered by nobody: first ${nobody(first).length}, second ${nobody(second).length}, both ${nobodyBoth}`,
  ]
}

if (import.meta.main) {
  for (const [key, grades] of secondGrades()) {
    const set = SETS.find((s) => s.key === key)
    console.log((set ? report(set, grades) : [`${key}: no such set`]).join('\n'))
  }
}
