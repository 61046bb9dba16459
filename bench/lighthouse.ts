// Lighthouse (mobile form factor, default simulated throttling, Debian's Chromium) on /login,
// /events (logged in, demo programme) and /kiosk/, served by the real server from the build: as
// the server speaks (HTTP/1.1), then behind a TLS + HTTP/2 front as deployed, beside the bundle
// floor's page. Each run gets a fresh Chromium profile (cold cache); the session token is put in
// localStorage from a page that loads none of the app (/api/health), so the audited load stays cold.
// Usage: npm run build && node bench/lighthouse.ts [runs] [--json DIR]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts'
import { freePort } from '../tests/support/free-port.ts'
import { startServerProcess } from '../tests/support/server-process.ts'
import { startFloorPage } from './floor-page.ts'
import { startHttp2Proxy } from './http2-proxy.ts'
import type { Section } from './report.ts'

export const LIGHTHOUSE_TARGET = { score: 95, lcpMs: 2000, cls: 0.01 } as const

const VISITOR = { email: 'visitatore@example.com', password: 'Fiera2025!' }

export interface LighthouseRun {
  score: number
  lcp: number
  cls: number
  tbt: number
  fcp: number
}

export interface PageFigures {
  path: string
  runs: LighthouseRun[]
  median: LighthouseRun
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: VISITOR.email, password: VISITOR.password }),
  })
  if (!response.ok) throw new Error(`login for the Lighthouse run: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

interface AuditOptions {
  /** Writes the whole report there, for diagnosis. */
  jsonOut?: string | undefined
  /** Accepts the HTTP/2 front's self-signed certificate. */
  selfSignedTls?: boolean | undefined
}

/** One cold Lighthouse run of `url` in a fresh Chromium profile, with `token` in localStorage. */
async function auditOnce(url: string, token: string | null, options: AuditOptions = {}) {
  const { jsonOut, selfSignedTls = false } = options
  const port = await freePort()
  const profile = mkdtempSync(path.join(tmpdir(), 'fiera-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    ignoreHTTPSErrors: selfSignedTls,
    args: [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      ...(selfSignedTls ? ['--ignore-certificate-errors'] : []),
    ],
  })
  try {
    if (token) {
      const page = await context.newPage()
      await page.goto(new URL('/api/health', url).href)
      await page.evaluate((value) => localStorage.setItem('token', value), token)
      await page.close()
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is fresh; a reset would also drop the session token set above.
      disableStorageReset: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify(lhr, null, 1))
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      fcp: audit('first-contentful-paint'),
      finalUrl: lhr.finalDisplayedUrl,
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export const LIGHTHOUSE_PAGES = [
  { path: '/login', session: false },
  { path: '/events', session: true },
  { path: '/kiosk/', session: false },
] as const

export interface MeasureOptions {
  /** Where the pages are loaded from when not `baseUrl` (the HTTP/2 front). */
  pageBase?: string
  selfSignedTls?: boolean
  /** Keeps every report there, for diagnosis. */
  jsonDir?: string
}

async function medianOfRuns(
  label: string,
  runs: number,
  once: (run: number) => Promise<LighthouseRun & { finalUrl: string }>,
  expectedPath: string,
): Promise<PageFigures> {
  const results: LighthouseRun[] = []
  for (let run = 0; run < runs; run++) {
    // A busy machine can make one run fail (a trace that never settles): taken again, and said so.
    const result = await once(run).catch((error: unknown) => {
      console.warn(`Lighthouse run ${run + 1} on ${label} failed, repeated:`, error)
      return once(run)
    })
    // A redirect (an expired session sent to /login) would measure the wrong page.
    if (new URL(result.finalUrl).pathname !== expectedPath) {
      throw new Error(`${label} ended on ${result.finalUrl}`)
    }
    results.push(result)
  }
  return {
    path: label,
    runs: results,
    median: {
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      cls: median(results.map((r) => r.cls)),
      tbt: median(results.map((r) => r.tbt)),
      fcp: median(results.map((r) => r.fcp)),
    },
  }
}

/** Median of `runs` cold runs for each of Fiera's pages; the session comes from `baseUrl`. */
export async function measureLighthouse(
  baseUrl: string,
  runs = 3,
  options: MeasureOptions = {},
): Promise<PageFigures[]> {
  const { pageBase = baseUrl, selfSignedTls, jsonDir } = options
  const token = await login(baseUrl)
  if (jsonDir) mkdirSync(jsonDir, { recursive: true })
  const figures: PageFigures[] = []
  for (const { path: pagePath, session } of LIGHTHOUSE_PAGES) {
    const name = (run: number) => `${pagePath.replaceAll('/', '_') || 'root'}-${run + 1}.json`
    figures.push(
      await medianOfRuns(
        pagePath,
        runs,
        (run) =>
          auditOnce(new URL(pagePath, pageBase).href, session ? token : null, {
            jsonOut: jsonDir ? path.join(jsonDir, name(run)) : undefined,
            selfSignedTls,
          }),
        pagePath,
      ),
    )
  }
  return figures
}

/** The same runs on the bundle floor's page (bench/floor-page.ts). */
export async function measureFloorLighthouse(runs = 3): Promise<PageFigures> {
  const floor = await startFloorPage()
  try {
    return await medianOfRuns('floor', runs, () => auditOnce(floor.url, null), '/')
  } finally {
    await floor.stop()
  }
}

/** Fiera's pages behind a TLS + HTTP/2 front (bench/http2-proxy.ts), on a server of their own. */
export async function measureLighthouseOverHttp2(runs = 3): Promise<PageFigures[]> {
  const port = await freePort()
  const front = `https://127.0.0.1:${port}`
  const server = await startServerProcess({ PUBLIC_URL: front, TRUST_PROXY: 'true' })
  const proxy = await startHttp2Proxy(port, server.url)
  try {
    return await measureLighthouse(server.url, runs, { pageBase: front, selfSignedTls: true })
  } finally {
    await proxy.stop()
    await server.stop()
  }
}

export interface LighthouseFigures {
  /** Fiera's pages as the server speaks: HTTP/1.1. */
  http1: PageFigures[]
  /** The same behind a TLS + HTTP/2 front, as deployed. */
  http2: PageFigures[]
  floor: PageFigures
}

/** All of it: Fiera over HTTP/1.1, then behind the HTTP/2 front, then the floor's page. */
export async function measureAllLighthouse(
  baseUrl: string,
  runs = 3,
  jsonDir?: string,
): Promise<LighthouseFigures> {
  return {
    http1: await measureLighthouse(baseUrl, runs, jsonDir ? { jsonDir } : {}),
    http2: await measureLighthouseOverHttp2(runs),
    floor: await measureFloorLighthouse(runs),
  }
}

const PAGE_LABELS: Record<string, string> = {
  '/events': '/events (logged in, demo programme)',
  floor: 'Floor: React + MUI Button + router',
}

export function lighthouseSection(figures: LighthouseFigures, runs: number): Section {
  const t = LIGHTHOUSE_TARGET
  const target = `≥ ${t.score}, LCP < ${t.lcpMs / 1000} s, CLS ≈ 0`
  const row = ({ path: pagePath, median: m }: PageFigures, transport: string, goal: string) => [
    PAGE_LABELS[pagePath] ?? pagePath,
    transport,
    String(m.score),
    `${(m.lcp / 1000).toFixed(2)} s`,
    m.cls.toFixed(3),
    `${Math.round(m.tbt)} ms`,
    `${(m.fcp / 1000).toFixed(2)} s`,
    goal,
  ]
  return {
    title: `Lighthouse (mobile, simulated throttling, median of ${runs} cold runs)`,
    command: 'npm run bench (bench/lighthouse.ts; alone: node bench/lighthouse.ts)',
    note: [
      "Lighthouse 13 in Debian's Chromium (headless), mobile form factor, default simulated",
      'throttling (150 ms RTT, 1.6 Mbps, CPU x4), performance category only, each run in a fresh',
      'profile (cold cache) against the real server on fresh demo data; /events is opened with',
      "visitatore@example.com's access token in localStorage, set from /api/health so the app's",
      'files stay out of the cache. Each figure is the median of the runs, taken separately.',
      'Simulated TBT multiplies the observed main-thread time by 4: a busy machine inflates it.',
      'Each page is loaded twice: from the server as it speaks (HTTP/1.1: Lighthouse simulates',
      'six connections per host, each request at least one 150 ms round trip), and through a TLS',
      'front speaking HTTP/2 (bench/http2-proxy.ts), as docs/deploy.md puts a TLS-terminating',
      'load balancer before the server (one connection, requests multiplexed). The floor is the',
      "bundle floor's page (bench/fixtures/floor) served with brotli, over HTTP/1.1.",
    ].join(' '),
    header: ['Page', 'Transport', 'Performance', 'LCP', 'CLS', 'TBT', 'FCP', 'Target'],
    rows: [
      ...figures.http1.map((f) => row(f, 'HTTP/1.1', target)),
      ...figures.http2.map((f) => row(f, 'HTTP/2 + TLS', target)),
      row(figures.floor, 'HTTP/1.1', 'reference'),
    ],
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3)
  const jsonAt = args.indexOf('--json')
  const jsonDir = jsonAt >= 0 ? args[jsonAt + 1] : undefined
  const server = await startServerProcess()
  try {
    const figures = await measureAllLighthouse(server.url, runs, jsonDir)
    for (const f of [...figures.http1, ...figures.http2, figures.floor]) {
      console.log(
        f.path,
        f.runs.map(
          (r) =>
            `${r.score} lcp ${Math.round(r.lcp)} cls ${r.cls.toFixed(3)} tbt ${Math.round(r.tbt)}`,
        ),
      )
    }
    const section = lighthouseSection(figures, runs)
    console.table(
      section.rows.map((row) => Object.fromEntries(section.header.map((h, i) => [h, row[i]]))),
    )
  } finally {
    await server.stop()
  }
}
