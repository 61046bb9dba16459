// The organisers' audit log, newest first, with filters (action, actor, record, period).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuditListSchema, AuditQuerySchema } from '../../../src/api/contract.ts'
import { listAudit } from '../../db/audit-repository.ts'
import { adminSecurity, refusals } from './refusals.ts'

const audit: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'What organisers did: who, what, when, on which record (newest first)',
        security: adminSecurity,
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, ...refusals(422) },
      },
    },
    async (request) => listAudit(app.database.db, request.query),
  )
}

export default audit
