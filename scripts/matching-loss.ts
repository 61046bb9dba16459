// `node scripts/matching-loss.ts`: a tuners' aid, not part of the app. Where nDCG@5 is lost on
// development data: for every development visitor of the pool sets and of the blind sets lent to
// development (`aggregateDevelopment` in evaluate.ts), how the suggestions score against the same
// suggestions in the best order (the cost of ranking) and against the full ranking with no floor or
// cap (the cost of the queue's honesty), and where each relevant stand ends: in the top five, shown
// lower, scored but not shown, or not read at all (score 0). Counts per set, never a visitor
// (docs/matching.md, "Where development nDCG is lost").
import { prepareExhibitor, rankExhibitors, suggestions } from '../server/domain/matching/index.ts'
import {
  K,
  dcg,
  development,
  gradable,
  tunableSets,
  type EvalSet,
} from '../tests/fixtures/matching/evaluate.ts'

const fresh = () => ({
  visitors: 0,
  shown: 0,
  bestOrder: 0,
  fullRanking: 0,
  relevant: 0,
  top: 0,
  lower: 0,
  scoredNotShown: 0,
  unread: 0,
  mustMeet: 0,
  mustMeetTop: 0,
  mustMeetNotShown: 0,
  gradedZeroTop: 0,
})
type Tally = ReturnType<typeof fresh>

function tally(set: EvalSet): Tally {
  const t = fresh()
  const prepared = set.exhibitors.map((e) => prepareExhibitor(e))
  const slugOf = new Map(set.exhibitors.map((e) => [e.id, e.slug]))
  for (const visitor of development(set).filter(gradable)) {
    const grade = (id: number) => visitor.relevant[slugOf.get(id) ?? ''] ?? 0
    const all = rankExhibitors(visitor.profile, prepared)
    const shown = suggestions(all).map((r) => r.exhibitorId)
    const ideal = dcg(Object.values(visitor.relevant).sort((x, y) => y - x))
    const grades = shown.map(grade)
    t.visitors++
    t.shown += dcg(grades) / ideal
    t.bestOrder += dcg([...grades].sort((x, y) => y - x)) / ideal
    t.fullRanking += dcg(all.map((r) => grade(r.exhibitorId))) / ideal
    t.gradedZeroTop += grades.slice(0, K).filter((g) => g === 0).length
    const scored = new Set(all.filter((r) => r.score > 0).map((r) => r.exhibitorId))
    for (const e of set.exhibitors) {
      const g = grade(e.id)
      if (!g) continue
      const at = shown.indexOf(e.id)
      const place =
        at >= 0 ? (at < K ? 'top' : 'lower') : scored.has(e.id) ? 'scoredNotShown' : 'unread'
      t.relevant++
      t[place]++
      if (g === 2) {
        t.mustMeet++
        if (place === 'top') t.mustMeetTop++
        else if (place !== 'lower') t.mustMeetNotShown++
      }
    }
  }
  return t
}

function line(name: string, t: Tally): string {
  const mean = (x: number) => (x / t.visitors).toFixed(3)
  return (
    `${name.padEnd(18)} ${String(t.visitors).padStart(4)}  nDCG@5 ${mean(t.shown)}  best order ${mean(t.bestOrder)}` +
    `  full ranking ${mean(t.fullRanking)} | relevant ${t.relevant}: top ${t.top}, lower ${t.lower},` +
    ` scored not shown ${t.scoredNotShown}, unread ${t.unread} | grade 2: ${t.mustMeet}, top ${t.mustMeetTop},` +
    ` not shown ${t.mustMeetNotShown} | graded 0 in the top ${t.gradedZeroTop}`
  )
}

const blindDev = fresh()
for (const set of tunableSets()) {
  const t = tally(set)
  console.log(line(set.key, t))
  if (set.aggregateDevelopment)
    for (const key of Object.keys(t) as (keyof Tally)[]) blindDev[key] += t[key]
}
console.log(line('blind-dev', blindDev))
