// Refresh-token families: one per login, rotated on every use. Replaying a spent token means it
// was stolen (or copied): the whole family is revoked, thief and owner alike must log in again.
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, min, sql } from 'drizzle-orm'
import type { SessionLifetime, SessionRole } from '../config.ts'
import type { Database } from './client.ts'
import { refreshTokens, users } from './schema.ts'

/** The session lifetimes of a role: staff and admin have their own, any other role a visitor's. */
export function lifetimeOf(
  lifetimes: Record<SessionRole, SessionLifetime>,
  role: string,
): SessionLifetime {
  return role === 'staff' || role === 'admin' ? lifetimes[role] : lifetimes.user
}

/** Starts a login's family; answers when its first token stops working if unused. */
export async function startFamily(
  db: Database,
  userId: number,
  tokenHash: string,
  lifetime: SessionLifetime,
): Promise<Date> {
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId,
      familyId: randomUUID(),
      tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${lifetime.idleSeconds})`,
      familyExpiresAt: sql`now() + make_interval(secs => ${lifetime.absoluteSeconds})`,
    })
    .returning({ expiresAt: refreshTokens.expiresAt })
  if (!row) throw new Error('refresh token not stored')
  return row.expiresAt
}

export type RotationResult =
  | { kind: 'rotated'; userId: number; expiresAt: Date }
  | { kind: 'reused'; userId: number; familyId: string }
  | { kind: 'invalid' }

/**
 * Spends `oldHash` and stores `newHash` in the same family. The spend is a single conditional
 * UPDATE, so two concurrent uses of one token cannot both succeed. The new token's lifetime
 * follows the user's role now (a promotion to staff shortens a running session at once).
 */
export async function rotate(
  db: Database,
  oldHash: string,
  newHash: string,
  lifetimes: Record<SessionRole, SessionLifetime>,
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
      const [owner] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, spent.userId))
      const [family] = await tx
        .select({ startedAt: min(refreshTokens.createdAt) })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, spent.familyId))
      if (!owner || !family?.startedAt) return { kind: 'invalid' }
      const lifetime = lifetimeOf(lifetimes, owner.role)
      const now = Date.now()
      const familyEnd = Math.min(
        spent.familyExpiresAt.getTime(),
        new Date(family.startedAt).getTime() + lifetime.absoluteSeconds * 1000,
      )
      if (familyEnd <= now) return { kind: 'invalid' }
      const expiresAt = new Date(Math.min(now + lifetime.idleSeconds * 1000, familyEnd))
      await tx.insert(refreshTokens).values({
        userId: spent.userId,
        familyId: spent.familyId,
        tokenHash: newHash,
        expiresAt,
        familyExpiresAt: new Date(familyEnd),
      })
      return { kind: 'rotated', userId: spent.userId, expiresAt }
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
      return { kind: 'reused', userId: known.userId, familyId: known.familyId }
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
