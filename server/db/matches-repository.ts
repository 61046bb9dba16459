// Smart Matching rows: suggestions (status 'none') and decisions (accepted, rejected) per user.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Match, MatchStatus } from '../../src/api/contract.ts'
import type { Database } from './client.ts'
import { matches } from './schema.ts'

type MatchRow = typeof matches.$inferSelect

const toMatch = (row: MatchRow): Match => ({
  id: row.id,
  vendor_id: row.vendorId,
  score: row.score,
  description: row.description,
  status: row.status as MatchStatus,
})

export async function decidedVendorIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ vendorId: matches.vendorId })
    .from(matches)
    .where(and(eq(matches.userId, userId), ne(matches.status, 'none')))
  return new Set(rows.map((r) => r.vendorId))
}

export interface Suggestion {
  vendorId: number
  score: number
  reason: string
}

/**
 * Stores the current suggestions (status 'none') and returns them best first. A decision taken
 * meanwhile by another request is never overwritten back to 'none'.
 */
export async function saveSuggestions(
  db: Database,
  userId: number,
  suggestions: Suggestion[],
): Promise<Match[]> {
  if (suggestions.length === 0) return []
  await db
    .insert(matches)
    .values(
      suggestions.map((s) => ({
        userId,
        vendorId: s.vendorId,
        score: s.score,
        description: s.reason,
        status: 'none',
      })),
    )
    .onConflictDoUpdate({
      target: [matches.userId, matches.vendorId],
      set: { score: sql`excluded.score`, description: sql`excluded.description` },
      setWhere: sql`${matches.status} = 'none'`,
    })
  const rows = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.userId, userId),
        eq(matches.status, 'none'),
        inArray(
          matches.vendorId,
          suggestions.map((s) => s.vendorId),
        ),
      ),
    )
    .orderBy(desc(matches.score), matches.vendorId)
  return rows.map(toMatch)
}

export async function history(db: Database, userId: number): Promise<Match[]> {
  const rows = await db
    .select()
    .from(matches)
    .where(and(eq(matches.userId, userId), ne(matches.status, 'none')))
    .orderBy(desc(matches.decidedAt), desc(matches.id))
  return rows.map(toMatch)
}

/** Idempotent: deciding again keeps the row, updating its status (and time if it changed). */
export async function decide(
  db: Database,
  userId: number,
  vendorId: number,
  status: 'accepted' | 'rejected',
  fallback: { score: number; reason: string },
): Promise<Match> {
  const [row] = await db
    .insert(matches)
    .values({
      userId,
      vendorId,
      score: fallback.score,
      description: fallback.reason,
      status,
      decidedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [matches.userId, matches.vendorId],
      set: {
        status,
        decidedAt: sql`case when ${matches.status} = ${status} then ${matches.decidedAt} else now() end`,
      },
    })
    .returning()
  if (!row) throw new Error('decision not stored')
  return toMatch(row)
}

export async function findMatch(
  db: Database,
  userId: number,
  vendorId: number,
): Promise<Match | undefined> {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.userId, userId), eq(matches.vendorId, vendorId)))
  return row && toMatch(row)
}
