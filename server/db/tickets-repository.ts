// Tickets and check-ins. Admission is decided by the database: the unique (ticket_id,
// admission_key) index lets exactly one INSERT win, whatever the number of server processes.
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import {
  type RefusalCause,
  STAFF_ROLES,
  type TicketValidation,
  type ValidationReason,
} from '../../src/api/contract.ts'
import type { AdmissionPolicy } from '../config.ts'
import { admissionKey, alreadyUsedMessage, replacedMessage, ticketCode } from '../domain/tickets.ts'
import type { Executor } from '../import/upsert.ts'
import { ADMIN_MESSAGES, TICKET_MESSAGES } from '../messages.ts'
import type { Database, DatabaseHandle } from './client.ts'
import { checkins, replacedTicketCodes, scanRefusals, tickets } from './schema.ts'

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
  policy: AdmissionPolicy
  /** Whether an exit lets the visitor in again under the same key (daily policy only). */
  reentry?: boolean
  timeZone: string
  /** The caller, from a verified access token: re-checked in the same statement. */
  staff: { userId: number; sessionVersion: number }
  gate: string | null
  nonce: string | null
  now?: Date
}

export type ValidationOutcome =
  | TicketValidation
  | { conflict: string }
  /** The caller is no longer a valid session (401) or no longer staff (403): nothing recorded. */
  | { unauthorized: 'invalid' | 'forbidden' }

interface ValidationRow extends Record<string, unknown> {
  /** Null when the caller's account is gone. */
  caller: 'ok' | 'invalid' | 'forbidden' | null
  ticket_id: number | null
  uuid: string | null
  user_id: number | null
  revoked: boolean | null
  first_name: string | null
  previous_ticket_id: number | null
  inserted_id: number | null
  first_at: Date | null
  first_gate: string | null
  entry_key: string | null
}

/** The staff roles as a PostgreSQL array literal: constants of the code, not input. */
const STAFF_ROLES_SQL = `'{${STAFF_ROLES.join(',')}}'::text[]`
if (!STAFF_ROLES.every((role) => /^[a-z_]+$/.test(role))) throw new Error('unexpected staff role')

/**
 * The caller's role and session, read in the same statement as the scan ($1 user id, $2 session
 * version), so a demotion or a voided session stops admissions and exits at once.
 */
const CALLER_CTES = `with staff as (
  select role, session_version from users where id = $1
), allowed as (
  select 1 from staff where session_version = $2 and role = any(${STAFF_ROLES_SQL})
)`
const CALLER_COLUMN = `  (select case
     when session_version <> $2 then 'invalid'
     when role = any(${STAFF_ROLES_SQL}) then 'ok'
     else 'forbidden'
   end from staff) as caller,`
/** A retried request: its nonce ($4) is on record already. */
const PREVIOUS_CTE = `previous as (
  select c.ticket_id from checkins c
  where $4::text is not null and c.nonce = $4::text and exists (select 1 from allowed)
)`

/**
 * One round trip for the usual scan: the caller's role and session are read (so a demotion
 * stops admissions at once), the ticket is found, a retried nonce is recognised, and the entry
 * is inserted only when all of that allows it. A CTE sees the data as of the statement's
 * start, so the rare race lost to a concurrent insert is settled by the follow-up queries.
 * Eight parameters and eleven plain columns: each is encoded or parsed again on every call.
 */
const VALIDATE_SQL = `
${CALLER_CTES}, ticket as (
  select t.id, t.uuid, t.user_id, t.revoked_at, u.first_name
  from tickets t join users u on u.id = t.user_id
  where t.secret_hash = $3 and exists (select 1 from allowed)
), ${PREVIOUS_CTE}, exits as (
  -- With re-entry, the n-th entry after n exits has its own key: still one per exit.
  select count(*)::int as n from checkins c join ticket on c.ticket_id = ticket.id
  where $8::boolean and c.direction = 'out' and c.admission_key like 'out:' || $5 || '#%'
), entry_key as (
  select case when n = 0 then $5::text else $5::text || '#' || n end as key from exits
), inserted as (
  insert into checkins (ticket_id, admission_key, gate, staff_user_id, nonce, created_at)
  select id, (select key from entry_key), $6, $1, $4::text, $7 from ticket
  where revoked_at is null and not exists (select 1 from previous)
  on conflict do nothing
  returning id
), first as (
  select c.created_at, c.gate from checkins c join ticket on c.ticket_id = ticket.id
  where c.admission_key = (select key from entry_key)
  limit 1 -- at most one row anyway: (ticket_id, admission_key) is unique
)
select
${CALLER_COLUMN}
  ticket.id as ticket_id, ticket.uuid, ticket.user_id, ticket.revoked_at is not null as revoked,
  ticket.first_name,
  (select ticket_id from previous limit 1) as previous_ticket_id,
  (select id from inserted) as inserted_id,
  (select created_at from first) as first_at,
  (select gate from first) as first_gate,
  (select key from entry_key) as entry_key
from (select 1) as one left join ticket on true`

/**
 * Intl date formatting was about a tenth of a scan's server time under load. The admission key
 * (the fair day) and the "already used" text (a day and an hh:mm) are the same for every instant
 * of one UTC minute, as every time zone's offset is a whole number of minutes: they are
 * remembered per minute, in a small map emptied when full.
 */
const perMinute = new Map<string, string>()
const PER_MINUTE_CAPACITY = 512

function memoPerMinute(at: Date, key: string, make: () => string): string {
  const id = `${Math.floor(at.getTime() / 60_000)}|${key}`
  let value = perMinute.get(id)
  if (value === undefined) {
    value = make()
    if (perMinute.size >= PER_MINUTE_CAPACITY) perMinute.clear()
    perMinute.set(id, value)
  }
  return value
}

function keyOf(policy: AdmissionPolicy, at: Date, timeZone: string): string {
  if (policy === 'unlimited') return admissionKey(policy, at, timeZone, randomUUID())
  return memoPerMinute(at, `key|${policy}|${timeZone}`, () =>
    admissionKey(policy, at, timeZone, ''),
  )
}

function usedMessage(
  policy: AdmissionPolicy,
  first: { at: Date; gate: string | null },
  timeZone: string,
): string {
  return memoPerMinute(first.at, `used|${policy}|${timeZone}|${first.gate ?? ''}`, () =>
    alreadyUsedMessage(policy, first, timeZone),
  )
}

/** Validates a QR code whose signature already checked out (`hash` from verifyTicketCode). */
export function ticketValidator(database: DatabaseHandle) {
  const validate = database.prepared<ValidationRow>('validate_ticket', VALIDATE_SQL)
  const { db } = database
  return async (hash: string, ctx: ValidationContext): Promise<ValidationOutcome> => {
    const now = ctx.now ?? new Date()
    const key = keyOf(ctx.policy, now, ctx.timeZone)
    const [row] = await validate([
      ctx.staff.userId,
      ctx.staff.sessionVersion,
      hash,
      ctx.nonce,
      key,
      ctx.gate,
      now,
      ctx.policy === 'daily' && ctx.reentry === true,
    ])
    if (!row?.caller || row.caller === 'invalid') return { unauthorized: 'invalid' }
    if (row.caller !== 'ok') return { unauthorized: 'forbidden' }
    // Every refusal is recorded, for the gate dashboard's causes and the attendee's history.
    const record = (cause: RefusalCause, ticket?: { id: number }) =>
      recordRefusal(db, {
        ticketId: ticket?.id ?? null,
        cause,
        gate: ctx.gate,
        staffUserId: ctx.staff.userId,
        at: now,
      })
    const refused = async (
      cause: RefusalCause,
      message: string,
      ticket?: { id: number; uuid: string; userId: number },
    ) => {
      await record(cause, ticket)
      return invalid(message, ticket, cause)
    }
    const usedAgain = async (
      first: { at: Date; gate: string | null },
      ticket: { id: number; uuid: string; userId: number },
    ) => {
      await record('already_used', ticket)
      return alreadyUsed(ctx, first, ticket)
    }
    if (row.ticket_id === null || row.uuid === null || row.user_id === null) {
      // A well-signed code of no current ticket: most likely one that was reissued.
      const [replaced] = await db
        .select({
          ticketId: replacedTicketCodes.ticketId,
          oldUuid: replacedTicketCodes.oldUuid,
          replacedAt: replacedTicketCodes.replacedAt,
          userId: tickets.userId,
        })
        .from(replacedTicketCodes)
        .innerJoin(tickets, eq(tickets.id, replacedTicketCodes.ticketId))
        .where(eq(replacedTicketCodes.secretHash, hash))
      if (replaced) {
        return refused('replaced', replacedMessage(replaced.replacedAt, ctx.timeZone), {
          id: replaced.ticketId,
          uuid: replaced.oldUuid,
          userId: replaced.userId,
        })
      }
      return refused('invalid', TICKET_MESSAGES.unknown)
    }
    const ticket = { id: row.ticket_id, uuid: row.uuid, userId: row.user_id }
    if (row.revoked) return refused('revoked', TICKET_MESSAGES.revoked, ticket)
    const admitted: TicketValidation = {
      valid: true,
      message: TICKET_MESSAGES.welcome(row.first_name),
      ticket_uuid: ticket.uuid,
      user_id: ticket.userId,
      reason: 'ok',
      first_used_at: null,
      first_gate: null,
    }
    // A retried request (same nonce) gets the answer of the first one, without a second entry.
    const replayOf = (previousTicketId: number) =>
      previousTicketId === ticket.id ? admitted : { conflict: TICKET_MESSAGES.nonceConflict }
    if (row.previous_ticket_id !== null) return replayOf(row.previous_ticket_id)
    if (row.inserted_id !== null) return admitted
    if (row.first_at) return usedAgain({ at: row.first_at, gate: row.first_gate }, ticket)

    // Lost a race the statement's snapshot could not see: to a simultaneous retry of this very
    // request (same nonce), whose answer is ours too, or to another scan of the ticket.
    if (ctx.nonce) {
      const [previous] = await db
        .select({ ticketId: checkins.ticketId })
        .from(checkins)
        .where(eq(checkins.nonce, ctx.nonce))
      if (previous) return replayOf(previous.ticketId)
    }
    const [first] = await db
      .select({ at: checkins.createdAt, gate: checkins.gate })
      .from(checkins)
      .where(and(eq(checkins.ticketId, ticket.id), eq(checkins.admissionKey, row.entry_key ?? key)))
      .orderBy(asc(checkins.id))
    if (first) return usedAgain(first, ticket)
    return refused('invalid', TICKET_MESSAGES.unknown)
  }
}

function alreadyUsed(
  ctx: ValidationContext,
  first: { at: Date; gate: string | null },
  ticket: { uuid: string; userId: number },
): TicketValidation {
  return {
    ...invalid(usedMessage(ctx.policy, first, ctx.timeZone), ticket, 'already_used'),
    first_used_at: new Date(first.at).toISOString(),
    first_gate: first.gate,
  }
}

/** A scan that admitted nobody, for the gate dashboard and the attendee's history. */
export async function recordRefusal(
  db: Executor,
  refusal: {
    ticketId: number | null
    cause: RefusalCause
    gate: string | null
    staffUserId: number | null
    at?: Date
  },
): Promise<void> {
  await db.insert(scanRefusals).values({
    ticketId: refusal.ticketId,
    cause: refusal.cause,
    gate: refusal.gate,
    staffUserId: refusal.staffUserId,
    ...(refusal.at ? { createdAt: refusal.at } : {}),
  })
}

/**
 * A new code for a user's ticket (lost or shared phone): the ticket keeps its id, and so its
 * check-ins (today's admission still counts), while the old code is remembered as replaced so
 * a scan of it says so. Undefined when the user has no ticket.
 */
export async function reissueTicket(
  db: Database,
  userId: number,
  ticketSecret: string,
  onReissued?: (tx: Executor, ticket: IssuedTicket & { oldUuid: string }) => Promise<void>,
): Promise<(IssuedTicket & { oldUuid: string }) | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(tickets)
      .where(eq(tickets.userId, userId))
      .for('update')
    if (!current) return undefined
    const uuid = randomUUID()
    const code = ticketCode(ticketSecret, uuid)
    await tx.insert(replacedTicketCodes).values({
      secretHash: current.secretHash,
      ticketId: current.id,
      oldUuid: current.uuid,
    })
    await tx
      .update(tickets)
      .set({ uuid, secretHash: code.secretHash })
      .where(eq(tickets.id, current.id))
    const issued = {
      id: current.id,
      uuid,
      qrCodeData: code.qrCodeData,
      created: false,
      oldUuid: current.uuid,
    }
    await onReissued?.(tx, issued)
    return issued
  })
}

export type ManualAdmission =
  { admitted: true; message: string } | { admitted: false; message: string }

/**
 * An organiser lets someone in without a scan (no phone): the same admission key as a scan, so
 * it counts once per policy window exactly like one, recorded with method 'manual' and a reason.
 */
export async function admitManually(
  db: Database,
  input: {
    ticketId: number
    policy: AdmissionPolicy
    timeZone: string
    gate: string
    reason: string
    staffUserId: number
    now?: Date
  },
  onAdmitted?: (tx: Executor) => Promise<void>,
): Promise<ManualAdmission> {
  const now = input.now ?? new Date()
  const key = keyOf(input.policy, now, input.timeZone)
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(checkins)
      .values({
        ticketId: input.ticketId,
        admissionKey: key,
        gate: input.gate,
        staffUserId: input.staffUserId,
        method: 'manual',
        note: input.reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: checkins.id })
    if (inserted) {
      await onAdmitted?.(tx)
      return { admitted: true, message: ADMIN_MESSAGES.admitted(input.gate) }
    }
    const [first] = await tx
      .select({ at: checkins.createdAt, gate: checkins.gate })
      .from(checkins)
      .where(and(eq(checkins.ticketId, input.ticketId), eq(checkins.admissionKey, key)))
    return {
      admitted: false,
      message: first ? usedMessage(input.policy, first, input.timeZone) : TICKET_MESSAGES.unknown,
    }
  })
}

export function invalid(
  message: string,
  ticket?: { uuid: string; userId: number },
  reason: ValidationReason = 'invalid',
): TicketValidation {
  return {
    valid: false,
    message,
    ticket_uuid: ticket?.uuid ?? null,
    user_id: ticket?.userId ?? null,
    reason,
    first_used_at: null,
    first_gate: null,
  }
}

interface ExitRow extends Record<string, unknown> {
  caller: 'ok' | 'invalid' | 'forbidden' | null
  ticket_id: number | null
  uuid: string | null
  user_id: number | null
  first_name: string | null
  previous_ticket_id: number | null
  inserted_id: number | null
  entries: number | null
  exits: number | null
}

/**
 * An exit: recorded against the entry the visitor is inside on ('out:<entry key>'), so two
 * simultaneous exit scans make one exit and nobody is counted inside twice. Nobody is refused
 * on the way out: a revoked ticket still leaves, and without an entry on record (someone let in
 * by hand, a lost upload) the answer is `not_inside`, green, with nothing recorded.
 * Under `unlimited` ($8) entries are not limited, so neither are exits (as pretix counts them):
 * each one is recorded under a key of its own ('out:scan:<nonce>').
 */
const EXIT_SQL = `
${CALLER_CTES}, ticket as (
  select t.id, t.uuid, t.user_id, u.first_name
  from tickets t join users u on u.id = t.user_id
  where t.secret_hash = $3 and exists (select 1 from allowed)
), ${PREVIOUS_CTE}, entries as (
  select count(*)::int as n from checkins c join ticket on c.ticket_id = ticket.id
  where c.direction = 'in' and (c.admission_key = $5 or c.admission_key like $5 || '#%')
), exits as (
  select count(*)::int as n from checkins c join ticket on c.ticket_id = ticket.id
  where c.direction = 'out' and c.admission_key like 'out:' || $5 || '#%'
), inserted as (
  insert into checkins (ticket_id, admission_key, gate, staff_user_id, nonce, direction, created_at)
  select id,
    case when $8::boolean then 'out:' || $5 else 'out:' || $5 || '#' || ((select n from entries) - 1) end,
    $6, $1, $4::text, 'out', $7
  from ticket
  where ($8::boolean or (select n from entries) > (select n from exits))
    and not exists (select 1 from previous)
  on conflict do nothing
  returning id
)
select
${CALLER_COLUMN}
  ticket.id as ticket_id, ticket.uuid, ticket.user_id, ticket.first_name,
  (select ticket_id from previous limit 1) as previous_ticket_id,
  (select id from inserted) as inserted_id,
  (select n from entries) as entries,
  (select n from exits) as exits
from (select 1) as one left join ticket on true`

/**
 * The key exits are counted under: the policy window (an entry's key); under `unlimited`, where
 * each exit is recorded on its own, the scan's nonce (or a fresh value for a scan without one).
 */
function exitBaseKey(policy: AdmissionPolicy, at: Date, timeZone: string, nonce: string | null) {
  return policy === 'unlimited'
    ? admissionKey(policy, at, timeZone, nonce ?? randomUUID())
    : keyOf(policy, at, timeZone)
}

/** Records an exit (`hash` from verifyTicketCode). */
export function ticketExit(database: DatabaseHandle) {
  const exit = database.prepared<ExitRow>('exit_ticket', EXIT_SQL)
  return async (hash: string, ctx: ValidationContext): Promise<ValidationOutcome> => {
    const now = ctx.now ?? new Date()
    const [row] = await exit([
      ctx.staff.userId,
      ctx.staff.sessionVersion,
      hash,
      ctx.nonce,
      exitBaseKey(ctx.policy, now, ctx.timeZone, ctx.nonce),
      ctx.gate,
      now,
      ctx.policy === 'unlimited',
    ])
    if (!row?.caller || row.caller === 'invalid') return { unauthorized: 'invalid' }
    if (row.caller !== 'ok') return { unauthorized: 'forbidden' }
    if (row.ticket_id === null || row.uuid === null || row.user_id === null) {
      return invalid(TICKET_MESSAGES.unknown)
    }
    if (row.previous_ticket_id !== null && row.previous_ticket_id !== row.ticket_id) {
      return { conflict: TICKET_MESSAGES.nonceConflict }
    }
    const inside =
      ctx.policy === 'unlimited' ||
      row.inserted_id !== null ||
      row.previous_ticket_id !== null ||
      (row.entries ?? 0) > (row.exits ?? 0)
    return {
      valid: true,
      message: inside ? TICKET_MESSAGES.goodbye(row.first_name) : TICKET_MESSAGES.notInside,
      ticket_uuid: row.uuid,
      user_id: row.user_id,
      reason: inside ? 'exit_ok' : 'not_inside',
      first_used_at: null,
      first_gate: null,
    }
  }
}
