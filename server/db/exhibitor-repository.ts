// What the exhibitor's portal reads and writes (issue 21): its own page, page views per day, the
// attendees interested in it, its leads, and the attendee's view of who scanned their badge.
// Contact details are joined from users at read time and only while the consent holds, so a
// withdrawn consent hides them from every later read and export.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type {
  Contact,
  ExhibitorVendor,
  ExhibitorVendorUpdate,
  Interest,
  Lead,
  LeadRating,
  LeadUpdate,
} from '../../src/api/contract.ts'
import { toVendor } from './catalogue-repository.ts'
import type { Database } from './client.ts'
import { leads, matches, tickets, users, vendorLogos, vendorPageViews, vendors } from './schema.ts'
import { blankToNull } from './users-repository.ts'

const iso = (d: Date | null) => d?.toISOString() ?? null

/** The contact columns of a user, read beside the consent that gates them. */
const contactColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  email: users.email,
  phoneNumber: users.phoneNumber,
}
type ContactRow = { [K in keyof typeof contactColumns]: (typeof users.$inferSelect)[K] }

const contactOf = (row: ContactRow): Contact => ({
  first_name: row.firstName,
  last_name: row.lastName,
  company_name: row.companyName,
  email: row.email,
  phone_number: row.phoneNumber,
})

export async function exhibitorVendor(
  db: Database,
  vendorId: number,
): Promise<ExhibitorVendor | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId))
  if (!row) return undefined
  const days = await db
    .select({ day: vendorPageViews.day, views: vendorPageViews.views })
    .from(vendorPageViews)
    .where(eq(vendorPageViews.vendorId, vendorId))
    .orderBy(asc(vendorPageViews.day))
  return { ...toVendor(row, true), page_view_count: row.pageViewCount, page_views_by_day: days }
}

/** Only the fields given change; the vendors trigger bumps updated_at, which Smart Matching reads. */
export async function updateExhibitorVendor(
  db: Database,
  vendorId: number,
  changes: ExhibitorVendorUpdate,
): Promise<void> {
  const values = {
    description: blankToNull(changes.description),
    seeking: blankToNull(changes.seeking),
    website: blankToNull(changes.website),
    email: blankToNull(changes.email),
    telephone: blankToNull(changes.telephone),
    address: blankToNull(changes.address),
  }
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
  if (Object.keys(set).length === 0) return
  await db
    .update(vendors)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(vendors.id, vendorId))
}

/** Counts one detail read on the fair day `day` (YYYY-MM-DD in the venue's zone). */
export async function countPageView(db: Database, vendorId: number, day: string): Promise<void> {
  await db
    .insert(vendorPageViews)
    .values({ vendorId, day, views: 1 })
    .onConflictDoUpdate({
      target: [vendorPageViews.vendorId, vendorPageViews.day],
      set: { views: sql`${vendorPageViews.views} + 1` },
    })
}

/** Stores the logo and points the page at it; the version in the path defeats stale caches. */
export async function saveLogo(
  db: Database,
  vendorId: number,
  content: Buffer,
  contentType: string,
): Promise<string> {
  const path = `/api/vendors/${vendorId}/logo?v=${Date.now().toString(36)}`
  await db.transaction(async (tx) => {
    await tx
      .insert(vendorLogos)
      .values({ vendorId, content, contentType })
      .onConflictDoUpdate({
        target: vendorLogos.vendorId,
        set: { content, contentType, updatedAt: sql`now()` },
      })
    await tx.update(vendors).set({ logoPath: path }).where(eq(vendors.id, vendorId))
  })
  return path
}

export async function findLogo(db: Database, vendorId: number) {
  const [row] = await db.select().from(vendorLogos).where(eq(vendorLogos.vendorId, vendorId))
  return row
}

/** The attendees who pressed "Mi interessa": named only with share_with_interested_exhibitors. */
export async function interestIn(db: Database, vendorId: number): Promise<Interest> {
  const rows = await db
    .select({
      userId: users.id,
      consent: users.shareWithInterestedExhibitors,
      description: users.description,
      decidedAt: matches.decidedAt,
      exhibitorAcceptedAt: matches.exhibitorAcceptedAt,
      ...contactColumns,
    })
    .from(matches)
    .innerJoin(users, eq(users.id, matches.userId))
    .where(
      and(eq(matches.vendorId, vendorId), eq(matches.status, 'accepted'), isNull(users.deletedAt)),
    )
    .orderBy(desc(matches.decidedAt), desc(matches.id))
  const named = rows.filter((r) => r.consent)
  return {
    total: rows.length,
    anonymous: rows.length - named.length,
    attendees: named.map((r) => ({
      user_id: r.userId,
      contact: contactOf(r),
      description: r.description,
      interested_at: iso(r.decidedAt),
      mutual: r.exhibitorAcceptedAt !== null,
    })),
  }
}

/**
 * "Interessa anche a noi": marks the attendee's accepted match as mutual. Only an attendee the
 * exhibitor can see (interested, consenting, not deleted) can be answered; undefined otherwise.
 * `firstTime` tells whether this answer made the match mutual (a repeat sends no second mail).
 */
export async function acceptInterest(
  db: Database,
  vendorId: number,
  userId: number,
): Promise<{ contact: Contact; firstTime: boolean } | undefined> {
  const [visible] = await db
    .select({ exhibitorAcceptedAt: matches.exhibitorAcceptedAt, ...contactColumns })
    .from(matches)
    .innerJoin(users, eq(users.id, matches.userId))
    .where(
      and(
        eq(matches.vendorId, vendorId),
        eq(matches.userId, userId),
        eq(matches.status, 'accepted'),
        eq(users.shareWithInterestedExhibitors, true),
        isNull(users.deletedAt),
      ),
    )
  if (!visible) return undefined
  const updated = await db
    .update(matches)
    .set({ exhibitorAcceptedAt: sql`now()` })
    .where(
      and(
        eq(matches.vendorId, vendorId),
        eq(matches.userId, userId),
        isNull(matches.exhibitorAcceptedAt),
      ),
    )
    .returning({ id: matches.id })
  return { contact: contactOf(visible), firstTime: updated.length > 0 }
}

/** The holder of a valid (not revoked) ticket with this secret hash, if any. */
export async function ticketHolder(db: Database, secretHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: tickets.userId })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(
      and(eq(tickets.secretHash, secretHash), isNull(tickets.revokedAt), isNull(users.deletedAt)),
    )
  return row?.userId
}

/** Records a lead once per exhibitor and visitor; a repeated scan answers the first one. */
export async function recordLead(
  db: Database,
  vendorId: number,
  userId: number,
  scannedBy: number,
): Promise<number> {
  await db
    .insert(leads)
    .values({ vendorId, userId, scannedBy })
    .onConflictDoNothing({ target: [leads.vendorId, leads.userId] })
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.vendorId, vendorId), eq(leads.userId, userId)))
  if (!row) throw new Error('lead not stored')
  return row.id
}

const leadColumns = {
  id: leads.id,
  scannedAt: leads.scannedAt,
  rating: leads.rating,
  notes: leads.notes,
  consent: users.shareOnBadgeScan,
  deletedAt: users.deletedAt,
  ...contactColumns,
}

const toLead = (
  row: {
    id: number
    scannedAt: Date
    rating: string | null
    notes: string | null
    consent: boolean
    deletedAt: Date | null
  } & ContactRow,
): Lead => ({
  id: row.id,
  scanned_at: row.scannedAt.toISOString(),
  rating: row.rating as LeadRating | null,
  notes: row.notes,
  contact: row.consent && !row.deletedAt ? contactOf(row) : null,
})

/** The exhibitor's own leads, newest first; one (by id) when `leadId` is given. */
export async function leadsOf(db: Database, vendorId: number, leadId?: number): Promise<Lead[]> {
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .innerJoin(users, eq(users.id, leads.userId))
    .where(
      leadId === undefined
        ? eq(leads.vendorId, vendorId)
        : and(eq(leads.vendorId, vendorId), eq(leads.id, leadId)),
    )
    .orderBy(desc(leads.scannedAt), desc(leads.id))
  return rows.map(toLead)
}

/** Changes rating and notes of the exhibitor's own lead; false when it is not theirs. */
export async function updateLead(
  db: Database,
  vendorId: number,
  leadId: number,
  changes: LeadUpdate,
): Promise<boolean> {
  const set = {
    ...(changes.rating !== undefined ? { rating: changes.rating } : {}),
    ...(changes.notes !== undefined ? { notes: changes.notes?.trim() || null } : {}),
    updatedAt: sql`now()`,
  }
  const updated = await db
    .update(leads)
    .set(set)
    .where(and(eq(leads.vendorId, vendorId), eq(leads.id, leadId)))
    .returning({ id: leads.id })
  return updated.length > 0
}

/** Mutual matches for the CSV export, with contacts only while the attendee's consent holds. */
export async function mutualMatchesOf(db: Database, vendorId: number) {
  const rows = await db
    .select({
      at: matches.exhibitorAcceptedAt,
      consent: users.shareWithInterestedExhibitors,
      deletedAt: users.deletedAt,
      ...contactColumns,
    })
    .from(matches)
    .innerJoin(users, eq(users.id, matches.userId))
    .where(
      and(
        eq(matches.vendorId, vendorId),
        eq(matches.status, 'accepted'),
        sql`${matches.exhibitorAcceptedAt} is not null`,
      ),
    )
    .orderBy(desc(matches.exhibitorAcceptedAt))
  return rows.map((r) => ({
    at: r.at as Date,
    contact: r.consent && !r.deletedAt ? contactOf(r) : null,
  }))
}

/** The exhibitors that scanned this attendee's badge, latest first. */
export async function badgeScansOf(db: Database, userId: number) {
  const rows = await db
    .select({ vendorId: vendors.id, vendorName: vendors.name, scannedAt: leads.scannedAt })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(eq(leads.userId, userId))
    .orderBy(desc(leads.scannedAt))
  return rows.map((r) => ({
    vendor_id: r.vendorId,
    vendor_name: r.vendorName,
    scanned_at: r.scannedAt.toISOString(),
  }))
}
