// FastAPI-shaped errors everywhere ({"detail": ...}), as the front end and SPEC.md expect.
// Validation failures become 422 with a readable list; 5xx never leak internals.
import type { FastifyError, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { verifyAccessToken } from '../domain/access-tokens.ts'
import { FIELD_LABELS, PASSWORD_TEXT, UNAVAILABLE, VALIDATION_TEXT } from '../messages.ts'

/**
 * A deliberate answer: a status and its `detail`. Kept rather than @fastify/sensible's
 * httpErrors: the class is these few lines, every error answer must still be turned into
 * `{"detail": ...}` by the handler below (sensible leaves that to Fastify's default body), and
 * the handler tells our answers from Fastify's own 4xx by this class; sensible would add a
 * dependency and rename 30-odd call sites without removing any of that code.
 */
export class HttpError extends Error {
  readonly statusCode: number
  readonly headers: Record<string, string>
  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail)
    this.statusCode = statusCode
    this.headers = headers
  }
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'])
const CONNECTION_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|not queryable|the database system is (starting up|shutting down)/i

/** Whether an error (or one of its causes) says the database is unreachable, not the query bad. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string') {
      // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now).
      if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) {
        return true
      }
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
    e = cause
  }
  return false
}

const PASSWORD_FIELDS = new Set(['/password', '/new_password'])

/** A password too long or too short gets one plain Italian sentence, not a schema report. */
function passwordDetail(
  issues: readonly { instancePath: string; keyword: string }[],
): string | undefined {
  for (const issue of issues) {
    if (!PASSWORD_FIELDS.has(issue.instancePath)) continue
    if (issue.keyword === 'too_big') return PASSWORD_TEXT.tooLong
    if (issue.keyword === 'too_small') return PASSWORD_TEXT.tooShort
  }
  return undefined
}

/**
 * One Italian sentence per validation issue, naming the field as the form labels it: zod's own
 * English ("seeking: Too big: expected string to have <=4000 characters") never reaches a user.
 */
function italianIssue(
  path: readonly string[],
  issue: { keyword: string; params?: Record<string, unknown> },
): string {
  const validation = VALIDATION_TEXT
  const name = path.at(-1)
  const field = (name && FIELD_LABELS[name]) ?? name
  if (!field) return validation.invalidRequest
  const { maximum, minimum } = issue.params ?? {}
  if (issue.keyword === 'too_big' && typeof maximum === 'number') {
    return validation.tooLong(field, maximum)
  }
  if (issue.keyword === 'too_small' && typeof minimum === 'number') {
    return validation.tooShort(field, minimum)
  }
  return validation.invalid(field)
}

/** Who was refused, for the access-denied record: the verified token's user id, if any. */
async function callerId(request: FastifyRequest): Promise<number | undefined> {
  const token = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1]
  if (!token) return undefined
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token).catch(() => null)
  return claims?.userId
}

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable')
        return reply.code(503).header('retry-after', '5').send({ detail: UNAVAILABLE })
      }
      if (error instanceof HttpError) {
        if (error.statusCode === 403) {
          request.log.warn(
            {
              event: 'access_denied',
              method: request.method,
              route: request.routeOptions.url,
              userId: await callerId(request),
            },
            'access denied',
          )
        }
        return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message })
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'body'
        const password = where === 'body' ? passwordDetail(error.validation) : undefined
        if (password) return reply.code(422).send({ detail: password })
        return reply.code(422).send({
          detail: error.validation.map((issue) => {
            const path = issue.instancePath.split('/').filter(Boolean)
            return { loc: [where, ...path], msg: italianIssue(path, issue) }
          }),
        })
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500
      if (isResponseSerializationError(error) || status >= 500) {
        request.log.error({ err: error }, 'request failed')
        return reply.code(status >= 500 ? status : 500).send({ detail: 'Internal server error' })
      }
      // Fastify's own 4xx (bad JSON, wrong content type, body too large...): keep the message.
      return reply.code(status).send({ detail: error.message })
    })
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ detail: 'Not Found' })
    })
  },
  { name: 'errors' },
)
