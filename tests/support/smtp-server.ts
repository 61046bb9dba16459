// A local SMTP server for the mail tests (the `smtp-server` package), on a free port or a given
// one (to bring back a server that was down), optionally slow to accept each message or refusing
// some recipients for good (550).
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
}

export interface TestSmtp {
  port: number
  url: string
  received: ReceivedMail[]
  /** Resolves when a message has started to arrive (its DATA is being read). */
  receiving: Promise<void>
  close(): Promise<void>
}

export async function startTestSmtp(
  options: { port?: number; delayMs?: number; refuse?: string[] } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = []
  let started: () => void = () => {}
  const receiving = new Promise<void>((resolve) => (started = resolve))
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.includes(address.address)) return callback()
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      started()
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const accept = () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        }
        if (options.delayMs) setTimeout(accept, options.delayMs)
        else accept()
      })
    },
  })
  server.listen(options.port ?? 0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
