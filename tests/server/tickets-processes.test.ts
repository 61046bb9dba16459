// Exactly-once admission across real server processes: `node server/main.ts`, over HTTP. On
// PostgreSQL two processes share one database; PGlite is single-process by design, so there
// the one process gets all the simultaneous scans.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { issueTicket } from '../../server/db/tickets-repository.ts'
import { insertUser } from '../../server/db/users-repository.ts'
import { signAccessToken } from '../../server/domain/access-tokens.ts'
import { freePort } from '../support/free-port.ts'
import { createPostgresDatabase, testDatabaseKind } from '../support/test-app.ts'

const kind = testDatabaseKind()
const processCount = kind === 'postgres' ? 2 : 1

async function waitForHealth(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not start: ${output()}`)
}

describe(`ticket validation across ${processCount} server process(es) on ${kind}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-procs-'))
  const jwtSecret = randomBytes(32).toString('base64url')
  const ticketSecret = randomBytes(32).toString('base64url')
  const children: ChildProcess[] = []
  const bases: string[] = []
  let databaseUrl: string | undefined
  let qrCodeData = ''
  let staffToken = ''

  beforeAll(async () => {
    databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined
    const database = await openDatabase(
      databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
    )
    try {
      const staff = await insertUser(database.db, {
        email: 'steward@example.com',
        passwordHash: 'x',
        role: 'staff',
        emailVerifiedAt: new Date(),
      })
      const visitor = await insertUser(database.db, {
        email: 'mario@example.com',
        passwordHash: 'x',
        firstName: 'Mario',
        emailVerifiedAt: new Date(),
      })
      if (!staff || !visitor) throw new Error('seed failed')
      qrCodeData = (await issueTicket(database.db, visitor.id, ticketSecret)).qrCodeData
      staffToken = await signAccessToken(jwtSecret, {
        userId: staff.id,
        role: 'staff',
        sessionVersion: 0,
      })
    } finally {
      await database.close()
    }

    for (let i = 0; i < processCount; i++) {
      const port = await freePort()
      let output = ''
      const child = spawn(process.execPath, ['server/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          STATIC_DIR: path.join(dataDir, 'no-static'),
          DEMO: 'off',
          LOG_LEVEL: 'warn',
          JWT_SECRET: jwtSecret,
          TICKET_SECRET: ticketSecret,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
      children.push(child)
      bases.push(`http://127.0.0.1:${port}`)
    }
    await Promise.all(
      children.map((child, i) => waitForHealth(bases[i] ?? '', child, () => 'see stderr')),
    )
  }, 90_000)

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          }),
      ),
    )
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('admits exactly one of 16 simultaneous scans of one ticket', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const res = await fetch(`${bases[i % bases.length]}/api/tickets/validate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
          body: JSON.stringify({ qr_code_data: qrCodeData, gate: `Varco ${i % bases.length}` }),
        })
        expect(res.status).toBe(200)
        return (await res.json()) as { valid: boolean; message: string }
      }),
    )
    expect(answers.filter((a) => a.valid)).toHaveLength(1)
    expect(
      answers.filter((a) => !a.valid).every((a) => /già utilizzato oggi/.test(a.message)),
    ).toBe(true)
    if (databaseUrl) {
      const database = await openDatabase({ databaseUrl, poolSize: 1 })
      try {
        const rows = await database.rows<{ n: number }>(
          sql`select count(*)::int as n from checkins`,
        )
        expect(Number(rows[0]?.n)).toBe(1)
      } finally {
        await database.close()
      }
    }
  }, 60_000)
})
