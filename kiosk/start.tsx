// The gate kiosk, started by main.tsx once the first screen is painted: its own bundle, sharing
// the design system, client and session with the app. The decoder is not loaded here: the lazily
// loaded gate screen's Scanner module sets it up before it first renders, so the login screen
// stays light (tests/e2e/bundle-budget.spec.ts).
import { startRoot } from '../src/boot/hydrate.tsx'
import { KioskRoot } from './kiosk-root.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from kiosk/index.html')

startRoot(root, <KioskRoot />)
