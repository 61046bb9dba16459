// Exhibitors and programme as the public API returns them.
import { asc, eq, sql } from 'drizzle-orm'
import type { Event, Vendor } from '../../src/api/contract.ts'
import type { Database } from './client.ts'
import { events, vendors } from './schema.ts'

export type VendorRow = typeof vendors.$inferSelect

export function toVendor(row: VendorRow, withViews: boolean): Vendor {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    seeking: row.seeking,
    website: row.website,
    email: row.email,
    logo_path: row.logoPath,
    address: row.address,
    telephone: row.telephone,
    stand: row.stand,
    hall: row.hall,
    ...(withViews ? { page_view_count: row.pageViewCount } : {}),
  }
}

export async function listVendors(db: Database, withViews: boolean): Promise<Vendor[]> {
  const rows = await db
    .select()
    .from(vendors)
    .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id))
  return rows.map((row) => toVendor(row, withViews))
}

/** Reads one vendor and counts the view, atomically in SQL (no lost updates under load). */
export async function viewVendor(
  db: Database,
  id: number,
  withViews: boolean,
): Promise<Vendor | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ pageViewCount: sql`${vendors.pageViewCount} + 1` })
    .where(eq(vendors.id, id))
    .returning()
  return row && toVendor(row, withViews)
}

export async function vendorExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id))
  return row !== undefined
}

export async function listEvents(db: Database): Promise<Event[]> {
  const rows = await db
    .select()
    .from(events)
    .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id))
  return rows.map(toEvent)
}

export function toEvent(row: typeof events.$inferSelect): Event {
  return {
    id: row.id,
    title: row.title,
    speaker: row.speaker,
    company_name: row.companyName,
    topic: row.topic,
    location: row.location,
    tags: row.tags,
    event_date: row.eventDate,
    event_time: row.eventTime.length === 5 ? `${row.eventTime}:00` : row.eventTime.slice(0, 8),
  }
}

export async function findEvent(db: Database, id: number): Promise<Event | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  return row && toEvent(row)
}

/**
 * A value that changes whenever the exhibitors the matching engine reads change: a row added
 * or removed changes the count and the sum of ids (a new id is never an old one), a changed
 * text moves max(updated_at) (a trigger stamps it with the clock). Aggregates only: a few ms on
 * 10,000 vendors, where hashing every row took several times that.
 */
export async function exhibitorsSignature(db: Database): Promise<string> {
  const [row] = await db
    .select({
      signature: sql<string>`count(*)::text || ':' || coalesce(sum(${vendors.id}), 0)::text || ':' || coalesce(max(${vendors.updatedAt})::text, '')`,
    })
    .from(vendors)
  return row?.signature ?? ''
}

export async function exhibitorProfiles(db: Database) {
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      description: vendors.description,
      seeking: vendors.seeking,
    })
    .from(vendors)
    .orderBy(asc(vendors.id))
}
