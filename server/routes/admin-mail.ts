// The mail queue as admins see it: mails not sent yet and mails given up on, so an organiser
// notices an SMTP outage (the organiser console shows it). Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBodySchema, MailQueueQuerySchema, MailQueueSchema } from '../../src/api/contract.ts'
import { listMailQueue } from '../mail/queue.ts'
import { HttpError } from '../plugins/errors.ts'
import { AUTH_MESSAGES } from '../messages.ts'

const adminMail: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails waiting, being sent or given up on (admins)',
        description:
          'Every mail is retried with backoff until it is sent or its link would no longer work; ' +
          'sent mails are not listed. Counts cover the whole queue, `mails` the newest `limit`.',
        security: [{ bearer: [] }],
        querystring: MailQueueQuerySchema,
        response: { 200: MailQueueSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = await app.auth.user(request)
      if (caller.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.forbidden)
      reply.header('cache-control', 'no-store')
      return listMailQueue(app.database, request.query)
    },
  )
}

export default adminMail
