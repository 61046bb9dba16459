// The pages the build drew in advance (src/boot/prerender-plugin.ts): the signed-out first
// screens, by path. A build without them (or an older one) serves the plain pages.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PRERENDERED_PAGES_FILE } from '../../src/boot/build-output.ts'
import { paths } from '../../src/routes/paths.ts'

/** Also answers the path with a trailing slash, and the kiosk without one. */
export function prerenderedPages(root: string): ReadonlyMap<string, string> {
  const file = path.join(root, PRERENDERED_PAGES_FILE)
  const pages = new Map<string, string>()
  if (!existsSync(file)) return pages
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  for (const [pathname, page] of Object.entries(built)) {
    const bare = pathname.replace(/\/$/, '')
    pages.set(bare, page)
    pages.set(`${bare}/`, page)
    if (`${bare}/` === paths.kiosk) pages.set(`${paths.kiosk}index.html`, page)
  }
  return pages
}
