// The server sends the build's prerendered pages (dist/.vite/prerendered.json, written by
// src/boot/prerender-plugin.ts with src/boot/prerendered-page.ts) on their paths, stamped with the answer's nonce like
// every page; other paths get the plain pages with their route preloads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CSP_NONCE_PLACEHOLDER } from '../../src/boot/build-output.ts'
import { withPrerendered } from '../../src/boot/prerendered-page.ts'
import { sharedTestApp } from '../support/test-app.ts'

const page = (entry: string) =>
  [
    '<!doctype html><html lang="it"><head>',
    `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`,
    `<script type="module" crossorigin src="/assets/${entry}.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
    `<title>${entry}</title></head><body>`,
    '<div id="root"><div class="boot-splash"><span>Fiera</span></div></div>',
    '</body></html>',
  ].join('\n')

const drawn = (name: string) =>
  `<style data-emotion="css x" nonce="${CSP_NONCE_PLACEHOLDER}">.x{}</style><h1>${name}</h1>`

function builtFrontEnd(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiera-prerendered-'))
  mkdirSync(path.join(dir, 'kiosk'))
  mkdirSync(path.join(dir, '.vite'))
  writeFileSync(path.join(dir, 'index.html'), page('app'))
  writeFileSync(path.join(dir, 'kiosk', 'index.html'), page('kiosk'))
  const manifest = {
    'index.html': { file: 'assets/app.js', dynamicImports: ['src/app/start.tsx'] },
    'src/app/start.tsx': { file: 'assets/start-1.js' },
    'src/features/auth/login-screen.tsx': { file: 'assets/login-screen-1.js' },
  }
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  const prerendered = {
    '/login': withPrerendered(page('app'), drawn('Accedi')),
    '/kiosk/': withPrerendered(page('kiosk'), drawn('Varco')),
  }
  writeFileSync(path.join(dir, '.vite', 'prerendered.json'), JSON.stringify(prerendered))
  return dir
}

describe('prerendered pages', () => {
  let staticDir = ''
  const t = sharedTestApp(
    () => ({ STATIC_DIR: (staticDir = builtFrontEnd()) }),
    () => rmSync(staticDir, { recursive: true, force: true }),
  )

  it.each([
    ['/login', 'Accedi'],
    ['/login/', 'Accedi'],
    ['/login?next=%2Fevents', 'Accedi'],
    ['/kiosk/', 'Varco'],
    ['/kiosk', 'Varco'],
  ])(
    '%s: the drawn screen, its inline script and styles under the fresh nonce',
    async (url, h1) => {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(`<div id="root" data-prerendered><style`)
      expect(res.body).toContain(`<h1>${h1}</h1>`)
      expect(res.body).not.toContain('boot-splash')
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER)
      // meta, module script, inline page script, emotion's style tag.
      expect(res.body.split(`nonce="${nonce}"`)).toHaveLength(5)
      expect(res.body).toMatch(/<script nonce="[^"]+">try\{localStorage/)
      // Its scripts load after the first paint: no preloads compete with it.
      expect(res.body).not.toContain('rel="preload" as="script"')
    },
  )

  // The two pages the service workers keep are plain: a stored page reuses its nonce.
  it.each([
    ['/events'],
    ['/register'],
    ['/kiosk/gate'],
    ['/'],
    ['/index.html'],
    ['/kiosk/index.html'],
  ])('%s: the plain page with its static first screen', async (url) => {
    const res = await t.app.inject({ url })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"><div class="boot-splash">')
    expect(res.body).not.toContain('data-prerendered')
    expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER)
  })

  it('preloads the screen of a plain page', async () => {
    const res = await t.app.inject({ url: '/' })
    expect(res.body).toContain(
      '<link rel="preload" as="script" crossorigin href="/assets/start-1.js">',
    )
  })
})

describe('withPrerendered', () => {
  it('puts the markup in place of the static first screen', () => {
    const result = withPrerendered(page('app'), '<main>Accedi</main>')
    expect(result).toContain('<div id="root" data-prerendered><main>Accedi</main></div>')
    expect(result).not.toContain('boot-splash')
    expect(result.indexOf('<script nonce=')).toBeLessThan(result.indexOf('</head>'))
  })

  it('refuses markup with a style attribute, which the CSP would block', () => {
    expect(() => withPrerendered(page('app'), '<div style="--x:1">a</div>')).toThrow(
      /style attribute/,
    )
  })

  it('refuses a page without #root', () => {
    expect(() => withPrerendered('<html><body></body></html>', '<main></main>')).toThrow(/#root/)
  })
})
