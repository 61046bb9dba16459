// Seeds the demo fair (exhibitors and programme) through the import command's validation and
// upsert, so demo data obeys the same rules as organisers' files and reseeding never duplicates.
import type { DatabaseHandle } from '../db/client.ts'
import { EventRowSchema, VendorRowSchema } from '../import/schemas.ts'
import { upsertEvents, upsertVendors } from '../import/upsert.ts'
import { DEMO_EXHIBITORS } from './data/exhibitors.ts'
import { DEMO_TALKS } from './data/talks.ts'

export async function seedDemoFair(database: DatabaseHandle): Promise<void> {
  const vendorRows = DEMO_EXHIBITORS.map((row) => VendorRowSchema.parse(row))
  const eventRows = DEMO_TALKS.map((row) => EventRowSchema.parse(row))
  await database.db.transaction(async (tx) => {
    await upsertVendors(tx, vendorRows)
    await upsertEvents(tx, eventRows)
  })
}
