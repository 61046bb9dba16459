// Who is calling: reads the bearer access token and loads the user. The user is read from the
// database on every call, so a changed role or a deleted account takes effect at once.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isStaffRole } from '../../src/api/contract.ts'
import { findUserById, type UserRow } from '../db/users-repository.ts'
import { verifyAccessToken } from '../domain/access-tokens.ts'
import { HttpError } from './errors.ts'

export interface Auth {
  /** The caller, or null without a valid token (public routes that show more to staff). */
  optional(request: FastifyRequest): Promise<UserRow | null>
  /** The caller, or 401. */
  user(request: FastifyRequest): Promise<UserRow>
  /** The caller if staff or admin; 401 without a valid token, 403 otherwise. */
  staff(request: FastifyRequest): Promise<UserRow>
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
}

export const AUTH_MESSAGES = {
  missing: 'Accesso richiesto: effettua il login.',
  invalid: 'Sessione non valida o scaduta: effettua di nuovo il login.',
  forbidden: 'Non hai i permessi per questa operazione.',
} as const

const unauthorized = (detail: string) =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' })

/** RFC 6750: exactly `Bearer <token68>`; anything else (two tokens, stray text) is no token. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return header ? BEARER.exec(header)?.[1] : undefined
}

export default fp(
  async (app) => {
    const load = async (request: FastifyRequest): Promise<UserRow | 'missing' | 'invalid'> => {
      const token = bearerOf(request)
      if (!token) return 'missing'
      const claims = await verifyAccessToken(app.config.jwtSecret, token)
      if (!claims) return 'invalid'
      const user = await findUserById(app.database.db, claims.userId)
      return user && user.sessionVersion === claims.sessionVersion ? user : 'invalid'
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
    } satisfies Auth)
  },
  { name: 'auth', dependencies: ['database'] },
)
