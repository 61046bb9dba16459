// Two HTML entries share src/: the attendee app at / and the gate kiosk at /kiosk/. The attendee
// app is an installable PWA: its shell is precached so the ticket shows at gates without network.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const apiPort = process.env.API_PORT ?? '3001'

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by src/app/main.tsx only (not by the kiosk), without workbox-window's 2 KiB.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'map/fiera-map.svg'],
      manifest: {
        id: '/',
        name: 'Fiera',
        short_name: 'Fiera',
        description: 'Biglietto, programma, mappa ed espositori della fiera.',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f6f7f9',
        theme_color: '#0b4f6c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The attendee app's shell and screens; the kiosk (and its scanner's WebAssembly) is not
        // the phone's business.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['kiosk/**', '**/kiosk-*.js', '**/*.wasm', 'logos/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/kiosk/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Programme and exhibitors: fresh when online, last copy when offline.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && /^\/api\/(events|vendors)\//.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'fiera-catalogue',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/logos/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'fiera-logos',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
        ],
      },
    }),
  ],
  // Every built <script>/<link>/<style> and a <meta property="csp-nonce"> carry this placeholder;
  // server/plugins/static-app.ts swaps it for a fresh nonce per request (strict CSP, emotion).
  html: { cspNonce: 'FIERA_CSP_NONCE' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        kiosk: fileURLToPath(new URL('./kiosk/index.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
})
