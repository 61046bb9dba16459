// Malformed input never answers 5xx (ASVS 5.0 V1/V2 input handling): property-based fuzzing with
// fast-check of every route's body, path parameters and content type. Valid bodies are mutated one
// field at a time, so the evil value reaches the database, not only the schema check.
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../../server/db/schema.ts'
import { sharedTestApp } from '../../support/test-app.ts'
import { createUser, PASSWORD, signedIn } from '../helpers.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'mario@example.com\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFEFF',
  '‮gnp.exe',
  'x'.repeat(70_000),
  'é'.repeat(5_000),
  '😀'.repeat(2_000),
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; drop table users; --',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: x=1',
  'F1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
  'mario@example.com',
)
const evilString = fc.oneof(
  nasty,
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
)
const evilKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'toString', ''),
  fc.string(),
)
const evilValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    evilString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(true, false, null, 2 ** 53, -1, 0, 1e308),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(evilKey, tie('value'), { maxKeys: 3 }),
  ),
})).value

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
]
const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'null',
    '"x"',
    '0',
    '[]',
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"email":"a@b.it","email":"b@c.it"}',
    '\u0000',
    '\uFEFF{}',
    'username=a&password=b&username=c',
    '__proto__[role]=admin',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    'x'.repeat(200_000),
  ),
  fc.string(),
  fc.json(),
)

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on lone surrogates). */
const pathSegment = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
const evilParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 1',
    'NaN',
    'Infinity',
    '9999999999999999999999',
    '2147483648',
    '%',
    '%zz',
    '%C0%80',
    '%00',
    '..%2F..%2Fetc',
    'null',
  ),
  evilString.map(pathSegment),
)

type Kind = 'json' | 'form' | 'none'
interface Route {
  method: 'GET' | 'POST' | 'PUT'
  path: (param: string) => string
  kind: Kind
  valid: Record<string, string>
  as?: 'user' | 'staff'
}

describe('malformed input never answers 5xx', () => {
  const t = sharedTestApp()
  let headersOf: Record<'user' | 'staff', Record<string, string>>
  let routes: Record<string, Route>
  let serial = 0
  const address = () => `10.${(++serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`

  beforeAll(async () => {
    const [vendor] = await t.database.db
      .insert(vendors)
      .values({ name: 'Robotica Emiliana', description: 'Bracci robotici collaborativi' })
      .returning({ id: vendors.id })
    const user = await signedIn(t, {
      email: 'fuzz@example.com',
      seeking: 'robotica collaborativa',
      description: 'integratore',
    })
    const staff = await signedIn(t, { email: 'varco@example.com', role: 'staff' })
    const visitor = await createUser(t, { email: 'ospite@example.com' })
    headersOf = { user: user.headers, staff: staff.headers }
    const me = String(user.user.id)
    const v = String(vendor?.id ?? 1)
    routes = {
      register: {
        method: 'POST',
        path: () => '/api/auth/register',
        kind: 'json',
        valid: {
          email: 'nuovo@example.com',
          password: PASSWORD,
          first_name: 'Giulia',
          last_name: 'Rossi',
          phone_number: '+39 333 1234567',
          employment_type: 'employee',
          company_name: 'Officine',
        },
      },
      verify: {
        method: 'POST',
        path: () => '/api/auth/verify-email',
        kind: 'json',
        valid: { token: 'abc' },
      },
      login: {
        method: 'POST',
        path: () => '/api/auth/login',
        kind: 'form',
        valid: { username: 'fuzz@example.com', password: 'sbagliata' },
      },
      refresh: { method: 'POST', path: () => '/api/auth/refresh', kind: 'json', valid: {} },
      logout: { method: 'POST', path: () => '/api/auth/logout', kind: 'json', valid: {} },
      forgot: {
        method: 'POST',
        path: () => '/api/auth/forgot-password',
        kind: 'json',
        valid: { email: 'fuzz@example.com' },
      },
      reset: {
        method: 'POST',
        path: () => '/api/auth/reset-password',
        kind: 'json',
        valid: { token: 'abc', new_password: PASSWORD },
      },
      me: { method: 'GET', path: () => '/api/users/me', kind: 'none', valid: {}, as: 'user' },
      put: {
        method: 'PUT',
        path: (p) => `/api/users/${p || me}`,
        kind: 'json',
        valid: {
          seeking: 'robotica',
          description: 'integratore',
          first_name: 'Mario',
          last_name: 'Bianchi',
          employment_type: 'private',
          company_name: 'Officine',
        },
        as: 'user',
      },
      vendors: { method: 'GET', path: () => '/api/vendors/', kind: 'none', valid: {} },
      vendor: { method: 'GET', path: (p) => `/api/vendors/${p || v}`, kind: 'none', valid: {} },
      events: { method: 'GET', path: () => '/api/events/', kind: 'none', valid: {} },
      matchesNew: {
        method: 'GET',
        path: () => '/api/matches/new',
        kind: 'none',
        valid: {},
        as: 'user',
      },
      matches: { method: 'GET', path: () => '/api/matches/', kind: 'none', valid: {}, as: 'user' },
      accept: {
        method: 'POST',
        path: (p) => `/api/matches/${p || v}/accept`,
        kind: 'json',
        valid: {},
        as: 'user',
      },
      reject: {
        method: 'POST',
        path: (p) => `/api/matches/${p || v}/reject`,
        kind: 'json',
        valid: {},
        as: 'user',
      },
      validate: {
        method: 'POST',
        path: () => '/api/tickets/validate',
        kind: 'json',
        valid: { qr_code_data: visitor.qrCodeData, gate: 'Ingresso Nord', nonce: 'nonce-0001' },
        as: 'staff',
      },
      health: { method: 'GET', path: () => '/api/health', kind: 'none', valid: {} },
      fair: { method: 'GET', path: () => '/api/fair', kind: 'none', valid: {} },
    }
  })

  const send = async (route: Route, options: Partial<InjectOptions>) => {
    const res = await t.app.inject({
      method: route.method,
      url: route.path(''),
      remoteAddress: address(),
      ...options,
      headers: { ...(route.as ? headersOf[route.as] : {}), ...options.headers },
    } as InjectOptions)
    return res
  }
  const encode = (kind: Kind, body: unknown) => {
    if (kind === 'form' && body && typeof body === 'object') {
      const params = new URLSearchParams()
      for (const [k, v] of Object.entries(body)) {
        params.append(k, typeof v === 'string' ? v : JSON.stringify(v))
      }
      return {
        payload: params.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }
    }
    return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
  }
  const expectNo5xx = (name: string, res: { statusCode: number; body: string }, input: unknown) => {
    if (res.statusCode >= 500) {
      throw new Error(
        `${name} answered ${res.statusCode} ${res.body} to ${JSON.stringify(input)?.slice(0, 300)}`,
      )
    }
    expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i)
  }

  const ROUTE_NAMES = [
    'register',
    'verify',
    'login',
    'refresh',
    'logout',
    'forgot',
    'reset',
    'me',
    'put',
    'vendors',
    'vendor',
    'events',
    'matchesNew',
    'matches',
    'accept',
    'reject',
    'validate',
    'health',
  ] as const

  it.each(ROUTE_NAMES)('%s: one field replaced by an evil value', async (name) => {
    const route = routes[name] as Route
    if (route.kind === 'none') return
    const fields = Object.keys(route.valid)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(fields.length ? fields : ['extra'])),
        evilValue,
        async (field, value) => {
          const body = { ...route.valid, [field]: value }
          const res = await send(route, encode(route.kind, body))
          expectNo5xx(name, res, body)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it.each(ROUTE_NAMES)('%s: extra and prototype-polluting keys', async (name) => {
    const route = routes[name] as Route
    if (route.kind === 'none') return
    await fc.assert(
      fc.asyncProperty(evilKey, evilValue, async (key, value) => {
        const text = JSON.stringify({ ...route.valid, [key]: value })
        const res = await send(route, {
          payload: text,
          headers: { 'content-type': 'application/json' },
        })
        expectNo5xx(name, res, text)
        const polluted = `{${JSON.stringify(route.valid).slice(1, -1)}${Object.keys(route.valid).length ? ',' : ''}"__proto__":{"role":"admin"}}`
        const bad = await send(route, {
          payload: polluted,
          headers: { 'content-type': 'application/json' },
        })
        expect(bad.statusCode).toBe(400)
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    )
    expect(({} as Record<string, unknown>).role).toBeUndefined()
  })

  it.each(ROUTE_NAMES)('%s: raw bodies under any content type', async (name) => {
    const route = routes[name] as Route
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom(...CONTENT_TYPES), async (payload, type) => {
        const res = await send(route, { payload, headers: { 'content-type': type } })
        expectNo5xx(name, res, { type, payload })
      }),
      { numRuns: RUNS },
    )
  })

  it.each(ROUTE_NAMES)('%s: evil path parameters', async (name) => {
    const route = routes[name] as Route
    if (route.path('') === route.path('X')) return
    await fc.assert(
      fc.asyncProperty(evilParam, async (param) => {
        const res = await send(route, {
          url: route.path(param),
          ...encode(route.kind, route.valid),
        })
        expectNo5xx(name, res, param)
      }),
      { numRuns: RUNS },
    )
  })

  it('refuses NUL characters and lone surrogates with 422 before they reach the database', async () => {
    const cases: [string, string][] = [
      ['put', 'seeking'],
      ['register', 'first_name'],
      ['login', 'username'],
      ['validate', 'gate'],
      ['validate', 'nonce'],
      ['forgot', 'email'],
      ['verify', 'token'],
    ]
    for (const [name, field] of cases) {
      const route = routes[name] as Route
      // A form body cannot carry a lone surrogate (UTF-8 percent-encoding replaces it).
      const values = route.kind === 'form' ? ['a\u0000b'] : ['a\u0000b', 'nonce-\uD800-x']
      for (const value of values) {
        const res = await send(route, encode(route.kind, { ...route.valid, [field]: value }))
        expect(res.statusCode, `${name}.${field}`).toBe(422)
        expect(res.json().detail[0].loc).toEqual(['body', field])
      }
    }
    const key = await send(routes.put as Route, {
      payload: '{"seeking":"x","a\\u0000":1}',
      headers: { 'content-type': 'application/json' },
    })
    expect(key.statusCode).toBe(422)
    const param = await send(routes.vendor as Route, { url: '/api/vendors/1%00' })
    expect(param.statusCode).toBe(422)
  })

  it('invalid JSON, wrong content types and empty required bodies are 4xx', async () => {
    for (const name of ['register', 'forgot', 'reset', 'verify', 'validate', 'put'] as const) {
      const route = routes[name] as Route
      for (const [payload, type] of [
        ['{', 'application/json'],
        ['{"email":', 'application/json'],
        ['', 'application/json'],
        ['x', 'text/plain'],
        ['<a/>', 'application/xml'],
      ] as const) {
        const res = await send(route, { payload, headers: { 'content-type': type } })
        expect(res.statusCode, `${name} ${type} ${payload}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, `${name} ${type} ${payload}`).toBeLessThan(500)
        expect(res.json()).toHaveProperty('detail')
      }
    }
  })
})
