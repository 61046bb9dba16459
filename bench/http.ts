// HTTP load with autocannon, returning the figures the report prints.
import autocannon from 'autocannon'

export interface LoadOptions {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** Fixed body, or one built per request (e.g. cycling through tickets). */
  body?: string | (() => string)
  connections?: number
  durationSeconds?: number
}

export interface LoadResult {
  requestsPerSecond: number
  /** Answers received in the run. */
  total: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const { body } = options
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 8,
    ...(typeof body === 'function'
      ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: body() }) }] }
      : body
        ? { body }
        : {}),
  })
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}
