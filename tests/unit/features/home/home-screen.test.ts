import { describe, expect, it } from 'vitest'
import type { Event } from '../../../../src/api/contract.ts'
import { talksNow, upcomingTalks } from '../../../../src/features/home/home-screen.tsx'
import { talk } from '../../../fixtures/talk.ts'

const programme = [
  talk(1, '2025-10-17', '09:00:00'),
  talk(2, '2025-10-16', '15:00:00'),
  talk(3, '2025-10-16', '09:30:00'),
  talk(4, '2025-10-16', '11:00:00'),
]
const ids = (events: Event[]) => events.map((e) => e.id)

describe('upcomingTalks', () => {
  it('lists the next talks in time order, compared in the fair’s time zone', () => {
    // 10:15 in Rome on 16 October (08:15 UTC, summer time).
    const at = new Date('2025-10-16T08:15:00Z')
    expect(ids(upcomingTalks(programme, at, 'Europe/Rome'))).toEqual([4, 2, 1])
    // The same instant is 04:15 in New York: every talk of the day is still to come.
    expect(ids(upcomingTalks(programme, at, 'America/New_York'))).toEqual([3, 4, 2])
  })

  it('gives the opening talks before the fair and none after it', () => {
    expect(
      ids(upcomingTalks(programme, new Date('2025-09-01T00:00:00Z'), 'Europe/Rome', 2)),
    ).toEqual([3, 4])
    expect(upcomingTalks(programme, new Date('2026-01-01T00:00:00Z'), 'Europe/Rome')).toEqual([])
  })
})

describe('talksNow', () => {
  it('lists the talks under way for their hour, in the fair’s time zone', () => {
    // 11:30 in Rome on 16 October: talk 4 (11:00) is on; talk 3 (09:30) ended at 10:30.
    expect(ids(talksNow(programme, new Date('2025-10-16T09:30:00Z'), 'Europe/Rome'))).toEqual([4])
    // At 12:00 sharp talk 4 has ended.
    expect(talksNow(programme, new Date('2025-10-16T10:00:00Z'), 'Europe/Rome')).toEqual([])
    // The same instant in New York's zone is 05:30: nothing is on.
    expect(talksNow(programme, new Date('2025-10-16T09:30:00Z'), 'America/New_York')).toEqual([])
  })

  it('lists two talks on at once in start order, and a late talk until midnight', () => {
    const evening = [talk(7, '2025-10-16', '23:30:00'), talk(8, '2025-10-16', '23:00:00')]
    // 23:45 in Rome (21:45 UTC).
    expect(ids(talksNow(evening, new Date('2025-10-16T21:45:00Z'), 'Europe/Rome'))).toEqual([8, 7])
    // 00:10 the next day: the 23:30 talk is taken to end at midnight.
    expect(talksNow(evening, new Date('2025-10-16T22:10:00Z'), 'Europe/Rome')).toEqual([])
  })
})
