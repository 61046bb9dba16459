// The organisers' audit log: every console or command-line action is written here, in the same
// transaction as the change it describes when there is one, so the log never misses a change.
import { and, desc, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm'
import type { AuditAction, AuditEntry, AuditQuery } from '../../src/api/contract.ts'
import type { Executor } from '../import/upsert.ts'
import { auditLog } from './schema.ts'

/** Who acted: an admin's account, or the command line (no account). */
export interface Actor {
  userId: number | null
  /** The address of the account, or 'riga di comando'. */
  label: string
}

export const CLI_ACTOR: Actor = { userId: null, label: 'riga di comando' }

export interface AuditRecord {
  action: AuditAction
  targetType: 'user' | 'ticket' | 'vendor' | 'event' | 'import'
  targetId?: string | number | null
  targetLabel?: string | null
  details?: Record<string, unknown>
}

export async function recordAudit(db: Executor, actor: Actor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actor: actor.label,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId == null ? null : String(record.targetId),
    targetLabel: record.targetLabel ?? null,
    details: record.details ?? null,
  })
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listAudit(db: Executor, query: AuditQuery): Promise<AuditEntry[]> {
  const where: SQL[] = []
  if (query.action) where.push(eq(auditLog.action, query.action))
  if (query.actor) where.push(ilike(auditLog.actor, `%${escapeLike(query.actor)}%`))
  if (query.target_type) where.push(eq(auditLog.targetType, query.target_type))
  if (query.target_id) where.push(eq(auditLog.targetId, query.target_id))
  if (query.from) where.push(gte(auditLog.createdAt, new Date(query.from)))
  if (query.to) where.push(lte(auditLog.createdAt, new Date(query.to)))
  if (query.before) where.push(lt(auditLog.id, query.before))
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit)
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor,
    actor_user_id: row.actorUserId,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    details: row.details ?? null,
  }))
}
