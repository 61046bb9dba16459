// PostgreSQL text cannot hold U+0000 (the query fails: a 500), and a lone surrogate is silently
// turned into U+FFFD on the way in. Such strings are never valid input: refused with a 422.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

const MESSAGE = 'Testo non valido: contiene caratteri non ammessi.'

/** The path (for the 422 'loc') of the first string that is not storable text, if any. */
function firstBadString(value: unknown, at: string[], depth = 0): string[] | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') || !value.isWellFormed() ? at : undefined
  }
  if (depth > 32 || value === null || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    const found =
      firstBadString(key, [...at, key], depth + 1) ?? firstBadString(item, [...at, key], depth + 1)
    if (found) return found
  }
  return undefined
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest, reply) => {
      for (const [where, value] of [
        ['path', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const loc = firstBadString(value, [where])
        if (loc) return reply.code(422).send({ detail: [{ loc, msg: MESSAGE }] })
      }
      return undefined
    })
  },
  { name: 'input-guard' },
)
