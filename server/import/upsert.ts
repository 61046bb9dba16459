// The one place exhibitors and talks are written from outside the API: the import command and the
// demo seed both upsert on the organiser's external_id here, so running either twice is harmless.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { events, vendors } from '../db/schema.ts'
import type { EventRow, VendorRow } from './schemas.ts'

/** The database itself or an open transaction on it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export interface UpsertCounts {
  inserted: number
  updated: number
}

/** Which row of the file failed in the database (validation already passed). */
export class RowWriteError extends Error {
  override name = 'RowWriteError'
  readonly index: number
  constructor(index: number, cause: unknown) {
    super(databaseMessage(cause), { cause })
    this.index = index
  }
}

/** Drizzle wraps the driver's error in a 'Failed query: <sql>' one: the database's words are inside. */
function databaseMessage(err: unknown): string {
  let current = err
  while (current instanceof Error && current.cause !== undefined) current = current.cause
  return current instanceof Error ? current.message : String(current)
}

const VENDOR_COLUMNS = {
  name: vendors.name,
  description: vendors.description,
  seeking: vendors.seeking,
  website: vendors.website,
  email: vendors.email,
  logo_path: vendors.logoPath,
  address: vendors.address,
  telephone: vendors.telephone,
} as const

const EVENT_COLUMNS = {
  title: events.title,
  speaker: events.speaker,
  company_name: events.companyName,
  topic: events.topic,
  location: events.location,
  tags: events.tags,
  event_date: events.eventDate,
  event_time: events.eventTime,
} as const

/** Maps the row's present fields to Drizzle property names; absent fields stay untouched. */
function presentFields<Row extends object>(
  row: Row,
  columns: Record<string, { name: string }>,
  properties: Record<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(columns)) {
    const value = (row as Record<string, unknown>)[key]
    if (value !== undefined) out[properties[key] ?? key] = value
  }
  return out
}

const VENDOR_PROPERTIES: Record<string, string> = { logo_path: 'logoPath' }
const EVENT_PROPERTIES: Record<string, string> = {
  company_name: 'companyName',
  event_date: 'eventDate',
  event_time: 'eventTime',
}

// xmax is 0 only on a freshly inserted tuple: PostgreSQL's way to tell an insert from an update.
const wasInserted = sql<boolean>`(xmax = 0)`

export async function upsertVendors(db: Executor, rows: readonly VendorRow[]) {
  const counts: UpsertCounts = { inserted: 0, updated: 0 }
  for (const [index, row] of rows.entries()) {
    const fields = presentFields(row, VENDOR_COLUMNS, VENDOR_PROPERTIES)
    try {
      const [result] = await db
        .insert(vendors)
        .values({ ...fields, name: row.name, externalId: row.external_id })
        .onConflictDoUpdate({
          target: vendors.externalId,
          set: { ...fields, updatedAt: sql`now()` },
        })
        .returning({ inserted: wasInserted })
      if (result?.inserted) counts.inserted++
      else counts.updated++
    } catch (err) {
      throw new RowWriteError(index, err)
    }
  }
  return counts
}

export async function upsertEvents(db: Executor, rows: readonly EventRow[]) {
  const counts: UpsertCounts = { inserted: 0, updated: 0 }
  for (const [index, row] of rows.entries()) {
    const fields = presentFields(row, EVENT_COLUMNS, EVENT_PROPERTIES)
    try {
      const [result] = await db
        .insert(events)
        .values({
          ...fields,
          title: row.title,
          eventDate: row.event_date,
          eventTime: row.event_time,
          externalId: row.external_id,
        })
        .onConflictDoUpdate({
          target: events.externalId,
          set: { ...fields, updatedAt: sql`now()` },
        })
        .returning({ inserted: wasInserted })
      if (result?.inserted) counts.inserted++
      else counts.updated++
    } catch (err) {
      throw new RowWriteError(index, err)
    }
  }
  return counts
}
