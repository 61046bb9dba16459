// The pages the build drew in advance (src/boot/prerender-plugin.ts): the signed-out first
// screens, by path. A build without them (or an older one) serves the plain pages.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PRERENDERED_PAGES_FILE } from '../../src/boot/build-output.ts'

/**
 * Also answers the path with a trailing slash, and the kiosk without one. Not `/kiosk/index.html`:
 * that is the plain page the kiosk's service worker keeps (kiosk/service-worker.ts), as `/index.html`
 * is the app's. A stored page reuses its nonce until the next build, so the copy that lasts holds no
 * inline script (docs/security.md).
 */
export function prerenderedPages(root: string): ReadonlyMap<string, string> {
  const file = path.join(root, PRERENDERED_PAGES_FILE)
  const pages = new Map<string, string>()
  if (!existsSync(file)) return pages
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  for (const [pathname, page] of Object.entries(built)) {
    const bare = pathname.replace(/\/$/, '')
    pages.set(bare, page)
    pages.set(`${bare}/`, page)
  }
  return pages
}
