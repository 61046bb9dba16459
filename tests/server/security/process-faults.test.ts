// Process faults at the gate, on a real `node server/main.ts`: SIGTERM lets an admission already
// under way finish and refuses new work; SIGKILL right after `valid: true` loses no check-in.
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/client.ts'
import { gateSecrets, seedStaffTokens, seedTickets, validateOver } from '../../support/gate-seed.ts'
import { heldRequest, nextRequestLogged } from '../../support/held-request.ts'
import { type ServerProcess, startServerProcess } from '../../support/server-process.ts'
import { createPostgresDatabase, testDatabaseKind } from '../../support/test-app.ts'

const kind = testDatabaseKind()
const ALREADY_USED = /^Biglietto già utilizzato oggi alle \d\d:\d\d al varco/

/** A validation under way: headers now, the rest of the body when we say so. */
const heldValidation = (port: number, token: string, body: string) =>
  heldRequest(port, {
    method: 'POST',
    path: '/api/tickets/validate',
    headers: { Authorization: `Bearer ${token}` },
    body,
  })

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

describe(`process faults on ${kind}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-faults-'))
  const secrets = gateSecrets()
  let databaseUrl: string | undefined
  let staffToken = ''
  let tickets: { id: number; qrCodeData: string }[] = []
  let server: ServerProcess | undefined

  const start = async (env: Record<string, string> = {}) =>
    (server = await startServerProcess({
      ...secrets,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-static'),
      DEMO: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    }))
  /** A server that logs its requests, so that a test can wait for one to be under way. */
  const startLogging = () => start({ LOG_LEVEL: 'info' })

  beforeAll(async () => {
    databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined
    const database = await openDatabase(
      databaseUrl ? { databaseUrl, poolSize: 2 } : { pgliteDir: path.join(dataDir, 'pglite') },
    )
    try {
      ;[staffToken = ''] = await seedStaffTokens(database.db, secrets, 1)
      tickets = await seedTickets(database.db, secrets, 6)
    } finally {
      await database.close()
    }
  }, 60_000)

  afterAll(async () => {
    await server?.stop('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every check-in answered valid when the process is killed right after', async () => {
    const admitted = tickets.slice(0, 3)
    for (const ticket of admitted) {
      const live = await start()
      const verdict = await validateOver(live.url, staffToken, {
        qr_code_data: ticket.qrCodeData,
        gate: 'Ingresso Nord',
      })
      expect(verdict.valid).toBe(true)
      expect(await live.stop('SIGKILL')).toBeNull()
    }
    const restarted = await start()
    for (const ticket of admitted) {
      const again = await validateOver(restarted.url, staffToken, {
        qr_code_data: ticket.qrCodeData,
        gate: 'Ingresso Sud',
      })
      expect(again.valid).toBe(false)
      expect(again.message).toMatch(ALREADY_USED)
    }
    await restarted.stop()
  }, 120_000)

  it('finishes an admission under way on SIGTERM, refuses new connections, then exits 0', async () => {
    const [inFlight, refused] = tickets.slice(3)
    if (!inFlight || !refused) throw new Error('not enough tickets seeded')
    const live = await startLogging()
    // The headers must have reached the server before the signal for the request to be under way.
    const underWay = nextRequestLogged(live.output, '/api/tickets/validate')
    const held = heldValidation(
      live.port,
      staffToken,
      JSON.stringify({ qr_code_data: inFlight.qrCodeData, gate: 'Ingresso Nord' }),
    )
    await underWay
    const exited = live.stop('SIGTERM')
    const deadline = Date.now() + 10_000
    while (await connects(live.port)) {
      if (Date.now() > deadline) throw new Error('still accepting connections after SIGTERM')
      await new Promise((r) => setTimeout(r, 50))
    }
    await expect(
      validateOver(live.url, staffToken, { qr_code_data: refused.qrCodeData }),
    ).rejects.toThrow()
    held.finish()
    const raw = await held.answered
    expect(raw).toMatch(/^HTTP\/1\.1 200 /)
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ valid: true })
    expect(await exited).toBe(0)

    const restarted = await start()
    const again = await validateOver(restarted.url, staffToken, {
      qr_code_data: inFlight.qrCodeData,
    })
    expect(again.message).toMatch(ALREADY_USED)
    const first = await validateOver(restarted.url, staffToken, {
      qr_code_data: refused.qrCodeData,
    })
    expect(first.valid).toBe(true)
    await restarted.stop()
  }, 120_000)

  it('exits after its grace period when a client never finishes its request', async () => {
    const [stalled] = tickets.slice(5)
    if (!stalled) throw new Error('not enough tickets seeded')
    const live = await startLogging()
    const underWay = nextRequestLogged(live.output, '/api/tickets/validate')
    heldValidation(live.port, staffToken, JSON.stringify({ qr_code_data: stalled.qrCodeData }))
    await underWay
    const stoppedAt = Date.now()
    expect(await live.stop('SIGTERM')).toBe(1)
    expect(Date.now() - stoppedAt).toBeLessThan(20_000)
    expect(live.output()).toMatch(/still under way after 10 s/)
  }, 60_000)
})
