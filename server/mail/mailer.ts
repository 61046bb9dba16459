// Fiera's outgoing mail, durable: a mail is first a job in the database (pg-boss, which runs on
// PGlite and on PostgreSQL alike), queued in the same transaction as the account step that causes
// it, and a worker in every server process sends it, retrying with backoff until it leaves or its
// link would no longer work. An SMTP outage or a restart loses nothing; SKIP LOCKED claims make
// several processes send each mail once.
import type { JobResult, JobWithMetadata } from 'pg-boss'
import type { MailFailure } from '../../src/api/contract.ts'
import type { Config } from '../config.ts'
import type { Database, DatabaseHandle } from '../db/client.ts'
import { dueMailCount, finishMailJob, inTransaction, MAIL_QUEUE, openBoss } from './queue.ts'
import { createMailTransport, type Mail, type MailLogger, type MailTransport } from './transport.ts'

export type { Mail, MailAttachment, MailLogger } from './transport.ts'
/** A mail without a link of its own (a ticket, a notice) is worth sending for three days. */
export const MAIL_LIFETIME_SECONDS = 3 * 24 * 3600
/** Backoff doubles from MAIL_RETRY_SECONDS up to this gap between two attempts. */
const MAX_RETRY_DELAY_SECONDS = 15 * 60
/** How long one attempt may hold a job before another process may take it over. */
export const MAIL_CLAIM_SECONDS = 5 * 60
/** Sent and given-up jobs stay this long (without their content) for the admins' view. */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600
const POLL_SECONDS = 2
/** composeInBackground starts between one and two of these later. */
const COMPOSE_DELAY_MS = 1000
/** How long a shutdown waits for the sends under way (within main.ts's 10 s grace period). */
export const MAIL_STOP_SECONDS = 8

/** What a job holds. `message` (links, ticket codes) is removed once the job is finished. */
export interface MailJobData {
  to: string
  subject: string
  expiresAt: string
  message?: {
    text: string
    html: string
    link?: string
    attachments?: { filename: string; contentType: string; cid?: string; content: string }[]
  }
  /** Set when the content is removed: what became of the mail. */
  outcome?: 'sent' | 'failed'
}

export interface Mailer {
  /**
   * Queues a mail. Given a transaction, the mail is queued in it and leaves only if it commits
   * (the outbox pattern): pass the transaction of the account step that causes the mail.
   */
  send(mail: Mail, tx?: Database): Promise<void>
  /** Queues without making the caller wait (the answer must not reveal whether a mail left). */
  sendInBackground(mail: Mail): void
  /**
   * Prepares and queues a mail off the request path, in one transaction (e.g. storing its link's
   * token through `tx`), so the answer takes as long whether or not a mail leaves. These start a
   * second or two later and run one at a time in call order: a newer reset link is stored, and
   * mailed, after the older.
   */
  composeInBackground(compose: (tx: Database) => Promise<Mail>): void
  /** Resolves once background queueing is done and no mail that is due waits or is being sent. */
  settled(timeoutMs?: number): Promise<void>
  /** Stops taking jobs, lets the sends under way finish, and closes the transport. */
  close(): Promise<void>
}

/** Retries whose latest possible start still falls within `lifetime` (pg-boss's jittered backoff). */
export function retriesWithin(lifetimeSeconds: number, firstDelaySeconds: number): number {
  let elapsed = 0
  let retries = 0
  for (;;) {
    // pg-boss waits between d·2^n and d·2^(n+1) seconds after the n-th retry, capped.
    const worst = Math.min(MAX_RETRY_DELAY_SECONDS, firstDelaySeconds * 2 ** (retries + 1))
    if (elapsed + worst > lifetimeSeconds) return retries
    elapsed += worst
    retries++
  }
}

/** Sorts a transport error into what an admin can act on, and whether retrying can help. */
export function classifyFailure(err: unknown): { failure: MailFailure; permanent: boolean } {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown }
  if (code === 'EAUTH') return { failure: 'auth', permanent: false }
  // A 5xx answer to the message (unknown mailbox, refused content) will not change by waiting.
  if (typeof responseCode === 'number' && responseCode >= 500 && code !== 'ECONNECTION') {
    return { failure: 'rejected', permanent: true }
  }
  if (typeof responseCode === 'number') return { failure: 'rejected', permanent: false }
  if (
    typeof code === 'string' &&
    ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET'].includes(code)
  ) {
    return { failure: 'unreachable', permanent: false }
  }
  return { failure: 'error', permanent: false }
}

const toJobData = (mail: Mail, now: number): MailJobData => ({
  to: mail.to,
  subject: mail.subject,
  expiresAt: new Date(now + (mail.validForSeconds ?? MAIL_LIFETIME_SECONDS) * 1000).toISOString(),
  message: {
    text: mail.text,
    html: mail.html,
    ...(mail.link ? { link: mail.link } : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
            content: a.content.toString('base64'),
          })),
        }
      : {}),
  },
})

const fromJobData = (
  data: MailJobData & { message: NonNullable<MailJobData['message']> },
): Mail => ({
  to: data.to,
  subject: data.subject,
  text: data.message.text,
  html: data.message.html,
  ...(data.message.link ? { link: data.message.link } : {}),
  ...(data.message.attachments
    ? {
        attachments: data.message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          ...(a.cid ? { cid: a.cid } : {}),
          content: Buffer.from(a.content, 'base64'),
        })),
      }
    : {}),
})

export interface CreateMailerOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir' | 'env' | 'mailRetrySeconds'>
  database: DatabaseHandle
  log: MailLogger
}

/** Starts this process's worker on the queue and answers the mailer the routes use. */
export async function createMailer({
  config,
  database,
  log,
}: CreateMailerOptions): Promise<Mailer> {
  const transport: MailTransport = createMailTransport(config, log)
  const boss = openBoss(database)
  boss.on('error', (err: unknown) => log.error({ err }, 'mail queue error'))
  boss.on('warning', (warning: unknown) => log.warn({ warning }, 'mail queue warning'))
  // The queue's tables were made with the database's migrations (server/db/client.ts).
  await boss.start()
  const finish = (id: string, outcome: 'sent' | 'failed') => finishMailJob(database, id, outcome)

  const attempt = async (job: JobWithMetadata<MailJobData>): Promise<JobResult> => {
    const { data } = job
    const context = { jobId: job.id, attempt: job.retryCount + 1 }
    // Finished by an attempt that stopped before pg-boss recorded it (a crash): do not send again.
    if (!data.message) {
      return data.outcome === 'sent'
        ? { id: job.id, status: 'completed' }
        : { id: job.id, status: 'deadletter', output: { failure: 'error' } }
    }
    if (Date.now() >= Date.parse(data.expiresAt)) {
      await finish(job.id, 'failed')
      log.error(context, 'mail given up: it expired before it could be sent')
      return { id: job.id, status: 'deadletter', output: { failure: 'expired' } }
    }
    try {
      await transport.deliver(fromJobData({ ...data, message: data.message }))
      await finish(job.id, 'sent')
      return { id: job.id, status: 'completed' }
    } catch (err) {
      const { failure, permanent } = classifyFailure(err)
      const last = permanent || job.retryCount >= job.retryLimit
      if (last) {
        await finish(job.id, 'failed')
        log.error({ ...context, err, failure }, 'mail given up')
      } else {
        log.warn({ ...context, err, failure }, 'mail not sent: it will be retried')
      }
      return { id: job.id, status: permanent ? 'deadletter' : 'failed', output: { failure } }
    }
  }

  await boss.work(
    MAIL_QUEUE,
    {
      batchSize: 5,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: POLL_SECONDS,
      // Retries come due without a NOTIFY: the poll finds them, also with LISTEN on.
      notifyPollingIntervalSeconds: POLL_SECONDS,
      includeMetadata: true,
      perJobResults: true,
    } as const,
    async (jobs: JobWithMetadata<MailJobData>[]) => {
      // One at a time, oldest first: a newer reset link reaches the mailbox after the older.
      const ordered = [...jobs].sort(
        (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || a.id.localeCompare(b.id),
      )
      const results: JobResult[] = []
      for (const job of ordered) results.push(await attempt(job))
      return results
    },
  )

  const enqueue = async (mail: Mail, tx?: Database) => {
    const validFor = mail.validForSeconds ?? MAIL_LIFETIME_SECONDS
    await boss.send(MAIL_QUEUE, toJobData(mail, Date.now()), {
      retryLimit: retriesWithin(validFor, config.mailRetrySeconds),
      retryDelay: config.mailRetrySeconds,
      retryBackoff: true,
      retryDelayMax: MAX_RETRY_DELAY_SECONDS,
      expireInSeconds: MAIL_CLAIM_SECONDS,
      // Never dropped unseen while waiting: the worker gives it up, visibly, once expired.
      retentionSeconds: validFor + 14 * 24 * 3600,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
      ...(tx ? { db: inTransaction(tx) } : {}),
    })
  }

  const pending = new Set<Promise<void>>()
  const inBackground = (work: () => Promise<void>, what: string) => {
    const job = work()
      .catch((err: unknown) => log.error({ err }, what))
      .finally(() => pending.delete(job))
    pending.add(job)
  }
  let composing: Promise<void> = Promise.resolve()
  /** Compositions waiting for their start; settled() and close() start them at once. */
  const waiting = new Set<() => void>()
  const startWaiting = () => {
    for (const start of [...waiting]) start()
  }

  return {
    send: enqueue,
    sendInBackground(mail) {
      inBackground(() => enqueue(mail), 'mail not queued')
    },
    composeInBackground(compose) {
      // Started a random second or two later: on the embedded database the work (a transaction,
      // then the send) runs on this thread, and right after the answer it would slow the
      // answers that follow, telling a known address from an unknown one.
      const due = new Promise<void>((resolve) => {
        const timer = setTimeout(start, COMPOSE_DELAY_MS * (1 + Math.random()))
        function start() {
          clearTimeout(timer)
          waiting.delete(start)
          resolve()
        }
        waiting.add(start)
      })
      const job = Promise.all([due, composing]).then(() =>
        database.db.transaction(async (tx) => {
          await enqueue(await compose(tx), tx)
        }),
      )
      composing = job.catch(() => undefined)
      inBackground(() => job, 'mail not prepared or not queued')
    },
    async settled(timeoutMs = 15_000) {
      startWaiting()
      while (pending.size > 0) await Promise.all([...pending])
      const deadline = Date.now() + timeoutMs
      for (;;) {
        if ((await dueMailCount(database)) === 0) return
        if (Date.now() > deadline) throw new Error('mail queue not settled in time')
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    async close() {
      startWaiting()
      while (pending.size > 0) await Promise.all([...pending])
      // Graceful: the sends under way finish and are recorded; nothing is left 'active' (past
      // the timeout pg-boss hands them back to the queue as failed attempts, to be retried).
      await boss.stop({ graceful: true, timeout: MAIL_STOP_SECONDS * 1000, close: true })
      transport.close()
    },
  }
}
