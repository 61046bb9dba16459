// Builds the Fastify app: external plugins first, then Fiera's own plugins, then the routes.
// Process concerns (listening, signals) live in main.ts so tests can build and inject freely.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import databasePlugin from './plugins/database.ts'
import errorsPlugin from './plugins/errors.ts'
import staticAppPlugin from './plugins/static-app.ts'
import healthRoutes from './routes/health.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

export interface BuildAppOptions {
  config: Config
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
}

/** Never written to logs: credentials travel in these. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
]

export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: REDACTED_PATHS },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)

  await app.register(swagger, {
    openapi: {
      info: { title: 'Fiera API', version: '1.0.0', description: 'API of the Fiera companion app' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(errorsPlugin)
  await app.register(databasePlugin, { database })

  await app.register(healthRoutes)

  await app.register(staticAppPlugin, { root: config.staticDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
