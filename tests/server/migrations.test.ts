import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabaseKind } from '../support/test-app.ts'

describe(`migrations on ${testDatabaseKind()}`, () => {
  it('create every table of the schema', async () => {
    const database = await openTestDatabase()
    try {
      const tables = await database.rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )
      const names = tables.map((r) => r.table_name)
      expect(names).toEqual(
        expect.arrayContaining([
          'checkins',
          'email_tokens',
          'events',
          'matches',
          'refresh_tokens',
          'tickets',
          'users',
          'vendors',
        ]),
      )
      expect(database.kind).toBe(testDatabaseKind())
    } finally {
      await database.close()
    }
  })
})
