// Accounts and attendees in the organiser console: search, invite, role and access changes,
// ticket reissue and resend, manual admission. Each change is written to the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AccountChangeSchema,
  AccountUpdateSchema,
  AdminUserDetailSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  IdParamSchema,
  InviteRequestSchema,
  ManualCheckinRequestSchema,
  ManualCheckinResultSchema,
  MessageSchema,
  ReissueResultSchema,
} from '../../../src/api/contract.ts'
import { addAccount, VendorLinkError } from '../../accounts/add-account.ts'
import {
  changeAccess,
  findAccount,
  LastAdminError,
  scanRecords,
  searchAccounts,
} from '../../db/accounts-repository.ts'
import { recordAudit } from '../../db/audit-repository.ts'
import { admitManually, issueTicket, reissueTicket } from '../../db/tickets-repository.ts'
import { findUserById } from '../../db/users-repository.ts'
import { composeTicketMail } from '../../mail/ticket-mail.ts'
import { HttpError } from '../../plugins/errors.ts'
import { ADMIN_MESSAGES } from '../../messages.ts'
import { actorOf } from './actor.ts'
import { adminSecurity, refusals } from './refusals.ts'

const adminUsers: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { config } = app

  const accountOr404 = async (id: number) => {
    const account = await findAccount(app.database, id)
    if (!account) throw new HttpError(404, ADMIN_MESSAGES.userNotFound)
    return account
  }

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts matching q (address, name, company), with ticket and check-in state',
        security: adminSecurity,
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema, ...refusals(422) },
      },
    },
    async (request) => searchAccounts(app.database, request.query),
  )

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite: create the account (mails a 72 h set-password link) or change its role',
        description:
          '201 with outcome "created" for a new account; 200 with "role_changed", "vendor_changed" (same role, another exhibitor linked) or "unchanged" for an existing one.',
        security: adminSecurity,
        body: InviteRequestSchema,
        response: {
          200: AccountChangeSchema,
          201: AccountChangeSchema,
          ...refusals(409, 422),
        },
      },
    },
    async (request, reply) => {
      const { email, role, first_name, last_name, vendor_id } = request.body
      const result = await addAccount(
        {
          db,
          publicUrl: config.publicUrl,
          ticketSecret: config.ticketSecret,
          mailer: app.mailer,
        },
        { email, role, firstName: first_name, lastName: last_name, vendorId: vendor_id },
        actorOf(request.admin),
      ).catch((err: unknown) => {
        if (err instanceof LastAdminError) throw new HttpError(409, err.message)
        if (err instanceof VendorLinkError) throw new HttpError(422, err.message)
        throw err
      })
      const user = await accountOr404(result.user.id)
      return reply
        .code(result.outcome === 'created' ? 201 : 200)
        .send({ outcome: result.outcome, user })
    },
  )

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One account with its scan history (admissions and refused scans)',
        security: adminSecurity,
        params: IdParamSchema,
        response: { 200: AdminUserDetailSchema, ...refusals(404) },
      },
    },
    async (request) => {
      const account = await accountOr404(request.params.id)
      const history = await scanRecords(app.database, { ticketOf: account.id, limit: 200 })
      return { ...account, history }
    },
  )

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change the role and/or revoke or restore access; the person’s sessions end at once',
        description: '409 when the change would leave no active admin.',
        security: adminSecurity,
        params: IdParamSchema,
        body: AccountUpdateSchema,
        response: {
          200: AdminUserSchema,
          ...refusals(404, 409, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const actor = actorOf(request.admin)
      const result = await changeAccess(db, id, request.body, async (tx, change) => {
        const target = await findUserById(tx as typeof db, id)
        const label = target?.email ?? null
        if (change.before.role !== change.after.role) {
          await recordAudit(tx, actor, {
            action: 'user.role_change',
            targetType: 'user',
            targetId: id,
            targetLabel: label,
            details: { from: change.before.role, to: change.after.role },
          })
        }
        if (change.before.active !== change.after.active) {
          await recordAudit(tx, actor, {
            action: change.after.active ? 'user.restore' : 'user.revoke',
            targetType: 'user',
            targetId: id,
            targetLabel: label,
          })
        }
      }).catch((err: unknown) => {
        if (err instanceof LastAdminError) throw new HttpError(409, err.message)
        throw err
      })
      if (!result) throw new HttpError(404, ADMIN_MESSAGES.userNotFound)
      return accountOr404(id)
    },
  )

  app.post(
    '/api/admin/users/:id/ticket/reissue',
    {
      schema: {
        tags: ['admin'],
        summary:
          'New ticket code (lost or shared phone): the old QR is refused as replaced at once',
        security: adminSecurity,
        params: IdParamSchema,
        response: {
          200: ReissueResultSchema,
          ...refusals(404, 409),
        },
      },
    },
    async (request) => {
      const account = await accountOr404(request.params.id)
      // The new code, its audit entry and its queued mail in one transaction (durable mail).
      const ticket = await reissueTicket(
        db,
        account.id,
        config.ticketSecret,
        async (tx, issued) => {
          await recordAudit(tx, actorOf(request.admin), {
            action: 'ticket.reissue',
            targetType: 'user',
            targetId: account.id,
            targetLabel: account.email,
            details: { old_ticket_uuid: issued.oldUuid, ticket_uuid: issued.uuid },
          })
          await app.mailer.send(
            await composeTicketMail(
              config.publicUrl,
              { email: account.email, firstName: account.first_name },
              issued,
              'reissued',
            ),
            tx,
          )
        },
      )
      if (!ticket) throw new HttpError(409, ADMIN_MESSAGES.noTicket)
      return { ticket_uuid: ticket.uuid, message: ADMIN_MESSAGES.reissued }
    },
  )

  app.post(
    '/api/admin/users/:id/ticket/resend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail the ticket again (same code)',
        security: adminSecurity,
        params: IdParamSchema,
        response: { 200: MessageSchema, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const account = await accountOr404(request.params.id)
      if (account.ticket.state !== 'active') throw new HttpError(409, ADMIN_MESSAGES.noTicket)
      const ticket = await issueTicket(db, account.id, config.ticketSecret)
      const mail = await composeTicketMail(
        config.publicUrl,
        { email: account.email, firstName: account.first_name },
        ticket,
        'resent',
      )
      // Queued with its audit entry (durable mail): both or neither.
      await db.transaction(async (tx) => {
        await recordAudit(tx, actorOf(request.admin), {
          action: 'ticket.resend',
          targetType: 'user',
          targetId: account.id,
          targetLabel: account.email,
        })
        await app.mailer.send(mail, tx)
      })
      return { message: ADMIN_MESSAGES.resent }
    },
  )

  app.post(
    '/api/admin/users/:id/checkins',
    {
      schema: {
        tags: ['admin'],
        summary: 'Manual admission with a reason: counts exactly like a scan at that gate',
        description: '201 when admitted; 409 when the ticket was already admitted in this window.',
        security: adminSecurity,
        params: IdParamSchema,
        body: ManualCheckinRequestSchema,
        response: {
          201: ManualCheckinResultSchema,
          ...refusals(404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const account = await accountOr404(request.params.id)
      if (account.ticket.state !== 'active') throw new HttpError(409, ADMIN_MESSAGES.noTicket)
      const ticket = await issueTicket(db, account.id, config.ticketSecret)
      const admin = actorOf(request.admin)
      const outcome = await admitManually(
        db,
        {
          ticketId: ticket.id,
          policy: config.admissionPolicy,
          timeZone: config.fairTimeZone,
          gate: request.body.gate,
          reason: request.body.reason,
          staffUserId: admin.userId ?? 0,
        },
        (tx) =>
          recordAudit(tx, admin, {
            action: 'checkin.manual',
            targetType: 'user',
            targetId: account.id,
            targetLabel: account.email,
            details: { gate: request.body.gate, reason: request.body.reason },
          }),
      )
      if (!outcome.admitted) throw new HttpError(409, outcome.message)
      return reply.code(201).send(outcome)
    },
  )
}

export default adminUsers
