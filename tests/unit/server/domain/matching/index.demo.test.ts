// The demo visitor's first suggestions must make sense (issue 7's "done when"): each of their
// main needs has a supplier in the top five, and every reason names what they asked for.
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../../../../server/demo/accounts.ts'
import { DEMO_EXHIBITORS } from '../../../../../server/demo/data/exhibitors.ts'
import { prepareExhibitor, rankExhibitors } from '../../../../../server/domain/matching/index.ts'

describe('Smart Matching on the demo fair', () => {
  const visitor = DEMO_ACCOUNTS.find((a) => a.email === 'visitatore@example.com')
  const prepared = DEMO_EXHIBITORS.map((e, i) =>
    prepareExhibitor({ id: i + 1, name: e.name, description: e.description, seeking: e.seeking }),
  )
  const top = rankExhibitors(
    {
      seeking: visitor?.seeking ?? '',
      description: visitor?.description ?? '',
      employmentType: visitor?.employmentType ?? null,
      companyName: visitor?.companyName ?? null,
    },
    prepared,
  ).slice(0, 5)
  const descriptions = top.map((r) => DEMO_EXHIBITORS[r.exhibitorId - 1]?.description ?? '')

  it.each([
    ['an ERP', /gestionale|\bERP\b/i],
    ['cobots', /cobot|robot collaborativ/i],
    ['photovoltaics', /fotovoltaic/i],
  ])('puts a supplier of %s in the top five', (_, pattern) => {
    expect(descriptions.some((d) => pattern.test(d))).toBe(true)
  })

  it('explains each of them by what the visitor asked for', () => {
    for (const r of top) {
      expect(r.reason).toMatch(/^Cerchi «/)
      expect(r.score).toBeGreaterThan(0.25)
      expect(r.score).toBeLessThan(1)
    }
  })
})
