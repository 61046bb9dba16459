// What the attendee's privacy rights need (GDPR articles 7, 15, 17): consents recorded with their
// date, everything held about one user in one export, and the deletion of an account that keeps
// its check-ins and match decisions only in anonymous form, so the fair's counts still add up.
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { ConsentName } from '../../src/api/contract.ts'
import type { Database } from './client.ts'
import {
  agendaItems,
  calendarFeeds,
  checkins,
  emailTokens,
  events,
  matches,
  refreshTokens,
  tickets,
  userConsents,
  users,
  vendors,
} from './schema.ts'
import type { UserRow } from './users-repository.ts'

export const CONSENT_COLUMNS = {
  share_with_interested_exhibitors: 'shareWithInterestedExhibitors',
  share_on_badge_scan: 'shareOnBadgeScan',
} as const satisfies Record<ConsentName, keyof UserRow>

/** The consents that change from `before` to `after`, each as one dated record. */
export async function recordConsentChanges(
  db: Database,
  before: UserRow,
  after: UserRow,
): Promise<void> {
  const changed = Object.entries(CONSENT_COLUMNS)
    .filter(([, column]) => before[column] !== after[column])
    .map(([consent, column]) => ({ userId: after.id, consent, granted: after[column] }))
  if (changed.length) await db.insert(userConsents).values(changed)
}

export async function consentHistory(db: Database, userId: number) {
  return db
    .select({
      consent: userConsents.consent,
      granted: userConsents.granted,
      recorded_at: userConsents.recordedAt,
    })
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(asc(userConsents.id))
}

/** The ticket, its admissions and the match decisions of one user, for the export. */
export async function heldAbout(db: Database, userId: number) {
  const [ticket] = await db
    .select({
      id: tickets.id,
      uuid: tickets.uuid,
      created_at: tickets.createdAt,
      revoked_at: tickets.revokedAt,
    })
    .from(tickets)
    .where(eq(tickets.userId, userId))
  const admissions = ticket
    ? await db
        .select({ at: checkins.createdAt, gate: checkins.gate })
        .from(checkins)
        .where(eq(checkins.ticketId, ticket.id))
        .orderBy(asc(checkins.id))
    : []
  const decisions = await db
    .select({
      vendor_id: matches.vendorId,
      vendor_name: vendors.name,
      status: matches.status,
      decided_at: matches.decidedAt,
    })
    .from(matches)
    .innerJoin(vendors, eq(vendors.id, matches.vendorId))
    .where(and(eq(matches.userId, userId), ne(matches.status, 'none')))
    .orderBy(asc(matches.id))
  const agenda = await db
    .select({
      event_id: events.id,
      title: events.title,
      event_date: events.eventDate,
      event_time: events.eventTime,
      starred_at: agendaItems.createdAt,
    })
    .from(agendaItems)
    .innerJoin(events, eq(events.id, agendaItems.eventId))
    .where(eq(agendaItems.userId, userId))
    .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id))
  return { ticket, admissions, decisions, agenda }
}

/**
 * Deletes the account in one transaction. The users row stays as an empty tombstone (no name,
 * address, phone, texts or password) because the check-ins hang on its ticket and the decisions
 * on its id: both then belong to nobody. The ticket is revoked (a scan answers "annullato"), every
 * session ends, mail links, consents and undecided suggestions go.
 */
export async function deleteAccount(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(tickets)
      .set({ revokedAt: sql`coalesce(${tickets.revokedAt}, now())` })
      .where(eq(tickets.userId, userId))
    await tx.delete(matches).where(and(eq(matches.userId, userId), eq(matches.status, 'none')))
    // The reason text was written from the user's own profile: it goes too.
    await tx.update(matches).set({ description: '' }).where(eq(matches.userId, userId))
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId))
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId))
    await tx.delete(userConsents).where(eq(userConsents.userId, userId))
    // The starred talks are personal, and a calendar feed must stop answering with them.
    await tx.delete(agendaItems).where(eq(agendaItems.userId, userId))
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
    await tx
      .update(users)
      .set({
        // Unique and not null by the schema; `.invalid` can never receive mail (RFC 2606).
        email: `eliminato-${userId}@account.invalid`,
        passwordHash: '!',
        role: 'user',
        firstName: null,
        lastName: null,
        phoneNumber: null,
        employmentType: null,
        companyName: null,
        seeking: null,
        description: null,
        lastLogin: null,
        shareWithInterestedExhibitors: false,
        shareOnBadgeScan: false,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        deletedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
  })
}
