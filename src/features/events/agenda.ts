// "La mia agenda": the starred talks in time order, and which of them overlap (a talk lasts
// TALK_MINUTES: the programme has start times only).
import { TALK_MINUTES, type Event } from '../../api/contract.ts'
import { sortEvents } from './filter-events.ts'

const startMinutes = (event: Event) => {
  const [hours = 0, minutes = 0] = event.event_time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The starred talks of the programme, in time order. */
export function agendaEvents(events: readonly Event[], starred: readonly number[]): Event[] {
  const ids = new Set(starred)
  return sortEvents(events.filter((event) => ids.has(event.id)))
}

/** The ids of the talks (in time order) that overlap another one of the list. */
export function overlappingIds(sorted: readonly Event[]): Set<number> {
  const clashing = new Set<number>()
  sorted.forEach((event, i) => {
    for (const later of sorted.slice(i + 1)) {
      if (later.event_date !== event.event_date) break
      if (startMinutes(later) >= startMinutes(event) + TALK_MINUTES) break
      clashing.add(event.id)
      clashing.add(later.id)
    }
  })
  return clashing
}
