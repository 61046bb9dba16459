// The whole queue as one need (session 14, docs/matching.md "Eighteenth pass: precision of the
// queue"): after `sameNeedCap` suggestions (four since session 16), only stands near the best
// suggestion are shown.
import { describe, expect, it } from 'vitest'
import { shownIds, withTuning } from './queue.ts'
import { barOwner as owner, barSupplier, singleNeedStands } from './bar.ts'

// By score alone: the tail by queue order (`queueTail`, index.queue-tail.test.ts) is left out.
const byScore = (run: () => number[]) => withTuning('queueTail', 0, run)

// Each of six stands answers one need of six (so no need cap or need floor hides it); they
// seek other customers, so they score well under half the supplier who answers all of them.
const elsewhere = singleNeedStands('Scuole, ospedali e uffici pubblici.')

describe('the whole queue as one need', () => {
  it('hides a stand after the fourth that scores under half the best suggestion', () => {
    const list = [barSupplier('Bar e caffetterie.'), ...elsewhere]
    const shown = byScore(() => shownIds(owner, list))
    expect(shown[0]).toBe(1)
    // Five of the seven are shown: the refrigerators and one more, under half the supplier after
    // the fourth suggestion, are hidden (`sameNeedCap` 4 since session 16; at 5 six were shown).
    expect(shown).toHaveLength(5)
    expect(shown).not.toContain(3)
    expect(withTuning('sameNeedCap', 5, () => byScore(() => shownIds(owner, list)))).toHaveLength(6)
  })

  it('does not bring a hidden stand back when the first five are decided', () => {
    const list = [barSupplier('Bar e caffetterie.'), ...elsewhere]
    const shown = byScore(() => shownIds(owner, list))
    const rest = byScore(() => shownIds(owner, list, shown.slice(0, 5)))
    expect(rest).toEqual(shown.slice(5))
    expect(rest).not.toContain(3)
  })

  it('keeps every stand near the best: six answers about as good are all shown', () => {
    // The supplier seeks other customers too: the six single answers score over half of it.
    const list = [barSupplier('Scuole, ospedali e uffici pubblici.'), ...elsewhere]
    expect(byScore(() => shownIds(owner, list))).toHaveLength(7)
  })
})
