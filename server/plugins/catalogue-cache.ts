// The public catalogue lists held in memory (server/http/cached-json.ts), shared by the public
// routes that serve them and the organiser's routes that change them: an edit in this process
// shows at once, one in another process within CATALOGUE_FRESH_MS.
import fp from 'fastify-plugin'
import { z } from 'zod'
import { EventListSchema, VendorListSchema } from '../../src/api/contract.ts'
import { listEvents, listVendors } from '../db/catalogue-repository.ts'
import { CachedJson } from '../http/cached-json.ts'

/**
 * How long a cached list is trusted before it is read again. Changes made through this process
 * (page views, the console) show at once; changes by another process (`npm run import` on
 * PostgreSQL, a second server) within this time.
 */
export const CATALOGUE_FRESH_MS = 1000

export interface CatalogueCache {
  events: CachedJson
  vendors: CachedJson
  /** With page_view_count: every detail read changes it. */
  vendorsWithViews: CachedJson
  /** After a change of exhibitors or talks made by this process. */
  invalidate(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache
  }
}

/** The bytes Fastify's zod serializer would send for this schema and data. */
const serialise =
  <T extends z.ZodType>(schema: T, read: () => Promise<z.output<T>>) =>
  async () =>
    JSON.stringify(z.encode(schema, await read()))

export default fp(
  async (app) => {
    const { db } = app.database
    const lists = {
      events: new CachedJson(
        serialise(EventListSchema, () => listEvents(db)),
        CATALOGUE_FRESH_MS,
      ),
      vendors: new CachedJson(
        serialise(VendorListSchema, () => listVendors(db, false)),
        CATALOGUE_FRESH_MS,
      ),
      vendorsWithViews: new CachedJson(
        serialise(VendorListSchema, () => listVendors(db, true)),
        CATALOGUE_FRESH_MS,
      ),
    }
    app.decorate('catalogueCache', {
      ...lists,
      invalidate() {
        for (const list of Object.values(lists)) list.invalidate()
      },
    } satisfies CatalogueCache)
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
)
