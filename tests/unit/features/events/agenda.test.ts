import { describe, expect, it } from 'vitest'
import { agendaEvents, overlappingIds } from '../../../../src/features/events/agenda.ts'
import { applyPending } from '../../../../src/api/agenda.ts'
import { talk } from '../../../fixtures/talk.ts'

const programme = [
  talk(1, '2025-10-16', '10:00:00'),
  talk(2, '2025-10-16', '09:30:00'),
  talk(3, '2025-10-16', '11:00:00'),
  talk(4, '2025-10-17', '09:30:00'),
]

describe('agenda', () => {
  it('keeps only the starred talks, in time order', () => {
    expect(agendaEvents(programme, [4, 1, 2]).map((e) => e.id)).toEqual([2, 1, 4])
  })

  it('marks talks that start within an hour of another on the same day', () => {
    expect([...overlappingIds(agendaEvents(programme, [1, 2, 3, 4]))].sort()).toEqual([1, 2])
    // 10:00 and 11:00 touch but do not overlap; the same time on two days neither.
    expect(overlappingIds(agendaEvents(programme, [1, 3, 4])).size).toBe(0)
  })

  it('shows queued stars and unstars over the server answer', () => {
    expect(applyPending([1, 2], { '2': false, '5': true })).toEqual([1, 5])
  })
})
