// Who is calling: reads the bearer access token and loads the user. The user is read from the
// database on every call (one prepared primary-key lookup), so a changed role, a password reset
// or a deleted account takes effect at once. Only the token's signature check is remembered.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isStaffRole } from '../../src/api/contract.ts'
import { preparedFindUserById, type UserRow } from '../db/users-repository.ts'
import {
  type AccessClaims,
  type VerifiedAccess,
  verifyAccessToken,
} from '../domain/access-tokens.ts'
import { HttpError } from './errors.ts'
import { AUTH_MESSAGES } from '../messages.ts'

export interface Auth {
  /** The caller, or null without a valid token (public routes that show more to staff). */
  optional(request: FastifyRequest): Promise<UserRow | null>
  /** The caller, or 401. */
  user(request: FastifyRequest): Promise<UserRow>
  /** The caller if staff or admin; 401 without a valid token, 403 otherwise. */
  staff(request: FastifyRequest): Promise<UserRow>
  /** The caller if admin (the organiser console); 401 without a valid token, 403 otherwise. */
  admin(request: FastifyRequest): Promise<UserRow>
  /**
   * The caller if an exhibitor account linked to an exhibitor, with that exhibitor's id; 401
   * without a valid token, 403 for every other role (admins too: the portal is the exhibitor's).
   */
  exhibitor(request: FastifyRequest): Promise<UserRow & { vendorId: number }>
  /**
   * Whether a public route may show staff-only fields. A token issued to a non-staff role is
   * answered without a database read (a promotion shows with the next access token, at most 15
   * minutes later, and only ever hides fields); a staff token is checked against the database.
   */
  isStaff(request: FastifyRequest): Promise<boolean>
  /** The verified claims of the bearer token (no database read), or why there are none. */
  claims(request: FastifyRequest): Promise<AccessClaims | 'missing' | 'invalid'>
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
}

export const unauthorized = (detail: string) =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' })

/** RFC 6750: exactly `Bearer <token68>`; anything else (two tokens, stray text) is no token. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return header ? BEARER.exec(header)?.[1] : undefined
}

/** Signature checks of recent tokens; a kiosk sends the same token on every scan. */
const VERIFIED_CAPACITY = 2000

export default fp(
  async (app) => {
    const verified = new Map<string, VerifiedAccess>()
    const claimsOf = async (request: FastifyRequest) => {
      const token = bearerOf(request)
      if (!token) return 'missing'
      const hit = verified.get(token)
      if (hit && Date.now() < hit.expiresAt) return hit
      if (hit) verified.delete(token)
      const claims = await verifyAccessToken(app.config.jwtSecret, token)
      if (!claims) return 'invalid'
      if (verified.size >= VERIFIED_CAPACITY) {
        verified.delete(verified.keys().next().value as string)
      }
      verified.set(token, claims)
      return claims
    }
    const userById = preparedFindUserById(app.database.db)
    const load = async (request: FastifyRequest): Promise<UserRow | 'missing' | 'invalid'> => {
      const claims = await claimsOf(request)
      if (typeof claims === 'string') return claims
      const user = await userById(claims.userId)
      return user && user.sessionVersion === claims.sessionVersion && !user.disabledAt
        ? user
        : 'invalid'
    }
    const user = async (request: FastifyRequest) => {
      const found = await load(request)
      if (found === 'missing') throw unauthorized(AUTH_MESSAGES.missing)
      if (found === 'invalid') throw unauthorized(AUTH_MESSAGES.invalid)
      return found
    }
    app.decorate('auth', {
      async optional(request) {
        const found = await load(request)
        return typeof found === 'string' ? null : found
      },
      user,
      async staff(request) {
        const found = await user(request)
        if (!isStaffRole(found.role)) throw new HttpError(403, AUTH_MESSAGES.forbidden)
        return found
      },
      async admin(request) {
        const found = await user(request)
        if (found.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.forbidden)
        return found
      },
      async exhibitor(request) {
        const found = await user(request)
        if (found.role !== 'exhibitor' || found.vendorId === null) {
          throw new HttpError(403, AUTH_MESSAGES.forbidden)
        }
        return { ...found, vendorId: found.vendorId }
      },
      async isStaff(request) {
        const claims = await claimsOf(request)
        if (typeof claims === 'string' || !isStaffRole(claims.role)) return false
        const found = await load(request)
        return typeof found !== 'string' && isStaffRole(found.role)
      },
      claims: claimsOf,
    } satisfies Auth)
  },
  { name: 'auth', dependencies: ['database'] },
)
