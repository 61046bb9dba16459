// Refresh-token families: one per login, rotated on every use. Replaying a spent token means it
// was stolen (or copied): the whole family is revoked, thief and owner alike must log in again.
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { refreshTokens } from './schema.ts'

/** Idle lifetime of one refresh token; every rotation starts it again. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600
/** A login lasts at most this long, however often it is refreshed. */
export const FAMILY_TTL_SECONDS = 90 * 24 * 3600

export async function startFamily(db: Database, userId: number, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${REFRESH_TTL_SECONDS})`,
    familyExpiresAt: sql`now() + make_interval(secs => ${FAMILY_TTL_SECONDS})`,
  })
}

export type RotationResult =
  { kind: 'rotated'; userId: number } | { kind: 'reused'; userId: number } | { kind: 'invalid' }

/**
 * Spends `oldHash` and stores `newHash` in the same family. The spend is a single conditional
 * UPDATE, so two concurrent uses of one token cannot both succeed.
 */
export async function rotate(
  db: Database,
  oldHash: string,
  newHash: string,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, oldHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
          gt(refreshTokens.familyExpiresAt, sql`now()`),
        ),
      )
      .returning()
    if (spent) {
      await tx.insert(refreshTokens).values({
        userId: spent.userId,
        familyId: spent.familyId,
        tokenHash: newHash,
        expiresAt: new Date(
          Math.min(Date.now() + REFRESH_TTL_SECONDS * 1000, spent.familyExpiresAt.getTime()),
        ),
        familyExpiresAt: spent.familyExpiresAt,
      })
      return { kind: 'rotated', userId: spent.userId }
    }
    const [known] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, oldHash))
    if (known?.usedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)))
      return { kind: 'reused', userId: known.userId }
    }
    return { kind: 'invalid' }
  })
}

/** Logout: ends the family of the presented token. */
export async function revokeFamilyOf(db: Database, tokenHash: string): Promise<void> {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
  if (!known) return
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)))
}

/** Password reset: every session of the user ends. */
export async function revokeAllOfUser(db: Database, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}
