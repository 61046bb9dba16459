// The kiosk's own service worker (scope /kiosk/), built by src/boot/kiosk-worker-plugin.ts: a gate
// that reloads without network (power cut, crash, F5) still opens its page and admits with the
// offline bundle it keeps in IndexedDB. The attendee app's worker leaves the kiosk out (its
// phones need neither the scanner nor its WebAssembly), so the kiosk keeps its own copy.
//
// Nonce: the page is precached with the headers it was served with, so the CSP nonce in the
// stored HTML is the one of the stored policy (as the app's worker does, docs/security.md); the
// page is answered from here, online too, until the next build installs a new worker.
//
// Only the page, its scripts, styles, fonts and decoder are kept: never an API answer. What the
// kiosk needs offline from the server (the bundle, the staff user) it keeps itself.
import { clientsClaim, setCacheNameDetails } from 'workbox-core'
import type { PrecacheEntry } from 'workbox-precaching'
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { paths } from '../src/routes/paths.ts'

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[]
  skipWaiting: () => Promise<void>
}

// The app's worker deletes, when it updates, every cache under its scope (/) whose name holds
// '-precache-': that would take the kiosk's too. This name does not.
setCacheNameDetails({ prefix: 'fiera', precache: 'kiosk-shell' })
precacheAndRoute(self.__WB_MANIFEST)
// The kiosk is one page: any reload under /kiosk/ gets it.
registerRoute(new NavigationRoute(createHandlerBoundToURL(`${paths.kiosk}index.html`)))
// A new build takes over at once, as the app's worker does.
void self.skipWaiting()
clientsClaim()
