// Liveness for load balancers and the tests: 200 only when the database answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBodySchema, HealthSchema } from '../../src/api/contract.ts'

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ErrorBodySchema } } },
    async (request, reply) => {
      try {
        await app.database.ping()
        return { status: 'ok', database: 'ok' } as const
      } catch (err) {
        request.log.warn({ err }, 'database unreachable')
        return reply.code(503).send({ detail: 'Database unavailable' })
      }
    },
  )
}

export default health
