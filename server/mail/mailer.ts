// Sends Fiera's mails: over SMTP when SMTP_URL is set, otherwise as .eml files in the outbox
// directory (development, demo, tests), with the link logged outside production so it can be used.
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '../config.ts'

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
  /** Referenced from the HTML as `cid:<cid>` (inline image). */
  cid?: string
}

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  /** The action link inside, logged in development when no SMTP server is configured. */
  link?: string
}

export interface MailLogger {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  /** Sends without making the caller wait (the answer must not reveal whether a mail left). */
  sendInBackground(mail: Mail): void
  /**
   * Prepares and sends a mail off the request path (e.g. storing its link's token first), so
   * the answer takes as long whether or not a mail leaves. `settled()` waits for it too.
   */
  composeInBackground(compose: () => Promise<Mail>): void
  /** Resolves once every background send has finished (shutdown, tests). */
  settled(): Promise<void>
  close(): void
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir' | 'env'>,
  log: MailLogger,
): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let sequence = 0
  const pending = new Set<Promise<void>>()

  const send = async (mail: Mail) => {
    const info = (await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
    })) as { messageId?: string; message?: Buffer }
    if (config.smtpUrl) {
      log.info({ messageId: info.messageId }, 'mail sent')
      return
    }
    await mkdir(config.mailOutboxDir, { recursive: true })
    // Sortable by time, unique across processes sharing the directory.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence++).padStart(4, '0')}-${randomBytes(3).toString('hex')}.eml`
    const file = path.join(config.mailOutboxDir, name)
    await writeFile(file, info.message ?? Buffer.alloc(0))
    // The link is the point of the outbox in development; production logs never carry tokens.
    if (config.env !== 'production' && mail.link) {
      log.info({ file, to: mail.to, link: mail.link }, `mail written: ${mail.subject}`)
    } else {
      log.info({ file }, 'mail written to the outbox')
    }
  }

  return {
    send,
    sendInBackground(mail) {
      const job = send(mail)
        .catch((err: unknown) => log.error({ err, subject: mail.subject }, 'mail not sent'))
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    composeInBackground(compose) {
      const job = compose()
        .then(send)
        .catch((err: unknown) => log.error({ err }, 'mail not prepared or not sent'))
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending])
    },
    close() {
      transport.close()
    },
  }
}
