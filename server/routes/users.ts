// The signed-in user's account: read it (with the ticket's QR data) and edit the profile fields
// of SPEC.md section 7. Only one's own account, except for admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  IdParamSchema,
  UserSchema,
  UserUpdateSchema,
} from '../../src/api/contract.ts'
import {
  findTicketUuid,
  findUserById,
  toUser,
  updateUserProfile,
  type UserRow,
} from '../db/users-repository.ts'
import { phoneOrThrow } from '../domain/phone.ts'
import { ticketCode } from '../domain/tickets.ts'
import { HttpError } from '../plugins/errors.ts'
import { AUTH_MESSAGES, NOT_FOUND } from '../messages.ts'

const users: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  /** The ticket code goes to its owner only: an admin editing someone else gets null. */
  const withTicket = async (row: UserRow, caller: UserRow) => {
    const uuid = caller.id === row.id ? await findTicketUuid(db, row.id) : undefined
    return toUser(row, uuid ? ticketCode(app.config.ticketSecret, uuid).qrCodeData : null)
  }
  // The answer carries the ticket code: never kept by shared caches.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, with the ticket QR data',
        security: [{ bearer: [] }],
        response: { 200: UserSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = await app.auth.user(request)
      return withTicket(caller, caller)
    },
  )

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit profile fields (own account; admins any)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: UserUpdateSchema,
        response: {
          200: UserSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = await app.auth.user(request)
      const { id } = request.params
      if (caller.id !== id && caller.role !== 'admin') {
        throw new HttpError(403, AUTH_MESSAGES.forbidden)
      }
      if (caller.id !== id && !(await findUserById(db, id))) {
        throw new HttpError(404, NOT_FOUND.user)
      }
      const updated = await updateUserProfile(db, id, {
        ...request.body,
        phone_number: phoneOrThrow(request.body.phone_number),
      })
      if (!updated) throw new HttpError(404, NOT_FOUND.user)
      return withTicket(updated, caller)
    },
  )
}

export default users
