// Account steps are atomic (issue 18): registration, verify-email and reset-password each run in
// one transaction. A failure is injected between their statements (a trigger that raises, on the
// real database) and nothing may be half-done: the link still works, no verified user lacks a
// ticket, no mail is queued for a step that did not happen.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../../server/db/users-repository.ts'
import { MAIL_QUEUE } from '../../server/mail/queue.ts'
import { sharedTestApp, testDatabaseKind } from '../support/test-app.ts'
import { createUser, lastLinkToken, login, PASSWORD } from './helpers.ts'

describe(`atomic account steps on ${testDatabaseKind()}`, () => {
  const t = sharedTestApp()
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`

  beforeAll(async () => {
    await t.database.rows(
      sql.raw(`create function fiera_injected_failure() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`),
    )
  })

  /**
   * Runs trigger DDL again when PostgreSQL picks it as a deadlock victim: it locks pgboss.job
   * and its partitions in the opposite order to the mail worker's insert, which runs meanwhile.
   */
  const ddl = async (statement: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await t.database.rows(sql.raw(statement))
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code
        if (code !== '40P01' || attempt === 5) throw error
      }
    }
  }

  /** Makes the next matching write fail inside the step's transaction; answers the undo. */
  const failOn = async (table: string, event: string, when = 'true') => {
    const name = `injected_${++serial}`
    await ddl(`create trigger ${name} after ${event} on ${table} for each row
        when (${when}) execute function fiera_injected_failure()`)
    return () => ddl(`drop trigger ${name} on ${table}`)
  }
  const failOnMail = (subject: string) =>
    failOn('pgboss.job', 'insert', `new.data->>'subject' = '${subject.replace(/'/g, "''")}'`)

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
  const mailsQueuedTo = async (email: string) =>
    (
      await t.database.rows<{ subject: string }>(
        sql`select data->>'subject' as subject from pgboss.job
            where name = ${MAIL_QUEUE} and data->>'to' = ${email} order by created_on`,
      )
    ).map((r) => r.subject)
  const stateOf = async (email: string) => {
    const user = await findUserByEmail(t.database.db, email)
    const [tokens] = await t.database.rows<{ unused: number | string }>(
      sql`select count(*) as unused from email_tokens
          where user_id = ${user?.id ?? -1} and used_at is null`,
    )
    const [tickets] = await t.database.rows<{ n: number | string }>(
      sql`select count(*) as n from tickets where user_id = ${user?.id ?? -1}`,
    )
    return {
      verified: Boolean(user?.emailVerifiedAt),
      unusedTokens: Number(tokens?.unused),
      tickets: Number(tickets?.n),
    }
  }

  it('registration: a failure after the user row leaves no account and no mail', async () => {
    for (const inject of [
      () => failOn('email_tokens', 'insert'),
      () => failOnMail('Conferma il tuo indirizzo email'),
    ]) {
      const undo = await inject()
      const email = unique('iscrizione')
      const res = await post('/api/auth/register', { email, password: 'una-password-lunga' })
      expect(res.statusCode).toBe(500)
      expect(res.body).not.toContain('injected')
      await undo()
      expect(await findUserByEmail(t.database.db, email)).toBeUndefined()
      expect(await mailsQueuedTo(email)).toEqual([])
      // Nothing is in the way of the same registration now.
      expect(
        (await post('/api/auth/register', { email, password: 'una-password-lunga' })).statusCode,
      ).toBe(201)
      expect(await stateOf(email)).toEqual({ verified: false, unusedTokens: 1, tickets: 0 })
      expect(await mailsQueuedTo(email)).toEqual(['Conferma il tuo indirizzo email'])
    }
  })

  it('verify-email: a failure before the ticket or its mail leaves the link usable', async () => {
    const email = unique('verifica')
    expect(
      (await post('/api/auth/register', { email, password: 'una-password-lunga' })).statusCode,
    ).toBe(201)
    const token = await lastLinkToken(t, email, 'verify-email')
    for (const inject of [
      // Between marking the address verified and issuing the ticket.
      () => failOn('tickets', 'insert'),
      // At the last step: queueing the ticket mail.
      () => failOnMail('Il tuo biglietto per Fiera'),
    ]) {
      const undo = await inject()
      const res = await post('/api/auth/verify-email', { token })
      expect(res.statusCode).toBe(500)
      await undo()
      expect(await stateOf(email)).toEqual({ verified: false, unusedTokens: 1, tickets: 0 })
      expect(await mailsQueuedTo(email)).toEqual(['Conferma il tuo indirizzo email'])
    }
    const res = await post('/api/auth/verify-email', { token })
    expect(res.statusCode).toBe(200)
    expect(await stateOf(email)).toEqual({ verified: true, unusedTokens: 0, tickets: 1 })
    expect(await mailsQueuedTo(email)).toEqual([
      'Conferma il tuo indirizzo email',
      'Il tuo biglietto per Fiera',
    ])
  })

  it('reset-password: a failure after the new password leaves password, sessions and link as they were', async () => {
    const email = unique('reimposta')
    await createUser(t, { email })
    let { refresh } = await login(t, email)
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200)
    const token = await lastLinkToken(t, email, 'reset-password')
    for (const inject of [
      // Between setting the new password and ending the sessions.
      () => failOn('refresh_tokens', 'update'),
      // At the last step: queueing the owner's notice.
      () => failOnMail('La tua password è stata cambiata'),
    ]) {
      const undo = await inject()
      const res = await post('/api/auth/reset-password', {
        token,
        new_password: 'nuova-password-1',
      })
      expect(res.statusCode).toBe(500)
      await undo()
      expect(await stateOf(email)).toMatchObject({ unusedTokens: 1 })
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { fiera_refresh: refresh },
      })
      expect(session.statusCode).toBe(200)
      // Still alive: it rotates as usual.
      refresh = session.cookies.find((c) => c.name === 'fiera_refresh')?.value ?? ''
      expect(refresh).toMatch(/^[\w-]{43}$/)
      expect((await login(t, email, PASSWORD)).token).toBeTruthy()
    }
    const res = await post('/api/auth/reset-password', { token, new_password: 'nuova-password-1' })
    expect(res.statusCode).toBe(200)
    expect(await stateOf(email)).toMatchObject({ unusedTokens: 0 })
    expect((await login(t, email, 'nuova-password-1')).token).toBeTruthy()
    expect(await mailsQueuedTo(email)).toEqual([
      'Reimposta la tua password',
      'La tua password è stata cambiata',
    ])
  })
})
