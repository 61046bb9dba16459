// The admission rule both sides apply: the server for online scans and synced uploads, an offline
// kiosk for the scans it decides itself. Zod-free and Intl only, so the kiosk loads it cheaply.

/**
 * A signed ticket code (F2): `F2.<16-byte secret>.<64-byte Ed25519 signature over "F2.<secret>">`,
 * base64url. Kiosks verify it offline with the public key of the offline bundle.
 */
export const SIGNED_TICKET_PATTERN = /^F2\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{86})$/

export type AdmissionPolicyName = 'once' | 'daily' | 'unlimited'

/** Building an Intl.DateTimeFormat costs far more than formatting: one per time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The fair day (YYYY-MM-DD) of an instant in the venue's time zone. */
export function fairDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    })
    dayFormats.set(timeZone, format)
  }
  return format.format(at)
}

/**
 * The key of the unique (ticket, admission_key) index: one admission per key. `unique` is a fresh
 * value for the unlimited policy, where every scan admits.
 */
export function admissionKey(
  policy: AdmissionPolicyName,
  at: Date,
  timeZone: string,
  unique: string,
): string {
  if (policy === 'once') return 'once'
  if (policy === 'daily') return `day:${fairDay(at, timeZone)}`
  return `scan:${unique}`
}
