// Secrets the environment does not give (allowed outside production only) are generated once and
// kept in the database, not in each process's data folder: every process on one database then
// signs and checks access tokens and tickets with the same keys, and a restart keeps them.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import type { Config, EnvConfig } from '../config.ts'
import type { Database } from './client.ts'
import { generatedSecrets } from './schema.ts'

type SecretKey = 'jwtSecret' | 'ticketSecret'
const SECRET_NAMES: Record<SecretKey, string> = { jwtSecret: 'jwt', ticketSecret: 'ticket' }

/**
 * Before secrets moved into the database each data folder kept its own in this file: an upgraded
 * installation adopts them, so its sessions and the tickets already mailed stay valid.
 */
function legacySecrets(dataDir: string): Partial<Record<SecretKey, string>> {
  try {
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<
      string,
      unknown
    >
    const pick = (key: SecretKey) => (typeof saved[key] === 'string' ? { [key]: saved[key] } : {})
    return { ...pick('jwtSecret'), ...pick('ticketSecret') }
  } catch {
    return {}
  }
}

/** The configuration with both secrets: the environment's, else the database's. */
export async function withSecrets(config: EnvConfig, db: Database): Promise<Config> {
  const { jwtSecret, ticketSecret } = config
  if (jwtSecret && ticketSecret) return { ...config, jwtSecret, ticketSecret }
  const missing = (['jwtSecret', 'ticketSecret'] as const).filter((key) => !config[key])
  const legacy = legacySecrets(config.dataDir)
  // Whoever inserts first wins (a racing insert waits on the key, then does nothing), and every
  // process, racing or later, reads the winner's values.
  await db
    .insert(generatedSecrets)
    .values(
      missing.map((key) => ({
        name: SECRET_NAMES[key],
        value: legacy[key] ?? randomBytes(32).toString('base64url'),
      })),
    )
    .onConflictDoNothing()
  const rows = await db
    .select()
    .from(generatedSecrets)
    .where(
      inArray(
        generatedSecrets.name,
        missing.map((key) => SECRET_NAMES[key]),
      ),
    )
  const stored = (key: SecretKey) => {
    const value = rows.find((row) => row.name === SECRET_NAMES[key])?.value
    if (!value) throw new Error(`generated secret ${SECRET_NAMES[key]} missing from the database`)
    return value
  }
  return {
    ...config,
    jwtSecret: jwtSecret ?? stored('jwtSecret'),
    ticketSecret: ticketSecret ?? stored('ticketSecret'),
  }
}
