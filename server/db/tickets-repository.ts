// Tickets and check-ins. Admission is decided by the database: the unique (ticket_id,
// admission_key) index lets exactly one INSERT win, whatever the number of server processes.
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { TicketValidation } from '../../src/api/contract.ts'
import type { AdmissionPolicy } from '../config.ts'
import {
  admissionKey,
  alreadyUsedMessage,
  TICKET_MESSAGES,
  ticketCode,
  verifyTicketCode,
} from '../domain/tickets.ts'
import type { Database } from './client.ts'
import { checkins, tickets, users } from './schema.ts'

export interface IssuedTicket {
  id: number
  uuid: string
  qrCodeData: string
  created: boolean
}

/** One ticket per user: issuing again returns the existing one. */
export async function issueTicket(
  db: Database,
  userId: number,
  ticketSecret: string,
): Promise<IssuedTicket> {
  const uuid = randomUUID()
  const code = ticketCode(ticketSecret, uuid)
  const [created] = await db
    .insert(tickets)
    .values({ uuid, userId, secretHash: code.secretHash })
    .onConflictDoNothing({ target: tickets.userId })
    .returning({ id: tickets.id, uuid: tickets.uuid })
  if (created) return { ...created, qrCodeData: code.qrCodeData, created: true }
  const [existing] = await db
    .select({ id: tickets.id, uuid: tickets.uuid })
    .from(tickets)
    .where(eq(tickets.userId, userId))
  if (!existing) throw new Error(`ticket of user ${userId} vanished`)
  return {
    ...existing,
    qrCodeData: ticketCode(ticketSecret, existing.uuid).qrCodeData,
    created: false,
  }
}

export interface ValidationContext {
  ticketSecret: string
  policy: AdmissionPolicy
  timeZone: string
  staffUserId: number
  gate: string | null
  nonce: string | null
  now?: Date
}

export type ValidationOutcome = TicketValidation | { conflict: string }

export async function validateTicket(
  db: Database,
  qrCodeData: string,
  ctx: ValidationContext,
): Promise<ValidationOutcome> {
  const invalid = (message: string, ticket?: { uuid: string; userId: number }) => ({
    valid: false,
    message,
    ticket_uuid: ticket?.uuid ?? null,
    user_id: ticket?.userId ?? null,
  })
  const hash = verifyTicketCode(ctx.ticketSecret, qrCodeData)
  if (!hash) return invalid(TICKET_MESSAGES.unknown)
  const [ticket] = await db
    .select({
      id: tickets.id,
      uuid: tickets.uuid,
      userId: tickets.userId,
      revokedAt: tickets.revokedAt,
      firstName: users.firstName,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(eq(tickets.secretHash, hash))
  if (!ticket) return invalid(TICKET_MESSAGES.unknown)
  if (ticket.revokedAt) return invalid(TICKET_MESSAGES.revoked, ticket)
  const admitted = {
    valid: true,
    message: TICKET_MESSAGES.welcome(ticket.firstName),
    ticket_uuid: ticket.uuid,
    user_id: ticket.userId,
  }

  // A retried request (same nonce) gets the answer of the first one, without a second entry.
  const replay = async () => {
    if (!ctx.nonce) return undefined
    const [previous] = await db
      .select({ ticketId: checkins.ticketId })
      .from(checkins)
      .where(eq(checkins.nonce, ctx.nonce))
    if (!previous) return undefined
    return previous.ticketId === ticket.id
      ? admitted
      : { conflict: 'Questo nonce è già stato usato per un altro biglietto.' }
  }
  const replayed = await replay()
  if (replayed) return replayed

  const now = ctx.now ?? new Date()
  const key = admissionKey(ctx.policy, now, ctx.timeZone, randomUUID())
  const [inserted] = await db
    .insert(checkins)
    .values({
      ticketId: ticket.id,
      admissionKey: key,
      gate: ctx.gate,
      staffUserId: ctx.staffUserId,
      nonce: ctx.nonce,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: checkins.id })
  if (inserted) return admitted
  // Lost the race: to a simultaneous retry of this very request (same nonce), whose answer is
  // ours too, or to another scan of the ticket.
  const retried = await replay()
  if (retried) return retried

  const [first] = await db
    .select({ at: checkins.createdAt, gate: checkins.gate })
    .from(checkins)
    .where(and(eq(checkins.ticketId, ticket.id), eq(checkins.admissionKey, key)))
    .orderBy(asc(checkins.id))
  if (first) return invalid(alreadyUsedMessage(ctx.policy, first, ctx.timeZone), ticket)
  return invalid(TICKET_MESSAGES.unknown)
}
