// Process entry: read the configuration, open the database, listen, and close cleanly on signals.
import path from 'node:path'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { withSecrets } from './db/secrets-repository.ts'
import { preferBaselineWasmCompiler } from './db/wasm-tiering.ts'
import { seedDemo } from './demo/seed.ts'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  let envConfig
  try {
    envConfig = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  // The embedded database's memory matters more here than its last 15% of query speed.
  if (!envConfig.databaseUrl) preferBaselineWasmCompiler()
  const database = await openDatabase({
    databaseUrl: envConfig.databaseUrl,
    pgliteDir: path.join(envConfig.dataDir, 'pglite'),
  })
  const config = await withSecrets(envConfig, database.db)
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
    // app.close() stops listening, answers 503 on kept-alive connections and waits for the
    // requests under way (an admission is one short transaction); a hung client must not keep
    // the process alive for ever, though.
    setTimeout(() => {
      app.log.error('requests still under way after 10 s: exiting anyway')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
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
