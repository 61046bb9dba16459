// The programme's call without SWR, so that the page's entry (src/app/main.tsx) can start it on
// /events before the screen's code, SWR among it, has arrived. The hook is in events.ts.
import { apiRequest } from './client.ts'
import type { Event } from './contract.ts'

export const EVENTS_PATH = '/api/events/'

export const getEvents = (): Promise<Event[]> =>
  apiRequest(EVENTS_PATH, { schema: 'EventListSchema' })
