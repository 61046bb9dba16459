// Offline kiosks: how long the upload of 10,000 offline admissions takes (POST /api/tickets/sync
// in batches of 500, as a kiosk sends them; target under 10 s on PostgreSQL), and the kiosk's
// offline scan-to-verdict (its own signature check and admission rule) beside the online answer.
// Run alone with `node bench/gate-sync.ts`; `npm run bench` includes it.
import { randomBytes, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { admissionKey } from '../src/api/admission.ts'
import type { OfflineBundle, TicketSyncResult } from '../src/api/contract.ts'
import { checkOffline } from '../kiosk/offline/offline-ticket.ts'
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts'
import { startServerProcess } from '../tests/support/server-process.ts'
import type { Section } from './report.ts'
import { doubleAdmissions, seedTickets, staffToken } from './validation.ts'

const SCANS = 10_000
const BATCH = 500
const TARGET_MS = 10_000

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

interface SyncFigures {
  totalMs: number
  recorded: number
  doubles: number
}

async function syncAll(url: string, token: string, codes: string[]): Promise<SyncFigures> {
  const now = Date.now()
  const scans = codes.slice(0, SCANS).map((code, index) => ({
    nonce: randomUUID(),
    qr_code_data: code,
    gate: index % 2 ? 'Varco Nord' : 'Varco Sud',
    direction: 'in' as const,
    scanned_at: new Date(now - (SCANS - index) * 100).toISOString(),
  }))
  let recorded = 0
  const started = performance.now()
  for (let start = 0; start < scans.length; start += BATCH) {
    const res = await fetch(`${url}/api/tickets/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scans: scans.slice(start, start + BATCH) }),
    })
    if (!res.ok) throw new Error(`sync: ${res.status} ${await res.text()}`)
    const { results } = (await res.json()) as TicketSyncResult
    recorded += results.filter((r) => r.outcome === 'recorded').length
  }
  return { totalMs: performance.now() - started, recorded, doubles: 0 }
}

/** The kiosk's offline decision for `count` codes: signature, refused codes, admission key. */
async function offlineDecisions(bundle: OfflineBundle, codes: string[]): Promise<number[]> {
  const refused = new Set([...bundle.revoked, ...bundle.replaced])
  const admitted = new Set<string>()
  const times: number[] = []
  for (const code of codes) {
    const started = performance.now()
    const check = await checkOffline(code, bundle)
    if (check.kind === 'signed' && !refused.has(check.secretHash)) {
      const key = `${check.secretHash}|${admissionKey(bundle.policy, new Date(), bundle.time_zone, '')}`
      if (!admitted.has(key)) admitted.add(key)
    }
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/** One online validation at a time: the round trip a kiosk waits for when the server answers. */
async function onlineValidations(url: string, token: string, codes: string[]): Promise<number[]> {
  const times: number[] = []
  for (const code of codes) {
    const started = performance.now()
    const res = await fetch(`${url}/api/tickets/validate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ qr_code_data: code, gate: 'Bench', nonce: randomUUID() }),
    })
    await res.arrayBuffer()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

async function measure(databaseUrl: string) {
  const ticketSecret = randomBytes(32).toString('base64url')
  const server = await startServerProcess({
    TICKET_SECRET: ticketSecret,
    DATABASE_URL: databaseUrl,
  })
  try {
    const codes = await seedTickets(databaseUrl, ticketSecret, SCANS + 400)
    const token = await staffToken(server.url)
    const bundle = (await (
      await fetch(`${server.url}/api/tickets/offline-bundle`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as OfflineBundle
    const sync = await syncAll(server.url, token, codes)
    sync.doubles = await doubleAdmissions(databaseUrl)
    const spare = codes.slice(SCANS)
    const offline = await offlineDecisions(bundle, spare.slice(0, 200))
    const online = await onlineValidations(server.url, token, spare.slice(200, 400))
    return { sync, offline, online }
  } finally {
    await server.stop()
  }
}

export async function gateSyncSection(): Promise<Section> {
  const cluster = await startPostgresCluster()
  let figures: Awaited<ReturnType<typeof measure>>
  try {
    figures = await measure(cluster.url)
  } finally {
    cluster.stop()
  }
  const { sync, offline, online } = figures
  return {
    title: 'Offline kiosks: sync and scan-to-verdict',
    command: 'npm run bench (bench/gate-sync.ts), or node bench/gate-sync.ts alone',
    note:
      `${SCANS.toLocaleString('en')} offline admissions of distinct tickets uploaded in batches of ` +
      `${BATCH} by one kiosk to a server on PostgreSQL; the offline verdict is the kiosk's own ` +
      'Ed25519 check (WebCrypto, here in Node 24) and admission rule, without camera decoding; ' +
      'the online one a validation round trip on loopback, one at a time.',
    header: ['What', 'Figure', 'Target', 'Notes'],
    rows: [
      [
        `Sync of ${SCANS.toLocaleString('en')} offline scans (PostgreSQL)`,
        ms(sync.totalMs),
        `< ${ms(TARGET_MS)}`,
        `${Math.round((SCANS / sync.totalMs) * 1000)} scans/s; ${sync.recorded} recorded, ` +
          `${sync.doubles} double admissions`,
      ],
      [
        'Kiosk verdict offline (p50 / p99)',
        `${ms(percentile(offline, 50))} / ${ms(percentile(offline, 99))}`,
        'well under the online round trip',
        '200 codes',
      ],
      [
        'Kiosk verdict online, server round trip (p50 / p99)',
        `${ms(percentile(online, 50))} / ${ms(percentile(online, 99))}`,
        'reference',
        '200 codes, loopback',
      ],
    ],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await gateSyncSection()
  console.log(section.title)
  for (const row of section.rows) console.log(`  ${row.join(' | ')}`)
}
