// Gate validation of ticket QR codes, for staff and admins. Admission happens in the database
// (see tickets-repository.ts), so it holds across any number of server processes. Kiosks that
// lose the network admit on their own with the offline bundle and upload their scans to /sync.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  OfflineBundleSchema,
  TicketSyncRequestSchema,
  TicketSyncResultSchema,
  TicketValidationRequestSchema,
  TicketValidationSchema,
} from '../../src/api/contract.ts'
import { gateSync, refusedSecretHashes } from '../db/gate-sync-repository.ts'
import { invalid, recordRefusal, ticketExit, ticketValidator } from '../db/tickets-repository.ts'
import { admissionKey, fairDay, ticketSigningKey, verifyTicketCode } from '../domain/tickets.ts'
import { unauthorized } from '../plugins/auth.ts'
import { HttpError } from '../plugins/errors.ts'
import { AUTH_MESSAGES, TICKET_MESSAGES } from '../messages.ts'

/** How often a kiosk fetches the offline bundle again while online. */
export const OFFLINE_BUNDLE_REFRESH_SECONDS = 180
/** A kiosk clock ahead of the server's is believed this far at most: later scans count as now. */
const CLOCK_SKEW_MS = 5 * 60_000
/** Older than this, a scan time is a wrong clock (or year 0, which PostgreSQL refuses): now. */
const OLDEST_SCAN_MS = 366 * 24 * 3600_000

const tickets: FastifyPluginAsyncZod = async (app) => {
  const validateTicket = ticketValidator(app.database)
  const exitTicket = ticketExit(app.database)
  const syncScans = gateSync(app.database, {
    reentry: app.config.admissionPolicy === 'daily' && app.config.reentry,
    unlimited: app.config.admissionPolicy === 'unlimited',
  })
  const { fairDays, fairTimeZone } = app.config
  const notFairDay = (at: Date) =>
    fairDays.length > 0 && !fairDays.includes(fairDay(at, fairTimeZone))
  app.post(
    '/api/tickets/validate',
    {
      // No request limit: it would cost every scan a round trip (server/plugins/rate-limits.ts).
      // A scan is a code, a gate name and a nonce: well under 8 KiB even with every character
      // JSON-escaped (\uXXXX), so anything larger is refused before it is parsed.
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['tickets'],
        summary: 'Validate a scanned ticket and record the entry (staff and admins)',
        description:
          'valid:false with a message for forged, unknown, revoked or already used tickets. ' +
          'A retry with the same nonce gets the same answer without a second entry. With ' +
          '`direction: "out"` the scan is an exit: never refused (exit_ok, or not_inside when ' +
          'no entry is open); with the daily policy and re-entry on, the visitor may come back.',
        security: [{ bearer: [] }],
        body: TicketValidationRequestSchema,
        response: {
          200: TicketValidationSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The token is checked here; the caller's role and session in the validation statement.
      const claims = await app.auth.claims(request)
      if (claims === 'missing') throw unauthorized(AUTH_MESSAGES.missing)
      if (claims === 'invalid') throw unauthorized(AUTH_MESSAGES.invalid)
      const { qr_code_data, gate, nonce, direction } = request.body
      const hash = verifyTicketCode(app.config.ticketSecret, qr_code_data)
      const exit = direction === 'out'
      // Nobody is kept in: an exit is recorded whatever the day.
      if (!hash || (!exit && notFairDay(new Date()))) {
        const staff = await app.auth.staff(request)
        if (!hash) {
          await recordRefusal(app.database.db, {
            ticketId: null,
            cause: 'invalid',
            gate: gate ?? null,
            staffUserId: staff.id,
          })
        }
        reply.header('cache-control', 'no-store')
        return hash
          ? invalid(TICKET_MESSAGES.notValidToday, undefined, 'not_valid_today')
          : invalid(TICKET_MESSAGES.unknown)
      }
      const outcome = await (exit ? exitTicket : validateTicket)(hash, {
        policy: app.config.admissionPolicy,
        reentry: app.config.reentry,
        timeZone: app.config.fairTimeZone,
        staff: { userId: claims.userId, sessionVersion: claims.sessionVersion },
        gate: gate ?? null,
        nonce: nonce ?? null,
      })
      if ('unauthorized' in outcome) {
        if (outcome.unauthorized === 'invalid') throw unauthorized(AUTH_MESSAGES.invalid)
        throw new HttpError(403, AUTH_MESSAGES.forbidden)
      }
      if ('conflict' in outcome) throw new HttpError(409, outcome.conflict)
      reply.header('cache-control', 'no-store')
      return outcome
    },
  )

  app.get(
    '/api/tickets/offline-bundle',
    {
      schema: {
        tags: ['tickets'],
        summary: 'What a kiosk needs to admit offline (staff and admins)',
        description:
          'The Ed25519 public keys of signed (F2) ticket codes, the secret hashes of codes that ' +
          'no longer admit, the admission policy and the fair days. No secret: any staff device ' +
          'may keep it. Codes of the older F1 format can only be checked online.',
        security: [{ bearer: [] }],
        response: { 200: OfflineBundleSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await app.auth.staff(request)
      const key = ticketSigningKey(app.config.ticketSecret)
      reply.header('cache-control', 'no-store')
      return {
        generated_at: new Date().toISOString(),
        public_keys: [{ key_id: key.keyId, public_key: key.publicKeyRaw }],
        ...(await refusedSecretHashes(app.database)),
        policy: app.config.admissionPolicy,
        time_zone: fairTimeZone,
        fair_days: fairDays,
        refresh_seconds: OFFLINE_BUNDLE_REFRESH_SECONDS,
      }
    },
  )

  app.post(
    '/api/tickets/sync',
    {
      // Up to 500 scans of about 250 bytes each.
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['tickets'],
        summary: 'Upload the scans a kiosk admitted offline (staff and admins)',
        description:
          'Each scan is recorded as it happened (its own time, gate and nonce). Uploading a ' +
          'scan again answers `duplicate` and changes nothing. A ticket admitted already ' +
          '(offline at another gate, say), or revoked meanwhile, answers `conflict`: the ' +
          'organiser sees it in GET /api/admin/gates/conflicts. Entries and exits are ' +
          'settled in the order they happened (scanned_at): an exit counts against the entry ' +
          'before it; an exit with no entry open answers `not_inside` and records nothing ' +
          '(under the unlimited policy every exit is recorded).',
        security: [{ bearer: [] }],
        body: TicketSyncRequestSchema,
        response: {
          200: TicketSyncResultSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const staff = await app.auth.staff(request)
      const { admissionPolicy, ticketSecret } = app.config
      const latest = Date.now() + CLOCK_SKEW_MS
      const earliest = Date.now() - OLDEST_SCAN_MS
      const results = await syncScans(
        request.body.scans.map((scan) => {
          const when = Date.parse(scan.scanned_at)
          const at = new Date(when >= earliest ? Math.min(when, latest) : Date.now())
          return {
            nonce: scan.nonce,
            secretHash: verifyTicketCode(ticketSecret, scan.qr_code_data),
            gate: scan.gate,
            direction: scan.direction,
            scannedAt: at,
            admissionKey: admissionKey(admissionPolicy, at, fairTimeZone, scan.nonce),
          }
        }),
        staff.id,
      )
      reply.header('cache-control', 'no-store')
      return { results }
    },
  )
}

export default tickets
