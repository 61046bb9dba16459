// The programme's call without SWR, so that the page's entry can start it on /events
// (src/boot/first-requests.ts) before the screen's code, SWR among it, has arrived. The hook is
// in events.ts.
import { apiRequest } from './client.ts'
import type { Event } from './contract.ts'

export const EVENTS_PATH = '/api/events/'

export const getEvents = (): Promise<Event[]> =>
  apiRequest(EVENTS_PATH, { schema: 'EventListSchema' })
