// One talk (its page, /events/:eventId). The programme already holds every talk: its cached copy
// is shown at once, offline too, while the talk's own answer is read.
import useSWR from 'swr'
import { apiRequest } from './client.ts'
import type { Event } from './contract.ts'
import { useEvents } from './events.ts'

export const eventPath = (eventId: number | string) =>
  `/api/events/${encodeURIComponent(String(eventId))}`

/** The talk's calendar file (public, like the talk): a plain link downloads it. */
export const eventIcsPath = (eventId: number) => `${eventPath(eventId)}/ics`

export function useEvent(eventId: string | undefined) {
  const programme = useEvents()
  const cached = programme.data?.find((event) => String(event.id) === eventId)
  const answer = useSWR(
    eventId ? eventPath(eventId) : null,
    (): Promise<Event> => apiRequest(eventPath(eventId ?? ''), { schema: 'EventSchema' }),
    { revalidateOnFocus: false },
  )
  return { ...answer, data: answer.data ?? cached }
}
