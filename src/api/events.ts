// The fair programme (events screen and the home screen's next talks).
import useSWR, { preload } from 'swr'
import { EVENTS_PATH, getEvents } from './events-request.ts'
import { takeEarly } from '../boot/early-answers.ts'

/** The answer the page's entry asked for early (src/boot/first-requests.ts), else a new request. */
const firstEvents = () => takeEarly(EVENTS_PATH, getEvents)

/** Starts loading the programme into SWR's cache before the screen that shows it renders. */
export function preloadEvents(): void {
  preload(EVENTS_PATH, firstEvents).catch(() => undefined)
}

export function useEvents() {
  return useSWR(EVENTS_PATH, firstEvents, { revalidateOnFocus: false, dedupingInterval: 60_000 })
}
