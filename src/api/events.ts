// The fair programme (events screen and the home screen's next talks).
import useSWR from 'swr'
import { apiRequest } from './client.ts'
import type { Event } from './contract.ts'

export const EVENTS_PATH = '/api/events/'

export const getEvents = (): Promise<Event[]> =>
  apiRequest(EVENTS_PATH, { schema: 'EventListSchema' })

export function useEvents() {
  return useSWR(EVENTS_PATH, getEvents, { revalidateOnFocus: false, dedupingInterval: 60_000 })
}
