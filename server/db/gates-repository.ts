// What happened at the gates on one fair day, for the organiser's live dashboard and CSV export.
// Days are counted in the fair's time zone; the range is computed in SQL so the indexes on
// created_at serve it. Exits (direction 'out') are not admissions; who is inside is counted by
// insideOf alone, for the dashboard and for GET /api/admin/gates/inside.
import { sql } from 'drizzle-orm'
import { type GateSummary, REFUSAL_CAUSES, type RefusalCause } from '../../src/api/contract.ts'
import { isoOf, scanRecords } from './accounts-repository.ts'
import type { DatabaseHandle } from './client.ts'

/** The instants where a fair day starts and ends, as PostgreSQL computes them in the zone. */
async function dayRange(database: DatabaseHandle, day: string, timeZone: string) {
  const [row] = await database.rows<{ start: string; end: string }>(sql`
    select ${isoOf(sql`(${day}::date)::timestamp at time zone ${timeZone}`)} as start,
           ${isoOf(sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`)} as end`)
  if (!row) throw new Error('no day range')
  return { from: new Date(row.start), to: new Date(row.end) }
}

type Range = { from: Date; to: Date }

const inRange = (alias: string, { from, to }: Range) =>
  sql`${sql.raw(alias)}.created_at >= ${from.toISOString()}::timestamptz and ${sql.raw(alias)}.created_at < ${to.toISOString()}::timestamptz`

export type InsideCount = {
  /** Tickets whose last scan of the day (by the time it happened) was an entry. */
  inside: number
  entries: number
  exits: number
}

/**
 * Who is inside, as pretix counts it: each ticket whose latest recorded scan of the day is an
 * entry, once, whatever the gate and whatever the order in which offline kiosks uploaded (a scan
 * keeps the time it happened). Also right under `unlimited`, where entries and exits are not paired.
 */
async function insideOf(database: DatabaseHandle, range: Range): Promise<InsideCount> {
  const [row] = await database.rows<InsideCount>(sql`
    select
      (select count(*)::int from (
        select distinct on (c.ticket_id) c.direction from checkins c where ${inRange('c', range)}
        order by c.ticket_id, c.created_at desc, c.id desc) last
        where last.direction = 'in') as inside,
      (select count(*)::int from checkins c where c.direction = 'in' and ${inRange('c', range)}) as entries,
      (select count(*)::int from checkins c where c.direction = 'out' and ${inRange('c', range)}) as exits`)
  return { inside: row?.inside ?? 0, entries: row?.entries ?? 0, exits: row?.exits ?? 0 }
}

/** Who is inside on a fair day (YYYY-MM-DD in the venue's zone), with its entries and exits. */
export async function insideCount(
  database: DatabaseHandle,
  day: string,
  timeZone: string,
): Promise<InsideCount> {
  return insideOf(database, await dayRange(database, day, timeZone))
}

const emptyRefusals = (): Record<RefusalCause, number> =>
  Object.fromEntries(REFUSAL_CAUSES.map((cause) => [cause, 0])) as Record<RefusalCause, number>

export async function gateSummary(
  database: DatabaseHandle,
  day: string,
  timeZone: string,
): Promise<GateSummary> {
  const { from, to } = await dayRange(database, day, timeZone)
  const range = (alias: string) => inRange(alias, { from, to })
  const [admissions, refusals, visitors, inside, lastScans] = await Promise.all([
    database.rows<{ gate: string | null; hour: number; n: number }>(sql`
      select c.gate, extract(hour from c.created_at at time zone ${timeZone})::int as hour,
        count(*)::int as n
      from checkins c where c.direction = 'in' and ${range('c')}
      group by 1, 2`),
    database.rows<{ gate: string | null; cause: RefusalCause; n: number }>(sql`
      select r.gate, r.cause, count(*)::int as n
      from scan_refusals r where ${range('r')}
      group by 1, 2`),
    database.rows<{ unique_visitors: number }>(sql`
      select count(distinct c.ticket_id)::int as unique_visitors from checkins c
      where c.direction = 'in' and ${range('c')}`),
    insideOf(database, { from, to }),
    scanRecords(database, { from, to, limit: 20 }),
  ])

  const gates = new Map<string | null, GateSummary['gates'][number]>()
  const gateOf = (gate: string | null) => {
    let entry = gates.get(gate)
    if (!entry) {
      entry = {
        gate,
        admissions: 0,
        admissions_by_hour: Array.from({ length: 24 }, () => 0),
        refusals: emptyRefusals(),
      }
      gates.set(gate, entry)
    }
    return entry
  }
  const allRefusals = emptyRefusals()
  let admitted = 0
  for (const row of admissions) {
    const entry = gateOf(row.gate)
    entry.admissions += row.n
    entry.admissions_by_hour[row.hour] = (entry.admissions_by_hour[row.hour] ?? 0) + row.n
    admitted += row.n
  }
  for (const row of refusals) {
    gateOf(row.gate).refusals[row.cause] += row.n
    allRefusals[row.cause] += row.n
  }
  return {
    day,
    time_zone: timeZone,
    gates: [...gates.values()].sort((a, b) =>
      a.gate === null ? 1 : b.gate === null ? -1 : a.gate.localeCompare(b.gate, 'it'),
    ),
    admissions: admitted,
    refusals: allRefusals,
    unique_visitors: visitors[0]?.unique_visitors ?? 0,
    // Without an exit gate in use that day, everybody admitted would read as inside: unknown.
    inside_now: inside.exits > 0 ? inside.inside : null,
    last_scans: lastScans,
  }
}

export interface CheckinExportRow extends Record<string, unknown> {
  at: string
  gate: string | null
  direction: string
  method: string
  note: string | null
  ticket_uuid: string
  user_id: number
  first_name: string | null
  last_name: string | null
  email: string
  company_name: string | null
  operator: string | null
}

/** Every check-in of the day, oldest first, with the person and the operator. */
export async function checkinsOfDay(
  database: DatabaseHandle,
  day: string,
  timeZone: string,
): Promise<CheckinExportRow[]> {
  const { from, to } = await dayRange(database, day, timeZone)
  return database.rows<CheckinExportRow>(sql`
    select to_char(c.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as at,
      c.gate, c.direction, c.method, c.note, t.uuid::text as ticket_uuid, u.id as user_id,
      u.first_name, u.last_name, u.email, u.company_name, s.email as operator
    from checkins c join tickets t on t.id = c.ticket_id join users u on u.id = t.user_id
      left join users s on s.id = c.staff_user_id
    where c.created_at >= ${from.toISOString()}::timestamptz
      and c.created_at < ${to.toISOString()}::timestamptz
    order by c.created_at, c.id`)
}
