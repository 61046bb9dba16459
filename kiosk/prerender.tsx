// Run by the build (vite.config.ts `prerender`), never in the browser: the kiosk's login screen,
// what a kiosk without a session shows first, drawn for src/prerender.ts.
import { renderToString } from 'react-dom/server'
import { KioskRoot } from './kiosk-root.tsx'

export function prerenderKiosk(): Record<string, string> {
  return { '/kiosk/': renderToString(<KioskRoot />) }
}
