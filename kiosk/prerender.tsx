// Run by the build (src/boot/prerender-plugin.ts), never in the browser: the kiosk's login screen,
// what a kiosk without a session shows first, drawn for src/boot/prerendered-page.ts.
import { renderToString } from 'react-dom/server'
import type { Prerender } from '../src/boot/build-output.ts'
import { paths } from '../src/routes/paths.ts'
import { KioskRoot } from './kiosk-root.tsx'

export const prerender: Prerender = () => ({ [paths.kiosk]: renderToString(<KioskRoot />) })
