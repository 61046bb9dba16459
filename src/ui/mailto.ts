// Prefilled e-mail links (RFC 6068): SPEC.md's Smart Matching mail with a greeting and an
// introduction, and the plain 'Contatta' link of the history.
import { t } from '../i18n/it-core.ts'

export interface MailSender {
  /** The attendee's full name, when known. */
  name?: string | null
  /** The attendee's company, when known. */
  company?: string | null
}

/** A mailto: URL; subject and body are percent-encoded, line breaks as CRLF. */
export function buildMailto(to: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent((value ?? '').replace(/\r?\n/g, '\r\n'))}`)
    .join('&')
  // The address keeps '@'; only characters that would break the URL are encoded.
  const address = to.trim().replace(/[?&#%\s]/g, (c) => encodeURIComponent(c))
  return `mailto:${address}${query ? `?${query}` : ''}`
}

/** The greeting and introduction sent to a matched exhibitor. */
export function matchIntroBody(vendorName: string, sender: MailSender = {}): string {
  const m = t.ui.match.mail
  const name = sender.name?.trim()
  const company = sender.company?.trim()
  const who = name
    ? `${m.introductionWithName}${name}${company ? `${m.ofCompany}${company}` : ''}. `
    : ''
  const lines = [`${m.greeting}${vendorName},`, '', `${who}${m.introduction}`, '', m.closing]
  if (name) lines.push(name)
  return lines.join('\n')
}

/** The prefilled mail link of a match card, or null when the exhibitor has no e-mail. */
export function matchMailto(
  vendor: { name: string; email: string | null },
  sender: MailSender = {},
): string | null {
  if (!vendor.email?.trim()) return null
  return buildMailto(vendor.email, {
    subject: t.ui.match.mail.subject,
    body: matchIntroBody(vendor.name, sender),
  })
}
