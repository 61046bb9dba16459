// Opaque single-use secrets (mail links, refresh cookies): 256 random bits sent to the user,
// only their SHA-256 kept in the database, so a leaked table cannot be replayed.
import { createHash, randomBytes } from 'node:crypto'

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
