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

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
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
