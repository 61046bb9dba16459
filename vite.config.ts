// Two HTML entries share src/: the attendee app at / and the gate kiosk at /kiosk/. The attendee
// app is an installable PWA: its shell is precached so the ticket shows at gates without network.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { brand } from './src/ui/tokens.ts'
import { CSP_NONCE_PLACEHOLDER } from './src/boot/build-output.ts'
import { kioskWorker } from './src/boot/kiosk-worker-plugin.ts'
import { prerender } from './src/boot/prerender-plugin.ts'
import { paths } from './src/routes/paths.ts'
import { KIOSK_PAGE } from './src/routes/table.ts'

const apiPort = process.env.API_PORT ?? '3001'

/**
 * Writes .br and .gz beside every compressible built file, once, at build time: the server sends
 * them as they are (@fastify/static preCompressed), so a phone on a slow network gets brotli bytes
 * without the server compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'fiera-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (fileName.startsWith('.vite/')) continue
        if (!/\.(js|mjs|css|svg|wasm|json|webmanifest)$/.test(fileName)) continue
        const file = path.join(outDir, fileName)
        const bytes = readFileSync(file)
        if (bytes.length < 1024) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // The signed-out first screens, drawn into their pages after the build (the path of a first
    // paint: docs/architecture.md).
    prerender([
      { page: 'index.html', module: '/src/app/prerender.tsx' },
      { page: KIOSK_PAGE, module: '/kiosk/prerender.tsx' },
    ]),
    // The kiosk's own service worker (scope /kiosk/): a gate reloaded without network still opens.
    kioskWorker({ source: 'kiosk/service-worker.ts', page: KIOSK_PAGE, extra: ['favicon.svg'] }),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by src/app/start.tsx only (not by the kiosk), without workbox-window's 2 KiB.
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
        background_color: brand.background,
        theme_color: brand.primary,
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
        // the phone's business: it has its own worker (kiosk/service-worker.ts).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['kiosk/**', '**/kiosk-*.js', '**/*.wasm', 'logos/**'],
        navigateFallback: '/index.html',
        // The kiosk is its own page (src/routes.ts), never the app's offline copy.
        navigateFallbackDenylist: [/^\/api\//, new RegExp(`^${paths.kiosk.slice(0, -1)}`)],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Programme, exhibitors and the fair's settings (the profile's dates need its time
            // zone): fresh when online, last copy when offline.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && /^\/api\/(events\/|vendors\/|fair$)/.test(url.pathname),
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
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: server/http/route-preloads.ts preloads each route's first screen.
    manifest: true,
    // Every browser Fiera supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        kiosk: fileURLToPath(new URL(`./${KIOSK_PAGE}`, import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // /login's design system in one chunk: the theme, the components its form and the
              // status views use, and everything they import (MUI's styles, emotion, React). Left to
              // the automatic split, each new screen sharing a different subset of them (the
              // console's MUI X tables and charts) cut them into more, smaller chunks, and /login
              // paid the extra requests and the weaker compression (tests/e2e/bundle-budget.spec.ts).
              name: 'theme',
              test: new RegExp(
                [
                  String.raw`src[\\/]ui[\\/](theme\.ts|status-views\.tsx)`,
                  String.raw`@mui[\\/]material[\\/](Alert|Button|FormControl|FormHelperText|FormLabel|InputLabel|OutlinedInput)[\\/]`,
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
})
