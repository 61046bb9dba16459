import { describe, expect, it } from 'vitest'
import type { Event } from '../../../../src/api/contract.ts'
import { filterEvents, sortEvents } from '../../../../src/features/events/filter-events.ts'

const event = (overrides: Partial<Event>): Event => ({
  id: 1,
  title: 'Talk',
  speaker: null,
  company_name: null,
  topic: null,
  location: null,
  tags: [],
  event_date: '2025-10-16',
  event_time: '10:00:00',
  ...overrides,
})

const programme = [
  event({
    id: 1,
    title: 'Packaging sostenibile',
    speaker: 'Giulia Neri',
    location: 'Stage 1',
    tags: ['green'],
  }),
  event({
    id: 2,
    title: 'Export in Asia',
    company_name: 'Trade Srl',
    topic: 'Mercati',
    location: 'Stage 2 - Padiglione B',
    event_date: '2025-10-17',
  }),
  event({ id: 3, title: 'Robotica', location: 'Sala Verdi', event_date: '2025-10-17' }),
]
const ids = (events: Event[]) => events.map((e) => e.id)
const none = { search: '', day: null, stage: null }

describe('filterEvents', () => {
  it('searches case-insensitively over title, speaker, company, topic, location and tags', () => {
    expect(ids(filterEvents(programme, { ...none, search: 'PACKAGING' }))).toEqual([1])
    expect(ids(filterEvents(programme, { ...none, search: 'neri' }))).toEqual([1])
    expect(ids(filterEvents(programme, { ...none, search: 'trade' }))).toEqual([2])
    expect(ids(filterEvents(programme, { ...none, search: 'mercati' }))).toEqual([2])
    expect(ids(filterEvents(programme, { ...none, search: 'verdi' }))).toEqual([3])
    expect(ids(filterEvents(programme, { ...none, search: 'GREEN' }))).toEqual([1])
    expect(ids(filterEvents(programme, { ...none, search: 'nulla' }))).toEqual([])
  })

  it('filters by the day of the month', () => {
    expect(ids(filterEvents(programme, { ...none, day: 16 }))).toEqual([1])
    expect(ids(filterEvents(programme, { ...none, day: 17 }))).toEqual([2, 3])
  })

  it("filters by 'stage 1' or 'stage 2' in the location", () => {
    expect(ids(filterEvents(programme, { ...none, stage: 1 }))).toEqual([1])
    expect(ids(filterEvents(programme, { ...none, stage: 2 }))).toEqual([2])
  })

  it('combines search, day and stage', () => {
    expect(ids(filterEvents(programme, { search: 'a', day: 17, stage: 2 }))).toEqual([2])
    expect(ids(filterEvents(programme, none))).toEqual([1, 2, 3])
  })
})

describe('sortEvents', () => {
  it('orders by date, then time', () => {
    const sorted = sortEvents([
      event({ id: 1, event_date: '2025-10-17', event_time: '09:00:00' }),
      event({ id: 2, event_date: '2025-10-16', event_time: '15:00:00' }),
      event({ id: 3, event_date: '2025-10-16', event_time: '09:30:00' }),
    ])
    expect(ids(sorted)).toEqual([3, 2, 1])
  })
  it('keeps the given order of events at the same moment, and leaves its input as it was', () => {
    const input = [
      event({ id: 1, event_date: '2025-10-16', event_time: '10:00:00' }),
      event({ id: 2, event_date: '2025-10-16', event_time: '09:00:00' }),
      event({ id: 3, event_date: '2025-10-16', event_time: '10:00:00' }),
    ]
    expect(ids(sortEvents(input))).toEqual([2, 1, 3])
    expect(ids(input)).toEqual([1, 2, 3])
  })
})
