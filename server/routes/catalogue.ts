// The public catalogue: exhibitors and the programme, readable without login. A vendor's page
// view count is shown to staff and admins only, so the bearer token is read when present.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  EventListSchema,
  isStaffRole,
  VendorIdParamSchema,
  VendorListSchema,
  VendorSchema,
} from '../../src/api/contract.ts'
import { listEvents, listVendors, viewVendor } from '../db/catalogue-repository.ts'
import { HttpError } from '../plugins/errors.ts'

export const VENDOR_NOT_FOUND = 'Azienda non trovata.'

const catalogue: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const isStaff = async (request: Parameters<typeof app.auth.optional>[0]) =>
    isStaffRole((await app.auth.optional(request))?.role)

  app.get(
    '/api/vendors/',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Every exhibitor, by name',
        response: { 200: VendorListSchema },
      },
    },
    async (request) => listVendors(db, await isStaff(request)),
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
      const vendor = await viewVendor(db, request.params.vendorId, await isStaff(request))
      if (!vendor) throw new HttpError(404, VENDOR_NOT_FOUND)
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
    async () => listEvents(db),
  )
}

export default catalogue
