// Graceful shutdown of a real `node server/main.ts` (close-with-grace): on SIGTERM a request
// under way still gets its answer, the mail being sent is finished and recorded, no job is left
// 'sending', and the mail queued meanwhile waits in the database for the next start.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { MAIL_QUEUE } from '../../server/mail/queue.ts'
import { heldRequest, nextRequestLogged, parseAnswer } from '../support/held-request.ts'
import { startServerProcess } from '../support/server-process.ts'
import { startTestSmtp } from '../support/smtp-server.ts'
import { createPostgresDatabase, testDatabaseKind } from '../support/test-app.ts'

const kind = testDatabaseKind()
const PASSWORD = 'una-password-lunga'

describe(`graceful shutdown on ${kind}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-shutdown-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('answers the request under way, finishes the mail being sent, and leaves no job sending', async () => {
    // Each message is accepted 1.5 s after it arrives: the signal comes in the middle.
    const smtp = await startTestSmtp({ delayMs: 1500 })
    const databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined
    const env = {
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-static'),
      DEMO: 'off',
      SMTP_URL: smtp.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TICKET_SECRET: randomBytes(32).toString('base64url'),
      // Requests are logged: the test waits for the held one to be under way.
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }
    try {
      const live = await startServerProcess(env)
      const register = (email: string) =>
        fetch(`${live.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        })
      expect((await register('primo@example.com')).status).toBe(201)
      await smtp.receiving
      // The headers must have reached the server before the signal for the request to be under way.
      const underWay = nextRequestLogged(live.output, '/api/auth/register')
      const held = heldRequest(live.port, {
        method: 'POST',
        path: '/api/auth/register',
        body: JSON.stringify({ email: 'secondo@example.com', password: PASSWORD }),
      })
      await underWay
      const exited = live.stop('SIGTERM')
      await new Promise((r) => setTimeout(r, 200))
      held.finish()
      expect(parseAnswer(await held.answered)).toMatchObject({
        status: 201,
        body: { message: expect.stringMatching(/Controlla la tua email/) },
      })
      expect(await exited).toBe(0)
      expect(smtp.received.map((m) => m.to)).toEqual([['primo@example.com']])

      const database = await openDatabase(
        databaseUrl ? { databaseUrl, poolSize: 1 } : { pgliteDir: path.join(dataDir, 'pglite') },
      )
      try {
        const jobs = await database.rows<{ to: string; state: string }>(
          sql`select data->>'to' as "to", state::text as state from pgboss.job
              where name = ${MAIL_QUEUE} order by created_on`,
        )
        expect(jobs).toEqual([
          { to: 'primo@example.com', state: 'completed' },
          { to: 'secondo@example.com', state: 'created' },
        ])
      } finally {
        await database.close()
      }

      // The next start sends what was left waiting.
      const restarted = await startServerProcess(env)
      try {
        const deadline = Date.now() + 20_000
        while (smtp.received.length < 2 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100))
        }
        expect(smtp.received.map((m) => m.to)).toEqual([
          ['primo@example.com'],
          ['secondo@example.com'],
        ])
      } finally {
        expect(await restarted.stop()).toBe(0)
      }
    } finally {
      await smtp.close()
    }
  }, 120_000)
})
