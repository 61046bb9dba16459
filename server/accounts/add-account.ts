// Creating an account on an organiser's behalf, or changing the role of an existing one: one code
// path for `npm run users -- add` and POST /api/admin/users, so both behave and audit alike.
import { eq } from 'drizzle-orm'
import type { AccountRole, AuditAction } from '../../src/api/contract.ts'
import { vendorExists } from '../db/catalogue-repository.ts'
import { users } from '../db/schema.ts'
import { changeAccess } from '../db/accounts-repository.ts'
import { type Actor, recordAudit } from '../db/audit-repository.ts'
import type { Database } from '../db/client.ts'
import { issueTicket } from '../db/tickets-repository.ts'
import {
  createEmailToken,
  findUserByEmail,
  insertUser,
  normaliseEmail,
  type UserRow,
} from '../db/users-repository.ts'
import { hashPassword } from '../domain/passwords.ts'
import { hashToken, newOpaqueToken } from '../domain/secure-tokens.ts'
import type { Executor } from '../import/upsert.ts'
import type { Mailer } from '../mail/mailer.ts'
import { invitationMail } from '../mail/templates.ts'
import { VENDOR_LINK_MESSAGES } from '../messages.ts'

/** How long the "choose your password" link of a new account lasts (the issue says 72 h). */
export const INVITATION_TTL_HOURS = 72

export interface AddAccountInput {
  email: string
  role: AccountRole
  firstName?: string | undefined
  lastName?: string | undefined
  /** Required with role exhibitor, refused with any other (issue 21). */
  vendorId?: number | undefined
}

/** An exhibitor account without its exhibitor, or a vendor given to another role or unknown. */
export class VendorLinkError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'VendorLinkError'
  }
}

async function checkVendorLink(db: Database, input: AddAccountInput): Promise<void> {
  if (input.role !== 'exhibitor') {
    if (input.vendorId !== undefined) throw new VendorLinkError(VENDOR_LINK_MESSAGES.notExhibitor)
    return
  }
  if (input.vendorId === undefined) throw new VendorLinkError(VENDOR_LINK_MESSAGES.missing)
  if (!(await vendorExists(db, input.vendorId))) {
    throw new VendorLinkError(VENDOR_LINK_MESSAGES.unknown(input.vendorId))
  }
}

export type AddAccountOutcome = 'created' | 'role_changed' | 'vendor_changed' | 'unchanged'

export interface AddAccountResult {
  outcome: AddAccountOutcome
  user: UserRow
  previousRole?: string
  /** The exhibitor an account was linked to before a `vendor_changed`. */
  previousVendorId?: number | null
  /** The invitation link of a new account (the command line prints it outside production). */
  link?: string
}

export interface AddAccountDeps {
  db: Database
  publicUrl: string
  ticketSecret: string
  /** The durable mailer: the invitation is queued in the transaction that makes the account. */
  mailer: Pick<Mailer, 'send'>
}

export async function addAccount(
  deps: AddAccountDeps,
  input: AddAccountInput,
  actor: Actor,
): Promise<AddAccountResult> {
  const { db } = deps
  await checkVendorLink(db, input)
  const email = normaliseEmail(input.email)
  const existing = await findUserByEmail(db, email)
  if (existing) return changeRoleOf(db, existing, input, actor)

  // Nobody knows this password: the person sets their own through the mailed link. The address
  // counts as verified, as the organiser vouches for it and the link only reaches that mailbox.
  const passwordHash = await hashPassword(newOpaqueToken())
  // One transaction: the account, its ticket, its link, the audit entry and the queued mail exist
  // together or not at all (a failure leaves no account that never got its link).
  const made = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      passwordHash,
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      role: input.role,
      vendorId: input.vendorId ?? null,
      emailVerifiedAt: new Date(),
    })
    if (!created) return undefined
    // Attendees need a ticket like any verified visitor; it shows in the app after the first login.
    if (created.role === 'user') await issueTicket(tx, created.id, deps.ticketSecret)
    const token = newOpaqueToken()
    await createEmailToken(tx, created.id, 'reset', hashToken(token), INVITATION_TTL_HOURS * 3600)
    const link = `${deps.publicUrl}/reset-password?token=${token}`
    await recordAudit(tx, actor, {
      action: 'user.invite',
      targetType: 'user',
      targetId: created.id,
      targetLabel: created.email,
      details: { role: created.role, ...(input.vendorId ? { vendor_id: input.vendorId } : {}) },
    })
    await deps.mailer.send(
      invitationMail(created.email, created.firstName, created.role, link, INVITATION_TTL_HOURS),
      tx,
    )
    return { created, link }
  })
  if (!made) {
    // Created meanwhile by someone else (a registration, a second command): a role change now.
    const raced = await findUserByEmail(db, email)
    if (!raced) throw new Error(`account ${email} neither created nor found`)
    return changeRoleOf(db, raced, input, actor)
  }
  return { outcome: 'created', user: made.created, link: made.link }
}

async function changeRoleOf(
  db: Database,
  found: UserRow,
  input: AddAccountInput,
  actor: Actor,
): Promise<AddAccountResult> {
  const { role } = input
  // The exhibitor link follows the role: set for an exhibitor, cleared for any other role.
  const vendorId = role === 'exhibitor' ? (input.vendorId ?? null) : null
  const vendorChanged = found.vendorId !== vendorId
  const user = { ...found, vendorId }
  if (!vendorChanged && found.role === role) return { outcome: 'unchanged', user }
  const audit = (tx: Executor, action: AuditAction, details: Record<string, unknown>) =>
    recordAudit(tx, actor, {
      action,
      targetType: 'user',
      targetId: found.id,
      targetLabel: found.email,
      details,
    })
  // The link and its audit entry in the transaction of the change, so the log never misses one.
  const relink = async (tx: Executor) => {
    if (!vendorChanged) return
    await tx.update(users).set({ vendorId }).where(eq(users.id, found.id))
    await audit(tx, 'user.vendor_change', { from: found.vendorId, to: vendorId })
  }
  if (found.role === role) {
    // The portal reads the link from the database on each request: no session needs to end.
    await db.transaction(relink)
    return { outcome: 'vendor_changed', user, previousVendorId: found.vendorId }
  }
  await changeAccess(db, user.id, { role }, async (tx) => {
    await relink(tx)
    await audit(tx, 'user.role_change', { from: found.role, to: role })
  })
  return { outcome: 'role_changed', user: { ...user, role }, previousRole: found.role }
}
