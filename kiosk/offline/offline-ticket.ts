// Checks a signed ticket code (F2) on the kiosk itself, with the bundle's public keys and the
// browser's WebCrypto Ed25519 (Chromium 137+, Firefox 129+, Safari 17+; Node 24 in the tests):
// no library and no secret on the device. Older F1 codes carry an HMAC only the server can check.
import { SIGNED_TICKET_PATTERN } from '../../src/api/admission.ts'
import type { OfflineBundle } from '../../src/api/contract.ts'

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** SHA-256 (hex) of the code's secret: how the server and the revocation list name a ticket. */
export async function secretHashOf(code: string): Promise<string | null> {
  const found = SIGNED_TICKET_PATTERN.exec(code.trim())
  if (!found?.[1]) return null
  return hex(await crypto.subtle.digest('SHA-256', fromBase64Url(found[1])))
}

const imported = new Map<string, Promise<CryptoKey>>()
function publicKey(raw: string): Promise<CryptoKey> {
  let key = imported.get(raw)
  if (!key) {
    key = crypto.subtle.importKey('raw', fromBase64Url(raw), { name: 'Ed25519' }, false, ['verify'])
    imported.set(raw, key)
  }
  return key
}

export type OfflineCheck =
  | { kind: 'signed'; secretHash: string }
  /** Forged, altered or not a ticket at all. */
  | { kind: 'forged' }
  /** A genuine-looking code the kiosk cannot check alone (F1): only the server can. */
  | { kind: 'unverifiable' }

export async function checkOffline(code: string, bundle: OfflineBundle): Promise<OfflineCheck> {
  const text = code.trim()
  if (/^F1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/.test(text)) return { kind: 'unverifiable' }
  const found = SIGNED_TICKET_PATTERN.exec(text)
  if (!found?.[1] || !found[2]) return { kind: 'forged' }
  const signed = new TextEncoder().encode(`F2.${found[1]}`)
  const signature = fromBase64Url(found[2])
  for (const { public_key } of bundle.public_keys) {
    try {
      if (await crypto.subtle.verify('Ed25519', await publicKey(public_key), signature, signed)) {
        const secretHash = await secretHashOf(text)
        if (secretHash) return { kind: 'signed', secretHash }
      }
    } catch {
      // A key this browser cannot import proves nothing: try the next one.
    }
  }
  return { kind: 'forged' }
}
