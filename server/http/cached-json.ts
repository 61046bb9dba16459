// A JSON answer that is the same for every caller (the public catalogue): serialised once per
// version of its data, compressed once per encoding, sent with a strong ETag, 304 when unchanged.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Smaller bodies go out as they are: compression would hardly pay for its headers. */
export const COMPRESS_MIN_BYTES = 1024

type Encoding = 'br' | 'gzip'

interface Body {
  /** Content hash; the ETag of each encoding is derived from it. */
  hash: string
  json: Buffer
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

const compressors: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    brotli(json, {
      params: {
        // Compressed once per version of the data, so the slowest, smallest setting pays.
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzipAsync(json, { level: 9 }),
}

/**
 * Holds one serialised body. It is reloaded when `invalidate()` was called (a change made by
 * this process) or when it is older than `freshMs` (a change made by another process, such as
 * `npm run import` on PostgreSQL); a reload with the same bytes keeps the ETag and the
 * compressed forms.
 */
export class CachedJson {
  readonly #load: () => Promise<string>
  readonly #freshMs: number
  #body: Body | undefined
  #checkedAt = 0
  #generation = 0
  #loading: Promise<Body> | undefined

  constructor(load: () => Promise<string>, freshMs: number) {
    this.#load = load
    this.#freshMs = freshMs
  }

  invalidate(): void {
    this.#generation++
    this.#checkedAt = 0
  }

  async body(): Promise<Body> {
    if (this.#body && Date.now() - this.#checkedAt < this.#freshMs) return this.#body
    this.#loading ??= this.#reload().finally(() => {
      this.#loading = undefined
    })
    return this.#loading
  }

  async #reload(): Promise<Body> {
    const generation = this.#generation
    const startedAt = Date.now()
    const json = Buffer.from(await this.#load())
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27)
    if (this.#body?.hash !== hash) this.#body = { hash, json, encoded: {} }
    // A change during the load may be missing from what was read: the next call reloads.
    this.#checkedAt = generation === this.#generation ? startedAt : 0
    return this.#body
  }
}

/** The best encoding the client accepts (q > 0), brotli first on a tie; none for identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  let best: Encoding | undefined
  let bestQ = 0
  let wildcardQ: number | undefined
  const seen = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    const quality = Number.isFinite(q) ? q : 0
    if (token === '*') wildcardQ = quality
    else seen.set(token === 'x-gzip' ? 'gzip' : token, quality)
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = seen.get(encoding) ?? wildcardQ ?? 0
    if (q > bestQ) {
      best = encoding
      bestQ = q
    }
  }
  return best
}

const etagOf = (hash: string, encoding: Encoding | undefined) =>
  `"${hash}${encoding ? `-${encoding}` : ''}"`

/** RFC 9110 If-None-Match: weak comparison; any encoding of the same bytes is the same data. */
function notModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gzip"`
  })
}

export interface SendCachedOptions {
  /** Request headers the body depends on besides Accept-Encoding (e.g. authorization). */
  vary?: string
  cacheControl: string
}

/** Answers with the cached body: 304, or 200 in the best accepted encoding. */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  options: SendCachedOptions,
): Promise<FastifyReply> {
  const body = await cached.body()
  const encoding =
    body.json.length >= COMPRESS_MIN_BYTES
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined
  reply.header('vary', options.vary ? `accept-encoding, ${options.vary}` : 'accept-encoding')
  reply.header('cache-control', options.cacheControl)
  reply.header('etag', etagOf(body.hash, encoding))
  if (notModified(request.headers['if-none-match'], body.hash)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  if (!encoding) return reply.send(body.json)
  const compressed = await (body.encoded[encoding] ??= compressors[encoding](body.json))
  reply.header('content-encoding', encoding)
  return reply.send(compressed)
}
