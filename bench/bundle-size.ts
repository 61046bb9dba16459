// Bundle sizes as the browser sees them: the gzip bytes of the JS and CSS a page loads, and the
// floor they are compared with (a minimal React + MUI + router page built from bench/fixtures).
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import type { Page } from 'playwright'
import { build } from 'vite'

export const KiB = 1024
export const BUDGET = {
  /** Initial JS+CSS of /login and of the kiosk, as a multiple of the floor. */
  ratio: 1.3,
  /** And never more than this for /login. */
  loginMaxBytes: 170 * KiB,
} as const

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** The initial JS+CSS of a built HTML entry: its scripts, modulepreloads and stylesheets. */
export function entryBytes(distDir: string, htmlFile = 'index.html'): number {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8')
  const refs = new Set(
    [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string),
  )
  let total = 0
  for (const ref of refs) total += gzipBytes(path.join(distDir, new URL(ref, 'http://x/').pathname))
  return total
}

/** Builds bench/fixtures/<name> into a temporary folder and returns it. */
export async function buildFixture(name: string): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), `fiera-${name}-`))
  await build({
    root: path.join(fixtures, name),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

export interface Floors {
  /** React + one MUI Button + one react-router route. */
  floor: number
  /** The same plus react-zxing's camera scanner (its JS; the WASM decoder loads apart). */
  floorWithScanner: number
}

export async function measureFloors(): Promise<Floors> {
  const [floorDir, scannerDir] = await Promise.all([
    buildFixture('floor'),
    buildFixture('floor-scanner'),
  ])
  return { floor: entryBytes(floorDir), floorWithScanner: entryBytes(scannerDir) }
}

export interface PageBytes {
  bytes: number
  files: string[]
}

/**
 * Loads a page of the running server and sums the gzip size (from dist/) of every JS and CSS
 * file it requested until the network went idle: the entry and its lazily loaded route chunks.
 */
export async function measurePage(page: Page, url: string, distDir: string): Promise<PageBytes> {
  const files = new Set<string>()
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url())
    if (/\.(js|css)$/.test(pathname)) files.add(pathname)
  }
  page.on('request', onRequest)
  await page.goto(url, { waitUntil: 'networkidle' })
  page.off('request', onRequest)
  const list = [...files].sort()
  return { bytes: list.reduce((sum, f) => sum + gzipBytes(path.join(distDir, f)), 0), files: list }
}
