// Request limits that hold across server processes: @fastify/rate-limit decides per route and
// answers 429, and its counters live in the shared database through rate-limiter-flexible's
// PostgreSQL store (on PostgreSQL and on PGlite alike), so N processes behind a balancer enforce
// one limit and a restart forgets none. A key already over its limit is then refused from this
// process's memory until its window ends, so a flood stays off the database.
// Each limited request pays one upsert round trip: p50 0.12 ms on PostgreSQL, 0.22 ms on PGlite
// (bench/shared-limits.ts). Only the credential routes (routes/auth.ts) are limited. The gate's hot
// route, POST /api/tickets/validate, is not: a whole scan at one kiosk takes about 0.5 ms on
// PostgreSQL (2,019 req/s, docs/benchmarks.md), so a check would add a quarter to every scan, to
// limit callers who already need a staff token that is checked against the database on each use.
import { createHash } from 'node:crypto'
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import { getTableName, lt } from 'drizzle-orm'
import fp from 'fastify-plugin'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import type { Database, PgLikeClient } from '../db/client.ts'
import { forgetOldFailures } from '../db/login-failures-repository.ts'
import { rateLimits } from '../db/schema.ts'
import { HttpError } from './errors.ts'
import { tooManyAttempts } from '../messages.ts'

/** How often each process deletes counters and failures that no longer count. */
const CLEAN_EVERY_MS = 5 * 60_000

/** Keys carry client addresses and e-mail addresses: the table keeps only their hash. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url')

interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string }
  max?: unknown
  timeWindow?: unknown
}

/**
 * The counters of one route's limit (or of one limit made with app.createRateLimit), named so
 * that every process finds the same row: by route, else by the limit itself.
 */
function namespaceOf({ routeInfo, max, timeWindow }: ChildOptions): string {
  if (routeInfo?.url) return `${[routeInfo.method].flat().join(',')} ${routeInfo.url}`
  return `${String(max)} per ${String(timeWindow)} ms`
}

/** @fastify/rate-limit's store interface over rate-limiter-flexible's PostgreSQL limiter. */
class SharedStore implements FastifyRateLimitStore {
  readonly #client: PgLikeClient
  readonly #namespace: string
  readonly #limiters = new Map<string, RateLimiterPostgres>()

  constructor(client: PgLikeClient, namespace: string) {
    this.#client = client
    this.#namespace = namespace
  }

  #limiter(timeWindow: number, max: number): RateLimiterPostgres {
    const id = `${timeWindow}/${max}`
    let limiter = this.#limiters.get(id)
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.#client,
        storeType: 'client',
        tableName: getTableName(rateLimits),
        // Created by our migration (server/db/migrations), on both engines.
        tableCreated: true,
        // One cleaning timer per process (below), not one per limit.
        clearExpiredByTimeout: false,
        keyPrefix: this.#namespace,
        points: max,
        duration: timeWindow / 1000,
        inMemoryBlockOnConsumed: max + 1,
      })
      this.#limiters.set(id, limiter)
    }
    return limiter
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void {
    this.#limiter(timeWindow, max)
      .consume(hashed(key))
      .then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (refusal: unknown) => {
          if (!(refusal instanceof RateLimiterRes)) {
            callback(refusal instanceof Error ? refusal : new Error(String(refusal)))
            return
          }
          // Refused from memory, the count is not known: it is over the limit all the same.
          const current = Math.max(refusal.consumedPoints, max + 1)
          callback(null, { current, ttl: refusal.msBeforeNext })
        },
      )
  }

  child(options: unknown): FastifyRateLimitStore {
    return new SharedStore(this.#client, namespaceOf(options as ChildOptions))
  }
}

/** Deletes the counters whose window has ended and the login failures that no longer count. */
export async function forgetExpiredLimits(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, now))
  await forgetOldFailures(db, now)
}

export default fp(
  async (app) => {
    const { client, db } = app.database
    const Store = class extends SharedStore {
      constructor() {
        super(client, 'global')
      }
    }
    await app.register(rateLimit, {
      global: false,
      store: Store as unknown as FastifyRateLimitStoreCtor,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, tooManyAttempts(context.ttl / 1000)),
    })

    const timer = setInterval(() => {
      forgetExpiredLimits(db).catch((err: unknown) =>
        app.log.warn({ err }, 'could not clean the rate limits'),
      )
    }, CLEAN_EVERY_MS)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
    })
  },
  { name: 'rate-limits', dependencies: ['database', 'errors'] },
)
