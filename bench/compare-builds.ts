// Before and after in the same run: a change that must not move the figures (a restructuring) is
// measured beside the build it replaces, each build served by its own code, the Lighthouse runs
// alternating between the two so that a busy machine weighs on both alike.
// Usage: npm run build && node bench/compare-builds.ts <other checkout, built> [runs, 0: bytes only]
//   e.g. git worktree add /tmp/before main && (cd /tmp/before && npm ci && npm run build)
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts'
import { freePort } from '../tests/support/free-port.ts'
import { KiB, measureFloors, measurePage } from './bundle-size.ts'
import { type LighthouseRun, LIGHTHOUSE_PAGES, measureLighthouse, median } from './lighthouse.ts'

const [otherDir, runsArgument = '3'] = process.argv.slice(2)
if (!otherDir) throw new Error('usage: node bench/compare-builds.ts <other checkout> [runs]')
const builds = { before: path.resolve(otherDir), after: process.cwd() }
const runs = Number(runsArgument)
type Build = keyof typeof builds

/** One build's server, from its own checkout (its server code and its dist/). */
async function serve(dir: string) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fiera-compare-')),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) throw new Error(`${dir}: the server did not start`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, stop: () => child.kill('SIGTERM') }
}

const servers = { before: await serve(builds.before), after: await serve(builds.after) }
try {
  const floors = await measureFloors()
  console.log(`Floor ${(floors.floor / KiB).toFixed(1)} KiB`)
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  })
  for (const build of ['before', 'after'] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    for (const pagePath of ['/login', '/kiosk/']) {
      const { bytes } = await measurePage(
        page,
        `${servers[build].url}${pagePath}`,
        path.join(builds[build], 'dist'),
      )
      console.log(`Bundle ${build} ${pagePath}: ${(bytes / KiB).toFixed(1)} KiB (${bytes} B)`)
    }
    await page.close()
  }
  await browser.close()

  const collected: Record<Build, Record<string, LighthouseRun[]>> = { before: {}, after: {} }
  for (let run = 0; run < runs; run++) {
    const order: Build[] = run % 2 ? ['after', 'before'] : ['before', 'after']
    for (const build of order) {
      for (const figures of await measureLighthouse(servers[build].url, 1)) {
        ;(collected[build][figures.path] ??= []).push(...figures.runs)
      }
    }
  }
  for (const { path: pagePath } of LIGHTHOUSE_PAGES) {
    for (const build of ['before', 'after'] as const) {
      const results = collected[build][pagePath] ?? []
      if (results.length === 0) continue
      const m = (pick: (r: LighthouseRun) => number) => median(results.map(pick))
      console.log(
        `Lighthouse ${build} ${pagePath} (median of ${results.length}): score ${m((r) => r.score)}, ` +
          `LCP ${Math.round(m((r) => r.lcp))} ms, TBT ${Math.round(m((r) => r.tbt))} ms, ` +
          `FCP ${Math.round(m((r) => r.fcp))} ms, CLS ${m((r) => r.cls).toFixed(3)}`,
      )
    }
  }
} finally {
  servers.before.stop()
  servers.after.stop()
}
