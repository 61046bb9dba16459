// Builds the Fastify app: external plugins first, then Fiera's own plugins, then the routes.
// Process concerns (listening, signals) live in main.ts so tests can build and inject freely.
import cookie from '@fastify/cookie'
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
import apiHeadersPlugin from './plugins/api-headers.ts'
import authPlugin from './plugins/auth.ts'
import databasePlugin from './plugins/database.ts'
import durableWritesPlugin from './plugins/durable-writes.ts'
import errorsPlugin from './plugins/errors.ts'
import catalogueCachePlugin from './plugins/catalogue-cache.ts'
import exhibitorsPlugin from './plugins/exhibitors.ts'
import inputGuardPlugin from './plugins/input-guard.ts'
import mailerPlugin from './plugins/mailer.ts'
import rateLimitsPlugin from './plugins/rate-limits.ts'
import sameOriginPlugin from './plugins/same-origin.ts'
import staticAppPlugin from './plugins/static-app.ts'
import adminGatesRoutes from './routes/admin-gates.ts'
import adminMailRoutes from './routes/admin-mail.ts'
import adminRoutes from './routes/admin/index.ts'
import agendaRoutes from './routes/agenda.ts'
import authRoutes from './routes/auth.ts'
import catalogueRoutes from './routes/catalogue.ts'
import exhibitorRoutes from './routes/exhibitor.ts'
import fairRoutes from './routes/fair.ts'
import healthRoutes from './routes/health.ts'
import matchesRoutes from './routes/matches.ts'
import ticketsRoutes from './routes/tickets.ts'
import usersRoutes from './routes/users.ts'

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

/** Mail links put tokens in page URLs (/verify-email?token=...): logged URLs never show them. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|refresh_token)=)[^&#]*/gi, '$1[redacted]')
}

export const LOG_SERIALIZERS = {
  req(request: { method: string; url: string; host?: string; ip?: string }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }
  },
}

export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACTED_PATHS,
            serializers: LOG_SERIALIZERS,
            ...(typeof logger === 'object' ? logger : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // SPEC.md's paths end in '/' (/api/vendors/); both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)

  // The client sends 'Content-Type: application/json' on every call, also body-less POSTs
  // (refresh, logout, accept/reject): an empty JSON body means no body, not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) done(null, undefined)
    else jsonParser(request, body as string, done)
  })

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
  await app.register(cookie)

  await app.register(errorsPlugin)
  await app.register(inputGuardPlugin)
  await app.register(apiHeadersPlugin)
  await app.register(sameOriginPlugin)
  await app.register(databasePlugin, { database })
  await app.register(rateLimitsPlugin)
  await app.register(durableWritesPlugin)
  await app.register(mailerPlugin)
  await app.register(authPlugin)
  await app.register(exhibitorsPlugin)
  await app.register(catalogueCachePlugin)

  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(usersRoutes)
  await app.register(catalogueRoutes)
  await app.register(agendaRoutes)
  await app.register(fairRoutes)
  await app.register(matchesRoutes)
  await app.register(ticketsRoutes)
  await app.register(adminMailRoutes)
  await app.register(adminRoutes)
  await app.register(adminGatesRoutes)
  await app.register(exhibitorRoutes)

  await app.register(staticAppPlugin, { root: config.staticDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
