// GET /api/admin/mail: the mail queue for admins only (401 without a valid token, 403 for every
// other role), listing what waits and what was given up, with the reason as a stable code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSmtp, type TestSmtp } from '../support/smtp-server.ts'
import { createTestApp, type TestApp, testDatabaseKind } from '../support/test-app.ts'
import { bearer, signedIn } from './helpers.ts'

describe(`GET /api/admin/mail on ${testDatabaseKind()}`, () => {
  let t: TestApp
  let smtp: TestSmtp
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  const list = (headers: Record<string, string>, query = '') =>
    t.app.inject({ url: `/api/admin/mail${query}`, headers })

  beforeAll(async () => {
    smtp = await startTestSmtp({ refuse: ['inesistente@example.com'] })
    t = await createTestApp({ SMTP_URL: smtp.url })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('answers 401 without a valid token and 403 to users, staff and exhibitors', async () => {
    const none = await list({})
    expect(none.statusCode).toBe(401)
    expect(none.json().detail).toMatch(/Accesso richiesto/)
    expect((await list(bearer('not-a-token'))).statusCode).toBe(401)
    for (const role of ['user', 'staff', 'exhibitor']) {
      const caller = await signedIn(t, { email: unique(role), role })
      const res = await list(caller.headers)
      expect(res.statusCode, role).toBe(403)
      expect(res.json().detail).toBe('Non hai i permessi per questa operazione.')
    }
  })

  it('shows a mail the SMTP server refused for good as failed, and hides the sent ones', async () => {
    const admin = await signedIn(t, { email: unique('admin'), role: 'admin' })
    const mail = (to: string) => ({ to, subject: `Per ${to}`, text: 'Ciao', html: '<p>Ciao</p>' })
    await t.app.mailer.send(mail('inesistente@example.com'))
    await t.app.mailer.send(mail('presente@example.com'))
    await t.app.mailer.settled()
    expect(smtp.received.map((m) => m.to)).toEqual([['presente@example.com']])

    const res = await list(admin.headers)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      pending: 0,
      sending: 0,
      failed: 1,
      mails: [
        {
          id: expect.any(String),
          to: 'inesistente@example.com',
          subject: 'Per inesistente@example.com',
          state: 'failed',
          // A 550 is not retried: waiting will not create the mailbox.
          attempts: 1,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          next_attempt_at: null,
          failure: 'rejected',
        },
      ],
    })
    expect((await list(admin.headers, '?state=pending')).json().mails).toEqual([])
    expect((await list(admin.headers, '?state=failed&limit=1')).json().mails).toHaveLength(1)
    expect((await list(admin.headers, '?limit=0')).statusCode).toBe(422)
  })
})
