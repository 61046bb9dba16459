// The pages' CSP (server/plugins/static-app.ts) allows only <style> tags carrying the per-request
// nonce the server writes into <meta property="csp-nonce"> (vite.config.ts html.cspNonce): emotion
// stamps it on every style tag it inserts. Used by the app's and the kiosk's providers.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { type ReactNode, useState } from 'react'
import { CSP_NONCE_PLACEHOLDER } from '../boot/build-output.ts'

// The IDL property, not the attribute: browsers hide nonce attributes from the DOM under a CSP.
// Prerendered at build time (src/app/prerender.tsx), the style tags carry the placeholder that the
// server swaps for each page's nonce, as in the built HTML.
const nonce =
  typeof document === 'undefined'
    ? CSP_NONCE_PLACEHOLDER
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined
const createStyleCache = () => createCache({ key: 'css', nonce })
const browserCache = typeof document === 'undefined' ? undefined : createStyleCache()

export interface StyleCacheProviderProps {
  children: ReactNode
}

/** Emotion's cache with the page's CSP nonce: wrap every tree that renders MUI in it. */
export function StyleCacheProvider({ children }: StyleCacheProviderProps) {
  // Each prerendered page needs all of its styles: a cache of its own (the browser keeps one).
  const [cache] = useState(() => browserCache ?? createStyleCache())
  return <CacheProvider value={cache}>{children}</CacheProvider>
}
