// Ticket QR codes and admission rules, pure (no database, no Fastify).
//
// QR payload: `F1.<secret>.<mac>`: secret = 16 bytes, mac = HMAC-SHA256 over "F1.<secret>"
// truncated to 16 bytes, both base64url. It names no person: the database finds the ticket by
// SHA-256(secret) (tickets.secret_hash). Design choice: the secret is not random-and-stored but
// derived, HMAC(ticket key, ticket uuid), so the owner's QR can be shown again (/api/users/me)
// without keeping the secret anywhere: the uuid is random (122 bits) and useless without the key,
// and the key is needed to sign any QR anyway. Reissuing a ticket = giving it a new uuid.
import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  timingSafeEqual,
} from 'node:crypto'
import type { AdmissionPolicy } from '../config.ts'
import { TICKET_MESSAGES } from '../messages.ts'

const VERSION = 'F1'
const PART_BYTES = 16
const PAYLOAD_PATTERN = /^F1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/

/** Separate subkeys for deriving secrets and for signing, from the one configured secret. */
const subkeys = new Map<string, KeyObject>()
function subkey(ticketSecret: string, purpose: 'mac' | 'secret'): KeyObject {
  const id = `${purpose}|${ticketSecret}`
  let key = subkeys.get(id)
  if (!key) {
    // Derived once per secret: every scan needs it, and deriving it cost a second HMAC.
    key = createSecretKey(
      createHmac('sha256', ticketSecret).update(`fiera-ticket-${purpose}`).digest(),
    )
    subkeys.set(id, key)
  }
  return key
}

function mac(ticketSecret: string, signed: string): Buffer {
  return createHmac('sha256', subkey(ticketSecret, 'mac'))
    .update(signed)
    .digest()
    .subarray(0, PART_BYTES)
}

export function ticketSecretFor(ticketSecret: string, ticketUuid: string): Buffer {
  return createHmac('sha256', subkey(ticketSecret, 'secret'))
    .update(ticketUuid.toLowerCase())
    .digest()
    .subarray(0, PART_BYTES)
}

export function secretHash(secret: Buffer): string {
  return createHash('sha256').update(secret).digest('hex')
}

export interface IssuedTicketCode {
  qrCodeData: string
  secretHash: string
}

export function ticketCode(ticketSecret: string, ticketUuid: string): IssuedTicketCode {
  const secret = ticketSecretFor(ticketSecret, ticketUuid)
  const signed = `${VERSION}.${secret.toString('base64url')}`
  return {
    qrCodeData: `${signed}.${mac(ticketSecret, signed).toString('base64url')}`,
    secretHash: secretHash(secret),
  }
}

/** The secret hash to look up, or null when the code is malformed, forged or altered. */
export function verifyTicketCode(ticketSecret: string, qrCodeData: string): string | null {
  const found = PAYLOAD_PATTERN.exec(qrCodeData.trim())
  if (!found?.[1] || !found[2]) return null
  const secret = Buffer.from(found[1], 'base64url')
  const given = Buffer.from(found[2], 'base64url')
  if (secret.length !== PART_BYTES || given.length !== PART_BYTES) return null
  // Re-encode so that a non-canonical base64url spelling of the same bytes is not accepted.
  if (secret.toString('base64url') !== found[1] || given.toString('base64url') !== found[2]) {
    return null
  }
  const expected = mac(ticketSecret, `${VERSION}.${found[1]}`)
  if (!timingSafeEqual(expected, given)) return null
  return secretHash(secret)
}

const STYLES = {
  fairDay: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  time: ['it-IT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
  date: ['it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>

/** Building an Intl.DateTimeFormat costs far more than formatting: one per style and zone. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function format(style: keyof typeof STYLES, timeZone: string, at: Date): string {
  const key = `${style}|${timeZone}`
  let found = formatters.get(key)
  if (!found) {
    const [locale, options] = STYLES[style]
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    formatters.set(key, found)
  }
  return found.format(at)
}

/** The fair day (YYYY-MM-DD) of an instant in the venue's time zone. */
export function fairDay(at: Date, timeZone: string): string {
  return format('fairDay', timeZone, at)
}

/**
 * The key of the unique (ticket, admission_key) index: one admission per key. `unique` is a fresh
 * value for the unlimited policy, where every scan admits.
 */
export function admissionKey(
  policy: AdmissionPolicy,
  at: Date,
  timeZone: string,
  unique: string,
): string {
  if (policy === 'once') return 'once'
  if (policy === 'daily') return `day:${fairDay(at, timeZone)}`
  return `scan:${unique}`
}

/** A scan of a code whose ticket was reissued: it says so, and when, so the steward knows why. */
export function replacedMessage(replacedAt: Date, timeZone: string): string {
  return TICKET_MESSAGES.replaced(
    format('date', timeZone, replacedAt),
    format('time', timeZone, replacedAt),
  )
}

/** The refusal of a second admission, with when and where the first one was. */
export function alreadyUsedMessage(
  policy: AdmissionPolicy,
  firstEntry: { at: Date; gate: string | null },
  timeZone: string,
): string {
  const date = policy === 'daily' ? null : format('date', timeZone, firstEntry.at)
  return TICKET_MESSAGES.alreadyUsed(format('time', timeZone, firstEntry.at), date, firstEntry.gate)
}
