// The gates as organisers watch them: how many people are inside on a fair day, and the conflicts
// that offline kiosks revealed when they synced (the same ticket admitted at two gates, a revoked
// ticket admitted). Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  GateConflictListSchema,
  GateConflictQuerySchema,
  GateInsideQuerySchema,
  GateInsideSchema,
  fairDay,
} from '../../src/api/contract.ts'
import { listGateConflicts } from '../db/gate-sync-repository.ts'
import { insideCount } from '../db/gates-repository.ts'
import { HttpError } from '../plugins/errors.ts'
import { AUTH_MESSAGES } from '../messages.ts'

const adminGates: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/gates/inside',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many people are inside on a fair day (admins)',
        description:
          'Tickets whose last recorded scan of the day (in FAIR_TIMEZONE) was an entry, with ' +
          "the day's entries and exits: the same count as the dashboard's inside_now.",
        security: [{ bearer: [] }],
        querystring: GateInsideQuerySchema,
        response: { 200: GateInsideSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = await app.auth.user(request)
      if (caller.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.forbidden)
      const day = request.query.day ?? fairDay(new Date(), app.config.fairTimeZone)
      reply.header('cache-control', 'no-store')
      return { day, ...(await insideCount(app.database, day, app.config.fairTimeZone)) }
    },
  )

  app.get(
    '/api/admin/gates/conflicts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Conflicts found when offline kiosks synced (admins)',
        description:
          'Newest first: tickets admitted offline at more than one gate (with the admission ' +
          'that came first), and tickets admitted offline after they were revoked or replaced.',
        security: [{ bearer: [] }],
        querystring: GateConflictQuerySchema,
        response: { 200: GateConflictListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = await app.auth.user(request)
      if (caller.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.forbidden)
      reply.header('cache-control', 'no-store')
      return { conflicts: await listGateConflicts(app.database, request.query.limit) }
    },
  )
}

export default adminGates
