// Accounts as the organiser console sees them: search with ticket and check-in state, one
// account's scan history, and role or access changes that can never leave the fair without an
// active admin and that end the person's sessions at once.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AdminUser, ScanRecord } from '../../src/api/contract.ts'
import { ADMIN_MESSAGES } from '../messages.ts'
import type { Database, DatabaseHandle } from './client.ts'
import { refreshTokens, users } from './schema.ts'

/** A timestamptz as ISO 8601 text, read the same way from PGlite and pg. */
export const isoOf = (column: unknown) => sql`to_json(${column})#>>'{}'`

const toIso = (value: unknown): string | null =>
  value == null ? null : new Date(String(value)).toISOString()

interface AccountRow extends Record<string, unknown> {
  id: number
  email: string
  first_name: string | null
  last_name: string | null
  company_name: string | null
  phone_number: string | null
  role: string
  active: boolean
  verified: boolean
  created_at: string
  last_login: string | null
  ticket_uuid: string | null
  ticket_revoked: boolean | null
  reissued_at: string | null
  last_checkin_at: string | null
  vendor_id: number | null
}

const ACCOUNT_COLUMNS = sql`
  u.id, u.email, u.first_name, u.last_name, u.company_name, u.phone_number, u.role, u.vendor_id,
  u.disabled_at is null as active, u.email_verified_at is not null as verified,
  ${isoOf(sql`u.created_at`)} as created_at, ${isoOf(sql`u.last_login`)} as last_login,
  t.uuid::text as ticket_uuid, t.revoked_at is not null as ticket_revoked,
  (select ${isoOf(sql`max(r.replaced_at)`)} from replaced_ticket_codes r where r.ticket_id = t.id) as reissued_at,
  (select ${isoOf(sql`max(c.created_at)`)} from checkins c where c.ticket_id = t.id and c.direction = 'in') as last_checkin_at`

function toAdminUser(row: AccountRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    role: row.role,
    active: row.active,
    verified: row.verified,
    created_at: toIso(row.created_at) ?? new Date(0).toISOString(),
    last_login: toIso(row.last_login),
    ticket: {
      state: row.ticket_uuid === null ? 'none' : row.ticket_revoked ? 'revoked' : 'active',
      uuid: row.ticket_uuid,
      reissued_at: toIso(row.reissued_at),
    },
    last_checkin_at: toIso(row.last_checkin_at),
    vendor_id: row.vendor_id,
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Accounts whose address, name, surname, full name or company contains `q`. */
export async function searchAccounts(
  database: DatabaseHandle,
  options: { q?: string | undefined; role?: string | undefined; limit: number },
): Promise<{ users: AdminUser[]; truncated: boolean }> {
  const conditions = [sql`true`]
  if (options.q) {
    const like = `%${escapeLike(options.q)}%`
    conditions.push(sql`(u.email ilike ${like} or u.first_name ilike ${like}
      or u.last_name ilike ${like} or u.company_name ilike ${like}
      or concat_ws(' ', u.first_name, u.last_name) ilike ${like}
      or concat_ws(' ', u.last_name, u.first_name) ilike ${like})`)
  }
  if (options.role) conditions.push(sql`u.role = ${options.role}`)
  const rows = await database.rows<AccountRow>(sql`
    select ${ACCOUNT_COLUMNS}
    from users u left join tickets t on t.user_id = u.id
    where ${sql.join(conditions, sql` and `)}
    order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.email
    limit ${options.limit + 1}`)
  return {
    users: rows.slice(0, options.limit).map(toAdminUser),
    truncated: rows.length > options.limit,
  }
}

export async function findAccount(
  database: DatabaseHandle,
  id: number,
): Promise<(AdminUser & { phone_number: string | null }) | undefined> {
  const [row] = await database.rows<AccountRow>(sql`
    select ${ACCOUNT_COLUMNS}
    from users u left join tickets t on t.user_id = u.id
    where u.id = ${id}`)
  return row && { ...toAdminUser(row), phone_number: row.phone_number }
}

interface ScanRow extends Record<string, unknown> {
  at: string
  gate: string | null
  direction: 'in' | 'out'
  outcome: ScanRecord['outcome']
  method: 'scan' | 'manual'
  note: string | null
  user_id: number | null
  name: string | null
}

export const toScanRecord = (row: ScanRow): ScanRecord => ({
  at: toIso(row.at) ?? new Date(0).toISOString(),
  gate: row.gate,
  direction: row.direction,
  outcome: row.outcome,
  method: row.method,
  note: row.note,
  user_id: row.user_id,
  name: row.name?.trim() || null,
})

/**
 * Admissions and refused scans as one list, newest first: `where` filters both on the alias `s`
 * (created_at), `extra` adds a condition on the ticket (alias t).
 */
export async function scanRecords(
  database: DatabaseHandle,
  filter: { ticketOf?: number; from?: Date; to?: Date; limit: number },
): Promise<ScanRecord[]> {
  const admittedWhere = [sql`true`]
  const refusedWhere = [sql`true`]
  if (filter.ticketOf !== undefined) {
    admittedWhere.push(sql`t.user_id = ${filter.ticketOf}`)
    refusedWhere.push(sql`t.user_id = ${filter.ticketOf}`)
  }
  if (filter.from) {
    admittedWhere.push(sql`c.created_at >= ${filter.from.toISOString()}::timestamptz`)
    refusedWhere.push(sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`)
  }
  if (filter.to) {
    admittedWhere.push(sql`c.created_at < ${filter.to.toISOString()}::timestamptz`)
    refusedWhere.push(sql`r.created_at < ${filter.to.toISOString()}::timestamptz`)
  }
  const rows = await database.rows<ScanRow>(sql`
    select ${isoOf(sql`s.created_at`)} as at, s.gate, s.direction, s.outcome, s.method, s.note,
      s.user_id, s.name
    from (
      (select c.created_at, c.id, c.gate, c.direction, 'admitted' as outcome, c.method, c.note,
         u.id as user_id, concat_ws(' ', u.first_name, u.last_name) as name
       from checkins c join tickets t on t.id = c.ticket_id join users u on u.id = t.user_id
       where ${sql.join(admittedWhere, sql` and `)}
       order by c.created_at desc limit ${filter.limit})
      union all
      (select r.created_at, r.id, r.gate, r.direction, r.cause, 'scan', null,
         u.id, concat_ws(' ', u.first_name, u.last_name)
       from scan_refusals r left join tickets t on t.id = r.ticket_id left join users u on u.id = t.user_id
       where ${sql.join(refusedWhere, sql` and `)}
       order by r.created_at desc limit ${filter.limit})
    ) s
    order by s.created_at desc, s.id desc
    limit ${filter.limit}`)
  return rows.map(toScanRecord)
}

export class LastAdminError extends Error {
  override name = 'LastAdminError'
  constructor() {
    super(ADMIN_MESSAGES.lastAdmin)
  }
}

export interface AccessChange {
  role?: string | undefined
  active?: boolean | undefined
}

export interface AccessChangeResult {
  before: { role: string; active: boolean }
  after: { role: string; active: boolean }
}

/**
 * Changes role and/or access. Any change ends the person's sessions: refresh tokens are revoked
 * and the session version rises, which voids every access token already issued (the auth plugin
 * and the validation statement compare it on every request). The active admins are locked first,
 * so two admins demoting each other at once cannot both succeed.
 */
export async function changeAccess(
  db: Database,
  id: number,
  change: AccessChange,
  onChanged?: (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    result: AccessChangeResult,
  ) => Promise<void>,
): Promise<AccessChangeResult | undefined> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
      .orderBy(users.id)
      .for('update')
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update')
    if (!target) return undefined
    const before = { role: target.role, active: target.disabledAt === null }
    const after = { role: change.role ?? before.role, active: change.active ?? before.active }
    if (before.role === after.role && before.active === after.active) return { before, after }
    const wasActiveAdmin = before.role === 'admin' && before.active
    const staysActiveAdmin = after.role === 'admin' && after.active
    if (wasActiveAdmin && !staysActiveAdmin && admins.every((a) => a.id === id)) {
      throw new LastAdminError()
    }
    await tx
      .update(users)
      .set({
        role: after.role,
        disabledAt: after.active ? null : (target.disabledAt ?? sql`now()`),
        sessionVersion: sql`${users.sessionVersion} + 1`,
      })
      .where(eq(users.id, id))
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)))
    const result = { before, after }
    await onChanged?.(tx, result)
    return result
  })
}
