// The programme's search and filters (SPEC.md section 5): substring search over the visible
// fields, a day filter on the day of the month and a stage filter on the location text.
import type { Event } from '../../api/contract.ts'

export type DayFilter = 16 | 17
export type StageFilter = 1 | 2

export interface EventFilters {
  search: string
  day: DayFilter | null
  stage: StageFilter | null
}

const fold = (text: string) => text.toLocaleLowerCase('it-IT')

export function matchesSearch(event: Event, search: string): boolean {
  const needle = fold(search.trim())
  if (!needle) return true
  const haystack = [
    event.title,
    event.speaker,
    event.company_name,
    event.topic,
    event.location,
    ...event.tags,
  ]
  return haystack.some((value) => value != null && fold(value).includes(needle))
}

export function dayOfMonth(event: Event): number {
  return Number(event.event_date.slice(8, 10))
}

export function filterEvents(events: readonly Event[], filters: EventFilters): Event[] {
  return events
    .filter((event) => matchesSearch(event, filters.search))
    .filter((event) => filters.day === null || dayOfMonth(event) === filters.day)
    .filter(
      (event) =>
        filters.stage === null || fold(event.location ?? '').includes(`stage ${filters.stage}`),
    )
}

/**
 * The programme in time order. ISO dates and times of one shape sort as plain strings; localeCompare
 * would build a collator (a long task on a slow phone) for the same order.
 */
export function sortEvents(events: readonly Event[]): Event[] {
  const at = (event: Event) => `${event.event_date}T${event.event_time}`
  return [...events].sort((a, b) => {
    const [first, second] = [at(a), at(b)]
    return first < second ? -1 : first > second ? 1 : 0
  })
}
