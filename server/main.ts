// Process entry: read the configuration, open the database, listen, and close cleanly on signals
// (close-with-grace: SIGTERM, SIGINT, an uncaught error; a second signal or the delay exits at once).
import path from 'node:path'
import closeWithGrace from 'close-with-grace'
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

  // app.close() stops listening, answers 503 on kept-alive connections, waits for the requests
  // under way (an admission is one short transaction) and then for the mails being sent (the
  // worker stops taking jobs first, see server/mail/mailer.ts). A hung client must not keep the
  // process alive for ever, though.
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.error('requests still under way after 10 s: exiting anyway'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an unexpected error')
      else app.log.info({ signal }, 'shutting down')
      await app.close()
    },
  )

  await app.listen({ host: config.host, port: config.port })
  app.log.info(
    `Fiera on ${config.publicUrl} (database: ${database.kind}${config.demo ? ', demo data' : ''})`,
  )
}

await main()
