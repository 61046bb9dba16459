// The build's kiosk service worker (kiosk/service-worker.ts), run by Vite in Node (vite.config.ts):
// bundles it to KIOSK_WORKER_FILE and gives it the list of what to keep, which is the kiosk's page and
// every file its entry can load (scripts, lazy screens, styles, fonts, the scanner's WebAssembly),
// read from Vite's manifest so that no file of the attendee app is downloaded onto a gate.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite'
import { injectManifest } from 'workbox-build'
import { BUILD_MANIFEST_FILE, KIOSK_WORKER_FILE } from './build-output.ts'

/** The built files an entry can load, from Vite's manifest: its chunks, their CSS and assets. */
export function entryFiles(manifest: Manifest, entry: string): string[] {
  const files = new Set<string>()
  const seen = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next)
  }
  walk(entry)
  if (!seen.has(entry)) throw new Error(`${entry} is not in the build's manifest`)
  return [...files].sort()
}

export interface KioskWorkerOptions {
  /** The worker's source, from the root. */
  source: string
  /** The kiosk's HTML entry, from the root (as the manifest names it and as it is built). */
  page: string
  /** Other files of the output folder the kiosk shows (its icon). */
  extra: readonly string[]
}

export function kioskWorker({ source, page, extra }: KioskWorkerOptions): Plugin {
  let config: ResolvedConfig
  return {
    name: 'fiera-kiosk-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir)
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, BUILD_MANIFEST_FILE), 'utf8'),
      ) as Manifest
      const files = [page, ...extra, ...entryFiles(manifest, page)]
      // A classic script (iife): every browser with service workers runs it.
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        mode: 'production',
        publicDir: false,
        // Workbox's development logging goes with it.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          rolldownOptions: {
            input: path.resolve(config.root, source),
            output: { format: 'iife', entryFileNames: KIOSK_WORKER_FILE },
          },
        },
      })
      const worker = path.join(outDir, KIOSK_WORKER_FILE)
      const { count, warnings } = await injectManifest({
        swSrc: worker,
        swDest: worker,
        globDirectory: outDir,
        globPatterns: files,
        // Hashed names change with their content: no revision needed. The page gets a hash.
        dontCacheBustURLsMatching: /^\/?assets\//,
        // From the root, not from the worker's folder.
        modifyURLPrefix: { '': '/' },
        // The scanner's decoder is about 1.1 MB; a file left out would break the kiosk offline.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      })
      if (warnings.length > 0 || count !== new Set(files).size) {
        throw new Error(`kiosk service worker: ${count} of ${files.length} files. ${warnings}`)
      }
    },
  }
}
