// Entry of the attendee app: asks at once for what the first screen waits for
// (src/boot/first-requests.ts), lets the browser paint index.html's static first screen, then
// starts the app (src/app/start.tsx), whose code the page is already downloading.
import { startFirstRequests } from '../boot/first-requests.ts'
import { afterFirstPaint } from '../boot/first-paint.ts'

startFirstRequests(location.pathname)
void afterFirstPaint().then(() => import('./start.tsx'))
