// Smart Matching rows: suggestions (status 'none') and decisions (accepted, rejected) per user.
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Match, MatchStatus } from '../../src/api/contract.ts'
import type { Database, DatabaseHandle } from './client.ts'
import { leads, matches, users } from './schema.ts'

type MatchRow = typeof matches.$inferSelect

const toMatch = (row: MatchRow): Match => ({
  id: row.id,
  vendor_id: row.vendorId,
  score: row.score,
  description: row.description,
  status: row.status as MatchStatus,
  mutual: row.status === 'accepted' && row.exhibitorAcceptedAt !== null,
})

/** The user's accepts and passes, which the engine learns from. */
export async function decisionsOf(
  db: Database,
  userId: number,
): Promise<{ exhibitorId: number; accepted: boolean }[]> {
  const rows = await db
    .select({ vendorId: matches.vendorId, status: matches.status })
    .from(matches)
    .where(and(eq(matches.userId, userId), ne(matches.status, 'none')))
  return rows.map((r) => ({ exhibitorId: r.vendorId, accepted: r.status === 'accepted' }))
}

/**
 * Exhibitors' interest in attendees (issue 21): mutual matches ("Interessa anche a noi" on an
 * accepted match) and badges scanned at the stand, with what each of those attendees asks for.
 * The engine reads only their requests; nothing else about them leaves here.
 */
export async function engagements(db: Database): Promise<
  {
    vendorId: number
    userId: number
    kind: 'mutual' | 'lead'
    rating: string | null
    seeking: string
  }[]
> {
  const [mutual, scanned] = await Promise.all([
    db
      .select({ vendorId: matches.vendorId, userId: matches.userId, seeking: users.seeking })
      .from(matches)
      .innerJoin(users, eq(users.id, matches.userId))
      .where(
        and(
          isNotNull(matches.exhibitorAcceptedAt),
          eq(matches.status, 'accepted'),
          isNull(users.deletedAt),
        ),
      ),
    db
      .select({
        vendorId: leads.vendorId,
        userId: leads.userId,
        rating: leads.rating,
        seeking: users.seeking,
      })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.userId))
      .where(isNull(users.deletedAt)),
  ])
  return [
    ...mutual.flatMap((r) =>
      r.seeking ? [{ ...r, seeking: r.seeking, kind: 'mutual' as const, rating: null }] : [],
    ),
    ...scanned.flatMap((r) =>
      r.seeking ? [{ ...r, seeking: r.seeking, kind: 'lead' as const }] : [],
    ),
  ]
}

/** Changes whenever a mutual match or a lead is added, answered, decided again, rated or
 * removed: one cheap query (one round trip) per ranking tells whether the engagements read
 * before still hold. */
export async function engagementsSignature(database: DatabaseHandle): Promise<string> {
  const [row] = await database.rows<{ s: string }>(sql`
    select
      (select count(*)::text || ':' || coalesce(max(${matches.decidedAt})::text, '') || ':'
          || coalesce(max(${matches.exhibitorAcceptedAt})::text, '') || ':'
          || coalesce(sum(${matches.id}), 0)::text
        from ${matches} where ${matches.exhibitorAcceptedAt} is not null)
      || '|' ||
      (select count(*)::text || ':' || coalesce(max(${leads.updatedAt})::text, '') || ':'
          || coalesce(sum(${leads.id}), 0)::text
        from ${leads}) as s`)
  return row?.s ?? ''
}

export interface Suggestion {
  vendorId: number
  score: number
  reason: string
}

/**
 * Stores the current suggestions (status 'none') and returns them in the order given. Rows that
 * are already stored as they are are not written again (asking twice writes nothing), and a
 * decision taken meanwhile by another request is never overwritten back to 'none'.
 */
export async function saveSuggestions(
  db: Database,
  userId: number,
  suggestions: Suggestion[],
): Promise<Match[]> {
  if (suggestions.length === 0) return []
  const ids = suggestions.map((s) => s.vendorId)
  const read = () =>
    db
      .select()
      .from(matches)
      .where(and(eq(matches.userId, userId), inArray(matches.vendorId, ids)))
  let rows = await read()
  const stored = new Map(rows.map((r) => [r.vendorId, r]))
  const changed = suggestions.filter((s) => {
    const row = stored.get(s.vendorId)
    return (
      !row || (row.status === 'none' && (row.score !== s.score || row.description !== s.reason))
    )
  })
  if (changed.length) {
    await db
      .insert(matches)
      .values(
        changed.map((s) => ({
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
    rows = await read()
  }
  const byVendor = new Map(rows.map((r) => [r.vendorId, r]))
  return suggestions.flatMap((s) => {
    const row = byVendor.get(s.vendorId)
    return row && row.status === 'none' ? [toMatch(row)] : []
  })
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
