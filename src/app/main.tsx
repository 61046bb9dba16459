// Entry of the attendee app: lets the browser paint index.html's static first screen, then starts
// the app (src/app/start.tsx), whose code the page is already downloading. What the first screen
// waits for is asked for at once, beside that code: the signed-in user (src/auth/first-user.ts)
// and, on /events, the programme.
import { prefetchFirstUser } from '../auth/first-user.ts'
import { afterFirstPaint } from '../boot-splash.ts'

prefetchFirstUser()
if (/^\/events\/?$/.test(location.pathname)) {
  void import('../api/events.ts').then(({ preloadEvents }) => preloadEvents())
}
void afterFirstPaint().then(() => import('./start.tsx'))
