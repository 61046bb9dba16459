// Durable mail (issue 18): a mail queued while the SMTP server is down survives a restart of the
// server and arrives exactly once when SMTP is back; several workers on one database send each
// mail once; a sent mail's content (links, ticket codes) does not stay in the database.
import { once } from 'node:events'
import net, { type AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { MAIL_QUEUE } from '../../server/mail/queue.ts'
import { startTestSmtp, type TestSmtp } from '../support/smtp-server.ts'
import {
  createTestApp,
  lastingTestDatabase,
  type TestApp,
  testDatabaseKind,
} from '../support/test-app.ts'
import { decodeQuotedPrintable, signedIn } from './helpers.ts'

const kind = testDatabaseKind()

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const register = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'una-password-lunga', first_name: 'Giulia' },
  })

const jobsTo = (t: TestApp, email: string) =>
  t.database.rows<{ state: string; data: Record<string, unknown> }>(
    sql`select state::text as state, data from pgboss.job
        where name = ${MAIL_QUEUE} and data->>'to' = ${email}`,
  )

describe(`durable mail on ${kind}`, () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('delivers a verification mail queued during an SMTP outage exactly once, after a restart', async () => {
    const lasting = await lastingTestDatabase()
    cleanups.push(() => lasting.dispose())
    // The SMTP server is down: its port drops every connection. (A port merely left closed could
    // be taken meanwhile by another test's server.)
    const down = net.createServer((socket) => socket.destroy())
    down.listen(0, '127.0.0.1')
    await once(down, 'listening')
    const { port } = down.address() as AddressInfo
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '1' }
    const email = 'guasto@example.com'

    const before = await createTestApp(env, await lasting.open())
    const admin = await signedIn(before, { email: 'organizzatrice@example.com', role: 'admin' })
    expect((await register(before, email)).statusCode).toBe(201)
    // The admins see it waiting, with why the last attempt failed.
    const waiting = await until('a failed attempt', async () => {
      const res = await before.app.inject({ url: '/api/admin/mail', headers: admin.headers })
      const mail = res.json<{ mails: { state: string; failure: string | null }[] }>().mails[0]
      return mail?.state === 'pending' && mail.failure ? res.json() : undefined
    })
    expect(waiting).toMatchObject({
      pending: 1,
      failed: 0,
      mails: [
        {
          to: email,
          subject: 'Conferma il tuo indirizzo email',
          state: 'pending',
          failure: 'unreachable',
          attempts: expect.any(Number),
          next_attempt_at: expect.any(String),
        },
      ],
    })
    await before.close()

    // SMTP is back, and a new server starts on the same database.
    await new Promise((resolve) => down.close(resolve))
    const smtp = await startTestSmtp({ port })
    cleanups.push(() => smtp.close())
    const after = await createTestApp(env, await lasting.open())
    try {
      await until('the mail', async () => (smtp.received.length > 0 ? true : undefined))
      await after.app.mailer.settled()
      // Past another poll and retry delay: still one.
      await new Promise((r) => setTimeout(r, 2500))
      expect(smtp.received.map((m) => m.to)).toEqual([[email]])
      const text = decodeQuotedPrintable(smtp.received[0]?.raw ?? '')
      const token = /verify-email\?token=([\w-]{43})/.exec(text)?.[1]
      expect(token).toBeDefined()
      const verified = await after.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      })
      expect(verified.statusCode).toBe(200)

      // Sent: no longer listed, and its content (the link) is gone from the database.
      await after.app.mailer.settled()
      const admin2 = await signedIn(after, { email: 'altra@example.com', role: 'admin' })
      const list = await after.app.inject({ url: '/api/admin/mail', headers: admin2.headers })
      expect(list.json()).toMatchObject({ pending: 0, sending: 0, failed: 0, mails: [] })
      const jobs = await jobsTo(after, email)
      expect(jobs.map((j) => j.state).sort()).toEqual(['completed', 'completed'])
      for (const job of jobs) {
        expect(job.data).not.toHaveProperty('message')
        expect(JSON.stringify(job.data)).not.toContain('token=')
        expect(job.data).toMatchObject({ to: email, outcome: 'sent' })
      }
      expect(smtp.received.map((m) => m.to)).toEqual([[email], [email]])
    } finally {
      await after.close()
    }
  }, 90_000)

  it(`sends each mail once with ${kind === 'postgres' ? 'two workers' : 'one worker'} on the database`, async () => {
    const smtp: TestSmtp = await startTestSmtp({ delayMs: 20 })
    cleanups.push(() => smtp.close())
    const lasting = await lastingTestDatabase()
    cleanups.push(() => lasting.dispose())
    const env = { SMTP_URL: smtp.url }
    // PGlite is one process's database: there one worker gets the whole burst.
    const apps = [await createTestApp(env, await lasting.open())]
    if (kind === 'postgres') apps.push(await createTestApp(env, await lasting.open()))
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `raffica.${i}@example.com`)
      await Promise.all(
        addresses.map((to, i) =>
          apps[i % apps.length]?.app.mailer.send({
            to,
            subject: 'Prova di consegna',
            text: `Messaggio ${i}`,
            html: `<p>Messaggio ${i}</p>`,
          }),
        ),
      )
      await until('every mail', async () =>
        smtp.received.length >= addresses.length ? true : undefined,
      )
      for (const t of apps) await t.app.mailer.settled()
      await new Promise((r) => setTimeout(r, 2500))
      const delivered = smtp.received.flatMap((m) => m.to).sort()
      expect(delivered).toEqual([...addresses].sort())
    } finally {
      for (const t of apps) await t.close()
    }
  }, 90_000)

  it('queues nothing when the transaction that asked for a mail is rolled back', async () => {
    const t = await createTestApp()
    cleanups.push(() => t.close())
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.mailer.send(
          { to: 'annullata@example.com', subject: 'Mai', text: 'Mai', html: '<p>Mai</p>' },
          tx,
        )
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await t.app.mailer.send(
      { to: 'confermata@example.com', subject: 'Sì', text: 'Sì', html: '<p>Sì</p>' },
      undefined,
    )
    await t.app.mailer.settled()
    expect(await jobsTo(t, 'annullata@example.com')).toEqual([])
    expect((await jobsTo(t, 'confermata@example.com')).map((j) => j.state)).toEqual(['completed'])
  })
})
