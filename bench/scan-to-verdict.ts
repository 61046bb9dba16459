// Time from a ticket's QR code appearing in the camera stream to the verdict on screen, on the
// kiosk and on /validate. Chromium's fake camera films a Y4M of a real ticket; the clock starts
// when the video element starts playing (the QR is in every frame) and stops when the verdict is
// in the DOM and painted. Part of `npm run bench` (bench/run.ts); alone, it prints the figures:
// npm run build && node bench/scan-to-verdict.ts [runs]
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { request as playwrightRequest, type Browser } from '@playwright/test'
import {
  STAFF,
  VISITOR,
  apiLogin,
  browserWithCamera,
  pageWithSession,
  ticketOf,
} from '../tests/support/gate.ts'
import { startServerProcess } from '../tests/support/server-process.ts'
import type { Section } from './report.ts'

export const SCAN_TARGET_MS = 400

interface Sample {
  /** From the first video frame playing to the verdict painted. */
  scan: number
  /** From navigation start to the verdict painted. */
  load: number
}

// Runs in the page before any script: timestamps of the first playing video and of the verdict.
function instrument(verdictSelector: string) {
  const marks: { playing?: number; verdict?: number } = {}
  ;(window as unknown as { __scan: typeof marks }).__scan = marks
  document.addEventListener('playing', () => (marks.playing ??= performance.now()), true)
  new MutationObserver(() => {
    if (marks.verdict === undefined && document.querySelector(verdictSelector)) {
      marks.verdict = -1
      requestAnimationFrame(() => (marks.verdict = performance.now()))
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

async function measure(
  browser: Browser,
  token: string,
  url: string,
  verdictSelector: string,
  setup?: () => void,
): Promise<Sample> {
  const page = await pageWithSession(browser, token, { width: 1280, height: 800 })
  if (setup) await page.addInitScript(setup)
  await page.addInitScript(instrument, verdictSelector)
  await page.goto(url)
  const handle = await page
    .waitForFunction(
      () => {
        const s = (window as unknown as { __scan?: { playing?: number; verdict?: number } }).__scan
        return s?.verdict !== undefined && s.verdict > 0 && s.playing !== undefined ? s : null
      },
      undefined,
      { timeout: 30_000, polling: 20 },
    )
    .catch(async (error: unknown) => {
      const marks = await page.evaluate(() =>
        JSON.stringify((window as unknown as { __scan: unknown }).__scan),
      )
      console.error(
        `no verdict at ${url}: ${marks}\n${(await page.locator('body').innerText()).slice(0, 500)}`,
      )
      throw error
    })
  const { playing, verdict } = (await handle.jsonValue()) as { playing: number; verdict: number }
  await page.context().close()
  return { scan: verdict - playing, load: verdict }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

const ms = (value: number) => `${Math.round(value)} ms`

/** Median, p95, best and page-load figures of `runs` scans on the kiosk and on /validate. */
export async function measureScanToVerdict(runs = 10): Promise<string[][]> {
  const dist = process.env.STATIC_DIR ?? 'dist'
  if (!existsSync(`${dist}/kiosk/index.html`)) throw new Error('Run `npm run build` first.')
  // Unlimited admissions: every run scans the same ticket and gets the same (valid) verdict.
  const server = await startServerProcess({ ADMISSION_POLICY: 'unlimited' })
  const rows: string[][] = []
  try {
    process.env.E2E_PORT = String(server.port)
    const api = await playwrightRequest.newContext({ baseURL: `http://localhost:${server.port}` })
    const staff = await apiLogin(api, STAFF)
    const ticket = await ticketOf(api, await apiLogin(api, VISITOR))
    await api.dispose()
    const browser = await browserWithCamera(ticket)
    const surfaces = [
      {
        name: 'Kiosk (/kiosk/)',
        url: '/kiosk/',
        selector: '[data-verdict="valid"]',
        setup: () =>
          localStorage.setItem(
            'fiera.kiosk.settings',
            JSON.stringify({ gate: 'Bench', facing: 'environment', pauseMs: 2500 }),
          ),
      },
      { name: '/validate', url: '/validate', selector: '[data-outcome="valid"]', setup: undefined },
    ]
    for (const surface of surfaces) {
      const once = () => measure(browser, staff, surface.url, surface.selector, surface.setup)
      // One warm-up run fills the HTTP cache, as on a gate that has been running.
      await once()
      const samples: Sample[] = []
      for (let run = 0; run < runs; run++) {
        // A shared, busy machine can stall one page; that run is taken again, and said so.
        samples.push(
          await once().catch((error: unknown) => {
            console.warn(`run ${run + 1} on ${surface.url} failed, repeated:`, error)
            return once()
          }),
        )
      }
      const scan = samples.map((s) => s.scan)
      const load = samples.map((s) => s.load)
      rows.push([
        surface.name,
        String(runs),
        ms(quantile(scan, 0.5)),
        ms(quantile(scan, 0.95)),
        ms(Math.min(...scan)),
        ms(quantile(load, 0.5)),
        `median < ${SCAN_TARGET_MS} ms`,
      ])
    }
    await browser.close()
  } finally {
    await server.stop()
  }
  return rows
}

export function scanToVerdictSection(rows: string[][]): Section {
  return {
    title: 'Scan to verdict (fake camera, real server)',
    command: 'npm run bench (bench/scan-to-verdict.ts; alone: node bench/scan-to-verdict.ts)',
    note: [
      "Chromium films a Y4M of a real ticket's QR code (`tests/support/y4m.ts`); the clock starts",
      "when the scanner's video starts playing (the code is in every frame) and stops when the",
      'verdict is painted; the validation call goes to the real server (embedded PGlite, admission',
      'policy `unlimited` so every run is valid). /validate shows a tracker overlay, so its decoder',
      "retries every 10 ms (SPEC.md section 9); the kiosk's every 200 ms.",
    ].join(' '),
    header: ['Surface', 'Runs', 'Median', 'p95', 'Best', 'Page load to verdict (median)', 'Target'],
    rows,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 10)
  for (const row of await measureScanToVerdict(runs)) console.log(row.join('\t'))
}
