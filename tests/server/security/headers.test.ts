// Security headers (ASVS 5.0 V3.4, OWASP CSP cheat sheet): the pages' strict CSP with a fresh
// nonce per answer stamped into the built HTML, frame-ancestors none, no-referrer, COOP, nosniff;
// HSTS once public (production or an https PUBLIC_URL); API answers may run nothing as a page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CSP_NONCE_PLACEHOLDER } from '../../../src/boot/build-output.ts'
import { sharedTestApp } from '../../support/test-app.ts'

/** A built front end as Vite writes it with html.cspNonce (see vite.config.ts). */
function builtFrontEnd(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiera-static-'))
  const page = (entry: string) =>
    [
      '<!doctype html><html lang="it"><head>',
      `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`,
      `<script type="module" crossorigin src="/assets/${entry}.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
      `<link rel="stylesheet" href="/assets/${entry}.css" nonce="${CSP_NONCE_PLACEHOLDER}">`,
      `<title>${entry}</title></head><body><div id="root"></div></body></html>`,
    ].join('\n')
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'kiosk'))
  writeFileSync(path.join(dir, 'index.html'), page('app'))
  writeFileSync(path.join(dir, 'kiosk', 'index.html'), page('kiosk'))
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {}\n')
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})\n')
  return dir
}

/** The CSP as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  )
}

const PAGES: [url: string, title: string][] = [
  ['/', 'app'],
  ['/index.html', 'app'],
  ['/profile', 'app'],
  ['/reset-password?token=abc', 'app'],
  ['/verify-email?token=abc', 'app'],
  ['/kiosk', 'kiosk'],
  ['/kiosk/', 'kiosk'],
  ['/kiosk/index.html', 'kiosk'],
  ['/kiosk/gate', 'kiosk'],
]

describe('security headers', () => {
  let staticDir = ''
  const t = sharedTestApp(
    () => ({ STATIC_DIR: (staticDir = builtFrontEnd()) }),
    () => rmSync(staticDir, { recursive: true, force: true }),
  )

  it.each(PAGES)(
    '%s: a strict CSP whose fresh nonce is the one in the page',
    async (url, title) => {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(`<title>${title}</title>`)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      const csp = String(res.headers['content-security-policy'])
      const policy = directives(csp)
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
      // 128 bits, base64.
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER)
      expect(
        res.body.match(new RegExp(`nonce="${nonce.replace(/[+/]/g, '\\$&')}"`, 'g')),
      ).toHaveLength(3)

      expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*/)
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"])
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`])
      expect(policy.get('connect-src')).toEqual(["'self'"])
      expect(policy.get('worker-src')).toEqual(["'self'"])
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'none'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('form-action')).toEqual(["'self'"])

      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(res.headers['x-frame-options']).toBe('DENY')
      // Never revalidated into a cached body with another nonce.
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.etag).toBeUndefined()
      expect(res.headers['last-modified']).toBeUndefined()
      expect(res.headers['strict-transport-security']).toBeUndefined()
    },
  )

  it('draws a new nonce for every answer', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ url: i % 2 ? '/kiosk/' : '/' })
      nonces.add(/'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '')
    }
    expect(nonces.size).toBe(20)
  })

  it('answers HEAD for pages with the same headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/profile' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    expect(res.body).toBe('')
  })

  it('serves assets nosniff, and API answers with a policy that runs nothing', async () => {
    const asset = await t.app.inject({ url: '/assets/app.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const worker = await t.app.inject({ url: '/sw.js' })
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.headers['x-content-type-options']).toBe('nosniff')

    for (const url of ['/api/health', '/api/users/me', '/api/nothing', '/api/events/']) {
      const res = await t.app.inject({ url })
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
    }
  })

  it('gives the API reference (Swagger UI) a policy without inline code or framing', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBeLessThan(400)
      const csp = directives(String(res.headers['content-security-policy']))
      expect(csp.get('default-src'), url).toEqual(["'self'"])
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"])
      expect(csp.get('object-src'), url).toEqual(["'none'"])
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe/)
    }
  })

  it('sends no HSTS over a plain-http test setup', async () => {
    for (const url of ['/', '/api/health', '/assets/app.js']) {
      const res = await t.app.inject({ url })
      expect(res.headers['strict-transport-security'], url).toBeUndefined()
    }
  })
})

describe.each([
  ['an https PUBLIC_URL', { PUBLIC_URL: 'https://fiera.example' }],
  ['NODE_ENV=production', { NODE_ENV: 'production', PUBLIC_URL: 'http://fiera.internal' }],
])('HSTS with %s', (_name, env) => {
  let staticDir = ''
  const t = sharedTestApp(
    () => ({ STATIC_DIR: (staticDir = builtFrontEnd()), ...env }),
    () => rmSync(staticDir, { recursive: true, force: true }),
  )

  it('is on every answer: pages, assets, API, errors', async () => {
    for (const url of ['/', '/kiosk/', '/profile', '/assets/app.js', '/api/health', '/api/x']) {
      const res = await t.app.inject({ url })
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      )
    }
  })
})
