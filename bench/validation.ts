// Ticket validation under load: many fresh tickets seeded straight into the database, one staff
// session, autocannon cycling through the codes, then a count of double admissions.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { hashPassword } from '../server/domain/passwords.ts'
import { ticketCode } from '../server/domain/tickets.ts'
import { type LoadResult, load } from './http.ts'

export const BENCH_STAFF = { email: 'bench-staff@example.com', password: 'Bench-password-2025' }

/** pg.Client#query and PGlite#query alike: the seeding runs on either engine. */
export interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
}

/** On a PostgreSQL server, by URL. */
async function withClient<T>(databaseUrl: string, work: (db: Queryable) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client as unknown as Queryable)
  } finally {
    await client.end()
  }
}

/** Inserts `count` verified attendees with tickets and one staff user; returns the QR codes. */
export async function seedTickets(
  database: string | Queryable,
  ticketSecret: string,
  count: number,
): Promise<string[]> {
  if (typeof database === 'string') {
    return withClient(database, (client) => seedTickets(client, ticketSecret, count))
  }
  const client = database
  const staffHash = await hashPassword(BENCH_STAFF.password)
  await client.query(
    `insert into users (email, password_hash, role, email_verified_at) values ($1, $2, 'staff', now())
     on conflict (email) do nothing`,
    [BENCH_STAFF.email, staffHash],
  )
  const codes: string[] = []
  const batch = 500
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start)
    const uuids = Array.from({ length: size }, () => randomUUID())
    const { rows } = await client.query<{ id: number }>(
      `insert into users (email, password_hash, first_name, email_verified_at)
       select 'bench-' || g || '-' || $2::text || '@example.com', 'x', 'Ospite', now()
       from generate_series(1, $1::int) g returning id`,
      [size, `${start}-${Date.now()}`],
    )
    const issued = uuids.map((uuid) => ({ uuid, ...ticketCode(ticketSecret, uuid) }))
    await client.query(
      `insert into tickets (uuid, user_id, secret_hash)
       select * from unnest($1::uuid[], $2::int[], $3::text[])`,
      [issued.map((t) => t.uuid), rows.map((r) => r.id), issued.map((t) => t.secretHash)],
    )
    codes.push(...issued.map((t) => t.qrCodeData))
  }
  return codes
}

export async function staffToken(baseUrl: string): Promise<string> {
  return loginToken(baseUrl, BENCH_STAFF.email, BENCH_STAFF.password)
}

export async function loginToken(baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  })
  if (!res.ok) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

export async function doubleAdmissions(database: string | Queryable): Promise<number> {
  if (typeof database === 'string') return withClient(database, doubleAdmissions)
  const { rows } = await database.query<{ n: string }>(
    `select count(*) as n from (select ticket_id, admission_key from checkins
     group by ticket_id, admission_key having count(*) > 1) twice`,
  )
  return Number(rows[0]?.n ?? 0)
}

export async function validationLoad(
  baseUrl: string,
  token: string,
  codes: string[],
  connections: number,
  durationSeconds = 8,
): Promise<LoadResult> {
  let next = 0
  return load({
    url: `${baseUrl}/api/tickets/validate`,
    method: 'POST',
    connections,
    durationSeconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: () => JSON.stringify({ qr_code_data: codes[next++ % codes.length], gate: 'Bench' }),
  })
}
