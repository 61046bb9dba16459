// The one HTTP client of Fiera (SPEC.md sections 4 and 7): bearer token from localStorage, a single
// shared token refresh, one retry per 401, FastAPI error bodies mapped to readable messages.
// Responses are parsed with the zod contract, which is loaded on the first call (beside the
// request) rather than up front: zod is the largest library of the app and /login must start fast.
import type { z } from 'zod'
import type * as Contract from './contract.ts'

type ContractModule = typeof Contract
/** The name of a response schema of the contract, e.g. 'UserSchema'. */
export type SchemaName = {
  [K in keyof ContractModule]: ContractModule[K] extends z.ZodType ? K : never
}[keyof ContractModule]

// zod's fast path probes `Function('')`, which the pages' CSP refuses (and reports as a
// violation). zod keeps its config on this global object (whichever runs first creates it); set
// here, by the module every page runs before it loads the contract. Importing `config` from
// 'zod/v4/core' instead would pull 4 KB of zod into the first screen.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(zodGlobal.__zod_globalConfig ??= {}).jitless = true

let contractModule: Promise<ContractModule> | null = null
/** The contract module, loaded once. */
export function loadContract(): Promise<ContractModule> {
  contractModule ??= import('./contract.ts')
  return contractModule
}

export const TOKEN_STORAGE_KEY = 'token'
export const AUTH_EXPIRED_EVENT = 'auth-expired'
export const AUTH_EXPIRED_MESSAGE = 'Authentication expired'
export const REQUEST_FAILED_MESSAGE = 'Request failed'
const REFRESH_PATH = '/api/auth/refresh'

/** An HTTP answer that was not OK: `message` is the server's detail (readable) or 'Request failed'. */
export class RequestError extends Error {
  readonly status: number
  readonly data: unknown
  constructor(status: number, message: string, data: unknown) {
    super(message)
    this.name = 'RequestError'
    this.status = status
    this.data = data
  }
}

/**
 * A gateway's answer for a server it cannot reach (502, 503, 504): like no network, not the
 * server's word on the session, which such an answer must not end (a gate behind a balancer
 * whose servers are down keeps working offline, issue 17).
 */
export function isGatewayFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504
}

/** The access token could not be refreshed: the session is over. */
export class AuthExpiredError extends Error {
  constructor() {
    super(AUTH_EXPIRED_MESSAGE)
    this.name = 'AuthExpiredError'
  }
}

/** A response that does not match the contract. */
export class InvalidResponseError extends Error {
  readonly issues: unknown
  constructor(path: string, issues: unknown) {
    super(`Invalid response from ${path}`)
    this.name = 'InvalidResponseError'
    this.issues = issues
  }
}

export function apiBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL
  return typeof configured === 'string' ? configured.replace(/\/+$/, '') : ''
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token)
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY)
}

/**
 * A JWT's claims, read without checking the signature (only the server can). By hand rather than
 * with jose's decodeJwt: its error classes and base64 helpers weigh on /login's budget.
 */
function jwtPayload(token: string): Record<string, unknown> {
  const [, payload, ...rest] = token.split('.')
  if (payload === undefined || rest.length !== 1) throw new Error('not a JWT')
  const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new Error('not claims')
  return claims as Record<string, unknown>
}

/** Expired when its `exp` (seconds) is past or it cannot be decoded; no `exp` means not expired. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  let exp: unknown
  try {
    exp = jwtPayload(token).exp
  } catch {
    return true
  }
  if (exp === undefined) return false
  if (typeof exp !== 'number') return true
  return exp < nowMs / 1000
}

/** Listen for the end of the session; returns the unsubscribe function. */
export function onAuthExpired(listener: () => void): () => void {
  window.addEventListener(AUTH_EXPIRED_EVENT, listener)
  return () => window.removeEventListener(AUTH_EXPIRED_EVENT, listener)
}

function emitAuthExpired(): void {
  window.dispatchEvent(new CustomEvent(AUTH_EXPIRED_EVENT))
}

/**
 * Turns a FastAPI `detail` (a string or a list of {loc, msg}) into one readable sentence. The
 * server words each `msg` in Italian with the field's label, so the schema path is left out.
 */
export function readableDetail(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('detail' in data)) return undefined
  const { detail } = data
  if (typeof detail === 'string') return detail || undefined
  if (!Array.isArray(detail)) return undefined
  const parts = detail.flatMap((issue: unknown) => {
    const msg = (issue as { msg?: unknown } | null)?.msg
    return typeof msg === 'string' ? [msg] : []
  })
  return parts.length ? parts.join(' ') : undefined
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

let refreshInFlight: Promise<string> | null = null

async function requestNewToken(): Promise<string> {
  // A network failure rejects with the browser's error, and a gateway failure with its status,
  // and both keep the session: offline at a fair gate, the ticket must stay. Only the server's
  // refusal ends the session.
  const response = await fetch(apiBaseUrl() + REFRESH_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
  })
  if (isGatewayFailure(response.status)) {
    throw new RequestError(response.status, REQUEST_FAILED_MESSAGE, undefined)
  }
  const body = response.ok ? await readBody(response) : undefined
  const parsed = (await loadContract()).TokenSchema.safeParse(body)
  if (!parsed.success) throw new AuthExpiredError()
  return parsed.data.access_token
}

/**
 * Gets a fresh access token. Every caller during one refresh shares it: the refresh cookie rotates
 * on use, so a second parallel refresh would present an already spent cookie.
 */
export function refreshToken(): Promise<string> {
  refreshInFlight ??= requestNewToken()
    .then((token) => {
      setToken(token)
      return token
    })
    .catch((error: unknown) => {
      if (!(error instanceof AuthExpiredError)) throw error
      clearToken()
      emitAuthExpired()
      throw error
    })
    .finally(() => {
      refreshInFlight = null
    })
  return refreshInFlight
}

/** The token to send now: waits for a running refresh, refreshes an expired one first. */
async function currentToken(): Promise<string | null> {
  if (refreshInFlight) return refreshInFlight
  const token = getToken()
  if (token && isTokenExpired(token)) return refreshToken()
  return token
}

export interface RequestOptions<S extends SchemaName | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as application/x-www-form-urlencoded (login). */
  form?: Record<string, string>
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  formData?: FormData
  /** Sent as raw bytes with the file's own type (an uploaded image). */
  file?: Blob
  /** The contract's schema the response body must match, by name (e.g. 'UserSchema'). */
  schema?: S
  /** Without a session (login, register...) a 401 is an answer, not an expired token. */
  anonymous?: boolean
  signal?: AbortSignal
}

type Result<S> = S extends SchemaName ? z.infer<ContractModule[S]> : unknown

/**
 * Calls the API. Rejects with RequestError on a non-OK answer, AuthExpiredError when the session
 * cannot be renewed, InvalidResponseError when the body breaks the contract, and with the
 * browser's TypeError when the network fails.
 */
export async function apiRequest<S extends SchemaName | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const { method = 'GET', json, form, formData, file, schema, anonymous = false, signal } = options
  const isRefresh = path === REFRESH_PATH
  const contract = schema ? loadContract() : null
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    let body: string | FormData | Blob | undefined
    if (formData) {
      delete headers['Content-Type']
      body = formData
    } else if (file) {
      headers['Content-Type'] = file.type || 'application/octet-stream'
      body = file
    } else if (form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(form).toString()
    } else if (json !== undefined) {
      body = JSON.stringify(json)
    }
    if (token) headers.Authorization = `Bearer ${token}`
    return fetch(apiBaseUrl() + path, {
      method,
      headers,
      body,
      signal,
      ...(path.includes('/auth/') ? { credentials: 'include' as const } : {}),
    })
  }

  const sentToken = anonymous || isRefresh ? getToken() : await currentToken()
  let response = await send(sentToken)
  if (response.status === 401 && !isRefresh && !anonymous) {
    // Another request may already have renewed the token this one carried.
    const latest = getToken()
    const token =
      refreshInFlight ??
      (latest && latest !== sentToken && !isTokenExpired(latest) ? latest : refreshToken())
    response = await send(await token)
  }

  const data = await readBody(response)
  if (!response.ok) {
    throw new RequestError(response.status, readableDetail(data) ?? REQUEST_FAILED_MESSAGE, data)
  }
  if (!schema || !contract) return data as Result<S>
  const responseSchema: z.ZodType = (await contract)[schema]
  const parsed = responseSchema.safeParse(data)
  if (!parsed.success) throw new InvalidResponseError(path, parsed.error.issues)
  return parsed.data as Result<S>
}

/**
 * The message to show for a failed call: the server's detail; else `failed` for an HTTP error and
 * `network` for anything else (no connection, broken answer).
 */
export function errorMessage(error: unknown, failed: string, network: string = failed): string {
  if (error instanceof RequestError) {
    return error.message !== REQUEST_FAILED_MESSAGE ? error.message : failed
  }
  if (error instanceof AuthExpiredError) return error.message
  return network
}

/** SWR's fetcher: the key is the API path. */
export function swrFetcher<S extends SchemaName>(schema: S) {
  return (path: string) => apiRequest(path, { schema })
}
