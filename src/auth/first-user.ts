// The signed-in user's first load, started by the page's entry (src/app/main.tsx) beside the app's
// code instead of after its first render: every signed-in screen waits for it (RequireAuth), so
// on a slow network it should not queue behind half a megabyte of JavaScript.
import { getMe, ME_PATH } from '../api/auth.ts'
import { getToken } from '../api/client.ts'
import type { User } from '../api/contract.ts'
import { requestEarly, takeEarly } from '../api/first-requests.ts'

/** Asks for the user now when a session exists; the answer waits for AuthProvider. */
export function prefetchFirstUser(): void {
  if (getToken()) requestEarly(ME_PATH, getMe)
}

/** The prefetched answer, once (later loads ask afresh); a new request when none was made. */
export function takeFirstUser(): Promise<User> {
  return takeEarly(ME_PATH, getMe)
}
