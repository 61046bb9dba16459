// Per-route <link rel="preload" as="script"> tags for the code a page runs after its first paint (the
// app's or the kiosk's start module) and for the lazily loaded screen it opens on: without them the
// browser would ask for these chunks only after the entry has run, more round trips on a phone. Chunk names come from Vite's manifest (vite.config.ts build.manifest).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  css?: string[]
}

export type ViteManifest = Record<string, ManifestChunk>

/** What each entry's main.tsx imports once the first screen is painted (src/boot-splash.ts). */
const APP_START = 'src/app/start.tsx'
const KIOSK_START = 'kiosk/start.tsx'
const SHELL = 'src/app/shell-layout.tsx'
/** Loaded with the first API call (src/api/client.ts), which signed-in screens make at once. */
const CONTRACT = 'src/api/contract.ts'

/**
 * The lazily loaded modules each landing path renders first, as src/app/router.tsx loads them
 * (tests/unit/server/http/route-preloads.test.ts keeps the two in step).
 */
export const ROUTE_SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/': [SHELL, CONTRACT, 'src/features/home/home-screen.tsx'],
  '/login': ['src/features/auth/login-screen.tsx'],
  '/register': ['src/features/auth/register-screen.tsx'],
  '/forgot-password': ['src/features/auth/forgot-password-screen.tsx'],
  '/reset-password': ['src/features/auth/reset-password-screen.tsx'],
  '/verify-email': ['src/features/auth/verify-email-screen.tsx'],
  '/profile': [SHELL, CONTRACT, 'src/features/profile/profile-screen.tsx'],
  '/events': [SHELL, CONTRACT, 'src/features/events/events-screen.tsx'],
  '/map': [SHELL, CONTRACT, 'src/features/map/map-screen.tsx'],
  '/matches': [SHELL, CONTRACT, 'src/features/matches/matches-screen.tsx'],
  '/vendors': [SHELL, CONTRACT, 'src/features/vendors/vendors-screen.tsx'],
  '/vendor/': [SHELL, CONTRACT, 'src/features/vendors/vendor-detail-screen.tsx'],
  '/validate': [SHELL, CONTRACT, 'src/features/validate/validate-screen.tsx'],
}

function modulesOf(pathname: string): readonly string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (trimmed === '/kiosk' || trimmed.startsWith('/kiosk/')) return [KIOSK_START]
  const screens =
    ROUTE_SCREENS[trimmed] ?? (trimmed.startsWith('/vendor/') ? ROUTE_SCREENS['/vendor/'] : [])
  return [APP_START, ...(screens ?? [])]
}

/**
 * A module's key: its source path when it is an entry of its own, else the shared chunk named
 * after it ('_contract-<hash>.js' for src/api/contract.ts).
 */
function keyOf(manifest: ViteManifest, module: string): string | undefined {
  if (manifest[module]) return module
  const name = path.basename(module).replace(/\.[^.]+$/, '')
  const named = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key]?.name === name,
  )
  return named.length === 1 ? named[0] : undefined
}

/** The JS files (with their static imports) and CSS files a set of manifest modules needs. */
export function filesOf(manifest: ViteManifest, modules: readonly string[]) {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (module: string) => {
    const key = keyOf(manifest, module)
    const chunk = key === undefined ? undefined : manifest[key]
    if (key === undefined || !chunk || seen.has(key)) return
    seen.add(key)
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const module of modules) visit(module)
  return { js: [...js], css: [...css] }
}

// Fetched only (preload), not compiled ahead like modulepreload: the browser paints the first screen
// without stopping to compile half a megabyte of JavaScript it will run only after that paint.
export type AddPreloads = (page: string, url: string) => string

/**
 * Reads the build's manifest once; the function it returns adds to an HTML page the preload tags
 * of the screen at `url`, leaving out what the page already loads. Without a manifest (a build
 * from before) pages go out unchanged.
 */
export function routePreloads(root: string): AddPreloads {
  const file = path.join(root, '.vite', 'manifest.json')
  if (!existsSync(file)) return (page) => page
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as ViteManifest
  const cache = new Map<string, string>()
  return (page, url) => {
    const pathname = url.split('?')[0] ?? '/'
    const modules = modulesOf(pathname)
    const key = `${page.length}:${modules.join(' ')}`
    let tags = cache.get(key)
    if (tags === undefined) {
      const { js, css } = filesOf(manifest, modules)
      tags = [
        ...css
          .filter((f) => !page.includes(`/${f}"`))
          .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...js
          .filter((f) => !page.includes(`/${f}"`))
          .map((f) => `<link rel="preload" as="script" crossorigin href="/${f}">`),
      ].join('')
      cache.set(key, tags)
    }
    return tags ? page.replace('</head>', `${tags}</head>`) : page
  }
}
