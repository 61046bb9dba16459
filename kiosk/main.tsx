// Entry of the gate kiosk: lets the browser paint kiosk/index.html's static first screen, then
// starts the kiosk (kiosk/start.tsx), whose code the page is already downloading.
import { afterFirstPaint } from '../src/boot/first-paint.ts'

void afterFirstPaint().then(() => import('./start.tsx'))
