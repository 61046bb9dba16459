// PostgreSQL text cannot hold U+0000 (the query fails: a 500), and a lone surrogate is silently
// turned into U+FFFD on the way in. Such strings are never valid input: refused with a 422.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { BAD_TEXT } from '../messages.ts'

const badText = (value: string) => value.includes('\u0000') || !value.isWellFormed()

/**
 * The path below `value` (for the 422 'loc') of the first string that is not storable text, if
 * any. Runs on every request: nothing is allocated unless a bad string is found.
 */
function badStringPath(value: unknown, depth = 0): string[] | undefined {
  if (typeof value === 'string') return badText(value) ? [] : undefined
  if (depth > 32 || value === null || typeof value !== 'object') return undefined
  for (const key of Object.keys(value)) {
    if (badText(key)) return [key]
    const found = badStringPath((value as Record<string, unknown>)[key], depth + 1)
    if (found) {
      found.unshift(key)
      return found
    }
  }
  return undefined
}

function firstBadLoc(request: FastifyRequest): string[] | undefined {
  const inPath = badStringPath(request.params)
  if (inPath) return ['path', ...inPath]
  const inQuery = badStringPath(request.query)
  if (inQuery) return ['query', ...inQuery]
  const inBody = badStringPath(request.body)
  return inBody && ['body', ...inBody]
}

export default fp(
  async (app) => {
    // A callback hook, not an async one: it runs on every request and has nothing to wait for.
    app.addHook('preValidation', (request, reply, done) => {
      const loc = firstBadLoc(request)
      if (loc) reply.code(422).send({ detail: [{ loc, msg: BAD_TEXT }] })
      else done()
    })
  },
  { name: 'input-guard' },
)
