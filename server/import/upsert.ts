// The one place exhibitors and talks are written from outside the API: the import command and the
// demo seed both upsert on the organiser's external_id here, so running either twice is harmless.
import { getTableColumns, type SQL, sql } from 'drizzle-orm'
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

type UpsertTable = typeof vendors | typeof events

/** Rows are written in multi-row statements of up to this many. */
const BATCH_SIZE = 500

// xmax is 0 only on a freshly inserted tuple: PostgreSQL's way to tell an insert from an update.
const wasInserted = sql<boolean>`(xmax = 0)`

/** Row fields are named like the table's SQL columns; Drizzle wants its property names. */
function propertiesOf(table: UpsertTable): Map<string, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([prop, col]) => [col.name, prop]))
}

interface Batch {
  start: number
  rows: Record<string, unknown>[]
  /** The fields these rows carry: absent ones are left as stored (a file without that column). */
  fields: string[]
}

/** Consecutive rows carrying the same fields, so one statement can write them all. */
function batches(rows: readonly object[]): Batch[] {
  const out: Batch[] = []
  rows.forEach((row, index) => {
    const values = row as Record<string, unknown>
    const fields = Object.keys(values).filter((k) => values[k] !== undefined)
    const last = out.at(-1)
    if (last && last.rows.length < BATCH_SIZE && last.fields.join() === fields.join()) {
      last.rows.push(values)
    } else {
      out.push({ start: index, rows: [values], fields })
    }
  })
  return out
}

async function insertBatch(
  db: Executor,
  table: UpsertTable,
  properties: Map<string, string>,
  batch: Pick<Batch, 'rows' | 'fields'>,
): Promise<boolean[]> {
  const prop = (field: string) => properties.get(field) ?? field
  const values = batch.rows.map((row) =>
    Object.fromEntries(batch.fields.map((field) => [prop(field), row[field]])),
  )
  const set: Record<string, SQL> = { updatedAt: sql`now()` }
  for (const field of batch.fields) {
    if (field !== 'external_id') set[prop(field)] = sql`excluded.${sql.identifier(field)}`
  }
  // Both tables share the shape used here (external_id key, updated_at); Drizzle's types cannot
  // follow a union of tables, hence the one cast.
  const result = await db
    .insert(table as typeof vendors)
    .values(values as (typeof vendors.$inferInsert)[])
    .onConflictDoUpdate({ target: table.externalId, set })
    .returning({ inserted: wasInserted })
  return result.map((r) => r.inserted)
}

/**
 * Upserts rows on external_id inside one transaction (a savepoint when given one). When the
 * database refuses a batch, its rows are retried one by one to name the row it refuses.
 */
async function upsertRows(db: Executor, table: UpsertTable, rows: readonly object[]) {
  const properties = propertiesOf(table)
  return db.transaction(async (tx) => {
    const counts: UpsertCounts = { inserted: 0, updated: 0 }
    for (const batch of batches(rows)) {
      let inserted: boolean[]
      try {
        inserted = await tx.transaction((sp) => insertBatch(sp, table, properties, batch))
      } catch (batchError) {
        for (const [offset, row] of batch.rows.entries()) {
          try {
            await tx.transaction((sp) =>
              insertBatch(sp, table, properties, { rows: [row], fields: batch.fields }),
            )
          } catch (err) {
            throw new RowWriteError(batch.start + offset, err)
          }
        }
        throw new RowWriteError(batch.start, batchError)
      }
      for (const isNew of inserted) {
        if (isNew) counts.inserted++
        else counts.updated++
      }
    }
    return counts
  })
}

export const upsertVendors = (db: Executor, rows: readonly VendorRow[]) =>
  upsertRows(db, vendors, rows)

export const upsertEvents = (db: Executor, rows: readonly EventRow[]) =>
  upsertRows(db, events, rows)
