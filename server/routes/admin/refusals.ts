// What every /api/admin route declares alike: the bearer token it needs, and the refusals it may
// answer with (FastAPI-shaped `{"detail": ...}`), 401 and 403 always since the admin check runs first.
import { ErrorBodySchema } from '../../../src/api/contract.ts'

export const adminSecurity = [{ bearer: [] }]

type Refusal = 404 | 409 | 413 | 422

/** The route's refusals for its OpenAPI response map: 401, 403 and the codes named. */
export function refusals<C extends Refusal = never>(
  ...codes: C[]
): Record<401 | 403 | C, typeof ErrorBodySchema> {
  const map = { 401: ErrorBodySchema, 403: ErrorBodySchema } as Record<
    number,
    typeof ErrorBodySchema
  >
  for (const code of codes) map[code] = ErrorBodySchema
  return map as Record<401 | 403 | C, typeof ErrorBodySchema>
}
