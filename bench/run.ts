// `npm run bench`: builds Fiera, starts the real server, measures each figure beside its floor,
// prints them and writes docs/benchmarks.md. Figures, not pass/fail: budgets live in the tests.
import { execSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts'
import { startServerProcess } from '../tests/support/server-process.ts'
import { BUDGET, KiB, measureFloors, measurePage } from './bundle-size.ts'
import { type Section, writeReport } from './report.ts'

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

execSync('npm run build', { stdio: 'inherit' })
const server = await startServerProcess()
try {
  const sections = [await bundleSection(server.url)]
  for (const section of sections) {
    console.log(`\n${section.title}`)
    console.table(
      section.rows.map((row) => Object.fromEntries(section.header.map((h, i) => [h, row[i]]))),
    )
  }
  writeReport('docs/benchmarks.md', sections, {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${process.platform} ${os.release()}, Node ${process.version}`,
  })
} finally {
  await server.stop()
}
