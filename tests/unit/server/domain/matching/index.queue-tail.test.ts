// The tail as the queue orders it (session 15, docs/matching.md "Nineteenth pass: precision of the
// queue"): from the sixth suggestion on, only stands near the first by the queue's own measure
// (score, focus and literal evidence) are shown.
import { describe, expect, it } from 'vitest'
import { TUNING } from '../../../../../server/domain/matching/index.ts'
import { shownIds, stand, withTuning } from './queue.ts'
import { barOwner as owner, barSupplier, singleNeedStands } from './bar.ts'

// Each of six stands answers one need of six, saying one word of the request; the supplier says
// four of them as written. All seek other customers, so by score alone the six are over half the
// supplier (the whole-queue cap of session 14 keeps them), while the queue puts them far behind.
const elsewhere = 'Scuole, ospedali e uffici pubblici.'
const single = singleNeedStands(elsewhere)
const supplier = barSupplier(elsewhere)

describe('the tail as the queue orders it', () => {
  it('hides the sixth and later stands far below the first in queue order', () => {
    const list = [supplier, ...single]
    // Near enough by score: without this rule all seven are shown.
    expect(withTuning('queueTail', 0, () => shownIds(owner, list))).toHaveLength(7)
    const shown = shownIds(owner, list)
    expect(shown[0]).toBe(1)
    expect(shown).toHaveLength(TUNING.sameNeedCap)
  })

  it('does not bring a hidden stand back when the first five are decided', () => {
    const list = [supplier, ...single]
    const shown = shownIds(owner, list)
    expect(shownIds(owner, list, shown.slice(0, 5))).toEqual([])
  })

  it('keeps every stand near the first: seven answers said alike are all shown', () => {
    const alike = [1, 2, 3, 4, 5, 6, 7].map((id) =>
      stand(id, `Bar Service ${id}`, 'Macchina da caffè, frigorifero, tazzine e sedie.', elsewhere),
    )
    expect(shownIds(owner, alike)).toHaveLength(7)
  })
})
