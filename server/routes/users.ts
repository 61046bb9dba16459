// The signed-in user's account: read it (with the ticket's QR data), edit the profile fields of
// SPEC.md section 7 plus phone and consents (only one's own account, except for admins), and
// export everything held about oneself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  IdParamSchema,
  UserSchema,
  UserExportSchema,
  UserUpdateSchema,
  type ConsentName,
} from '../../src/api/contract.ts'
import { consentHistory, heldAbout, recordConsentChanges } from '../db/account-repository.ts'
import { badgeScansOf } from '../db/exhibitor-repository.ts'
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
      const before = caller.id === id ? caller : await findUserById(db, id)
      if (!before || before.deletedAt) throw new HttpError(404, NOT_FOUND.user)
      const updated = await updateUserProfile(db, id, {
        ...request.body,
        phone_number: phoneOrThrow(request.body.phone_number),
      })
      if (!updated) throw new HttpError(404, NOT_FOUND.user)
      await recordConsentChanges(db, before, updated)
      return withTicket(updated, caller)
    },
  )

  app.get(
    '/api/users/me/export',
    {
      schema: {
        tags: ['users'],
        summary: 'Everything Fiera holds about the signed-in user, as a JSON download (own only)',
        security: [{ bearer: [] }],
        response: { 200: UserExportSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = await app.auth.user(request)
      const { ticket, admissions, decisions, agenda } = await heldAbout(db, caller.id)
      const day = new Date().toISOString().slice(0, 10)
      reply.header('content-disposition', `attachment; filename="fiera-i-miei-dati-${day}.json"`)
      return {
        exported_at: new Date().toISOString(),
        // The ticket's code is a credential, not data about the user: never in a file.
        profile: UserExportSchema.shape.profile.parse(toUser(caller, null)),
        ticket: ticket
          ? {
              uuid: ticket.uuid,
              created_at: ticket.created_at.toISOString(),
              revoked_at: ticket.revoked_at?.toISOString() ?? null,
            }
          : null,
        checkins: admissions.map((c) => ({ at: c.at.toISOString(), gate: c.gate })),
        match_decisions: decisions.map((d) => ({
          ...d,
          status: d.status as 'accepted' | 'rejected',
          decided_at: d.decided_at?.toISOString() ?? null,
        })),
        agenda: agenda.map((a) => ({
          ...a,
          starred_at: a.starred_at.toISOString(),
        })),
        badge_scans: await badgeScansOf(db, caller.id),
        consents: (await consentHistory(db, caller.id)).map((c) => ({
          consent: c.consent as ConsentName,
          granted: c.granted,
          recorded_at: c.recorded_at.toISOString(),
        })),
      }
    },
  )
}

export default users
