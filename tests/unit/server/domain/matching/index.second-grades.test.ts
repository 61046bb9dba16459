import { describe, expect, it } from 'vitest'
import { everyVisitor, report, secondGrades } from '../../../../../scripts/grader-agreement.ts'
import { SETS } from '../../../../fixtures/matching/evaluate.ts'

// The second grades (scripts/grader-agreement.ts, docs/matching.md "How far two graders agree"):
// each file grades every visitor of an existing set, only with stands of that set, by the same rule.
function setOf(key: string) {
  const set = SETS.find((s) => s.key === key)
  if (!set) throw new Error(`no evaluation set ${key}`)
  return set
}

describe('second grades of the evaluation sets', () => {
  const files = [...secondGrades()]

  it('holds the five sets graded a second time in session 20', () => {
    expect(files.map(([key]) => key).sort()).toEqual([
      'decima',
      'industria',
      'montagna',
      'sedicesima',
      'sesta',
    ])
  })

  it.each(files)('grades every visitor of %s with its own stands, 1 or 2', (key, grades) => {
    const set = setOf(key)
    const slugs = new Set(set.exhibitors.map((e) => e.slug))
    const keys = everyVisitor(set).map((v) => v.key)
    expect(Object.keys(grades).sort()).toEqual([...keys].sort())
    for (const stands of Object.values(grades))
      for (const [slug, grade] of Object.entries(stands)) {
        expect(slugs.has(slug), slug).toBe(true)
        expect([1, 2]).toContain(grade)
      }
  })

  it('finds a grader who gives the first grades in full agreement, and one who grades nothing in none', () => {
    const set = setOf('sesta')
    const same = Object.fromEntries(everyVisitor(set).map((v) => [v.key, v.relevant]))
    const none = Object.fromEntries(everyVisitor(set).map((v) => [v.key, {}]))
    expect(report(set, same).join('\n')).toMatch(/second grader 1\.000[\s\S]*kappa 1\.000/)
    expect(report(set, none).join('\n')).toMatch(/second grader 0\.000/)
  })
})
