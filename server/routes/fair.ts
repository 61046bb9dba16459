// The fair's own settings that the client must not hard-code (its time zone, FAIR_TIMEZONE), so
// that one server setting drives both sides. Public: the signed-out screens may need it too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FairSchema } from '../../src/api/contract.ts'

const fair: FastifyPluginAsyncZod = async (app) => {
  // Fixed for the life of the process: built once, and cacheable for a while by the browser.
  const answer = { time_zone: app.config.fairTimeZone }
  app.get(
    '/api/fair',
    {
      schema: {
        tags: ['fair'],
        summary: "The fair's settings the app reads (its time zone); no login needed",
        response: { 200: FairSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600')
      return answer
    },
  )
}

export default fair
