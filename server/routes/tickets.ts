// Gate validation of ticket QR codes, for staff and admins. Admission happens in the database
// (see tickets-repository.ts), so it holds across any number of server processes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  TicketValidationRequestSchema,
  TicketValidationSchema,
} from '../../src/api/contract.ts'
import { validateTicket } from '../db/tickets-repository.ts'
import { HttpError } from '../plugins/errors.ts'

const tickets: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tickets/validate',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Validate a scanned ticket and record the entry (staff and admins)',
        description:
          'valid:false with a message for forged, unknown, revoked or already used tickets. ' +
          'A retry with the same nonce gets the same answer without a second entry.',
        security: [{ bearer: [] }],
        body: TicketValidationRequestSchema,
        response: {
          200: TicketValidationSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const staff = await app.auth.staff(request)
      const { qr_code_data, gate, nonce } = request.body
      const outcome = await validateTicket(app.database.db, qr_code_data, {
        ticketSecret: app.config.ticketSecret,
        policy: app.config.admissionPolicy,
        timeZone: app.config.fairTimeZone,
        staffUserId: staff.id,
        gate: gate ?? null,
        nonce: nonce ?? null,
      })
      if ('conflict' in outcome) throw new HttpError(409, outcome.conflict)
      reply.header('cache-control', 'no-store')
      return outcome
    },
  )
}

export default tickets
