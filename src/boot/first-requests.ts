// The API answers a page's first screen waits for, asked for by the attendee app's entry
// (src/app/main.tsx) at once, beside the app's code instead of after it: on a slow network they
// should not queue behind the JavaScript that will show them. The code that would have asked for
// each takes it from src/boot/early-answers.ts (src/auth/session.tsx, src/api/events.ts).
import { getMe, ME_PATH } from '../api/auth.ts'
import { getToken } from '../api/client.ts'
import { EVENTS_PATH, getEvents } from '../api/events-request.ts'
import { paths } from '../routes/paths.ts'
import { requestEarly } from './early-answers.ts'

/** With a session: the user, which every signed-in screen waits for, and on /events the programme. */
export function startFirstRequests(pathname: string): void {
  if (!getToken()) return
  requestEarly(ME_PATH, getMe)
  if (pathname.replace(/\/$/, '') === paths.events) requestEarly(EVENTS_PATH, getEvents)
}
