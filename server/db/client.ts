// Opens the database Fiera runs on: a real PostgreSQL when DATABASE_URL is given, otherwise an
// embedded PGlite under the data directory. Both get the same Drizzle API and the same migrations
// (Fiera's, then pg-boss's for the mail queue).
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { migrateMailQueue } from '../mail/queue.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The connection URL, when kind is 'postgres' (the mail queue opens its own small pool). */
  url?: string
  /** The embedded engine, when kind is 'pglite' (snapshots, durability checks). */
  pglite?: PGlite
  /** Runs raw SQL and returns its rows, the same on both engines. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>
  /**
   * A hot statement, parsed and planned once per connection (a named prepared statement on
   * PostgreSQL): for the few queries that run on every request of a busy route.
   */
  prepared<T extends Record<string, unknown>>(
    name: string,
    text: string,
  ): (params: unknown[]) => Promise<T[]>
  /** The same connections as a node-postgres-like client, for libraries that take one. */
  client: PgLikeClient
  /** Cheap liveness probe used by /api/health. */
  ping(): Promise<void>
  close(): Promise<void>
}

/** What libraries written for node-postgres call: `query({ name?, text, values? })`. */
export interface PgLikeClient {
  query(config: {
    name?: string
    text: string
    values?: unknown[]
  }): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>
}

const here = path.dirname(fileURLToPath(import.meta.url))
const migrationsFolder = path.join(here, 'migrations')
/** Any constant: serialises migrations when several server processes start together. */
const MIGRATION_LOCK_KEY = 7_260_2025

/**
 * The embedded engine serves one small fair (the demo database is 10 MB, a few MB more with
 * thousands of tickets) and its WebAssembly heap never shrinks: PostgreSQL touches its whole
 * buffer pool and its per-connection shared structures at start, so a 4 MB pool instead of the
 * default 128 MB, and room for 4 connections instead of 100 (PGlite is one single-user backend),
 * keep 13 MiB resident instead of 30 at 16 MB and 100. A page missing from the pool is read from
 * the operating system's cache: validations on 6,000 tickets were no slower with 4 MB than 8.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=4MB', '-c', 'max_connections=4']

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined
  /** PGlite data directory; 'memory://' for a throw-away database. */
  pgliteDir?: string
  /** A PGlite data-dir dump to start from (fast test isolation). */
  pgliteSnapshot?: Blob | File
  poolSize?: number
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      // Fail fast when the database is down instead of queueing requests forever.
      connectionTimeoutMillis: 5_000,
    })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema }) as unknown as Database
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
      client.release()
    }
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      rows: async <T extends Record<string, unknown>>(query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: T[] }).rows,
      prepared:
        <T extends Record<string, unknown>>(name: string, text: string) =>
        async (values: unknown[]) =>
          (await pool.query<T>({ name, text, values })).rows,
      client: pool,
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: once(() => pool.end()),
    }
    await migrateMailQueue(handle)
    return handle
  }

  const dir = options.pgliteDir ?? 'memory://'
  if (!dir.startsWith('memory://')) {
    mkdirSync(path.dirname(dir), { recursive: true })
    if (!options.pgliteSnapshot && !existsSync(path.join(dir, 'PG_VERSION'))) {
      await createPgliteDirectory(dir)
    }
  }
  const client = await PGlite.create(dir, {
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  })
  const db = drizzlePglite(client, { schema }) as unknown as Database
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    pglite: client,
    rows: async <T extends Record<string, unknown>>(query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    prepared:
      <T extends Record<string, unknown>>(_name: string, text: string) =>
      async (values: unknown[]) =>
        (await client.query<T>(text, values)).rows,
    // PGlite takes (text, values) and counts changed rows as affectedRows; no named statements.
    client: {
      query: async ({ text, values }) => {
        const result = await client.query<Record<string, unknown>>(text, values)
        return { rows: result.rows, rowCount: result.affectedRows || result.rows.length }
      },
    },
    ping: async () => {
      await client.query('select 1')
    },
    close: once(() => client.close()),
  }
  await migrateMailQueue(handle)
  return handle
}

/** A new data directory is made by a short-lived process (server/db/create-pglite.ts says why). */
async function createPgliteDirectory(dir: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [path.join(here, 'create-pglite.ts'), dir])
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? ''
    throw new Error(`could not create the embedded database in ${dir}\n${stderr}`, { cause: err })
  }
}

/**
 * One memory-reducing full collection, for a server that has just started: Node 24 leaves a
 * young generation grown to its maximum by start-up garbage (it re-reads drizzle-orm's 180 KB
 * package.json for every module it loads), and a new PGlite data directory is made by a second
 * WebAssembly instance (initdb, when the directory is in memory) whose memory stays resident
 * until a full collection.
 */
export function compactMemory(): void {
  v8.setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as (options: object) => void
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

/** Closing twice (a test closing early, then the app on shutdown) must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined
  return () => (closing ??= close())
}
