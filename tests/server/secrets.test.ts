// Secrets the environment does not give are generated once in the database and read back by every
// caller, also by callers racing on two connection pools to one PostgreSQL (two processes
// started together); given ones always win. Real processes: tests/server/shared-state-processes.test.ts.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { withSecrets } from '../../server/db/secrets-repository.ts'
import { generatedSecrets } from '../../server/db/schema.ts'
import {
  createPostgresDatabase,
  openTestDatabase,
  testConfig,
  testDatabaseKind,
} from '../support/test-app.ts'

const kind = testDatabaseKind()
const given = 'g'.repeat(43)

/** The environment's view: no secrets, as outside production with none set. */
const envWithout = (dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-secrets-'))) => ({
  ...testConfig(dataDir),
  jwtSecret: undefined,
  ticketSecret: undefined,
})

describe(`generated secrets on ${kind}`, () => {
  const opened: DatabaseHandle[] = []
  const open = async () => {
    const database = await openTestDatabase()
    opened.push(database)
    return database
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()))
  })

  it('are generated once, kept in the database and not in the data folder', async () => {
    const { db } = await open()
    const config = envWithout()
    const first = await withSecrets(config, db)
    const again = await withSecrets(envWithout(), db)
    expect(first.jwtSecret).toMatch(/^[\w-]{43}$/)
    expect(first.ticketSecret).toMatch(/^[\w-]{43}$/)
    expect(first.ticketSecret).not.toBe(first.jwtSecret)
    expect([again.jwtSecret, again.ticketSecret]).toEqual([first.jwtSecret, first.ticketSecret])
    const rows = await db.select().from(generatedSecrets)
    expect(rows.map((r) => r.name).sort()).toEqual(['jwt', 'ticket'])
    expect(readdirSync(config.dataDir)).not.toContain('secrets.json')
  })

  it('leave the secrets the environment gives alone, and generate only the missing one', async () => {
    const { db } = await open()
    const config = await withSecrets({ ...envWithout(), jwtSecret: given }, db)
    expect(config.jwtSecret).toBe(given)
    expect(config.ticketSecret).toMatch(/^[\w-]{43}$/)
    const rows = await db.select().from(generatedSecrets)
    expect(rows.map((r) => r.name)).toEqual(['ticket'])
    const both = await withSecrets({ ...envWithout(), jwtSecret: given, ticketSecret: given }, db)
    expect(both.ticketSecret).toBe(given)
  })

  it('adopt the secrets an older version kept in the data folder', async () => {
    const { db } = await open()
    const config = envWithout()
    const legacy = { jwtSecret: 'j'.repeat(43), ticketSecret: 't'.repeat(43) }
    writeFileSync(path.join(config.dataDir, 'secrets.json'), JSON.stringify(legacy))
    const adopted = await withSecrets(config, db)
    expect([adopted.jwtSecret, adopted.ticketSecret]).toEqual([
      legacy.jwtSecret,
      legacy.ticketSecret,
    ])
    // From then on they come from the database, whatever another folder holds.
    expect((await withSecrets(envWithout(), db)).jwtSecret).toBe(legacy.jwtSecret)
  })

  it('agree between callers racing, on PostgreSQL on two connection pools (two processes)', async () => {
    const databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined
    // PGlite is one process's database: its callers share one handle.
    const handles = databaseUrl
      ? await Promise.all([1, 2].map(() => openDatabase({ databaseUrl, poolSize: 4 })))
      : [await open()]
    opened.push(...(databaseUrl ? handles : []))
    const configs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        withSecrets(envWithout(), (handles[i % handles.length] as DatabaseHandle).db),
      ),
    )
    expect(new Set(configs.map((c) => c.jwtSecret)).size).toBe(1)
    expect(new Set(configs.map((c) => c.ticketSecret)).size).toBe(1)
    const [jwt] = configs.map((c) => c.jwtSecret)
    expect(jwt).toMatch(/^[\w-]{43}$/)
  })
})
