// Entry of the attendee app: lets the browser paint index.html's static first screen, then starts
// the app (src/app/start.tsx), whose code the page is already downloading. A signed-in page asks
// for its user at once, beside that code (src/auth/first-user.ts).
import { prefetchFirstUser } from '../auth/first-user.ts'
import { afterFirstPaint } from '../boot-splash.ts'

prefetchFirstUser()
void afterFirstPaint().then(() => import('./start.tsx'))
