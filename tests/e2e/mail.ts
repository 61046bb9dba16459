// Reads the mails the server wrote to the outbox (no SMTP in e2e) and pulls a link out of them.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)')
  return path.join(dataDir, 'outbox')
}

/** Quoted-printable (RFC 2045) to text: soft line breaks out, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...new TextEncoder().encode(joined[i]))
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes))
}

export function mailsTo(email: string): string[] {
  let files: string[]
  try {
    files = readdirSync(outboxDir()).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir(), file), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail))
}

/** Waits for the latest mail to `email` holding a link to `route` and returns that link. */
export async function linkFromMail(email: string, route: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${route}\\?token=[\\w.~-]+`)
  let link: string | undefined
  await expect
    .poll(
      () => {
        const found = mailsTo(email)
          .map((mail) => pattern.exec(mail)?.[0])
          .filter((value): value is string => value !== undefined)
        link = found.at(-1)
        return link
      },
      { message: `a mail to ${email} with a ${route} link`, timeout: 10_000 },
    )
    .toBeTruthy()
  return link ?? ''
}
