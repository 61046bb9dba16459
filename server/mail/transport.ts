// Hands one mail to the world: over SMTP when SMTP_URL is set, otherwise as an .eml file in the
// outbox directory (development, demo, tests), with the link logged outside production so it can
// be used. Only the mail worker (server/mail/mailer.ts) calls it; a failure here is retried there.
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
  /**
   * How long the mail is worth sending: its link's lifetime. Past it the mail is given up
   * instead of delivering a dead link. Without it, MAIL_LIFETIME_SECONDS.
   */
  validForSeconds?: number
}

export interface MailLogger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface MailTransport {
  deliver(mail: Mail): Promise<void>
  close(): void
}

/**
 * Bounds on one SMTP conversation, well inside the queue's claim on a job (MAIL_CLAIM_SECONDS):
 * a send that hangs fails and is retried, instead of being taken over by another process while
 * it might still go through (which would deliver it twice).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 60_000,
} as const

export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir' | 'env'>,
  log: MailLogger,
): MailTransport {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let sequence = 0

  return {
    async deliver(mail) {
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
    },
    close() {
      transport.close()
    },
  }
}
