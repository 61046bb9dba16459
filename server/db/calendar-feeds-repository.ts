// The secret of each user's calendar feed (see calendarFeeds in schema.ts): made on first ask,
// replaced on renewal, found by the SHA-256 of the token the URL carries.
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { hashToken, newOpaqueToken } from '../domain/secure-tokens.ts'
import type { Database } from './client.ts'
import { calendarFeeds } from './schema.ts'

const tokenOf = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`calendar:${nonce}`).digest('base64url')

/** The user's feed token, made now when they have none (or renewed when asked). */
export async function feedToken(
  db: Database,
  userId: number,
  secret: string,
  renew = false,
): Promise<string> {
  if (!renew) {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId))
    if (row) return tokenOf(secret, row.nonce)
  }
  const nonce = newOpaqueToken()
  const token = tokenOf(secret, nonce)
  const values = { userId, nonce, tokenHash: hashToken(token) }
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
  return token
}

export async function userOfFeed(db: Database, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
  return row?.userId
}
