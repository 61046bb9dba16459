// `npm run bench`: builds Fiera, starts the real server, measures each figure beside its floor,
// prints them and writes docs/benchmarks.md. Figures, not pass/fail: budgets live in the tests.
import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts'
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts'
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts'
import { BUDGET, KiB, measureFloors, measurePage } from './bundle-size.ts'
import { load, type LoadResult } from './http.ts'
import { measureLibraries } from './http-libraries.ts'
import { lighthouseSection, measureAllLighthouse } from './lighthouse.ts'
import { rssBytes } from './memory.ts'
import { startFloorServer } from './server-floors.ts'
import { doubleAdmissions, seedTickets, staffToken, validationLoad } from './validation.ts'
import { type Section, writeReport } from './report.ts'
import { matchesAndLoginSections, pgliteValidationSection } from './server-extras.ts'
import { measureScanToVerdict, scanToVerdictSection } from './scan-to-verdict.ts'
import { sharedLimitsSection } from './shared-limits.ts'
import { gateSyncSection } from './gate-sync.ts'

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}x`

async function bundleSection(baseUrl: string): Promise<Section> {
  const floors = await measureFloors()
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const dist = path.resolve('dist')
  const login = await measurePage(page, `${baseUrl}/login`, dist)
  const kiosk = await measurePage(page, `${baseUrl}/kiosk/`, dist)
  await browser.close()
  const scanner = floors.floorWithScanner - floors.floor
  return {
    title: 'Bundle (initial JS+CSS, gzip)',
    command:
      'npm run bench (bench/bundle-size.ts); budget checked by tests/e2e/bundle-budget.spec.ts',
    rows: [
      ['Floor: React + MUI Button + router', kib(floors.floor), '1.00x', 'reference'],
      [
        'Floor + react-zxing scanner',
        kib(floors.floorWithScanner),
        ratio(floors.floorWithScanner, floors.floor),
        'reference',
      ],
      [
        '/login',
        kib(login.bytes),
        ratio(login.bytes, floors.floor),
        `≤ ${BUDGET.ratio}x and < 170 KiB`,
      ],
      [
        '/kiosk/',
        kib(kiosk.bytes),
        ratio(kiosk.bytes, floors.floor),
        `≤ ${BUDGET.ratio}x floor + scanner (${kib(BUDGET.ratio * floors.floor + scanner)})`,
      ],
    ],
    header: ['What', 'Size', 'vs floor', 'Target'],
  }
}

const MiB = 2 ** 20
const rps = (r: LoadResult) => `${Math.round(r.requestsPerSecond)} req/s`
const p = (r: LoadResult) => `p50 ${r.p50} ms, p99 ${r.p99} ms`

/** Hot reads on the demo server beside bare Fastify's JSON route, and its idle memory. */
async function readsSection(demo: ServerProcess, floorUrl: string): Promise<Section> {
  const idleRss = rssBytes(demo.child.pid ?? 0)
  const floor = await load({ url: `${floorUrl}/json` })
  const rows = [['Bare Fastify JSON (floor)', rps(floor), p(floor), '1.00x', 'reference']]
  for (const path of ['/api/events/', '/api/vendors/']) {
    // What Chromium sends: the app's browsers take the brotli form.
    const r = await load({
      url: `${demo.url}${path}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    const errors = r.errors + r.non2xx
    rows.push([
      `GET ${path}${errors ? ` (${errors} errors)` : ''}`,
      rps(r),
      p(r),
      `${(r.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}x`,
      '≥ 0.5x',
    ])
  }
  rows.push([
    'Server RSS, idle, demo data (PGlite)',
    `${(idleRss / MiB).toFixed(0)} MiB`,
    '',
    '',
    '< 200 MiB',
  ])
  return {
    title: 'Hot reads (50 connections, 8 s)',
    command: 'npm run bench (bench/http.ts, autocannon)',
    header: ['What', 'Throughput', 'Latency', 'vs floor', 'Target'],
    rows,
  }
}

/** Validation on PostgreSQL beside Fastify + one UPDATE ... RETURNING on the same cluster. */
async function validationSection(): Promise<Section> {
  const cluster = await startPostgresCluster()
  try {
    const floorServer = await startFloorServer(cluster.url)
    const floor = await load({ url: `${floorServer.url}/update`, method: 'POST' })
    await floorServer.stop()
    const ticketSecret = randomBytes(32).toString('base64url')
    const server = await startServerProcess({
      DATABASE_URL: cluster.url,
      TICKET_SECRET: ticketSecret,
      JWT_SECRET: randomBytes(32).toString('base64url'),
    })
    try {
      const codes = await seedTickets(cluster.url, ticketSecret, 5000)
      const token = await staffToken(server.url)
      const many = await validationLoad(server.url, token, codes, 50)
      const rssUnderLoad = rssBytes(server.child.pid ?? 0)
      const one = await validationLoad(server.url, token, codes, 1, 5)
      const doubles = await doubleAdmissions(cluster.url)
      return {
        title: 'Ticket validation on PostgreSQL',
        command: 'npm run bench (bench/validation.ts): 5,000 fresh tickets, cycled',
        header: ['What', 'Throughput', 'Latency', 'vs floor', 'Target'],
        rows: [
          [
            'Fastify + one UPDATE … RETURNING (floor), 50 conn.',
            rps(floor),
            p(floor),
            '1.00x',
            'reference',
          ],
          [
            'POST /api/tickets/validate, 50 connections',
            rps(many),
            p(many),
            `${(many.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}x`,
            '≥ 0.7x, p99 < 50 ms',
          ],
          [
            'POST /api/tickets/validate, 1 connection (one kiosk)',
            rps(one),
            p(one),
            '',
            'p50 < 1 ms, p99 < 5 ms',
          ],
          ['Double admissions in the run', String(doubles), '', '', '0'],
          [
            'Server RSS under validation load',
            `${(rssUnderLoad / MiB).toFixed(0)} MiB`,
            '',
            '',
            '< 300 MiB',
          ],
        ],
      }
    } finally {
      await server.stop()
    }
  } finally {
    cluster.stop()
  }
}

const LIGHTHOUSE_RUNS = 3

execSync('npm run build', { stdio: 'inherit' })
const server = await startServerProcess()
const floorServer = await startFloorServer('')
try {
  const sections = [
    await bundleSection(server.url),
    // Page loads and scans first, on a server that no load test has touched yet.
    lighthouseSection(await measureAllLighthouse(server.url, LIGHTHOUSE_RUNS), LIGHTHOUSE_RUNS),
    scanToVerdictSection(await measureScanToVerdict()),
    await readsSection(server, floorServer.url),
    await measureLibraries(),
    await validationSection(),
    await pgliteValidationSection(),
    await gateSyncSection(),
    ...(await matchesAndLoginSections()),
    await sharedLimitsSection(),
  ]
  for (const section of sections) {
    console.log(`\n${section.title}`)
    console.table(
      section.rows.map((row) => Object.fromEntries(section.header.map((h, i) => [h, row[i]]))),
    )
  }
  await writeReport('docs/benchmarks.md', sections, {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${process.platform} ${os.release()}, Node ${process.version}`,
  })
} finally {
  await floorServer.stop()
  await server.stop()
}
