// The fair programme (events screen and the home screen's next talks).
import useSWR, { preload } from 'swr'
import { apiRequest } from './client.ts'
import type { Event } from './contract.ts'

export const EVENTS_PATH = '/api/events/'

export const getEvents = (): Promise<Event[]> =>
  apiRequest(EVENTS_PATH, { schema: 'EventListSchema' })

/** Starts loading the programme into SWR's cache before the screen that shows it renders. */
export function preloadEvents(): void {
  preload(EVENTS_PATH, getEvents).catch(() => undefined)
}

export function useEvents() {
  return useSWR(EVENTS_PATH, getEvents, { revalidateOnFocus: false, dedupingInterval: 60_000 })
}
