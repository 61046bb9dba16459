// FastAPI-shaped errors everywhere ({"detail": ...}), as the front end and SPEC.md expect.
// Validation failures become 422 with a readable list; 5xx never leak internals.
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'

export class HttpError extends Error {
  readonly statusCode: number
  readonly headers: Record<string, string>
  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail)
    this.statusCode = statusCode
    this.headers = headers
  }
}

/** The one answer while the database cannot be reached: fail closed, say nothing internal. */
export const UNAVAILABLE = 'Servizio momentaneamente non disponibile: riprova tra poco.'

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

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable')
        return reply.code(503).header('retry-after', '5').send({ detail: UNAVAILABLE })
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message })
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'body'
        return reply.code(422).send({
          detail: error.validation.map((issue) => ({
            loc: [where, ...issue.instancePath.split('/').filter(Boolean)],
            msg: issue.message ?? 'Invalid value',
          })),
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
