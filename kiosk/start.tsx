// The gate kiosk, started by main.tsx once the first screen is painted: its own bundle, sharing
// the design system, client and session with the app. The decoder is not loaded here: the lazily
// loaded gate screen's Scanner module sets it up before it first renders, so the login screen
// stays light (tests/e2e/bundle-budget.spec.ts).
import { KIOSK_WORKER_FILE } from '../src/boot/build-output.ts'
import { startRoot } from '../src/boot/hydrate.tsx'
import { registerServiceWorker } from '../src/boot/service-worker.ts'
import { paths } from '../src/routes/paths.ts'
import { KioskRoot } from './kiosk-root.tsx'

// The kiosk's own service worker keeps its page and code, so a gate reloaded without network
// opens and admits with its offline bundle (kiosk/service-worker.ts).
registerServiceWorker(`/${KIOSK_WORKER_FILE}`, paths.kiosk)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from kiosk/index.html')

startRoot(root, <KioskRoot />)
