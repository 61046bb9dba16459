// Per-route <link rel="preload" as="script"> tags for the code a page runs after its first paint
// and for the lazily loaded screen it opens on: without them the browser would ask for these
// chunks only after the entry has run, more round trips on a phone. Nothing here lists screens:
// the start module is what the page's entry imports (its dynamic import in Vite's manifest,
// vite.config.ts build.manifest), and the frame and screen of each path are those the one table
// of paths names (src/routes.ts), from which the router is built too.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BUILD_MANIFEST_FILE } from '../../src/boot/build-output.ts'
import {
  type AppRoute,
  appRoutes,
  isKioskPath,
  KIOSK_PAGE,
  lazyFrames,
} from '../../src/routes/table.ts'

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type ViteManifest = Record<string, ManifestChunk>

/** The app's routes as URL patterns; a splat also matches its bare prefix, as in react-router. */
const routeMatchers = (Object.values(appRoutes) as AppRoute[]).map((route) => ({
  route,
  pattern: new URLPattern({ pathname: route.path.replace(/\/\*$/, '{/*}?') }),
}))

/** The lazily loaded modules an app path renders first: its frame's and its screen's. */
export function screenModulesOf(pathname: string): readonly string[] {
  const route = routeMatchers.find(({ pattern }) => pattern.test({ pathname }))?.route
  if (!route?.screen) return []
  const frame = route.frame === 'public' ? undefined : lazyFrames[route.frame]
  return [...(frame ? [frame.layout, ...frame.alsoLoads] : []), route.screen]
}

function modulesOf(manifest: ViteManifest, pathname: string): readonly string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const kiosk = isKioskPath(trimmed)
  // What the entry (src/app/main.tsx, kiosk/main.tsx) imports once the first screen is painted.
  const start = manifest[kiosk ? KIOSK_PAGE : 'index.html']?.dynamicImports ?? []
  return kiosk ? start : [...start, ...screenModulesOf(trimmed)]
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
  const file = path.join(root, BUILD_MANIFEST_FILE)
  if (!existsSync(file)) return (page) => page
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as ViteManifest
  const cache = new Map<string, string>()
  return (page, url) => {
    const pathname = url.split('?')[0] ?? '/'
    const modules = modulesOf(manifest, pathname)
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
