// Opening the database from an organiser command (`npm run import`, `npm run users`): PostgreSQL
// may be shared with running servers, but the embedded PGlite must never be opened by two
// processes at once, so the command refuses while a server holds it.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { type Config, ConfigError, type EnvConfig, loadConfig } from './config.ts'
import { type DatabaseHandle, openDatabase } from './db/client.ts'
import { withSecrets } from './db/secrets-repository.ts'

/** Why the database cannot be opened now, in Italian; undefined when it can. */
export function embeddedDatabaseBusy(
  config: EnvConfig,
  force: boolean | undefined,
): string | undefined {
  if (config.databaseUrl || force) return undefined
  const pgliteDir = path.join(config.dataDir, 'pglite')
  // PGlite marks an open data directory with this file; a second process writing to it would
  // corrupt the database, so a running server must be stopped first.
  if (!existsSync(path.join(pgliteDir, 'postmaster.pid'))) return undefined
  return (
    `Il database integrato (${pgliteDir}) è in uso: ferma il server e riprova.\n` +
    `Se nessun server è avviato (per esempio dopo un arresto improvviso), usa --force.`
  )
}

export function openCliDatabase(config: EnvConfig): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  })
}

/**
 * The configuration and the open database for a command, or, having said why in Italian on
 * stderr, undefined (a bad configuration, or the embedded database held by a running server).
 */
export async function openForCommand(
  force: boolean | undefined,
): Promise<{ config: Config; database: DatabaseHandle } | undefined> {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      return undefined
    }
    throw err
  }
  const busy = embeddedDatabaseBusy(config, force)
  if (busy) {
    console.error(busy)
    return undefined
  }
  const database = await openCliDatabase(config)
  // Secrets the environment does not give live in the database, shared with the servers.
  return { config: await withSecrets(config, database.db), database }
}
