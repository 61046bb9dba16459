// The public catalogue: exhibitors and the programme, readable without login. A vendor's page
// view count is shown to staff and admins only, so the bearer token is read when present.
// The two lists are the hottest reads: served from memory (server/plugins/catalogue-cache.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  EventListSchema,
  VendorIdParamSchema,
  VendorListSchema,
  VendorSchema,
} from '../../src/api/contract.ts'
import { viewVendor } from '../db/catalogue-repository.ts'
import { countPageView } from '../db/exhibitor-repository.ts'
import { fairDay } from '../domain/tickets.ts'
import { sendCached } from '../http/cached-json.ts'
import { HttpError } from '../plugins/errors.ts'
import { NOT_FOUND } from '../messages.ts'

const catalogue: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const lists = app.catalogueCache

  app.get(
    '/api/vendors/',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Every exhibitor, by name',
        response: { 200: VendorListSchema },
      },
    },
    (request, reply) => {
      const publicList = () =>
        sendCached(request, reply, lists.vendors, {
          vary: 'authorization',
          cacheControl: 'no-cache',
        })
      // Without a token nothing needs checking: answered without a promise (the hot path).
      if (request.headers.authorization === undefined) return publicList()
      return app.auth.isStaff(request).then(async (staff) => {
        await (staff
          ? sendCached(request, reply, lists.vendorsWithViews, {
              vary: 'authorization',
              cacheControl: 'private, no-cache',
            })
          : publicList())
        await reply
      })
    },
  )

  app.get(
    '/api/vendors/:vendorId',
    {
      schema: {
        tags: ['vendors'],
        summary: 'One exhibitor; counts a page view (page_view_count for staff and admins only)',
        params: VendorIdParamSchema,
        response: { 200: VendorSchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request) => {
      const vendor = await viewVendor(db, request.params.vendorId, await app.auth.isStaff(request))
      if (!vendor) throw new HttpError(404, NOT_FOUND.vendor)
      // Per fair day too, for the exhibitor's portal.
      await countPageView(db, vendor.id, fairDay(new Date(), app.config.fairTimeZone))
      lists.vendorsWithViews.invalidate()
      return vendor
    },
  )

  app.get(
    '/api/events/',
    {
      schema: {
        tags: ['events'],
        summary: 'The programme, in order of date and time',
        response: { 200: EventListSchema },
      },
    },
    (request, reply) => sendCached(request, reply, lists.events, { cacheControl: 'no-cache' }),
  )
}

export default catalogue
