// The mail queue's storage: pg-boss, set up the same way for PGlite (through its PGlite adapter)
// and PostgreSQL (its own small pool), and the few reads of its job table that pg-boss's API
// does not offer (the admins' view, removing a finished mail's content, waiting for the queue).
import { type SQL, sql } from 'drizzle-orm'
import { type ConstructorOptions, fromDrizzle, fromPglite, PgBoss } from 'pg-boss'
import type { MailFailure, MailQueue, MailQueueQuery } from '../../src/api/contract.ts'
import type { Database, DatabaseHandle } from '../db/client.ts'

export const MAIL_QUEUE = 'mail'

/**
 * pg-boss on Fiera's database. Fiera schedules nothing, and vacuum and index upkeep are the
 * database operator's business. LISTEN/NOTIFY wakes the workers of every process when a mail is
 * committed, instead of at their next poll.
 */
export function openBoss(database: DatabaseHandle, options: ConstructorOptions = {}): PgBoss {
  const common = {
    schedule: false,
    monitorVacuum: false,
    reindex: false,
    useListenNotify: true,
    ...options,
  } satisfies ConstructorOptions
  if (database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...common })
  }
  if (!database.url) throw new Error('the mail queue needs the PostgreSQL connection URL')
  return new PgBoss({
    connectionString: database.url,
    max: 3,
    application_name: 'fiera-mail',
    ...common,
  })
}

/**
 * Creates or upgrades pg-boss's tables (its own schema, versioned by pg-boss, under its own
 * advisory lock) and the mail queue: part of opening the database, like the Drizzle migrations.
 */
export async function migrateMailQueue(database: DatabaseHandle): Promise<void> {
  const boss = openBoss(database, { supervise: false, useListenNotify: false })
  await boss.start()
  try {
    await boss.createQueue(MAIL_QUEUE, { notify: true })
    await boss.updateQueue(MAIL_QUEUE, { notify: true })
  } finally {
    await boss.stop({ graceful: false, close: true })
  }
}

/** pg-boss statements run in the caller's Drizzle transaction (PGlite's or node-postgres'). */
export const inTransaction = (tx: Database) =>
  fromDrizzle(
    {
      execute: async (query) => (await tx.execute(query as SQL)) as unknown as { rows: unknown[] },
    },
    sql,
  )

/** Removes a finished job's content (links, ticket codes): only its envelope is kept. */
export async function finishMailJob(
  database: DatabaseHandle,
  id: string,
  outcome: 'sent' | 'failed',
): Promise<void> {
  await database.rows(
    sql`update pgboss.job
        set data = (data - 'message') || jsonb_build_object('outcome', ${outcome}::text)
        where name = ${MAIL_QUEUE} and id = ${id}::uuid`,
  )
}

/** Mails due now that wait for a worker or are being sent. */
export async function dueMailCount(database: DatabaseHandle): Promise<number> {
  const [row] = await database.rows<{ due: number | string }>(
    sql`select count(*) as due from pgboss.job where name = ${MAIL_QUEUE}
        and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
  )
  return Number(row?.due ?? 0)
}

const STATE_OF = {
  created: 'pending',
  retry: 'pending',
  active: 'sending',
  failed: 'failed',
} as const
const JOB_STATES: Record<MailQueueQuery['state'] & string, string[]> = {
  pending: ['created', 'retry'],
  sending: ['active'],
  failed: ['failed'],
}

interface MailJobRow extends Record<string, unknown> {
  id: string
  state: keyof typeof STATE_OF
  to: string | null
  subject: string | null
  failure: MailFailure | null
  retry_count: number
  created_on: Date | string
  start_after: Date | string
}

/** A row of the queue's one read: the counts, beside one listed mail (its fields null if none). */
type QueueRow = { pending: number | string; sending: number | string; failed: number | string } & {
  [K in keyof MailJobRow]: MailJobRow[K] | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** What admins see of the queue: mails not sent yet and mails given up on, newest first. */
export async function listMailQueue(
  database: DatabaseHandle,
  query: MailQueueQuery,
): Promise<MailQueue> {
  const states = query.state ? JOB_STATES[query.state] : Object.keys(STATE_OF)
  const stateList = sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )
  // One statement, so the counts and the list come from one snapshot: read apart, a retry
  // starting in between showed a mail as waiting in the list and as being sent in the counts.
  const found = await database.rows<QueueRow>(
    sql`with jobs as (
          select id, state::text as state, data, output, retry_count, created_on, start_after
          from pgboss.job
          where name = ${MAIL_QUEUE} and state::text in ('created', 'retry', 'active', 'failed')
        ), counts as (
          select count(*) filter (where state in ('created', 'retry')) as pending,
            count(*) filter (where state = 'active') as sending,
            count(*) filter (where state = 'failed') as failed
          from jobs
        )
        select counts.pending, counts.sending, counts.failed, listed.*
        from counts left join lateral (
          select id::text as id, state, data->>'to' as "to", data->>'subject' as subject,
            output->>'failure' as failure, retry_count, created_on, start_after
          from jobs
          where state in (${stateList})
          order by created_on desc, id
          limit ${query.limit}
        ) listed on true`,
  )
  const totals = found[0]
  const rows = found.filter((row): row is QueueRow & MailJobRow => row.id !== null)
  return {
    pending: Number(totals?.pending ?? 0),
    sending: Number(totals?.sending ?? 0),
    failed: Number(totals?.failed ?? 0),
    mails: rows.map((row) => ({
      id: row.id,
      to: row.to ?? '',
      subject: row.subject ?? '',
      state: STATE_OF[row.state],
      // retry_count counts the claims after the first one.
      attempts: row.state === 'created' ? 0 : Number(row.retry_count) + 1,
      created_at: iso(row.created_on),
      next_attempt_at:
        row.state === 'created' || row.state === 'retry' ? iso(row.start_after) : null,
      failure: row.state === 'created' ? null : (row.failure ?? null),
    })),
  }
}
