// Process entry: read the configuration, open the database, listen, and close cleanly on signals.
import path from 'node:path'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedDemo } from './demo/seed.ts'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  })
  if (config.demo) await seedDemo(database, config)
  const pretty = config.env !== 'production' && process.stdout.isTTY
  const app = await buildApp({
    config,
    database,
    logger: pretty ? { transport: { target: 'pino-pretty' } } : {},
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  app.log.info(
    `Fiera on ${config.publicUrl} (database: ${database.kind}${config.demo ? ', demo data' : ''})`,
  )
}

await main()
