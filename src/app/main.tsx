// Entry of the attendee app: lets the browser paint index.html's static first screen, then starts
// the app (src/app/start.tsx), whose code the page is already downloading.
import { afterFirstPaint } from '../boot-splash.ts'

void afterFirstPaint().then(() => import('./start.tsx'))
