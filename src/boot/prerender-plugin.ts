// The build's last step, run by Vite in Node (vite.config.ts): draws the signed-out first screens
// of each HTML entry (its prerender module: src/app/prerender.tsx, kiosk/prerender.tsx) into copies
// of the built pages (src/boot/prerendered-page.ts), kept in PRERENDERED_PAGES_FILE ({ path: page })
// for the server to send on those paths (server/http/prerendered-pages.ts). The built pages
// themselves, which the service worker keeps for offline use, stay as they are.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { type Prerender, PRERENDERED_PAGES_FILE } from './build-output.ts'

export interface PrerenderedEntry {
  /** The built HTML page, from the output folder (index.html, kiosk/index.html). */
  page: string
  /** The module (from the root, as Vite names it) that exports `prerender` for that page. */
  module: string
}

export function prerender(entries: readonly PrerenderedEntry[]): Plugin {
  let config: ResolvedConfig
  return {
    name: 'fiera-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir)
      // The same transforms as the app's own build, run in Node: Vite's SSR module loader.
      const server = await createServer({
        configFile: config.configFile,
        mode: 'production',
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      })
      try {
        const { withPrerendered } = (await server.ssrLoadModule(
          '/src/boot/prerendered-page.ts',
        )) as typeof import('./prerendered-page.ts')
        const pages: Record<string, string> = {}
        for (const entry of entries) {
          const built = readFileSync(path.join(outDir, entry.page), 'utf8')
          const { prerender: draw } = (await server.ssrLoadModule(entry.module)) as {
            prerender: Prerender
          }
          for (const [pathname, markup] of Object.entries(await draw())) {
            pages[pathname] = withPrerendered(built, markup)
          }
        }
        writeFileSync(path.join(outDir, PRERENDERED_PAGES_FILE), JSON.stringify(pages))
      } finally {
        await server.close()
      }
    },
  }
}
