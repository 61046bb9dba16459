// Shared steps of the server tests: accounts made through the real API or straight in the
// database, logins, and reading the mails the app wrote to its outbox directory.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import { insertUser, type NewUser, type UserRow } from '../../server/db/users-repository.ts'
import { issueTicket } from '../../server/db/tickets-repository.ts'
import { hashPassword } from '../../server/domain/passwords.ts'
import type { TestApp } from '../support/test-app.ts'

export const PASSWORD = 'Password-di-prova-1'

/** The .eml files of the outbox, oldest first, after every pending send has finished. */
export async function outbox(t: TestApp): Promise<{ file: string; raw: string; text: string }[]> {
  await t.app.mailer.settled()
  let names: string[]
  try {
    names = readdirSync(t.config.mailOutboxDir).filter((n) => n.endsWith('.eml'))
  } catch {
    return []
  }
  return names.sort().map((name) => {
    const raw = readFileSync(path.join(t.config.mailOutboxDir, name), 'utf8')
    return { file: name, raw, text: decodeQuotedPrintable(raw) }
  })
}

/** Quoted-printable bodies and RFC 2047 headers back to UTF-8 text, enough to read links. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = (s: string) =>
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const headers = raw.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, word: string) =>
    bytes(word.replace(/_/g, ' ')),
  )
  return Buffer.from(bytes(headers), 'latin1').toString('utf8')
}

export async function mailsTo(t: TestApp, to: string) {
  return (await outbox(t)).filter((m) => new RegExp(`^To: .*${to}`, 'mi').test(m.raw))
}

/** The token of the last link `${PUBLIC_URL}/<page>?token=...` mailed to `to`. */
export async function lastLinkToken(t: TestApp, to: string, page: string): Promise<string> {
  const mails = await mailsTo(t, to)
  const pattern = new RegExp(`${t.config.publicUrl}/${page}\\?token=([A-Za-z0-9_-]+)`)
  for (const mail of mails.reverse()) {
    const found = pattern.exec(mail.text)
    if (found?.[1]) return found[1]
  }
  throw new Error(`no ${page} link mailed to ${to}`)
}

let passwordHash: Promise<string> | undefined

/** A verified account with a ticket, made directly in the database (fast). */
export async function createUser(
  t: TestApp,
  fields: Partial<NewUser> & { email: string },
): Promise<UserRow & { qrCodeData: string }> {
  passwordHash ??= hashPassword(PASSWORD)
  const user = await insertUser(t.database.db, {
    passwordHash: await passwordHash,
    emailVerifiedAt: new Date(),
    ...fields,
  })
  if (!user) throw new Error(`${fields.email} exists`)
  const ticket = await issueTicket(t.database.db, user.id, t.config.ticketSecret)
  return { ...user, qrCodeData: ticket.qrCodeData }
}

export async function login(t: TestApp, email: string, password = PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(res.statusCode, res.body).toBe(200)
  const cookie = res.cookies.find((c) => c.name === 'fiera_refresh')
  return { token: res.json<{ access_token: string }>().access_token, refresh: cookie?.value ?? '' }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Creates a verified user and logs in: its bearer headers and row. */
export async function signedIn(t: TestApp, fields: Partial<NewUser> & { email: string }) {
  const user = await createUser(t, fields)
  const { token } = await login(t, fields.email)
  return { user, token, headers: bearer(token) }
}
