// What offline kiosks need and send: the codes that no longer admit (for their offline bundle),
// the upload of the scans they admitted while the server was out of reach, and the conflicts
// those uploads reveal, for the organiser. A batch is settled in two set-based statements, so
// 10,000 offline scans sync in seconds (bench/gate-sync.ts) and an upload repeated changes nothing.
import { desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { GateConflict, GateConflictKind, SyncOutcome } from '../../src/api/contract.ts'
import type { DatabaseHandle } from './client.ts'
import { checkins, gateConflicts, replacedTicketCodes, tickets } from './schema.ts'

/**
 * The secret hashes of codes that must not admit at an offline kiosk: revoked tickets, and the
 * old codes of reissued ones (kept apart, so the kiosk can say which).
 */
export async function refusedSecretHashes(
  database: DatabaseHandle,
): Promise<{ revoked: string[]; replaced: string[] }> {
  const [revoked, replaced] = await Promise.all([
    database.db
      .select({ hash: tickets.secretHash })
      .from(tickets)
      .where(isNotNull(tickets.revokedAt)),
    database.db.select({ hash: replacedTicketCodes.secretHash }).from(replacedTicketCodes),
  ])
  return {
    revoked: revoked.map((row) => row.hash),
    replaced: replaced.map((row) => row.hash),
  }
}

/** One uploaded scan, its code already checked (`secretHash` null: not a ticket). */
export interface SyncScan {
  nonce: string
  secretHash: string | null
  gate: string
  scannedAt: Date
  admissionKey: string
}

export interface SyncScanResult {
  nonce: string
  outcome: SyncOutcome
  conflict: GateConflictKind | null
}

interface RecordRow extends Record<string, unknown> {
  nonce: string
  ticket_id: number | null
  revoked: boolean | null
  replaced: boolean
  known: boolean
  inserted: boolean
}

/**
 * Records each scan as an admission at the time it happened, unless its nonce was uploaded before
 * (then nothing happens) or the ticket was already admitted under the same key (then nothing is
 * admitted: the follow-up statement records the conflict). The unique (ticket, admission_key)
 * index keeps it to one admission whatever the order of uploads from several gates.
 */
const RECORD_SQL = `
with input as (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[])
    with ordinality as i(nonce, secret_hash, gate, scanned_at, admission_key, ord)
), matched as (
  -- A code reissued meanwhile still names its ticket (replaced_ticket_codes): the admission
  -- happened, and is recorded, as a conflict.
  select i.*, coalesce(t.id, r.ticket_id) as ticket_id, t.revoked_at, r.ticket_id is not null as replaced
  from input i
  left join tickets t on t.secret_hash = i.secret_hash
  left join replaced_ticket_codes r on t.id is null and r.secret_hash = i.secret_hash
), known as (
  select nonce from checkins where nonce = any($1::text[])
  union select nonce from gate_conflicts where nonce = any($1::text[])
), inserted as (
  insert into checkins (ticket_id, admission_key, gate, staff_user_id, nonce, created_at, received_at)
  select ticket_id, admission_key, gate, $6, nonce, scanned_at, now() from matched
  where ticket_id is not null and nonce not in (select nonce from known)
  order by scanned_at, ord
  on conflict do nothing
  returning nonce
)
select m.nonce, m.ticket_id, m.revoked_at is not null as revoked, m.replaced,
  m.nonce in (select nonce from known) as known,
  m.nonce in (select nonce from inserted) as inserted
from matched m order by m.ord`

/**
 * The scans that admitted nobody because the ticket was admitted first elsewhere, and those that
 * admitted a revoked ticket: one conflict each, against the admission that came first. A nonce
 * that reached checkins meanwhile (the same batch uploaded twice at once) is not a conflict.
 */
const CONFLICT_SQL = `
with input as (
  select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::text[])
    as i(nonce, ticket_id, kind, gate, scanned_at, admission_key)
)
insert into gate_conflicts (nonce, ticket_id, kind, gate, scanned_at, staff_user_id, first_checkin_id)
select i.nonce, i.ticket_id, i.kind, i.gate, i.scanned_at, $7,
  (select c.id from checkins c where c.ticket_id = i.ticket_id and c.admission_key = i.admission_key
     and c.nonce is distinct from i.nonce limit 1)
from input i
where i.kind <> 'double_admission'
  or not exists (select 1 from checkins x where x.nonce = i.nonce)
on conflict (nonce) do nothing`

export function gateSync(database: DatabaseHandle) {
  const record = database.prepared<RecordRow>('sync_record_scans', RECORD_SQL)
  const conflict = database.prepared('sync_record_conflicts', CONFLICT_SQL)
  return async (scans: SyncScan[], staffUserId: number): Promise<SyncScanResult[]> => {
    if (scans.length === 0) return []
    const rows = await record([
      scans.map((scan) => scan.nonce),
      scans.map((scan) => scan.secretHash),
      scans.map((scan) => scan.gate),
      scans.map((scan) => scan.scannedAt.toISOString()),
      scans.map((scan) => scan.admissionKey),
      staffUserId,
    ])
    const byNonce = new Map(scans.map((scan) => [scan.nonce, scan]))
    const conflicts: { scan: SyncScan; ticketId: number; kind: GateConflictKind }[] = []
    const results = rows.map((row): SyncScanResult => {
      if (row.known) return { nonce: row.nonce, outcome: 'duplicate', conflict: null }
      const scan = byNonce.get(row.nonce)
      if (row.ticket_id === null || !scan) {
        return { nonce: row.nonce, outcome: 'invalid', conflict: null }
      }
      if (row.inserted && !row.revoked && !row.replaced) {
        return { nonce: row.nonce, outcome: 'recorded', conflict: null }
      }
      const kind: GateConflictKind = row.revoked
        ? 'revoked'
        : row.replaced
          ? 'replaced'
          : 'double_admission'
      conflicts.push({ scan, ticketId: row.ticket_id, kind })
      return { nonce: row.nonce, outcome: 'conflict', conflict: kind }
    })
    if (conflicts.length > 0) {
      await conflict([
        conflicts.map((c) => c.scan.nonce),
        conflicts.map((c) => c.ticketId),
        conflicts.map((c) => c.kind),
        conflicts.map((c) => c.scan.gate),
        conflicts.map((c) => c.scan.scannedAt.toISOString()),
        conflicts.map((c) => c.scan.admissionKey),
        staffUserId,
      ])
    }
    return results
  }
}

/** The newest conflicts first, with the admission each one collided with. */
export async function listGateConflicts(
  database: DatabaseHandle,
  limit: number,
): Promise<GateConflict[]> {
  const rows = await database.db
    .select({
      id: gateConflicts.id,
      kind: gateConflicts.kind,
      ticketUuid: tickets.uuid,
      userId: tickets.userId,
      gate: gateConflicts.gate,
      scannedAt: gateConflicts.scannedAt,
      receivedAt: gateConflicts.receivedAt,
      firstGate: checkins.gate,
      firstAt: checkins.createdAt,
    })
    .from(gateConflicts)
    .innerJoin(tickets, eq(tickets.id, gateConflicts.ticketId))
    .leftJoin(checkins, eq(checkins.id, gateConflicts.firstCheckinId))
    .orderBy(desc(gateConflicts.receivedAt), desc(gateConflicts.id))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as GateConflictKind,
    ticket_uuid: row.ticketUuid,
    user_id: row.userId,
    gate: row.gate,
    scanned_at: row.scannedAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    first_gate: row.firstGate,
    first_used_at: row.firstAt?.toISOString() ?? null,
  }))
}

/**
 * Entries and exits of a fair day (created_at in the venue's zone), and how many tickets are
 * inside: those with more entries than exits. Each exit belongs to one entry (its key), so a
 * ticket is inside at most once whatever the order in which several gates' scans arrive.
 */
export async function insideCount(
  database: DatabaseHandle,
  day: string,
  timeZone: string,
): Promise<{ inside: number; entries: number; exits: number }> {
  const [row] = await database.rows<{ inside: unknown; entries: unknown; exits: unknown }>(sql`
    select count(*) filter (where ins > outs) as inside,
      coalesce(sum(ins), 0) as entries, coalesce(sum(outs), 0) as exits
    from (
      select ticket_id,
        count(*) filter (where direction = 'in') as ins,
        count(*) filter (where direction = 'out') as outs
      from checkins
      where (created_at at time zone ${timeZone})::date = ${day}::date
      group by ticket_id
    ) per_ticket`)
  // count(*) is a string from pg and a number from PGlite.
  return {
    inside: Number(row?.inside ?? 0),
    entries: Number(row?.entries ?? 0),
    exits: Number(row?.exits ?? 0),
  }
}
