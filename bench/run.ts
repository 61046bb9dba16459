// `npm run bench`: measures and prints Fiera's figures. For now, the gzip size of the initial
// JS and CSS of each HTML entry of the last build (run `npm run build` first).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = path.resolve('dist')
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No build found in dist/: run `npm run build` first.')
  process.exit(1)
}

/** Files an HTML entry loads before any lazy route: its scripts, modulepreloads and styles. */
function initialAssets(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8')
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)]
  return [...new Set(refs.map((m) => m[1] as string))]
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
console.log('entry    initial JS+CSS (gzip KiB)   files')
for (const [name, html] of [
  ['app', 'index.html'],
  ['kiosk', 'kiosk/index.html'],
] as const) {
  const assets = initialAssets(path.join(dist, html))
  const gzipped = assets.reduce(
    (sum, asset) => sum + gzipSync(readFileSync(path.join(dist, asset))).length,
    0,
  )
  console.log(`${name.padEnd(8)} ${kib(gzipped).padStart(10)}                  ${assets.length}`)
}
