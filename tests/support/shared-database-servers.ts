// Several real server processes on one fresh database (tests that need more than one process:
// exactly-once admission, catalogue edits seen by another process).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Database, type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { type ServerProcess, startServerProcess } from './server-process.ts'
import { createPostgresDatabase, testDatabaseKind } from './test-app.ts'

export interface SharedDatabaseServers {
  servers: ServerProcess[]
  /** A connection to the processes' database, for seeding and for reading what they wrote. */
  openDatabase(): Promise<DatabaseHandle>
  stop(): Promise<void>
}

/**
 * `count` server processes on one fresh database, seeded before they start. On PGlite, which is
 * single-process by design, one process whatever `count` asks.
 */
export async function startServersOnOneDatabase(
  count: number,
  env: Record<string, string>,
  seed: (db: Database) => Promise<void>,
): Promise<SharedDatabaseServers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-procs-'))
  const databaseUrl = testDatabaseKind() === 'postgres' ? await createPostgresDatabase() : undefined
  const open = () =>
    openDatabase(
      databaseUrl ? { databaseUrl, poolSize: 2 } : { pgliteDir: path.join(dataDir, 'pglite') },
    )
  const database = await open()
  try {
    await seed(database.db)
  } finally {
    await database.close()
  }
  const servers: ServerProcess[] = []
  for (let i = 0; i < (databaseUrl ? count : 1); i++) {
    servers.push(
      await startServerProcess({
        ...env,
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-static'),
        DEMO: 'off',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
    )
  }
  return {
    servers,
    openDatabase: open,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
