// Gate validation of ticket QR codes, for staff and admins. Admission happens in the database
// (see tickets-repository.ts), so it holds across any number of server processes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  TicketValidationRequestSchema,
  TicketValidationSchema,
} from '../../src/api/contract.ts'
import { invalid, recordRefusal, ticketValidator } from '../db/tickets-repository.ts'
import { verifyTicketCode } from '../domain/tickets.ts'
import { unauthorized } from '../plugins/auth.ts'
import { HttpError } from '../plugins/errors.ts'
import { AUTH_MESSAGES, TICKET_MESSAGES } from '../messages.ts'

const tickets: FastifyPluginAsyncZod = async (app) => {
  const validateTicket = ticketValidator(app.database)
  app.post(
    '/api/tickets/validate',
    {
      // No request limit: it would cost every scan a round trip (server/plugins/rate-limits.ts).
      // A scan is a code, a gate name and a nonce: well under 8 KiB even with every character
      // JSON-escaped (\uXXXX), so anything larger is refused before it is parsed.
      bodyLimit: 8 * 1024,
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
      // The token is checked here; the caller's role and session in the validation statement.
      const claims = await app.auth.claims(request)
      if (claims === 'missing') throw unauthorized(AUTH_MESSAGES.missing)
      if (claims === 'invalid') throw unauthorized(AUTH_MESSAGES.invalid)
      const { qr_code_data, gate, nonce } = request.body
      const hash = verifyTicketCode(app.config.ticketSecret, qr_code_data)
      if (!hash) {
        const staff = await app.auth.staff(request)
        await recordRefusal(app.database.db, {
          ticketId: null,
          cause: 'invalid',
          gate: gate ?? null,
          staffUserId: staff.id,
        })
        reply.header('cache-control', 'no-store')
        return invalid(TICKET_MESSAGES.unknown)
      }
      const outcome = await validateTicket(hash, {
        policy: app.config.admissionPolicy,
        timeZone: app.config.fairTimeZone,
        staff: { userId: claims.userId, sessionVersion: claims.sessionVersion },
        gate: gate ?? null,
        nonce: nonce ?? null,
      })
      if ('unauthorized' in outcome) {
        if (outcome.unauthorized === 'invalid') throw unauthorized(AUTH_MESSAGES.invalid)
        throw new HttpError(403, AUTH_MESSAGES.forbidden)
      }
      if ('conflict' in outcome) throw new HttpError(409, outcome.conflict)
      reply.header('cache-control', 'no-store')
      return outcome
    },
  )
}

export default tickets
