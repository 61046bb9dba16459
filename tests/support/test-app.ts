// Builds a real Fiera app on a fresh, migrated database for one test: PGlite or PostgreSQL,
// chosen by the Vitest project (TEST_DB). Nothing is mocked: tests talk to it with app.inject.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { type App, buildApp } from '../../server/app.ts'
import { type Config, loadConfig } from '../../server/config.ts'
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** Creates an empty database in the run's private cluster and returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl')
  const name = `fiera_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

let pgliteSnapshot: Promise<Blob> | undefined
/** Migrating PGlite takes seconds; cloning a migrated snapshot takes a fraction of that. */
async function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' })
    if (!handle.pglite) throw new Error('expected a PGlite database')
    const blob = await handle.pglite.dumpDataDir()
    await handle.close()
    return blob
  })()
  return pgliteSnapshot
}

export async function openTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
): Promise<DatabaseHandle> {
  if (kind === 'postgres') {
    return openDatabase({ databaseUrl: await createPostgresDatabase(), poolSize: 10 })
  }
  return openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: await migratedPgliteSnapshot() })
}

export interface TestApp {
  app: App
  config: Config
  database: DatabaseHandle
  dataDir: string
  close(): Promise<void>
}

/** The configuration of a test app: quiet, no demo data, fresh secrets, data under dataDir. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  const secrets = {
    jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    ticketSecret: env.TICKET_SECRET ?? randomBytes(32).toString('base64url'),
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO: 'off',
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    JWT_SECRET: secrets.jwtSecret,
    TICKET_SECRET: secrets.ticketSecret,
    PUBLIC_URL: 'http://fiera.test',
    ...env,
  })
  return { ...config, ...secrets }
}

export async function createTestApp(
  env: Record<string, string> = {},
  database?: DatabaseHandle,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-test-'))
  const config = testConfig(dataDir, env)
  database ??= await openTestDatabase()
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * One app for a whole describe block: created before its first test, closed after its last. The
 * object returned is filled in then, so tests read it as they read createTestApp's answer. `env`
 * may be a function, run before the app is made (a static folder to build, say), and `cleanUp`
 * runs after the app is closed.
 */
export function sharedTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  cleanUp?: () => void,
): TestApp {
  const shared = {} as TestApp
  beforeAll(async () => {
    Object.assign(shared, await createTestApp(typeof env === 'function' ? env() : env))
  })
  afterAll(async () => {
    await shared.close()
    cleanUp?.()
  })
  return shared
}

export interface LastingTestDatabase {
  /** Opens the same data again, as a restarted server does. */
  open(): Promise<DatabaseHandle>
  dispose(): void
}

/** A database that outlives the apps built on it: an on-disk PGlite, or a PostgreSQL database. */
export async function lastingTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
): Promise<LastingTestDatabase> {
  if (kind === 'postgres') {
    const databaseUrl = await createPostgresDatabase()
    return { open: () => openDatabase({ databaseUrl, poolSize: 5 }), dispose() {} }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fiera-lasting-'))
  const pgliteDir = path.join(dir, 'pglite')
  let opened = false
  return {
    async open() {
      // The first open copies the migrated snapshot into the directory; later ones read it.
      const snapshot = opened ? {} : { pgliteSnapshot: await migratedPgliteSnapshot() }
      opened = true
      return openDatabase({ pgliteDir, ...snapshot })
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
