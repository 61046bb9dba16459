// Helper shared by the paraphrase tests (lexicon.paraphrases*.test.ts): which buyers of a probe
// list meet a stand of their own offer first.
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
