// What offline kiosks need and send: the codes that no longer admit (for their offline bundle),
// the upload of the scans they admitted while the server was out of reach, and the conflicts
// those uploads reveal, for the organiser. Entries and exits are settled in set-based statements,
// in the order they happened, so 10,000 offline scans sync in seconds (bench/gate-sync.ts) and an
// upload repeated changes nothing.
import { desc, eq, isNotNull } from 'drizzle-orm'
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
  direction: 'in' | 'out'
  scannedAt: Date
  /** The policy window's key (an exit is counted against the entry under it). */
  admissionKey: string
}

export interface SyncRules {
  /** Daily policy with re-entry: the n-th entry after n exits has a key of its own. */
  reentry: boolean
  /** Unlimited policy: every exit is recorded, each under a key of its own. */
  unlimited: boolean
}

export interface SyncScanResult {
  nonce: string
  outcome: SyncOutcome
  conflict: GateConflictKind | null
}

interface RecordRow extends Record<string, unknown> {
  nonce: string
  /** The key the entry was (or would have been) recorded under. */
  entry_key: string
  ticket_id: number | null
  revoked: boolean | null
  replaced: boolean
  known: boolean
  inserted: boolean
}

/**
 * The uploaded scans ($1 nonces, $2 secret hashes, $3 gates, $4 times, $5 policy keys) and their
 * tickets. A code reissued meanwhile still names its ticket (replaced_ticket_codes).
 */
const SCANS_CTES = `input as (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[])
    with ordinality as i(nonce, secret_hash, gate, scanned_at, admission_key, ord)
), matched as (
  select i.*, coalesce(t.id, r.ticket_id) as ticket_id, t.revoked_at, r.ticket_id is not null as replaced
  from input i
  left join tickets t on t.secret_hash = i.secret_hash
  left join replaced_ticket_codes r on t.id is null and r.secret_hash = i.secret_hash
), known as (
  -- Uploaded before: nothing happens again.
  select nonce from checkins where nonce = any($1::text[])
  union select nonce from gate_conflicts where nonce = any($1::text[])
)`

/**
 * Records each scan as an admission at the time it happened, unless its nonce was uploaded before
 * (then nothing happens) or the ticket was already admitted under the same key (then nothing is
 * admitted: the follow-up statement records the conflict). The unique (ticket, admission_key)
 * index keeps it to one admission whatever the order of uploads from several gates.
 */
const RECORD_SQL = `
with ${SCANS_CTES}, keyed as (
  -- With re-entry ($7), an entry after n recorded exits has the key '<key>#n', as online.
  select m.*, case when $7::boolean and m.ticket_id is not null then (
    select case when count(*) = 0 then m.admission_key else m.admission_key || '#' || count(*) end
    from checkins c where c.ticket_id = m.ticket_id and c.direction = 'out'
      and c.admission_key like 'out:' || m.admission_key || '#%'
  ) else m.admission_key end as entry_key
  from matched m
), inserted as (
  insert into checkins (ticket_id, admission_key, gate, staff_user_id, nonce, created_at, received_at)
  select ticket_id, entry_key, gate, $6, nonce, scanned_at, now() from keyed
  where ticket_id is not null and nonce not in (select nonce from known)
  order by scanned_at, ord
  on conflict do nothing
  returning nonce
)
select k.nonce, k.entry_key, k.ticket_id, k.revoked_at is not null as revoked, k.replaced,
  k.nonce in (select nonce from known) as known,
  k.nonce in (select nonce from inserted) as inserted
from keyed k order by k.ord`

interface ExitRow extends Record<string, unknown> {
  nonce: string
  ticket_id: number | null
  known: boolean
  inserted: boolean
}

/**
 * Uploaded exits, set-based like the entries: each is counted against the entry its ticket is
 * inside on ('out:<key>#<n>', as an online exit), so two exits of one stay make one; under
 * `unlimited` ($7) every exit is recorded. Nobody is kept in: revoked and replaced codes leave.
 */
const EXIT_SQL = `
with ${SCANS_CTES}, counted as (
  select m.*,
    (select count(*)::int from checkins c where c.ticket_id = m.ticket_id and c.direction = 'in'
      and (c.admission_key = m.admission_key or c.admission_key like m.admission_key || '#%')) as entries,
    (select count(*)::int from checkins c where c.ticket_id = m.ticket_id and c.direction = 'out'
      and c.admission_key like 'out:' || m.admission_key || '#%') as exits
  from matched m where not $7::boolean and m.ticket_id is not null
), inserted as (
  insert into checkins (ticket_id, admission_key, gate, staff_user_id, nonce, direction, created_at, received_at)
  select m.ticket_id,
    case when $7::boolean then 'out:' || m.admission_key else 'out:' || m.admission_key || '#' || (c.entries - 1) end,
    m.gate, $6, m.nonce, 'out', m.scanned_at, now()
  from matched m left join counted c on c.ord = m.ord
  where m.ticket_id is not null and m.nonce not in (select nonce from known)
    and ($7::boolean or c.entries > c.exits)
  order by m.scanned_at, m.ord
  on conflict do nothing
  returning nonce
)
select m.nonce, m.ticket_id,
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

/** The scans as SCANS_CTES reads them: $1 to $5. */
const columnsOf = (scans: SyncScan[]) => [
  scans.map((scan) => scan.nonce),
  scans.map((scan) => scan.secretHash),
  scans.map((scan) => scan.gate),
  scans.map((scan) => scan.scannedAt.toISOString()),
  scans.map((scan) => scan.admissionKey),
]

/**
 * Settles an upload in the order the scans happened: each run of entries, or of exits, between
 * the other kind is one set-based statement, so an exit counts against the entry before it and a
 * re-entry after it. A kiosk sends one direction, so a batch is mostly a single statement.
 */
export function gateSync(database: DatabaseHandle, rules: SyncRules) {
  const record = database.prepared<RecordRow>('sync_record_scans', RECORD_SQL)
  const recordExits = database.prepared<ExitRow>('sync_record_exits', EXIT_SQL)
  const conflict = database.prepared('sync_record_conflicts', CONFLICT_SQL)

  const entries = async (scans: SyncScan[], staffUserId: number): Promise<SyncScanResult[]> => {
    const rows = await record([...columnsOf(scans), staffUserId, rules.reentry])
    const byNonce = new Map(scans.map((scan) => [scan.nonce, scan]))
    const conflicts: { scan: SyncScan; ticketId: number; kind: GateConflictKind; key: string }[] =
      []
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
      conflicts.push({ scan, ticketId: row.ticket_id, kind, key: row.entry_key })
      return { nonce: row.nonce, outcome: 'conflict', conflict: kind }
    })
    if (conflicts.length > 0) {
      await conflict([
        conflicts.map((c) => c.scan.nonce),
        conflicts.map((c) => c.ticketId),
        conflicts.map((c) => c.kind),
        conflicts.map((c) => c.scan.gate),
        conflicts.map((c) => c.scan.scannedAt.toISOString()),
        conflicts.map((c) => c.key),
        staffUserId,
      ])
    }
    return results
  }

  const exits = async (scans: SyncScan[], staffUserId: number): Promise<SyncScanResult[]> => {
    const rows = await recordExits([...columnsOf(scans), staffUserId, rules.unlimited])
    return rows.map((row) => ({
      nonce: row.nonce,
      outcome: row.known
        ? 'duplicate'
        : row.ticket_id === null
          ? 'invalid'
          : row.inserted
            ? 'recorded'
            : 'not_inside',
      conflict: null,
    }))
  }

  return async (scans: SyncScan[], staffUserId: number): Promise<SyncScanResult[]> => {
    const byTime = scans
      .map((scan, index) => ({ scan, index }))
      .sort((a, b) => a.scan.scannedAt.getTime() - b.scan.scannedAt.getTime() || a.index - b.index)
    const results = new Map<string, SyncScanResult>()
    for (let start = 0; start < byTime.length;) {
      const direction = byTime[start]?.scan.direction
      let end = start
      while (end < byTime.length && byTime[end]?.scan.direction === direction) end++
      const run = byTime.slice(start, end).map((item) => item.scan)
      const settled = await (direction === 'out' ? exits : entries)(run, staffUserId)
      for (const result of settled) results.set(result.nonce, result)
      start = end
    }
    // In the order the kiosk sent them; a nonce sent twice in one batch answers once per copy.
    return scans.flatMap((scan) => {
      const result = results.get(scan.nonce)
      return result ? [result] : []
    })
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
