// The bundle budget of issue 8, part of the test command because it is deterministic: what
// /login and the kiosk load, against a minimal React + MUI + router floor built beside them.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { BUDGET, type Floors, KiB, measureFloors, measurePage } from '../../bench/bundle-size.ts'

const dist = path.resolve(process.env.STATIC_DIR ?? 'dist')
let floors: Floors

test.beforeAll(async () => {
  test.setTimeout(120_000)
  floors = await measureFloors()
})

test('/login loads at most 1.3x the floor and under 170 KiB, other screens lazily', async ({
  page,
}) => {
  const login = await measurePage(page, '/login', dist)
  const limit = Math.min(BUDGET.ratio * floors.floor, BUDGET.loginMaxBytes)
  expect(
    login.bytes,
    `/login ${(login.bytes / KiB).toFixed(1)} KiB, floor ${(floors.floor / KiB).toFixed(1)} KiB: ${login.files.join(', ')}`,
  ).toBeLessThanOrEqual(limit)
  const otherScreens = login.files.filter((f) =>
    /(events|vendors?|matches|profile|map|validate|home)-screen/.test(f),
  )
  expect(otherScreens, 'screens of other routes must load lazily').toEqual([])
})

test('the kiosk loads at most 1.3x the floor plus the scanner, all from Fiera itself', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) foreign.push(request.url())
  })
  const kiosk = await measurePage(page, '/kiosk/', dist)
  const scanner = floors.floorWithScanner - floors.floor
  const limit = BUDGET.ratio * floors.floor + scanner
  expect(
    kiosk.bytes,
    `kiosk ${(kiosk.bytes / KiB).toFixed(1)} KiB, floor ${(floors.floor / KiB).toFixed(1)} KiB + scanner ${(scanner / KiB).toFixed(1)} KiB`,
  ).toBeLessThanOrEqual(limit)
  expect(foreign).toEqual([])
})

test('assets go out precompressed and cached for good; pages are revalidated', async ({
  request,
}) => {
  const page = await request.get('/login')
  expect(page.headers()['cache-control']).toBe('no-cache')
  const html = await page.text()
  // The largest script the page asks for (the entry itself is a few lines).
  const scripts = [...html.matchAll(/ (?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  )
  const entry = scripts.sort(
    (a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size,
  )[0]
  expect(entry, 'scripts of /login').toBeDefined()
  const wasm = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.wasm'))
  expect(wasm, 'the scanner decoder is built into assets/').toBeDefined()
  for (const [url, encoding] of [
    [entry ?? '', 'br'],
    [entry ?? '', 'gzip'],
    [`/assets/${wasm ?? ''}`, 'br'],
  ] as const) {
    const answer = await request.get(url, { headers: { 'accept-encoding': encoding } })
    expect(answer.status(), url).toBe(200)
    expect(answer.headers()['content-encoding'], `${url} as ${encoding}`).toBe(encoding)
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers()['vary']).toMatch(/accept-encoding/i)
  }
  const plain = await request.get(entry ?? '', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
})

test("a page announces its first screen's lazy chunks, not other screens'", async ({ request }) => {
  const preloads = async (url: string) =>
    [
      ...(await (await request.get(url)).text()).matchAll(
        /rel="(?:modulepreload|preload)"[^>]* href="([^"]+\.js)"/g,
      ),
    ]
      .map((m) => m[1] ?? '')
      .filter((href) => /-screen-|shell-layout-/.test(href))
  const reset = await preloads('/reset-password')
  expect(reset.some((href) => href.includes('/reset-password-screen-'))).toBe(true)
  expect(reset.filter((href) => !href.includes('/reset-password-screen-'))).toEqual([])
  // A prerendered page (tests/e2e/prerender.spec.ts) loads its scripts after its first paint.
  expect(await preloads('/login')).toEqual([])
  const events = await preloads('/events')
  expect(events.some((href) => href.includes('/events-screen-'))).toBe(true)
  expect(events.some((href) => href.includes('/shell-layout-'))).toBe(true)
  expect(events.some((href) => href.includes('/reset-password-screen-'))).toBe(false)
  expect(await preloads('/kiosk/')).toEqual([])
  // The build manifest behind the preloads and the prerendered pages stay on the server.
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404)
  expect((await request.get('/.vite/prerendered.json')).status()).toBe(404)
})
