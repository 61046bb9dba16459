import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  filesOf,
  routePreloads,
  screenModulesOf,
  type ViteManifest,
} from '../../../../server/http/route-preloads.ts'
import {
  type AppRoute,
  appRoutes,
  consoleFrame,
  lazyFrames,
  shellFrame,
} from '../../../../src/routes/table.ts'

const manifest: ViteManifest = {
  'index.html': { file: 'assets/app-1.js', dynamicImports: ['src/app/start.tsx'] },
  'kiosk/index.html': { file: 'assets/kiosk-1.js', dynamicImports: ['kiosk/start.tsx'] },
  'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_react-1.js'] },
  'kiosk/start.tsx': { file: 'assets/kiosk-start-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
  '_contract-1.js': { file: 'assets/contract-1.js', name: 'contract', imports: ['_react-1.js'] },
  'src/app/shell-layout.tsx': { file: 'assets/shell-1.js', imports: ['_react-1.js', '_swr-1.js'] },
  '_swr-1.js': { file: 'assets/swr-1.js', name: 'swr' },
  'src/features/events/events-screen.tsx': {
    file: 'assets/events-screen-1.js',
    imports: ['_swr-1.js', '_card-1.js'],
    css: ['assets/events-1.css'],
  },
  '_card-1.js': { file: 'assets/card-1.js', name: 'card' },
  'src/features/auth/login-screen.tsx': { file: 'assets/login-screen-1.js' },
}

const page =
  '<html><head><script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body></body></html>'

function builtApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fiera-preloads-'))
  mkdirSync(path.join(root, '.vite'))
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest))
  return root
}

describe('route preloads', () => {
  it('lists a screen with its static imports once, and shared chunks by name', () => {
    const files = filesOf(manifest, [
      'src/app/shell-layout.tsx',
      'src/api/contract.ts',
      'src/features/events/events-screen.tsx',
    ])
    expect(files.js.sort()).toEqual(
      [
        'assets/shell-1.js',
        'assets/react-1.js',
        'assets/swr-1.js',
        'assets/contract-1.js',
        'assets/events-screen-1.js',
        'assets/card-1.js',
      ].sort(),
    )
    expect(files.css).toEqual(['assets/events-1.css'])
  })

  it('adds the tags of the opened route to the page, leaving out what the page loads', () => {
    const add = routePreloads(builtApp())
    const events = add(page, '/events?x=1')
    for (const file of ['start-1', 'shell-1', 'swr-1', 'contract-1', 'events-screen-1', 'card-1']) {
      expect(events).toContain(
        `<link rel="preload" as="script" crossorigin href="/assets/${file}.js">`,
      )
    }
    expect(events).toContain('<link rel="stylesheet" crossorigin href="/assets/events-1.css">')
    expect(events.match(/react-1\.js/g)).toHaveLength(1)
    expect(events.indexOf('events-screen-1')).toBeLessThan(events.indexOf('</head>'))
    expect(add(page, '/login')).toContain('href="/assets/login-screen-1.js"')
    expect(add(page, '/login')).not.toContain('shell-1')
    const kiosk = add(page, '/kiosk/')
    expect(kiosk).toContain('href="/assets/kiosk-start-1.js"')
    expect(kiosk).not.toContain('href="/assets/start-1.js"')
    expect(add(page, '/nowhere')).toContain('href="/assets/start-1.js"')
    expect(add(page, '/nowhere')).not.toContain('screen')
  })

  it('leaves pages as they are without a manifest', () => {
    const add = routePreloads(mkdtempSync(path.join(tmpdir(), 'fiera-no-manifest-')))
    expect(add(page, '/events')).toBe(page)
  })

  it("derives each path's screen from the table of paths, with its frame's modules", () => {
    const named = (Object.values(appRoutes) as AppRoute[]).filter((route) => route.screen)
    expect(named.length).toBeGreaterThan(10)
    for (const route of named) {
      const pathname = route.path.replace(/:[A-Za-z]+/, '12').replace(/\/\*$/, '/x')
      const modules = screenModulesOf(pathname)
      expect(modules.at(-1), route.path).toBe(route.screen)
      const frame = route.frame === 'public' ? undefined : lazyFrames[route.frame]
      if (frame) {
        expect(modules.slice(0, -1), route.path).toEqual([frame.layout, ...frame.alsoLoads])
      } else expect(modules, route.path).toHaveLength(1)
    }
    expect(screenModulesOf('/vendor/7')).toContain('src/features/vendors/vendor-detail-screen.tsx')
    expect(screenModulesOf('/organizzatore/registro')).toEqual([
      consoleFrame.layout,
      ...consoleFrame.alsoLoads,
      'src/features/organiser/audit-screen.tsx',
    ])
    expect(screenModulesOf('/espositore')).toEqual([
      shellFrame.layout,
      ...shellFrame.alsoLoads,
      'src/features/exhibitor/exhibitor-screen.tsx',
    ])
    // Unknown paths: the app's start only.
    expect(screenModulesOf('/nowhere')).toEqual([])
  })
})
