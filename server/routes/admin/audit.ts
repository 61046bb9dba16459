// The organisers' audit log, newest first, with filters (action, actor, record, period).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuditListSchema, AuditQuerySchema, ErrorBodySchema } from '../../../src/api/contract.ts'
import { listAudit } from '../../db/audit-repository.ts'

const audit: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'What organisers did: who, what, when, on which record (newest first)',
        security: [{ bearer: [] }],
        querystring: AuditQuerySchema,
        response: {
          200: AuditListSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => listAudit(app.database.db, request.query),
  )
}

export default audit
