// Seeds a gate scenario straight into a database (staff accounts with signed access tokens,
// visitors with tickets), for tests that then talk to separate server processes over HTTP.
import { randomBytes } from 'node:crypto'
import { issueTicket } from '../../server/db/tickets-repository.ts'
import { insertUser } from '../../server/db/users-repository.ts'
import type { Database } from '../../server/db/client.ts'
import { signAccessToken } from '../../server/domain/access-tokens.ts'

export interface GateSecrets {
  JWT_SECRET: string
  TICKET_SECRET: string
}

export const gateSecrets = (): GateSecrets => ({
  JWT_SECRET: randomBytes(32).toString('base64url'),
  TICKET_SECRET: randomBytes(32).toString('base64url'),
})

export async function seedStaffTokens(
  db: Database,
  secrets: GateSecrets,
  count: number,
  role: 'staff' | 'admin' = 'staff',
): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < count; i++) {
    const staff = await insertUser(db, {
      email: `varco.${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'x',
      role,
      emailVerifiedAt: new Date(),
    })
    if (!staff) throw new Error('seed failed')
    tokens.push(
      await signAccessToken(secrets.JWT_SECRET, {
        userId: staff.id,
        role,
        sessionVersion: 0,
      }),
    )
  }
  return tokens
}

export async function seedTickets(
  db: Database,
  secrets: GateSecrets,
  count: number,
): Promise<{ id: number; qrCodeData: string }[]> {
  const issued = []
  for (let i = 0; i < count; i++) {
    const visitor = await insertUser(db, {
      email: `ospite.${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'x',
      firstName: 'Mario',
      emailVerifiedAt: new Date(),
    })
    if (!visitor) throw new Error('seed failed')
    const { id, qrCodeData } = await issueTicket(db, visitor.id, secrets.TICKET_SECRET)
    issued.push({ id, qrCodeData })
  }
  return issued
}

export interface Verdict {
  valid: boolean
  message: string
}

/** POST /api/tickets/validate over real HTTP; throws on anything but 200. */
export async function validateOver(
  base: string,
  token: string,
  body: Record<string, unknown>,
): Promise<Verdict> {
  const res = await fetch(`${base}/api/tickets/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (res.status !== 200) throw new Error(`validate answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as Verdict
}
