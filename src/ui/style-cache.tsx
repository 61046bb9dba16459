// The pages' CSP (server/plugins/static-app.ts) allows only <style> tags carrying the per-request
// nonce the server writes into <meta property="csp-nonce"> (vite.config.ts html.cspNonce): emotion
// stamps it on every style tag it inserts. Used by the app's and the kiosk's providers.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'

// The IDL property, not the attribute: browsers hide nonce attributes from the DOM under a CSP.
const nonce =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined
const styleCache = createCache({ key: 'css', nonce })

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
  return <CacheProvider value={styleCache}>{children}</CacheProvider>
}
