// How completely a need is answered (twenty-third pass, session 19): the probe's cases ranked at
// one invented fair made of all their stands. The need-completeness factor measured on it was
// dropped (docs/matching.md, "Twenty-third pass: how completely a need is answered"): the engine
// already puts the stand that answers the whole need first where it reads the qualifier, so these
// tests guard that order, and the mirror cases, against later changes.
import { describe, expect, it } from 'vitest'
import { prepareExhibitor, rankExhibitors } from '../../../../../server/domain/matching/index.ts'
import { NEED_COMPLETENESS_PROBES } from '../../../../fixtures/matching/need-completeness-probes.ts'
import { stand } from './queue.ts'
import { employee } from './request.ts'

const stands = NEED_COMPLETENESS_PROBES.flatMap((p) => p.stands).map(([name, description], i) =>
  prepareExhibitor(stand(i + 1, name, description)),
)

/** Whether the case's expected stand scores above its other stands (and above 0). */
function ranksFirst(request: string, names: string[], first: string): boolean {
  const own = rankExhibitors(employee(request), stands).filter((r) =>
    names.includes(stands[r.exhibitorId - 1]?.name ?? ''),
  )
  const [top, next] = own
  return (
    top !== undefined &&
    top.score > 0 &&
    stands[top.exhibitorId - 1]?.name === first &&
    (next?.score ?? 0) < top.score
  )
}

const cases = NEED_COMPLETENESS_PROBES.filter((p) => !p.mirror)
const mirrors = NEED_COMPLETENESS_PROBES.filter((p) => p.mirror)
const right = (p: (typeof cases)[number]) =>
  ranksFirst(
    p.request,
    p.stands.map(([name]) => name),
    p.first,
  )

describe('how completely a need is answered', () => {
  it('has at least twenty cases and five mirror cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20)
    expect(mirrors.length).toBeGreaterThanOrEqual(5)
  })

  it('puts the stand that answers the whole need first in all but one case', () => {
    // The one miss: "contabilità del condominio", whose qualifier is a kind of customer.
    expect(cases.filter(right).length).toBeGreaterThanOrEqual(cases.length - 1)
  })

  it.each(mirrors.map((p) => [p.request, p] as const))('keeps the right order: "%s"', (_, p) => {
    expect(right(p)).toBe(true)
  })
})
