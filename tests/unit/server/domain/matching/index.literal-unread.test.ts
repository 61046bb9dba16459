// The literal order where the lexicon reads little of the request (session 13, sixteenth pass):
// the words a stand says as written order the shown queue more when the request's quoted words
// are plain words the lexicon does not know, and exactly as before when it reads them all.
import { describe, expect, it } from 'vitest'
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'
import { demoExhibitors } from '../../../../fixtures/matching/demo-visitors.ts'
import { stand, withTuning } from './queue.ts'

const withUnread = <T>(value: number, run: () => T): T =>
  withTuning('literalOrderUnread', value, run)
const shown = (seeking: string, list: ExhibitorProfile[]) =>
  suggestions(
    rankExhibitors(
      { seeking, description: '', employmentType: 'private', companyName: null },
      list.map((e) => prepareExhibitor(e)),
    ),
  )
const scoreOf = (seeking: string, list: ExhibitorProfile[], id: number) =>
  shown(seeking, list).find((r) => r.exhibitorId === id)?.score ?? NaN

// An invented fine-arts corner: the lexicon knows "arte", not "martora", "miniature", "dipingere".
const artStands = [
  stand(
    1,
    'Belle Arti Martini',
    'Pennelli di martora, acquerelli e carta cotone per miniaturisti.',
  ),
  stand(2, 'Colorificio Sud', 'Vernici, smalti e pennelli per edilizia e fai da te.'),
  stand(3, 'Giochi di Ruolo Aurora', 'Miniature da dipingere, dadi e giochi da tavolo.'),
]
const artRequest = 'Cerco pennelli di martora e acquerelli per dipingere miniature'

describe('the literal order where the lexicon reads little of the request', () => {
  it('puts the stands that say less of an unread request further behind the one that says most', () => {
    const ratio = (unread: number) =>
      withUnread(
        unread,
        () => scoreOf(artRequest, artStands, 2) / scoreOf(artRequest, artStands, 1),
      )
    expect(ratio(0)).toBeGreaterThan(0)
    expect(ratio(TUNING.literalOrderUnread)).toBeLessThan(0.95 * ratio(0))
  })

  it('keeps the score of the stand that says most, and shows the same stands', () => {
    const ids = (unread: number) => withUnread(unread, () => shown(artRequest, artStands))
    expect(
      ids(TUNING.literalOrderUnread)
        .map((r) => r.exhibitorId)
        .sort(),
    ).toEqual(
      ids(0)
        .map((r) => r.exhibitorId)
        .sort(),
    )
    expect(scoreOf(artRequest, artStands, 1)).toBe(
      withUnread(0, () => scoreOf(artRequest, artStands, 1)),
    )
  })

  it('changes nothing when the lexicon reads every quoted word of the request', () => {
    const seeking = 'Cerco un gestionale e dei robot collaborativi'
    const scores = (unread: number) =>
      withUnread(unread, () => shown(seeking, demoExhibitors).map((r) => [r.exhibitorId, r.score]))
    expect(scores(0).length).toBeGreaterThan(1)
    expect(scores(TUNING.literalOrderUnread)).toEqual(scores(0))
  })
})
