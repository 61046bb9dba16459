// The pages' CSP (server/plugins/static-app.ts) allows only <style> tags carrying the per-request
// nonce the server writes into <meta property="csp-nonce"> (vite.config.ts html.cspNonce): emotion
// stamps it on every style tag it inserts. Used by the app's and the kiosk's providers.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { type ReactNode, useState } from 'react'

// The IDL property, not the attribute: browsers hide nonce attributes from the DOM under a CSP.
// Prerendered at build time (src/app/prerender.tsx), the style tags carry the placeholder that the
// server swaps for each page's nonce, as in the built HTML.
const nonce =
  typeof document === 'undefined'
    ? 'FIERA_CSP_NONCE'
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined
const createStyleCache = () => createCache({ key: 'css', nonce })
const browserCache = typeof document === 'undefined' ? undefined : createStyleCache()

// zod's fast path probes `Function('')`, which the CSP refuses (and reports as a violation).
// zod keeps its config on this global object (whichever runs first creates it); importing
// `config` from 'zod/v4/core' instead would pull 4 KB of zod into the first screen.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(zodGlobal.__zod_globalConfig ??= {}).jitless = true

export interface StyleCacheProviderProps {
  children: ReactNode
}

/** Emotion's cache with the page's CSP nonce: wrap every tree that renders MUI in it. */
export function StyleCacheProvider({ children }: StyleCacheProviderProps) {
  // Each prerendered page needs all of its styles: a cache of its own (the browser keeps one).
  const [cache] = useState(() => browserCache ?? createStyleCache())
  return <CacheProvider value={cache}>{children}</CacheProvider>
}
