// Schema-driven fuzzing (ASVS 5.0 V1/V2, issue 9): every operation of the app's own OpenAPI
// document (/api/docs/json) gets requests derived from its documented body, path parameters and
// security, valid-shaped and broken, with fast-check. None may answer 5xx or show a stack, and a
// request the document calls valid is never refused by the validator (document and code agree).
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { vendors } from '../../../server/db/schema.ts'
import { createTestApp } from '../../support/test-app.ts'
import { signedIn } from '../helpers.ts'

const RUNS = Number(process.env.OPENAPI_FUZZ_RUNS ?? 50)

interface Schema {
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'array'
  properties?: Record<string, Schema>
  required?: string[]
  enum?: unknown[]
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  items?: Schema
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema: Schema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  security?: Record<string, string[]>[]
}

const t = await createTestApp()
afterAll(() => t.close())
const docAnswer = await t.app.inject({ url: '/api/docs/json' })
const doc = docAnswer.json<{ paths: Record<string, Record<string, Operation>> }>()
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    name: `${method.toUpperCase()} ${path}`,
    path,
    method,
    op,
  })),
)

const [vendor] = await t.database.db
  .insert(vendors)
  .values({ name: 'Robotica Emiliana', description: 'Bracci robotici collaborativi' })
  .returning({ id: vendors.id })
const user = await signedIn(t, { email: 'schema@example.com', seeking: 'robotica' })
const staff = await signedIn(t, { email: 'varco.schema@example.com', role: 'staff' })
const KNOWN_IDS = [user.user.id, staff.user.id, vendor?.id ?? 1]

// ---- arbitraries derived from a schema ------------------------------------------------------

/** Text the input guard lets through (no NUL, no lone surrogate), measured in UTF-16 units. */
const text = (min: number, max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: Math.min(max, 64) }),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 64) }),
      fc.constant('x'.repeat(Math.max(min, Math.min(max, 4000)))),
    )
    .map((s) => s.replaceAll('\u0000', ' '))
    .filter((s) => s.length >= min && s.length <= max)

function validOf(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'string': {
      const min = schema.minLength ?? 0
      const max = schema.maxLength ?? 10_000
      if (schema.pattern) {
        // Text the input guard lets through, as for the other strings (no NUL, no lone surrogate).
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter(
            (s) => s.length >= min && s.length <= max && s.isWellFormed() && !s.includes('\u0000'),
          )
      }
      return text(min, max)
    }
    case 'integer': {
      const low = (schema.minimum ?? -(2 ** 31)) + (schema.exclusiveMinimum === true ? 1 : 0)
      const high = (schema.maximum ?? 2 ** 31 - 1) - (schema.exclusiveMaximum === true ? 1 : 0)
      return fc.oneof(
        fc.integer({ min: low, max: high }),
        fc.constantFrom(...KNOWN_IDS.filter((id) => id >= low && id <= high)),
      )
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(validOf(schema.items ?? {}), { maxLength: 4 })
    case 'object': {
      const properties = schema.properties ?? {}
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validOf(value)]),
      )
      return fc.record(shape, { requiredKeys: schema.required ?? [] })
    }
    default:
      return fc.jsonValue()
  }
}

const nasty = fc.constantFrom<unknown>(
  '',
  '\u0000',
  '\uD800',
  'x'.repeat(70_000),
  '😀'.repeat(3_000),
  '__proto__',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  null,
  true,
  0,
  -1,
  1e308,
  2 ** 53,
  [],
  {},
  JSON.parse('{"__proto__":{"role":"admin"}}'),
  ['a', 1],
)

/** One value that breaks `schema`: wrong type, out of bounds, off the enum or the pattern. */
function invalidOf(schema: Schema): fc.Arbitrary<unknown> {
  const broken: fc.Arbitrary<unknown>[] = [nasty, fc.jsonValue()]
  if (schema.type === 'string') {
    broken.push(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }))
    if (schema.maxLength !== undefined) broken.push(fc.constant('y'.repeat(schema.maxLength + 1)))
    if (schema.minLength) broken.push(fc.constant('y'.repeat(schema.minLength - 1)))
    if (schema.enum) broken.push(fc.string().filter((s) => !schema.enum?.includes(s)))
    if (schema.pattern) broken.push(fc.string({ unit: 'binary', maxLength: 40 }))
  }
  if (schema.type === 'integer') {
    broken.push(
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.constantFrom(0, -1, 2 ** 31, 2 ** 63, '1', 'uno'),
    )
  }
  if (schema.type === 'object') broken.push(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.string())
  return fc.oneof(...broken)
}

/** A body that breaks an object schema: a required key gone, a key broken, foreign keys. */
function invalidBodyOf(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {})
  const valid = validOf(schema) as fc.Arbitrary<Record<string, unknown>>
  const variants: fc.Arbitrary<unknown>[] = [invalidOf(schema)]
  if (properties.length > 0) {
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...properties))
        .chain(([body, [key, property]]) =>
          invalidOf(property).map((value) => ({ ...body, [key]: value })),
        ),
    )
  }
  for (const key of schema.required ?? []) {
    variants.push(
      valid.map((body) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))),
    )
  }
  variants.push(
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'role', 'id', 'password_hash'))
      .map(([body, key]) => {
        const rest = JSON.stringify(body).slice(1, -1)
        return JSON.parse(
          `{${JSON.stringify(key)}:{"role":"admin"}${rest ? `,${rest}` : ''}}`,
        ) as unknown
      }),
  )
  return fc.oneof(...variants)
}

// ---- requests --------------------------------------------------------------------------------

/** Any generated value as text: String() throws on objects without a prototype (fast-check makes them). */
function asText(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on lone surrogates). */
const segment = (value: unknown) =>
  [...Buffer.from(asText(value), 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

function encode(contentType: string, body: unknown): string {
  if (contentType === 'application/x-www-form-urlencoded' && body && typeof body === 'object') {
    return new URLSearchParams(
      Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString()
  }
  return JSON.stringify(body) ?? ''
}

const AUTH = fc.constantFrom<Record<string, string>>({}, user.headers, staff.headers, {
  authorization: 'Bearer x.y.z',
})
let serial = 0
const address = () => `10.9.${(++serial >> 8) & 255}.${serial & 255}`

interface Built {
  options: InjectOptions
  valid: boolean
}

function requestsFor(path: string, method: string, op: Operation, valid: boolean) {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path')
  const params = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        valid ? validOf(p.schema) : fc.oneof(validOf(p.schema), invalidOf(p.schema)),
      ]),
    ),
  )
  const content = Object.entries(op.requestBody?.content ?? {})
  const [contentType, media] = content[0] ?? ['application/json', undefined]
  const body: fc.Arbitrary<{ raw?: string; type?: string }> = !media
    ? valid
      ? fc.constant({})
      : fc.oneof(
          fc.constant({}),
          fc.json().map((raw) => ({ raw, type: 'application/json' })),
        )
    : valid
      ? validOf(media.schema).map((b) => ({ raw: encode(contentType, b), type: contentType }))
      : fc.oneof(
          invalidBodyOf(media.schema).map((b) => ({
            raw: encode(contentType, b),
            type: contentType,
          })),
          fc
            .tuple(
              validOf(media.schema),
              fc.constantFrom(
                'application/json',
                'text/plain',
                'application/x-www-form-urlencoded',
              ),
            )
            .map(([b, type]) => ({
              raw: encode(type === 'application/json' ? contentType : type, b),
              type,
            })),
          fc.constantFrom({ raw: '', type: contentType }, { raw: '{', type: contentType }),
        )
  const secured = (op.security ?? []).length > 0
  const auth = secured ? (valid ? fc.constantFrom(user.headers, staff.headers) : AUTH) : AUTH
  const query = valid
    ? fc.constant('')
    : fc.constantFrom(
        '',
        '?__proto__[role]=admin',
        '?id=1&id=2',
        '?x=%00',
        `?${'q'.repeat(5000)}=1`,
      )

  return fc
    .record({ params, body, auth, query })
    .map(({ params: values, body: b, auth: headers, query: q }): Built => {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => segment(values[name])) + q
      const options: InjectOptions = {
        method: method.toUpperCase() as InjectOptions['method'],
        url,
        remoteAddress: address(),
        headers: { ...headers, ...(b.type ? { 'content-type': b.type } : {}) },
        ...(b.raw !== undefined ? { payload: b.raw } : {}),
      }
      return { options, valid }
    })
}

const STACK = /\bat [\w.<>]+ \(|node:internal|\.ts:\d+:\d+|"stack"/

async function check({ options, valid }: Built) {
  const res = await t.app.inject(options)
  const what = `${options.method} ${options.url} ${asText(options.payload ?? '').slice(0, 300)}`
  expect(res.statusCode, what).toBeLessThan(500)
  expect(res.body, what).not.toMatch(STACK)
  if (valid) {
    // The validator refuses with a list of schema issues (422) or a parser message (400/415); a
    // domain refusal (an unknown token, an incomplete profile...) is one plain sentence.
    expect(res.statusCode, `${what} → ${res.body}`).not.toBe(415)
    if (res.statusCode === 400 || res.statusCode === 422) {
      const detail = res.json<{ detail: unknown }>().detail
      expect(typeof detail, `${what} → ${res.body}`).toBe('string')
      expect(detail, `${what} → ${res.body}`).not.toMatch(/JSON|body|content-type|must /i)
    }
  }
}

describe('OpenAPI-driven fuzzing', () => {
  it('the document lists every API operation with its schemas', () => {
    expect(docAnswer.statusCode).toBe(200)
    expect(operations.length).toBeGreaterThanOrEqual(18)
    const withBody = operations.filter((o) => o.op.requestBody)
    expect(withBody.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'PUT /api/users/{id}',
        'POST /api/tickets/validate',
      ]),
    )
  })

  it.each(operations)(
    '$name: valid-shaped requests pass the validator and never 5xx',
    async ({ path, method, op }) => {
      await fc.assert(fc.asyncProperty(requestsFor(path, method, op, true), check), {
        numRuns: RUNS,
      })
    },
  )

  it.each(operations)(
    '$name: broken requests are 4xx, never 5xx, no stack',
    async ({ path, method, op }) => {
      await fc.assert(fc.asyncProperty(requestsFor(path, method, op, false), check), {
        numRuns: RUNS,
      })
    },
  )
})
