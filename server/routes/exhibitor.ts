// The exhibitor's portal API (issue 21), for role exhibitor only (403 for every other role, admins
// included): their own page, interest and mutual matches, leads scanned at the stand and their
// CSV. Every read is scoped by the caller's users.vendor_id, never by an id from the request.
import { stringify } from 'csv-stringify/sync'
import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import { z } from 'zod'
import {
  BadgeScanListSchema,
  ErrorBodySchema,
  ExhibitorVendorSchema,
  ExhibitorVendorUpdateSchema,
  IdParamSchema,
  InterestSchema,
  LOGO_LIMITS,
  LeadListSchema,
  LeadScanSchema,
  LeadSchema,
  LeadUpdateSchema,
  MessageSchema,
  UserIdParamSchema,
  VendorIdParamSchema,
  type Contact,
} from '../../src/api/contract.ts'
import { paths } from '../../src/routes/paths.ts'
import {
  acceptInterest,
  badgeScansOf,
  exhibitorVendor,
  findLogo,
  interestIn,
  leadsOf,
  mutualMatchesOf,
  recordLead,
  saveLogo,
  ticketHolder,
  updateExhibitorVendor,
  updateLead,
} from '../db/exhibitor-repository.ts'
import { findUserById } from '../db/users-repository.ts'
import { verifyTicketCode } from '../domain/tickets.ts'
import { mutualMatchAttendeeMail, mutualMatchExhibitorMail } from '../mail/templates.ts'
import { HttpError } from '../plugins/errors.ts'
import { EXHIBITOR_MESSAGES, LEADS_CSV, NOT_FOUND } from '../messages.ts'

/** The logo as stored: at most this many pixels a side, WebP, every metadata block dropped. */
const LOGO_SIDE = 512
const LOGO_FORMATS: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

/** Links on the public page: web addresses only (no javascript:, no ftp:). */
const WEBSITE = z.url({ protocol: /^https?$/, hostname: /\./ })

/** A spreadsheet must not run a cell as a formula (CSV injection): such cells start with a quote. */
const cell = (value: string | null | undefined) =>
  value == null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

const contactCells = (c: Contact | null) =>
  c
    ? [c.first_name, c.last_name, c.company_name, c.email, c.phone_number].map(cell)
    : ['', '', '', '', '']

const exhibitor: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const secured = { security: [{ bearer: [] }], tags: ['exhibitor'] }
  const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema }

  app.addHook('onSend', async (request, reply) => {
    // Personal data: never kept by shared caches (the public logo aside).
    if (!request.url.includes('/logo')) reply.header('cache-control', 'no-store')
  })

  const ownVendor = async (vendorId: number) => {
    const vendor = await exhibitorVendor(db, vendorId)
    if (!vendor) throw new HttpError(404, NOT_FOUND.vendor)
    return vendor
  }

  app.get(
    '/api/exhibitor/vendor',
    {
      schema: {
        ...secured,
        summary: "The exhibitor's own page, with its page views overall and per fair day",
        response: { 200: ExhibitorVendorSchema, ...denied, 404: ErrorBodySchema },
      },
    },
    async (request) => ownVendor((await app.auth.exhibitor(request)).vendorId),
  )

  app.put(
    '/api/exhibitor/vendor',
    {
      schema: {
        ...secured,
        summary:
          "Edit the exhibitor's own page (description, 'Cosa cerchiamo', website, e-mail, phone, address)",
        description: 'Smart Matching reads the new texts from the next request on.',
        body: ExhibitorVendorUpdateSchema,
        response: {
          200: ExhibitorVendorSchema,
          ...denied,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { vendorId } = await app.auth.exhibitor(request)
      const { website, email } = request.body
      if (website && !WEBSITE.safeParse(website).success) {
        throw new HttpError(422, EXHIBITOR_MESSAGES.website)
      }
      if (email && !z.email().safeParse(email).success) {
        throw new HttpError(422, EXHIBITOR_MESSAGES.email)
      }
      await updateExhibitorVendor(db, vendorId, request.body)
      // The public lists show the new texts at once in this process (others within a second).
      app.catalogueCache.invalidate()
      return ownVendor(vendorId)
    },
  )

  // The logo arrives as the raw image bytes; only this scope parses images.
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/,
      { parseAs: 'buffer', bodyLimit: LOGO_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    )
    upload.put(
      '/api/exhibitor/vendor/logo',
      {
        schema: {
          ...secured,
          summary: "Upload the exhibitor's logo (PNG, JPEG or WebP, at most 2 MB, as the body)",
          description:
            'The image is checked by its content, scaled to at most 512 px a side and stored as WebP without metadata (EXIF, GPS, XMP).',
          response: {
            200: ExhibitorVendorSchema,
            ...denied,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
          },
        },
        // Fastify's own size and type refusals, in Italian.
        errorHandler: (error: FastifyError, _request, reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return reply.code(413).send({
              detail: EXHIBITOR_MESSAGES.logoTooLarge(LOGO_LIMITS.maxBytes / 1024 / 1024),
            })
          }
          if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
            return reply.code(415).send({ detail: EXHIBITOR_MESSAGES.logoType })
          }
          throw error
        },
      },
      async (request) => {
        const { vendorId } = await app.auth.exhibitor(request)
        const body = request.body
        if (!Buffer.isBuffer(body)) throw new HttpError(415, EXHIBITOR_MESSAGES.logoType)
        const format = await sharp(body)
          .metadata()
          .then((m) => m.format as string)
          .catch(() => undefined)
        if (!format || !LOGO_FORMATS[format]) throw new HttpError(415, EXHIBITOR_MESSAGES.logoType)
        // Re-encoding keeps no metadata (sharp drops it unless asked); rotate() applies the EXIF
        // orientation first, so a phone photo stays upright once its EXIF is gone.
        const webp = await sharp(body, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(LOGO_SIDE, LOGO_SIDE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer()
          .catch(() => {
            throw new HttpError(415, EXHIBITOR_MESSAGES.logoType)
          })
        await saveLogo(db, vendorId, webp, 'image/webp')
        app.catalogueCache.invalidate()
        return ownVendor(vendorId)
      },
    )
  })

  app.get(
    '/api/vendors/:vendorId/logo',
    {
      schema: {
        tags: ['vendors'],
        summary: 'A logo an exhibitor uploaded (public, like the page)',
        params: VendorIdParamSchema,
        response: { 200: z.unknown().describe('image/webp'), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const logo = await findLogo(db, request.params.vendorId)
      if (!logo) throw new HttpError(404, NOT_FOUND.logo)
      // The page links a versioned path (?v=...): a new upload gets a new address.
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(logo.content)
    },
  )

  app.get(
    '/api/exhibitor/interest',
    {
      schema: {
        ...secured,
        summary: "The attendees who pressed 'Mi interessa' on the exhibitor",
        description:
          'Named (with contacts and description) only while the attendee agrees to share contacts with interested exhibitors; the others are only counted.',
        response: { 200: InterestSchema, ...denied },
      },
    },
    async (request) => interestIn(db, (await app.auth.exhibitor(request)).vendorId),
  )

  app.post(
    '/api/exhibitor/interest/:userId/accept',
    {
      schema: {
        ...secured,
        summary: "'Interessa anche a noi': make an attendee's interest a mutual match",
        description:
          'Both sides get an e-mail (once) and the attendee sees the match marked in the Cronologia. 404 for an attendee who is not interested or not named.',
        params: UserIdParamSchema,
        response: { 200: MessageSchema, ...denied, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = await app.auth.exhibitor(request)
      const { userId } = request.params
      const vendor = await ownVendor(caller.vendorId)
      // One transaction: the mark and both mails leave together or not at all.
      const done = await db.transaction(async (tx) => {
        const accepted = await acceptInterest(tx, caller.vendorId, userId)
        if (!accepted) return false
        if (accepted.firstTime) {
          const attendee = await findUserById(tx, userId)
          const publicUrl = app.config.publicUrl
          await app.mailer.send(
            mutualMatchAttendeeMail(
              accepted.contact.email,
              attendee?.firstName ?? null,
              vendor,
              `${publicUrl}${paths.matches}`,
            ),
            tx,
          )
          await app.mailer.send(
            mutualMatchExhibitorMail(
              caller.email,
              vendor.name,
              accepted.contact,
              `${publicUrl}${paths.exhibitor}`,
            ),
            tx,
          )
        }
        return true
      })
      if (!done) throw new HttpError(404, NOT_FOUND.interested)
      return { message: 'Interesse reciproco registrato.' }
    },
  )

  app.post(
    '/api/exhibitor/leads/scan',
    {
      bodyLimit: 8 * 1024,
      schema: {
        ...secured,
        summary: "Record a lead from a visitor's badge QR code (never admits, never a check-in)",
        description:
          'A second scan of the same visitor answers the lead already recorded. Contact details only with the visitor’s consent.',
        body: LeadScanSchema,
        response: { 200: LeadSchema, ...denied, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = await app.auth.exhibitor(request)
      const hash = verifyTicketCode(app.config.ticketSecret, request.body.qr_code_data)
      const userId = hash ? await ticketHolder(db, hash) : undefined
      if (userId === undefined) throw new HttpError(404, EXHIBITOR_MESSAGES.badgeUnknown)
      const id = await recordLead(db, caller.vendorId, userId, caller.id)
      const [lead] = await leadsOf(db, caller.vendorId, id)
      if (!lead) throw new HttpError(404, NOT_FOUND.lead)
      return lead
    },
  )

  app.get(
    '/api/exhibitor/leads',
    {
      schema: {
        ...secured,
        summary: "The exhibitor's own leads, newest first",
        response: { 200: LeadListSchema, ...denied },
      },
    },
    async (request) => leadsOf(db, (await app.auth.exhibitor(request)).vendorId),
  )

  app.patch(
    '/api/exhibitor/leads/:id',
    {
      schema: {
        ...secured,
        summary: "Rate a lead (caldo, tiepido, freddo) and edit its notes (the exhibitor's own)",
        params: IdParamSchema,
        body: LeadUpdateSchema,
        response: { 200: LeadSchema, ...denied, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request) => {
      const { vendorId } = await app.auth.exhibitor(request)
      const { id } = request.params
      // Another exhibitor's lead answers as a missing one: its existence is not theirs to know.
      if (!(await updateLead(db, vendorId, id, request.body))) {
        throw new HttpError(404, NOT_FOUND.lead)
      }
      const [lead] = await leadsOf(db, vendorId, id)
      if (!lead) throw new HttpError(404, NOT_FOUND.lead)
      return lead
    },
  )

  app.get(
    '/api/exhibitor/leads.csv',
    {
      schema: {
        ...secured,
        summary: "The exhibitor's leads and mutual matches as CSV (contacts only with consent)",
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv (UTF-8, with BOM)'), ...denied },
      },
    },
    async (request, reply) => {
      const { vendorId } = await app.auth.exhibitor(request)
      const [leads, mutual] = await Promise.all([
        leadsOf(db, vendorId),
        mutualMatchesOf(db, vendorId),
      ])
      const rows = [
        ...leads.map((l) => [
          LEADS_CSV.lead,
          l.scanned_at,
          ...contactCells(l.contact),
          l.rating ?? '',
          cell(l.notes),
        ]),
        ...mutual.map((m) => [
          LEADS_CSV.mutual,
          m.at.toISOString(),
          ...contactCells(m.contact),
          '',
          '',
        ]),
      ]
      const day = new Date().toISOString().slice(0, 10)
      // A byte order mark, so that spreadsheet programs read the accents as UTF-8.
      const csv = `\uFEFF${stringify([[...LEADS_CSV.columns], ...rows], { record_delimiter: 'windows' })}`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="fiera-contatti-${day}.csv"`)
        .send(csv)
    },
  )

  app.get(
    '/api/users/me/badge-scans',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['users'],
        summary: "The exhibitors that scanned the signed-in attendee's badge",
        response: { 200: BadgeScanListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => badgeScansOf(db, (await app.auth.user(request)).id),
  )
}

export default exhibitor
