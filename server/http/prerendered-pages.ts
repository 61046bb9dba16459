// The pages the build drew in advance (vite.config.ts `prerender`, src/prerender.ts): the
// signed-out first screens, by path. A build without them (or an older one) serves the plain pages.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Also answers the path with a trailing slash, and the kiosk without one. */
export function prerenderedPages(root: string): ReadonlyMap<string, string> {
  const file = path.join(root, '.vite', 'prerendered.json')
  const pages = new Map<string, string>()
  if (!existsSync(file)) return pages
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  for (const [pathname, page] of Object.entries(built)) {
    const bare = pathname.replace(/\/$/, '')
    pages.set(bare, page)
    pages.set(`${bare}/`, page)
    if (bare === '/kiosk') pages.set('/kiosk/index.html', page)
  }
  return pages
}
