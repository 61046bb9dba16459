// An attendee's reading is memoised by their texts (session 16, docs/matching.md "Session 16: the
// per-request path"): the memo must never hand back a reading made under other settings.
import { describe, expect, it } from 'vitest'
import type { AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { ranked, stand, withTuning } from './queue.ts'

const owner: AttendeeProfile = {
  seeking: 'Cerco un registratore di cassa per il mio ristorante.',
  description: 'Titolare.',
  employmentType: 'self_employed',
  companyName: null,
}
const till = [stand(1, 'Casse Uno', 'Registratori di cassa e POS.', 'Ristoranti e bar.')]
const scoreOf = () => ranked(owner, till)[0]?.score

describe("the attendee's reading, memoised", () => {
  it('is read afresh when the weight of the request in the profile changes', () => {
    const usual = scoreOf()
    expect(usual).toBeGreaterThan(0)
    // The stand seeks restaurants: only the request says "ristorante", so without the request in
    // the profile the stand's seeking meets nothing.
    const without = withTuning('seekingInProfile', 0, scoreOf)
    expect(without).not.toBe(usual)
    expect(scoreOf()).toBe(usual)
  })
})
