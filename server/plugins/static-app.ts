// Serves the built attendee app and kiosk from the Vite output, with history fallback so
// that client routes (/profile, /kiosk/...) load their HTML entry on a reload. The two HTML pages
// are answered from memory with a fresh CSP nonce each time (see pageHeaders and docs/security.md).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { CSP_NONCE_PLACEHOLDER } from '../../src/boot/build-output.ts'
import { paths } from '../../src/routes/paths.ts'
import { isKioskPath, KIOSK_PAGE } from '../../src/routes/table.ts'
import { prerenderedPages } from '../http/prerendered-pages.ts'
import { routePreloads } from '../http/route-preloads.ts'

/**
 * The pages' policy: nothing inline but the nonce-stamped <style> tags emotion writes and, on the
 * prerendered pages, their one nonce-stamped script (src/boot/prerendered-page.ts).
 * 'wasm-unsafe-eval' lets the scanner compile zxing's WebAssembly; it allows no JavaScript eval.
 */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * Written here rather than with @fastify/helmet (see also api-headers.ts): helmet's CSP nonces are
 * two per answer (script, style) in hex, while the built pages carry one placeholder for both
 * (Vite's html.cspNonce, emotion's style tags), and these headers go on two routes only.
 * Referrer-Policy is no-referrer on every page, not only on /reset-password and /verify-email:
 * offline, the service worker answers every route with one cached copy of index.html and its
 * headers, so a per-route policy would not hold there, and no page needs to send a referrer.
 */
function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    // A fresh nonce per answer: never revalidated into a cached body with an older nonce.
    'cache-control': 'no-cache',
    'content-security-policy': pageCsp(nonce),
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
  }
}

export default fp<{ root: string }>(
  async (app, { root }) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'no built front end found: run `npm run build` to serve the app')
      return
    }
    const appPage = readFileSync(path.join(root, 'index.html'), 'utf8')
    const kioskFile = path.join(root, KIOSK_PAGE)
    const kioskPage = existsSync(kioskFile) ? readFileSync(kioskFile, 'utf8') : appPage

    // The first screen's lazy chunks are announced in the page itself (server/http/route-preloads),
    // unless the build drew that screen into the page (src/boot/prerendered-page.ts): its scripts then load
    // after the first paint, which no longer waits for them.
    const addPreloads = routePreloads(root)
    const prerendered = prerenderedPages(root)
    const sendPage = (reply: FastifyReply, page: string) => {
      const nonce = randomBytes(16).toString('base64')
      const url = reply.request.url
      const drawn = prerendered.get(url.split('?')[0] ?? '/')
      const body = drawn ?? addPreloads(page, url)
      return reply.headers(pageHeaders(nonce)).send(body.replaceAll(CSP_NONCE_PLACEHOLDER, nonce))
    }

    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // HTML never comes from disk as is: the routes below stamp the nonce and the page headers.
      index: false,
      globIgnore: ['**/*.html'],
      // The build writes .br/.gz beside each asset (vite.config.ts precompress): sent as they are.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; the rest must be revalidated to pick up new builds.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
    const hidden = { schema: { hide: true } }
    app.get('/', hidden, (_request, reply) => sendPage(reply, appPage))
    app.get('/index.html', hidden, (_request, reply) => sendPage(reply, appPage))
    app.get(paths.kiosk, hidden, (_request, reply) => sendPage(reply, kioskPage))
    app.get(`/${KIOSK_PAGE}`, hidden, (_request, reply) => sendPage(reply, kioskPage))
    app.get('/*', hidden, (request, reply) => {
      const url = request.url.split('?')[0] ?? '/'
      if (url.startsWith('/api/') || url === '/api') {
        return reply.code(404).send({ detail: 'Not Found' })
      }
      // A missing file with an extension is a real 404, not a client route.
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.code(404).send({ detail: 'Not Found' })
      }
      return sendPage(reply, isKioskPath(url) ? kioskPage : appPage)
    })
  },
  { name: 'static-app' },
)
