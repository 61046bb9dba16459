// Users and their mail-link tokens: every query the account routes need, on either engine.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { EmploymentType, User, UserUpdate } from '../../src/api/contract.ts'
import type { Database } from './client.ts'
import { emailTokens, tickets, users } from './schema.ts'

export type UserRow = typeof users.$inferSelect
export type EmailTokenPurpose = 'verify' | 'reset'

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
  return row
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** findUserById as a prepared statement: the auth plugin runs it on every request. */
export function preparedFindUserById(db: Database): (id: number) => Promise<UserRow | undefined> {
  const statement = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_by_id')
  return async (id) => (await statement.execute({ id }))[0]
}

export interface NewUser {
  email: string
  passwordHash: string
  firstName?: string | null
  lastName?: string | null
  phoneNumber?: string | null
  employmentType?: EmploymentType | null
  companyName?: string | null
  role?: string
  seeking?: string | null
  description?: string | null
  emailVerifiedAt?: Date | null
  /** Exhibitor accounts only: the exhibitor they speak for. */
  vendorId?: number | null
  shareWithInterestedExhibitors?: boolean
  shareOnBadgeScan?: boolean
}

/** Inserts the user unless the address exists; undefined means it was already taken. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normaliseEmail(user.email) })
    .onConflictDoNothing({ target: users.email })
    .returning()
  return row
}

/** A blank text stores as nothing; undefined leaves the column as it is. */
export const blankToNull = (v: string | undefined) =>
  v === undefined ? undefined : v.trim() || null

export async function updateUserProfile(
  db: Database,
  id: number,
  changes: UserUpdate,
): Promise<UserRow | undefined> {
  const values = {
    seeking: blankToNull(changes.seeking),
    description: blankToNull(changes.description),
    firstName: blankToNull(changes.first_name),
    lastName: blankToNull(changes.last_name),
    phoneNumber: blankToNull(changes.phone_number),
    employmentType: changes.employment_type,
    companyName: blankToNull(changes.company_name),
    shareWithInterestedExhibitors: changes.share_with_interested_exhibitors,
    shareOnBadgeScan: changes.share_on_badge_scan,
  }
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
  if (Object.keys(set).length === 0) return findUserById(db, id)
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning()
  return row
}

export async function touchLastLogin(db: Database, id: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, id))
}

/** Also raises the session version, which voids every access token already issued. */
export async function setPasswordHash(db: Database, id: number, hash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: hash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
}

/** Marks the address verified (once: the first verification time is kept). */
export async function markVerified(db: Database, id: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
}

/** Stores a mail-link token; a newer reset link voids the older ones still pending. */
export async function createEmailToken(
  db: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  ttlSeconds: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (purpose === 'reset') {
      // The account's row is locked first, so two requests (in any processes) take turns: the
      // newer one always voids the older link, never both left valid.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        )
    }
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    })
  })
}

/**
 * Spends a mail-link token in one atomic statement: of two simultaneous uses only one gets the
 * user id back. Expired, used or unknown tokens give undefined.
 */
export async function consumeEmailToken(
  db: Database,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId })
  return row?.userId
}

export async function findTicketUuid(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ uuid: tickets.uuid })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), isNull(tickets.revokedAt)))
  return row?.uuid
}

export function toUser(row: UserRow, qrCodeData: string | null): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    employment_type: row.employmentType as EmploymentType | null,
    company_name: row.companyName,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    qr_code_data: qrCodeData,
    seeking: row.seeking,
    description: row.description,
    share_with_interested_exhibitors: row.shareWithInterestedExhibitors,
    share_on_badge_scan: row.shareOnBadgeScan,
  }
}
