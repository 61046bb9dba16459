// A JSON answer that is the same for every caller (the public catalogue): serialised once per
// version of its data, compressed once per encoding, sent with a strong ETag, 304 when unchanged.
// Not @fastify/etag + @fastify/compress: they hash and compress every answer again, 18-31x the
// server CPU per answer of this file on these lists (566-1143 µs against 31-37 µs,
// bench/http-libraries.ts, docs/benchmarks.md). Static files need neither: the build writes
// .br/.gz beside them.
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
  etags: Record<Encoding | 'identity', string>
  json: Buffer
  /** Compressions under way or done (a failure stays: the next version of the data retries). */
  encoding: Partial<Record<Encoding, Promise<Buffer>>>
  /** The compressed bytes once ready, sent without waiting on a promise. */
  encoded: Partial<Record<Encoding, Buffer>>
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

  /** The body if it may be sent as it is, without waiting; undefined when it must be read. */
  fresh(): Body | undefined {
    return this.#body && Date.now() - this.#checkedAt < this.#freshMs ? this.#body : undefined
  }

  async body(): Promise<Body> {
    const fresh = this.fresh()
    if (fresh) return fresh
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
    if (this.#body?.hash !== hash) {
      const etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` }
      this.#body = { hash, etags, json, encoding: {}, encoded: {} }
    }
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

/** Browsers send one of a handful of Accept-Encoding values, each on every request. */
const negotiated = new Map<string, Encoding | undefined>()
const NEGOTIATED_CAPACITY = 64

function negotiateCached(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  if (negotiated.has(acceptEncoding)) return negotiated.get(acceptEncoding)
  const encoding = negotiateEncoding(acceptEncoding)
  if (negotiated.size >= NEGOTIATED_CAPACITY) negotiated.clear()
  negotiated.set(acceptEncoding, encoding)
  return encoding
}

/** RFC 9110 If-None-Match: weak comparison; any encoding of the same bytes is the same data. */
function notModified(ifNoneMatch: string | undefined, { etags }: Body): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    return tag === '*' || tag === etags.identity || tag === etags.br || tag === etags.gzip
  })
}

export interface SendCachedOptions {
  /** Request headers the body depends on besides Accept-Encoding (e.g. authorization). */
  vary?: string
  cacheControl: string
}

/**
 * Answers with the cached body: 304, or 200 in the best accepted encoding. While the body is
 * fresh and compressed (nearly always) it answers at once and returns nothing, so a handler that
 * returns this result costs no promise. Otherwise the promise settles once the answer is out
 * (`await reply`), so that Fastify, seeing it settle, does not try to answer a second time.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  options: SendCachedOptions,
): Promise<void> | undefined {
  const body = cached.fresh()
  if (body) return answer(request, reply, body, options)
  return cached.body().then(async (loaded) => {
    await answer(request, reply, loaded, options)
    await reply
  })
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  options: SendCachedOptions,
): Promise<void> | undefined {
  const encoding =
    body.json.length >= COMPRESS_MIN_BYTES
      ? negotiateCached(request.headers['accept-encoding'])
      : undefined
  reply.header('vary', options.vary ? `accept-encoding, ${options.vary}` : 'accept-encoding')
  reply.header('cache-control', options.cacheControl)
  reply.header('etag', body.etags[encoding ?? 'identity'])
  if (notModified(request.headers['if-none-match'], body)) {
    reply.code(304).send()
    return undefined
  }
  reply.type('application/json; charset=utf-8')
  if (!encoding) {
    reply.send(body.json)
    return undefined
  }
  reply.header('content-encoding', encoding)
  const ready = body.encoded[encoding]
  if (ready) {
    reply.send(ready)
    return undefined
  }
  const compressing = (body.encoding[encoding] ??= compressors[encoding](body.json).then(
    (compressed) => (body.encoded[encoding] = compressed),
  ))
  return compressing.then(async (compressed) => {
    reply.send(compressed)
    await reply
  })
}
