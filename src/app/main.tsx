// Entry of the attendee app: lets the browser paint index.html's static first screen, then starts
// the app (src/app/start.tsx), whose code the page is already downloading. What the first screen
// waits for is asked for at once, beside that code (src/api/first-requests.ts): the signed-in
// user and, on /events, the programme.
import { getToken } from '../api/client.ts'
import { EVENTS_PATH, getEvents } from '../api/events-request.ts'
import { requestEarly } from '../api/first-requests.ts'
import { prefetchFirstUser } from '../auth/first-user.ts'
import { afterFirstPaint } from '../boot-splash.ts'

prefetchFirstUser()
if (getToken() && /^\/events\/?$/.test(location.pathname)) requestEarly(EVENTS_PATH, getEvents)
void afterFirstPaint().then(() => import('./start.tsx'))
