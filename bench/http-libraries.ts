// `node bench/http-libraries.ts` (and a section of `npm run bench`): Fiera's hand-written hot
// path for the catalogue lists (server/plugins/api-headers.ts, server/http/cached-json.ts) beside
// @fastify/helmet, @fastify/etag and @fastify/compress doing the same jobs, in one run, on the
// same bodies and headers (bench/floors/library-variants.ts). The figures back the choice written
// at the top of those two files.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { load, type LoadResult } from './http.ts'
import type { Section } from './report.ts'

const VARIANTS = {
  handWritten: 'Hand-written (api-headers.ts + cached-json.ts)',
  helmet: '@fastify/helmet + cached-json.ts',
  libraries: '@fastify/helmet + @fastify/etag + @fastify/compress',
} as const
type Variant = keyof typeof VARIANTS
const PATHS = ['/api/events/', '/api/vendors/'] as const
/** What Chromium sends: the app's browsers take the brotli form. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

async function startVariants() {
  const child = spawn(process.execPath, ['bench/floors/library-variants.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (!child.stdout) throw new Error('variant server has no stdout')
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string]
  const { ports } = JSON.parse(line) as { ports: Record<Variant | 'control', number> }
  return {
    url: (variant: Variant) => `http://127.0.0.1:${ports[variant]}`,
    /** The variant server's CPU time so far (user + system), in microseconds. */
    async cpu(): Promise<number> {
      const res = await fetch(`http://127.0.0.1:${ports.control}/cpu`)
      const { user, system } = (await res.json()) as { user: number; system: number }
      return user + system
    },
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}

/** The variants must answer alike, or the comparison says nothing. */
async function sameAnswers(url: (variant: Variant) => string): Promise<void> {
  for (const path of PATHS) {
    const seen = new Set<string>()
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const res = await fetch(url(variant) + path, { headers: BROWSER })
      const body = await res.text()
      const h = res.headers
      const etag = h.get('etag') ?? ''
      const again = await fetch(url(variant) + path, {
        headers: { ...BROWSER, 'if-none-match': etag },
      })
      seen.add(
        JSON.stringify([
          res.status,
          body.length,
          // helmet writes "a;b" where api-headers.ts writes "a; b": the same policy.
          h.get('content-security-policy')?.replaceAll('; ', ';'),
          h.get('x-content-type-options'),
          h.get('cache-control'),
          h.get('vary'),
          etag !== '',
          again.status,
        ]),
      )
    }
    if (seen.size !== 1) throw new Error(`variants answer ${path} differently: ${[...seen]}`)
  }
}

export async function measureLibraries(seconds = 6): Promise<Section> {
  const server = await startVariants()
  try {
    await sameAnswers(server.url)
    const results = new Map<string, (LoadResult & { cpuMicros: number })[]>()
    // Two rounds, the variants interleaved, so that a noisy neighbour hurts them alike.
    for (let round = 0; round < 2; round++) {
      for (const path of PATHS) {
        for (const variant of Object.keys(VARIANTS) as Variant[]) {
          const cpuBefore = await server.cpu()
          const loaded = await load({
            url: server.url(variant) + path,
            headers: BROWSER,
            durationSeconds: seconds,
          })
          const r = { ...loaded, cpuMicros: (await server.cpu()) - cpuBefore }
          if (r.errors + r.non2xx > 0) throw new Error(`${variant} ${path}: errors under load`)
          const key = `${path}|${variant}`
          results.set(key, [...(results.get(key) ?? []), r])
        }
      }
    }
    const rows: string[][] = []
    for (const path of PATHS) {
      const runsOf = (variant: Variant) => results.get(`${path}|${variant}`) ?? []
      /** Server CPU per answer over both rounds, in microseconds. */
      const cpuPerAnswer = (variant: Variant) => {
        const runs = runsOf(variant)
        const micros = runs.reduce((sum, r) => sum + r.cpuMicros, 0)
        return (
          micros /
          Math.max(
            1,
            runs.reduce((sum, r) => sum + r.total, 0),
          )
        )
      }
      const base = cpuPerAnswer('handWritten')
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        const runs = runsOf(variant)
        rows.push([
          `GET ${path}: ${VARIANTS[variant]}`,
          `${cpuPerAnswer(variant).toFixed(0)} µs`,
          `${(cpuPerAnswer(variant) / base).toFixed(2)}x`,
          runs.map((r) => `${Math.round(r.requestsPerSecond)}`).join(' / ') + ' req/s',
        ])
      }
    }
    return {
      title: 'Hand-written headers, ETag and compression beside the libraries',
      command: 'node bench/http-libraries.ts (bench/floors/library-variants.ts, autocannon)',
      note: `50 connections, ${seconds} s per run, two interleaved rounds; brotli accepted; the same bodies and headers from all three (checked before the load). Server CPU time per answer (user + system, both rounds) is the figure to compare: throughput on a shared machine moves with its neighbours.`,
      header: ['What', 'Server CPU per answer', 'vs hand-written', 'Throughput (round 1 / 2)'],
      rows,
    }
  } finally {
    await server.stop()
  }
}

if (import.meta.main) {
  const section = await measureLibraries()
  console.log(`\n${section.title}\n${section.note ?? ''}`)
  console.table(
    section.rows.map((row) => Object.fromEntries(section.header.map((h, i) => [h, row[i]]))),
  )
}
