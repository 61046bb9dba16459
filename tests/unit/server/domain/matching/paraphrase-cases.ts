// Helper shared by the paraphrase tests (lexicon.paraphrases*.test.ts): which buyers of a probe
// list meet a stand of their own offer first.
import { describe, expect, it } from 'vitest'
import {
  prepareExhibitor,
  rankExhibitors,
  suggestions,
} from '../../../../../server/domain/matching/index.ts'
import type { ParaphraseProbe } from '../../../../fixtures/matching/paraphrase-probes.ts'
import { stand } from './queue.ts'
import { employee } from './request.ts'

/** The buyers whose own offer's stand is shown first (a tie counts) among one stand per pair. */
export function metBuyers(probes: readonly ParaphraseProbe[]): string[] {
  const stands = probes.map(([, , text], i) =>
    prepareExhibitor(stand(i + 1, `Stand ${i + 1}`, text)),
  )
  const offerOf = (id: number) => probes[id - 1]?.[0]
  return probes
    .filter(([offer, buyer]) => {
      const shown = suggestions(rankExhibitors(employee(buyer), stands))
      const own = shown.find((r) => offerOf(r.exhibitorId) === offer)
      return own !== undefined && own.score >= (shown[0]?.score ?? 0) - 1e-9
    })
    .map(([, buyer]) => buyer)
}

/** A probe list's tests: its size, how many pairs it meets, and the buyers it must meet. */
export function describeProbeList(
  title: string,
  probes: readonly ParaphraseProbe[],
  { pairs, met: least, buyers }: { pairs: number; met: number; buyers: string[] },
): void {
  describe(title, () => {
    const met = metBuyers(probes)

    it(`has at least ${pairs} pairs`, () => {
      expect(probes.length).toBeGreaterThanOrEqual(pairs)
    })

    it(`meets at least ${least} pairs with a stand of their own offer first`, () => {
      expect(met.length).toBeGreaterThanOrEqual(least)
    })

    it.each(buyers)('meets "%s"', (buyer) => {
      expect(met).toContain(buyer)
    })
  })
}
