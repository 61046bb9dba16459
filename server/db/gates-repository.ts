// What happened at the gates on one fair day, for the organiser's live dashboard and CSV export.
// Days are counted in the fair's time zone; the range is computed in SQL so the indexes on
// created_at serve it. Exits (direction 'out') are not admissions; once any are recorded that
// day, "inside now" is the number of tickets whose last scan of the day was an entry.
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

const emptyRefusals = (): Record<RefusalCause, number> =>
  Object.fromEntries(REFUSAL_CAUSES.map((cause) => [cause, 0])) as Record<RefusalCause, number>

export async function gateSummary(
  database: DatabaseHandle,
  day: string,
  timeZone: string,
): Promise<GateSummary> {
  const { from, to } = await dayRange(database, day, timeZone)
  const range = (alias: string) =>
    sql`${sql.raw(alias)}.created_at >= ${from.toISOString()}::timestamptz and ${sql.raw(alias)}.created_at < ${to.toISOString()}::timestamptz`
  const [admissions, refusals, totals, lastScans] = await Promise.all([
    database.rows<{ gate: string | null; hour: number; n: number }>(sql`
      select c.gate, extract(hour from c.created_at at time zone ${timeZone})::int as hour,
        count(*)::int as n
      from checkins c where c.direction = 'in' and ${range('c')}
      group by 1, 2`),
    database.rows<{ gate: string | null; cause: RefusalCause; n: number }>(sql`
      select r.gate, r.cause, count(*)::int as n
      from scan_refusals r where ${range('r')}
      group by 1, 2`),
    database.rows<{ unique_visitors: number; exits: number; inside: number }>(sql`
      select
        (select count(distinct c.ticket_id)::int from checkins c
          where c.direction = 'in' and ${range('c')}) as unique_visitors,
        (select count(*)::int from checkins c where c.direction = 'out' and ${range('c')}) as exits,
        (select count(*)::int from (
          select distinct on (c.ticket_id) c.direction from checkins c where ${range('c')}
          order by c.ticket_id, c.created_at desc, c.id desc) last
          where last.direction = 'in') as inside`),
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
  const total = totals[0]
  return {
    day,
    time_zone: timeZone,
    gates: [...gates.values()].sort((a, b) =>
      a.gate === null ? 1 : b.gate === null ? -1 : a.gate.localeCompare(b.gate, 'it'),
    ),
    admissions: admitted,
    refusals: allRefusals,
    unique_visitors: total?.unique_visitors ?? 0,
    inside_now: total && total.exits > 0 ? total.inside : null,
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
