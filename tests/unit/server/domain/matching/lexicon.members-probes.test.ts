// Members of every concept (session 20, docs/matching.md "Twenty-fourth pass: members of every
// concept, slice 1" … "slice 5"): five probes of a buyer who names one member thing and a stand
// that names only its category or trade. The members the five slices wrote were measured whole
// and dropped (blind-dev −0.0010, 12 sets up and 15 down); these guards hold what today's lexicon
// meets of each probe, so that a later change that loses reach shows.
import { describe, expect, it } from 'vitest'
import { MEMBERS_PROBE_ONE } from '../../../../fixtures/matching/members-probe-1.ts'
import { MEMBERS_PROBE_TWO } from '../../../../fixtures/matching/members-probe-2.ts'
import { MEMBERS_PROBE_THREE } from '../../../../fixtures/matching/members-probe-3.ts'
import { MEMBERS_PROBE_FOUR } from '../../../../fixtures/matching/members-probe-4.ts'
import { MEMBERS_PROBE_FIVE } from '../../../../fixtures/matching/members-probe-5.ts'
import { metBuyers } from './paraphrase-cases.ts'

describe('the members probes on the kept lexicon', () => {
  it.each([
    ['one', 12, MEMBERS_PROBE_ONE],
    ['two', 38, MEMBERS_PROBE_TWO],
    ['three', 11, MEMBERS_PROBE_THREE],
    ['four', 25, MEMBERS_PROBE_FOUR],
    ['five', 36, MEMBERS_PROBE_FIVE],
  ] as const)('slice %s: meets at least %i pairs', (_slice, atLeast, probe) => {
    expect(metBuyers(probe).length).toBeGreaterThanOrEqual(atLeast)
  })
})
