// What the build leaves beside the pages for the server to use (server/plugins/static-app.ts and
// server/http/): names only, in a module that imports nothing, so the server may read it.

/** Written by Vite (vite.config.ts `html.cspNonce`) wherever a nonce belongs in the built HTML; the
 * server swaps it for a fresh nonce on every answer (strict CSP, docs/security.md). */
export const CSP_NONCE_PLACEHOLDER = 'FIERA_CSP_NONCE'

/** Vite's manifest of the built chunks (vite.config.ts `build.manifest`): the server's preloads. */
export const BUILD_MANIFEST_FILE = '.vite/manifest.json'

/** The prerendered pages, `{ path: page }` (src/boot/prerender-plugin.ts). */
export const PRERENDERED_PAGES_FILE = '.vite/prerendered.json'

/** The markup of #root for each prerendered path of one HTML entry (src/app/prerender.tsx, kiosk/prerender.tsx). */
export type PrerenderedMarkup = Record<string, string>

/** What an entry's prerender module exports as `prerender`, run by the build in Node. */
export type Prerender = () => PrerenderedMarkup | Promise<PrerenderedMarkup>

/** The kiosk's own service worker (src/boot/kiosk-worker-plugin.ts), scoped to the kiosk's folder. */
export const KIOSK_WORKER_FILE = 'kiosk/sw.js'
