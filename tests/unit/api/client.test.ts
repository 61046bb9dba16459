// The client's own rules (SPEC.md sections 4 and 7), each against a scripted fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { login, logout } from '../../../src/api/auth.ts'
import {
  AUTH_EXPIRED_EVENT,
  AuthExpiredError,
  InvalidResponseError,
  RequestError,
  apiRequest,
  errorMessage,
  getToken,
  isTokenExpired,
  readableDetail,
  setToken,
} from '../../../src/api/client.ts'

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.sig`
const now = () => Math.floor(Date.now() / 1000)
const freshToken = (name = 'fresh') => jwt({ sub: name, exp: now() + 600 })
const expiredToken = () => jwt({ sub: 'old', exp: now() - 10 })

interface Call {
  url: string
  init: RequestInit
}
type Responder = (call: Call) => Response | Promise<Response>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The rejection of a call that must fail. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error as RequestError,
  )

let calls: Call[]
function script(responder: Responder) {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, init }
      calls.push(call)
      return responder(call)
    }),
  )
}
const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name]
const refreshCalls = () => calls.filter((call) => call.url.endsWith('/api/auth/refresh'))

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('requests', () => {
  it('uses the relative API path by default and the configured base URL when set', async () => {
    script(() => json({ message: 'ok' }))
    await apiRequest('/api/events/')
    expect(calls[0]?.url).toBe('/api/events/')
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.fiera.example/')
    await apiRequest('/api/events/')
    expect(calls[1]?.url).toBe('https://api.fiera.example/api/events/')
  })

  it('sends JSON with the JSON content type', async () => {
    script(() => json({ message: 'ok' }))
    await apiRequest('/api/things', { method: 'POST', json: { a: 1 } })
    expect(header(calls[0], 'Content-Type')).toBe('application/json')
    expect(calls[0]?.init.body).toBe('{"a":1}')
    expect(calls[0]?.init.method).toBe('POST')
  })

  it('adds the bearer header only when a token exists', async () => {
    script(() => json([]))
    await apiRequest('/api/vendors/')
    expect(header(calls[0], 'Authorization')).toBeUndefined()
    const token = freshToken()
    setToken(token)
    await apiRequest('/api/vendors/')
    expect(header(calls[1], 'Authorization')).toBe(`Bearer ${token}`)
  })

  it('includes credentials only for paths containing /auth/', async () => {
    script(() => json({ message: 'ok' }))
    await apiRequest('/api/auth/forgot-password', { method: 'POST', json: {}, anonymous: true })
    await apiRequest('/api/events/')
    expect(calls[0]?.init.credentials).toBe('include')
    expect(calls[1]?.init.credentials).toBeUndefined()
  })

  it('logs in form-encoded with the e-mail as username and stores the token', async () => {
    const token = freshToken()
    script(() => json({ access_token: token, token_type: 'bearer' }))
    await login('ada@example.com', 'segreto123')
    expect(calls[0]?.url).toBe('/api/auth/login')
    expect(header(calls[0], 'Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(calls[0]?.init.body).toBe('username=ada%40example.com&password=segreto123')
    expect(calls[0]?.init.credentials).toBe('include')
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('parses the answer with the contract and rejects one that breaks it', async () => {
    script(() => json({ message: 'fatto' }))
    await expect(apiRequest('/api/x', { schema: 'MessageSchema' })).resolves.toEqual({
      message: 'fatto',
    })
    script(() => json({ msg: 42 }))
    await expect(apiRequest('/api/x', { schema: 'MessageSchema' })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })
})

describe('errors', () => {
  it("maps a string detail to the error's message, with status and data", async () => {
    script(() => json({ detail: 'Email already registered' }, 400))
    const error = await failure(apiRequest('/api/auth/register', { anonymous: true }))
    expect(error).toBeInstanceOf(RequestError)
    expect(error.message).toBe('Email already registered')
    expect(error.status).toBe(400)
    expect(error.data).toEqual({ detail: 'Email already registered' })
  })

  it('makes a list detail readable from its sentences, without the schema path', async () => {
    const detail = [
      { loc: ['body', 'email'], msg: 'Email: valore non valido.' },
      { loc: ['body', 'seeking'], msg: 'Cosa cerchi: può contenere al massimo 4000 caratteri.' },
    ]
    script(() => json({ detail }, 422))
    const error = await failure(apiRequest('/api/x', { anonymous: true }))
    expect(error.message).toBe(
      'Email: valore non valido. Cosa cerchi: può contenere al massimo 4000 caratteri.',
    )
    expect(readableDetail({ detail: 'x' })).toBe('x')
    expect(readableDetail('oops')).toBeUndefined()
  })

  it("says 'Request failed' when the body has no detail", async () => {
    script(() => new Response('Bad gateway', { status: 502 }))
    const error = await failure(apiRequest('/api/x'))
    expect(error).toBeInstanceOf(RequestError)
    expect(error.message).toBe('Request failed')
    expect(error.status).toBe(502)
    expect(error.data).toBe('Bad gateway')
  })

  it('picks the server detail, the HTTP fallback or the network fallback', () => {
    expect(errorMessage(new RequestError(400, 'Nope', {}), 'Login failed', 'net')).toBe('Nope')
    expect(errorMessage(new RequestError(500, 'Request failed', {}), 'Login failed', 'net')).toBe(
      'Login failed',
    )
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed', 'net')).toBe('net')
  })
})

describe('token expiry', () => {
  it('counts a past exp as expired and a future one as valid', () => {
    expect(isTokenExpired(expiredToken())).toBe(true)
    expect(isTokenExpired(freshToken())).toBe(false)
  })

  it('counts an undecodable token as expired', () => {
    expect(isTokenExpired('not-a-jwt')).toBe(true)
    expect(isTokenExpired('a.b.c')).toBe(true)
  })

  it('reads base64url claims without padding, and refuses claims that are not an object', () => {
    // '?>' encodes to '/' and '+' in plain base64: '_' and '-' in base64url, as servers send it.
    const claims = { sub: '??>>??>>', exp: now() + 600, pad: 'x' }
    const token = `${b64({ alg: 'HS256' })}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`
    expect(token.split('.')[1]).toMatch(/[-_]/)
    expect(token.split('.')[1]).not.toContain('=')
    expect(isTokenExpired(token)).toBe(false)
    expect(isTokenExpired(`${b64({ alg: 'HS256' })}.${b64([1])}.sig`)).toBe(true)
    expect(isTokenExpired(`${freshToken()}.extra`)).toBe(true)
  })

  it('counts a token without exp as not expired', () => {
    expect(isTokenExpired(jwt({ sub: '1' }))).toBe(false)
  })

  it('compares exp with the current time in seconds', () => {
    const token = jwt({ exp: 1_000 })
    expect(isTokenExpired(token, 999_000)).toBe(false)
    expect(isTokenExpired(token, 1_000_500)).toBe(true)
  })
})

describe('refresh', () => {
  it('refreshes an expired token before the call and stores the new one', async () => {
    const renewed = freshToken('renewed')
    setToken(expiredToken())
    script(({ url }) =>
      url.endsWith('/refresh') ? json({ access_token: renewed, token_type: 'bearer' }) : json([]),
    )
    await apiRequest('/api/matches/')
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/matches/'])
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.credentials).toBe('include')
    expect(calls[0]?.init.body).toBeUndefined()
    expect(header(calls[1], 'Authorization')).toBe(`Bearer ${renewed}`)
    expect(getToken()).toBe(renewed)
  })

  it('makes concurrent requests wait for one single refresh', async () => {
    const renewed = freshToken('renewed')
    setToken(expiredToken())
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    script(async ({ url }) => {
      if (url.endsWith('/refresh')) {
        await gate
        return json({ access_token: renewed, token_type: 'bearer' })
      }
      return json([])
    })
    const all = Promise.all([
      apiRequest('/api/matches/'),
      apiRequest('/api/vendors/'),
      apiRequest('/api/events/'),
    ])
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1))
    release()
    await all
    expect(refreshCalls()).toHaveLength(1)
    const others = calls.filter((call) => !call.url.endsWith('/refresh'))
    expect(others).toHaveLength(3)
    for (const call of others) expect(header(call, 'Authorization')).toBe(`Bearer ${renewed}`)
  })

  it('answers a 401 with one refresh and one retry', async () => {
    const renewed = freshToken('renewed')
    setToken(freshToken('revoked'))
    script(({ url, init }) => {
      if (url.endsWith('/refresh')) return json({ access_token: renewed, token_type: 'bearer' })
      return header({ url, init }, 'Authorization') === `Bearer ${renewed}`
        ? json({ message: 'ok' })
        : json({ detail: 'Not authenticated' }, 401)
    })
    await expect(apiRequest('/api/users/me', { schema: 'MessageSchema' })).resolves.toEqual({
      message: 'ok',
    })
    expect(calls.map((call) => call.url)).toEqual([
      '/api/users/me',
      '/api/auth/refresh',
      '/api/users/me',
    ])
  })

  it('retries only once when the retry is refused too', async () => {
    setToken(freshToken('revoked'))
    script(({ url }) =>
      url.endsWith('/refresh')
        ? json({ access_token: freshToken('renewed'), token_type: 'bearer' })
        : json({ detail: 'Not authenticated' }, 401),
    )
    const error = await failure(apiRequest('/api/users/me'))
    expect(error).toBeInstanceOf(RequestError)
    expect(error.status).toBe(401)
    expect(calls).toHaveLength(3)
    expect(refreshCalls()).toHaveLength(1)
  })

  it('never refreshes on a 401 from the refresh call itself or an anonymous call', async () => {
    script(() => json({ detail: 'Incorrect email or password' }, 401))
    await expect(login('a@example.com', 'wrongpass')).rejects.toThrow('Incorrect email or password')
    await expect(apiRequest('/api/auth/refresh', { method: 'POST' })).rejects.toBeInstanceOf(
      RequestError,
    )
    expect(calls).toHaveLength(2)
  })

  it("on refresh failure removes the token, emits auth-expired and rejects 'Authentication expired'", async () => {
    setToken(expiredToken())
    script(() => json({ detail: 'Invalid refresh token' }, 401))
    const expired = vi.fn()
    window.addEventListener(AUTH_EXPIRED_EVENT, expired)
    const error = await failure(apiRequest('/api/matches/'))
    window.removeEventListener(AUTH_EXPIRED_EVENT, expired)
    expect(error).toBeInstanceOf(AuthExpiredError)
    expect(error.message).toBe('Authentication expired')
    expect(getToken()).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh'])
  })

  it('keeps the session when the refresh cannot reach the server (offline)', async () => {
    const token = expiredToken()
    setToken(token)
    script(() => {
      throw new TypeError('Failed to fetch')
    })
    const expired = vi.fn()
    window.addEventListener(AUTH_EXPIRED_EVENT, expired)
    await expect(apiRequest('/api/users/me')).rejects.toThrow('Failed to fetch')
    window.removeEventListener(AUTH_EXPIRED_EVENT, expired)
    expect(getToken()).toBe(token)
    expect(expired).not.toHaveBeenCalled()
  })

  it('keeps the session when a gateway answers the refresh for a server that is down', async () => {
    const token = expiredToken()
    setToken(token)
    script(() => json({ detail: 'no upstream' }, 503))
    const expired = vi.fn()
    window.addEventListener(AUTH_EXPIRED_EVENT, expired)
    const error = await failure(apiRequest('/api/users/me'))
    window.removeEventListener(AUTH_EXPIRED_EVENT, expired)
    expect(error).toBeInstanceOf(RequestError)
    expect(error.status).toBe(503)
    expect(getToken()).toBe(token)
    expect(expired).not.toHaveBeenCalled()
  })

  it('treats a refresh answer without a token as a failed refresh', async () => {
    setToken(freshToken('revoked'))
    script(({ url }) =>
      url.endsWith('/refresh') ? json({ nope: true }) : json({ detail: 'Not authenticated' }, 401),
    )
    await expect(apiRequest('/api/matches/')).rejects.toThrow('Authentication expired')
    expect(getToken()).toBeNull()
  })
})

describe('logout', () => {
  it('clears the token even when the server call fails', async () => {
    setToken(freshToken())
    script(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(logout()).rejects.toThrow('Failed to fetch')
    expect(getToken()).toBeNull()
    expect(calls[0]?.url).toBe('/api/auth/logout')
    expect(calls[0]?.init.credentials).toBe('include')
  })
})
