// Ticket QR codes and admission rules, pure (no database, no Fastify).
//
// QR payload: `F2.<secret>.<signature>` (issued now): secret = 16 bytes, signature = Ed25519 over
// "F2.<secret>" (64 bytes), both base64url, so a kiosk verifies it offline with the public key
// alone. `F1.<secret>.<mac>` (issued before; still valid online): mac = HMAC-SHA256 over
// "F1.<secret>" truncated to 16 bytes. Both name no person: the database finds the ticket by
// SHA-256(secret) (tickets.secret_hash), the same for both versions of one ticket. Design choice: the secret is not random-and-stored but
// derived, HMAC(ticket key, ticket uuid), so the owner's QR can be shown again (/api/users/me)
// without keeping the secret anywhere: the uuid is random (122 bits) and useless without the key,
// and the key is needed to sign any QR anyway. Reissuing a ticket = giving it a new uuid.
import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto'
import { SIGNED_TICKET_PATTERN } from '../../src/api/contract.ts'
import type { AdmissionPolicy } from '../config.ts'
import { TICKET_MESSAGES } from '../messages.ts'

const VERSION = 'F1'
const SIGNED_VERSION = 'F2'
const PART_BYTES = 16
const SIGNATURE_BYTES = 64
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

export interface TicketSigningKey {
  privateKey: KeyObject
  publicKey: KeyObject
  /** The raw 32-byte public key, base64url: what the offline bundle hands to kiosks. */
  publicKeyRaw: string
  /** A short name of the key, so kiosks can hold more than one during a rotation. */
  keyId: string
}

// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): the fixed prefix, then the 32 bytes.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const signingKeys = new Map<string, TicketSigningKey>()

/**
 * The Ed25519 key pair of the ticket signatures, derived (HKDF-SHA256) from the one configured
 * ticket secret: every process derives the same pair, there is no second secret to deploy, and
 * rotating TICKET_SECRET rotates both kinds of code together.
 */
export function ticketSigningKey(ticketSecret: string): TicketSigningKey {
  let key = signingKeys.get(ticketSecret)
  if (!key) {
    const seed = Buffer.from(hkdfSync('sha256', ticketSecret, '', 'fiera-ticket-ed25519', 32))
    const privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    })
    const publicKey = createPublicKey(privateKey)
    const jwk = publicKey.export({ format: 'jwk' })
    const publicKeyRaw = String(jwk.x)
    const keyId = createHash('sha256').update(publicKeyRaw).digest('base64url').slice(0, 8)
    key = { privateKey, publicKey, publicKeyRaw, keyId }
    signingKeys.set(ticketSecret, key)
  }
  return key
}

/** The code of a ticket, signed with Ed25519 (F2): what tickets show from now on. */
export function ticketCode(ticketSecret: string, ticketUuid: string): IssuedTicketCode {
  const secret = ticketSecretFor(ticketSecret, ticketUuid)
  const signed = `${SIGNED_VERSION}.${secret.toString('base64url')}`
  const signature = sign(null, Buffer.from(signed), ticketSigningKey(ticketSecret).privateKey)
  return {
    qrCodeData: `${signed}.${signature.toString('base64url')}`,
    secretHash: secretHash(secret),
  }
}

/** The code as it was issued before signed tickets (F1, HMAC): still admitted online. */
export function legacyTicketCode(ticketSecret: string, ticketUuid: string): IssuedTicketCode {
  const secret = ticketSecretFor(ticketSecret, ticketUuid)
  const signed = `${VERSION}.${secret.toString('base64url')}`
  return {
    qrCodeData: `${signed}.${mac(ticketSecret, signed).toString('base64url')}`,
    secretHash: secretHash(secret),
  }
}

/** The secret hash to look up, or null when the code is malformed, forged or altered. */
export function verifyTicketCode(ticketSecret: string, qrCodeData: string): string | null {
  const code = qrCodeData.trim()
  if (code.startsWith(`${SIGNED_VERSION}.`)) return verifySignedCode(ticketSecret, code)
  const found = PAYLOAD_PATTERN.exec(code)
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

function verifySignedCode(ticketSecret: string, code: string): string | null {
  const found = SIGNED_TICKET_PATTERN.exec(code)
  if (!found?.[1] || !found[2]) return null
  const secret = Buffer.from(found[1], 'base64url')
  const signature = Buffer.from(found[2], 'base64url')
  if (secret.length !== PART_BYTES || signature.length !== SIGNATURE_BYTES) return null
  if (secret.toString('base64url') !== found[1] || signature.toString('base64url') !== found[2]) {
    return null
  }
  const signed = Buffer.from(`${SIGNED_VERSION}.${found[1]}`)
  if (!verify(null, signed, ticketSigningKey(ticketSecret).publicKey, signature)) return null
  return secretHash(secret)
}

export { admissionKey, fairDay } from '../../src/api/contract.ts'

const STYLES = {
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
