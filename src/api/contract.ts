// The one API contract of Fiera: every request and response shape of SPEC.md section 7.
// The server validates with these schemas and the client parses with them, so both can't drift.
import { z } from 'zod'
import { ROLES } from './roles.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 1024
const SHORT_TEXT = 200
const LONG_TEXT = 4000
const PHONE_TEXT = 40
/** The limits the profile form shows beside its fields. */
export const TEXT_LIMITS = { short: SHORT_TEXT, long: LONG_TEXT, phone: PHONE_TEXT } as const

export const EmploymentTypeSchema = z.enum(['private', 'self_employed', 'employee'])
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>

export const RoleSchema = z.string().min(1).max(32)
export type Role = z.infer<typeof RoleSchema>
// Kept zod-free in roles.ts so that the session can tell staff apart without loading zod.
export { isKnownRole, isStaffRole, ROLES, STAFF_ROLES } from './roles.ts'
// The admission rule (fair day, admission key) that offline kiosks apply too, zod-free likewise.
export { admissionKey, fairDay, SIGNED_TICKET_PATTERN } from './admission.ts'
// The profile-completion rule, zod-free in profile.ts for the same reason.
export { isProfileComplete, matchingProfile, type MatchingFields } from './profile.ts'

/** FastAPI-shaped error body; validation errors may carry a list of issues. */
export const ErrorBodySchema = z.object({
  detail: z.union([
    z.string(),
    z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string() })),
  ]),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  employment_type: EmploymentTypeSchema.nullable(),
  company_name: z.string().nullable(),
  role: RoleSchema,
  created_at: z.iso.datetime({ offset: true }),
  last_login: z.iso.datetime({ offset: true }).nullable(),
  qr_code_data: z.string().nullable(),
  seeking: z.string().nullable(),
  description: z.string().nullable(),
  /** Issue 21's consents; off unless the attendee turned them on. */
  share_with_interested_exhibitors: z.boolean(),
  share_on_badge_scan: z.boolean(),
})
export type User = z.infer<typeof UserSchema>

export const ConsentNameSchema = z.enum(['share_with_interested_exhibitors', 'share_on_badge_scan'])
export type ConsentName = z.infer<typeof ConsentNameSchema>

const optionalText = (max: number) => z.string().trim().max(max).optional()

export const RegistrationSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  first_name: optionalText(SHORT_TEXT),
  last_name: optionalText(SHORT_TEXT),
  phone_number: optionalText(PHONE_TEXT),
  employment_type: EmploymentTypeSchema.optional(),
  company_name: optionalText(SHORT_TEXT),
})
export type Registration = z.infer<typeof RegistrationSchema>

export const LoginFormSchema = z.object({
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
})
export type LoginForm = z.infer<typeof LoginFormSchema>

export const TokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
})
export type Token = z.infer<typeof TokenSchema>

export const MessageSchema = z.object({ message: z.string() })
export type Message = z.infer<typeof MessageSchema>

export const ForgotPasswordSchema = z.object({ email: z.email().max(254) })
export const ResetPasswordSchema = z.object({
  token: z.string().min(1).max(512),
  new_password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
})
export const VerifyEmailSchema = z.object({ token: z.string().min(1).max(512) })

export const UserUpdateSchema = z.object({
  seeking: optionalText(LONG_TEXT),
  description: optionalText(LONG_TEXT),
  first_name: optionalText(SHORT_TEXT),
  last_name: optionalText(SHORT_TEXT),
  /** Checked and stored in E.164 by the server (libphonenumber-js); empty clears it. */
  phone_number: optionalText(PHONE_TEXT),
  employment_type: EmploymentTypeSchema.optional(),
  company_name: optionalText(SHORT_TEXT),
  share_with_interested_exhibitors: z.boolean().optional(),
  share_on_badge_scan: z.boolean().optional(),
})
export type UserUpdate = z.infer<typeof UserUpdateSchema>

/** POST /api/users/me/password: answers a new access token; every other session ends. */
export const PasswordChangeSchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
})
export type PasswordChange = z.infer<typeof PasswordChangeSchema>

/** DELETE /api/users/me: the password confirms it is the owner. */
export const AccountDeleteSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
})

/** GET /api/users/me/export: everything Fiera holds about the caller (GDPR art. 15 and 20). */
/** GET /api/users/me/badge-scans: the exhibitors that scanned the attendee's badge. */
export const BadgeScanListSchema = z.array(
  z.object({
    vendor_id: z.number().int(),
    vendor_name: z.string(),
    scanned_at: z.iso.datetime({ offset: true }),
  }),
)
export type BadgeScanList = z.infer<typeof BadgeScanListSchema>

export const UserExportSchema = z.object({
  exported_at: z.iso.datetime({ offset: true }),
  profile: UserSchema.omit({ qr_code_data: true }),
  ticket: z
    .object({
      uuid: z.string(),
      created_at: z.iso.datetime({ offset: true }),
      revoked_at: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
  checkins: z.array(
    z.object({ at: z.iso.datetime({ offset: true }), gate: z.string().nullable() }),
  ),
  match_decisions: z.array(
    z.object({
      vendor_id: z.number().int(),
      vendor_name: z.string(),
      status: z.enum(['accepted', 'rejected']),
      decided_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  /** "La mia agenda": the starred talks, in programme order. */
  agenda: z.array(
    z.object({
      event_id: z.number().int(),
      title: z.string(),
      event_date: z.string(),
      event_time: z.string(),
      starred_at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** The exhibitors that scanned the badge at their stand. */
  badge_scans: BadgeScanListSchema,
  consents: z.array(
    z.object({
      consent: ConsentNameSchema,
      granted: z.boolean(),
      recorded_at: z.iso.datetime({ offset: true }),
    }),
  ),
})
export type UserExport = z.infer<typeof UserExportSchema>

export const IdParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})
export const VendorIdParamSchema = z.object({
  vendorId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})

export const VendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  seeking: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  logo_path: z.string().nullable(),
  address: z.string().nullable(),
  telephone: z.string().nullable(),
  /** The stand's code on the fair map (e.g. B12) and its hall (e.g. B). */
  stand: z.string().nullable(),
  hall: z.string().nullable(),
  /** Returned to staff and admins only. */
  page_view_count: z.number().int().optional(),
})
export type Vendor = z.infer<typeof VendorSchema>
export const VendorListSchema = z.array(VendorSchema)

/**
 * The programme gives start times only; its slots are an hour long, so a talk is taken to last
 * this long (the agenda's overlaps, home's "Adesso", the calendar files' end).
 */
export const TALK_MINUTES = 60

export const EventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  speaker: z.string().nullable(),
  company_name: z.string().nullable(),
  topic: z.string().nullable(),
  location: z.string().nullable(),
  tags: z.array(z.string()),
  /** ISO date, e.g. 2025-10-16 */
  event_date: z.iso.date(),
  /** 24-hour time, e.g. 09:30:00 */
  event_time: z.iso.time(),
})
export type Event = z.infer<typeof EventSchema>
export const EventListSchema = z.array(EventSchema)

export const EventIdParamSchema = z.object({
  eventId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})

/** "La mia agenda": the ids of the talks the user starred, the same on every device. */
export const AgendaSchema = z.object({ event_ids: z.array(z.number().int()) })
export type Agenda = z.infer<typeof AgendaSchema>

/** The user's personal calendar feed: a secret URL that any calendar app can subscribe to. */
export const CalendarFeedSchema = z.object({ url: z.url() })
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>
export const CalendarTokenParamSchema = z.object({
  // The length lives in the pattern: a fuzzer that honours the pattern then makes valid tokens.
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
})

export const MatchStatusSchema = z.enum(['accepted', 'rejected', 'none'])
export type MatchStatus = z.infer<typeof MatchStatusSchema>

/** A suggestion or a decided match. The client joins vendor_id with the vendor list. */
export const MatchSchema = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  score: z.number().min(0).max(1),
  /** The reason, in Italian ('Perché questo match?'). */
  description: z.string(),
  status: MatchStatusSchema,
  /** The exhibitor answered "Interessa anche a noi" to this accepted match (the Cronologia marks it). */
  mutual: z.boolean().optional(),
})
export type Match = z.infer<typeof MatchSchema>
export const MatchListSchema = z.array(MatchSchema)

export const TicketValidationRequestSchema = z.object({
  qr_code_data: z.string().min(1).max(1024),
  // Trimmed, so a gate of spaces alone is refused: said in the API document by the pattern.
  gate: z.string().regex(/\S/).trim().min(1).max(64).optional(),
  /** Idempotency key: a retried request with the same nonce gets the same answer. */
  nonce: z.string().min(8).max(128).optional(),
  /** An entry (the default) or an exit: an exit is never refused (exit_ok or not_inside). */
  direction: z.enum(['in', 'out']).optional(),
})
export type TicketValidationRequest = z.infer<typeof TicketValidationRequestSchema>

/**
 * Why a scan was answered as it was: stable codes a kiosk maps to its own text and colour (the
 * message is for people). Some belong to exits and reissued tickets and are not answered yet.
 */
export const ValidationReasonSchema = z.enum([
  'ok',
  'already_used',
  'replaced',
  'invalid',
  'not_valid_today',
  'exit_ok',
  'not_inside',
  'revoked',
])
export type ValidationReason = z.infer<typeof ValidationReasonSchema>

export const TicketValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  ticket_uuid: z.string().nullable(),
  user_id: z.number().int().nullable(),
  reason: ValidationReasonSchema,
  /** The admission that made this scan a repeat (already_used), else null. */
  first_used_at: z.iso.datetime({ offset: true }).nullable(),
  first_gate: z.string().nullable(),
})
export type TicketValidation = z.infer<typeof TicketValidationSchema>

/** Said of an admission policy: once ever, once per fair day, or every scan. */
export const AdmissionPolicySchema = z.enum(['once', 'daily', 'unlimited'])

/**
 * What a kiosk needs to admit while the server is out of reach (GET /api/tickets/offline-bundle,
 * staff): the public keys of the ticket signatures (never a secret), the codes that no longer
 * admit, the admission policy and the fair days. Kiosks refresh it every `refresh_seconds`.
 */
export const OfflineBundleSchema = z.object({
  generated_at: z.iso.datetime({ offset: true }),
  /** Ed25519 public keys, raw 32 bytes in base64url; a code verifies with any of them. */
  public_keys: z.array(
    z.object({ key_id: z.string(), public_key: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
  ),
  /** SHA-256 (hex) of the secret of every revoked ticket's code. */
  revoked: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
  /** SHA-256 (hex) of the secret of every code replaced by a reissue (a lost phone). */
  replaced: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
  policy: AdmissionPolicySchema,
  /** The venue's IANA zone: fair days are its calendar days. */
  time_zone: z.string(),
  /** The days (YYYY-MM-DD) tickets admit; empty means every day. */
  fair_days: z.array(z.iso.date()),
  refresh_seconds: z.number().int().positive(),
})
export type OfflineBundle = z.infer<typeof OfflineBundleSchema>

const GateNameSchema = z.string().regex(/\S/).trim().min(1).max(64)

/** One scan an offline kiosk admitted, as it happened (its own clock and nonce). */
export const OfflineScanSchema = z.object({
  nonce: z.string().min(8).max(128),
  qr_code_data: z.string().min(1).max(1024),
  gate: GateNameSchema,
  direction: z.enum(['in', 'out']),
  scanned_at: z.iso.datetime({ offset: true }),
})
export type OfflineScan = z.infer<typeof OfflineScanSchema>

export const TICKET_SYNC_MAX_SCANS = 500
export const TicketSyncRequestSchema = z.object({
  scans: z.array(OfflineScanSchema).max(TICKET_SYNC_MAX_SCANS),
})
export type TicketSyncRequest = z.infer<typeof TicketSyncRequestSchema>

/**
 * What became of an uploaded scan: `recorded` (an admission, as it happened), `duplicate` (this
 * nonce was uploaded before: nothing changes), `conflict` (recorded for the organiser: admitted
 * elsewhere already, or revoked or replaced meanwhile), `invalid` (not a ticket: nothing recorded).
 */
/** `not_inside`: an exit of a ticket with no entry open, let out and not recorded (an addition). */
export const SyncOutcomeSchema = z.enum([
  'recorded',
  'duplicate',
  'conflict',
  'invalid',
  'not_inside',
])
export type SyncOutcome = z.infer<typeof SyncOutcomeSchema>

export const GateConflictKindSchema = z.enum(['double_admission', 'revoked', 'replaced'])
export type GateConflictKind = z.infer<typeof GateConflictKindSchema>

export const TicketSyncResultSchema = z.object({
  results: z.array(
    z.object({
      nonce: z.string(),
      outcome: SyncOutcomeSchema,
      conflict: GateConflictKindSchema.nullable(),
    }),
  ),
})
export type TicketSyncResult = z.infer<typeof TicketSyncResultSchema>

/** A conflict an offline kiosk caused, for the organiser (GET /api/admin/gates/conflicts). */
export const GateConflictSchema = z.object({
  id: z.number().int(),
  kind: GateConflictKindSchema,
  ticket_uuid: z.string(),
  user_id: z.number().int(),
  gate: z.string().nullable(),
  scanned_at: z.iso.datetime({ offset: true }),
  received_at: z.iso.datetime({ offset: true }),
  /** The admission that came first (double_admission), when it is still on record. */
  first_gate: z.string().nullable(),
  first_used_at: z.iso.datetime({ offset: true }).nullable(),
})
export type GateConflict = z.infer<typeof GateConflictSchema>
export const GateInsideQuerySchema = z.object({
  /** A fair day (YYYY-MM-DD) in the venue's time zone; today when absent. */
  day: z.iso.date().optional(),
})
/** Who is inside on a fair day: each ticket counted once, whatever the order of its scans. */
export const GateInsideSchema = z.object({
  day: z.iso.date(),
  inside: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
  exits: z.number().int().nonnegative(),
})
export type GateInside = z.infer<typeof GateInsideSchema>

export const GateConflictQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export const GateConflictListSchema = z.object({ conflicts: z.array(GateConflictSchema) })
export type GateConflictList = z.infer<typeof GateConflictListSchema>

/** The fair as the server is configured for it: public, the same for every caller. */
export const FairSchema = z.object({
  /** IANA zone of the venue (FAIR_TIMEZONE): programme times and fair days are its wall clock. */
  time_zone: z.string(),
})
export type Fair = z.infer<typeof FairSchema>

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })
export type Health = z.infer<typeof HealthSchema>

/** Why a mail did not leave, as a stable code (the organiser console words it). */
export const MailFailureSchema = z
  .enum(['unreachable', 'auth', 'rejected', 'expired', 'error'])
  .describe(
    'unreachable: no answer from the SMTP server; auth: it refused the credentials; rejected: ' +
      'it refused the message; expired: given up once its link would no longer work; error: other',
  )
export type MailFailure = z.infer<typeof MailFailureSchema>

export const MailJobSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** pending: waiting for its first try or a retry; sending: being sent now; failed: given up. */
  state: z.enum(['pending', 'sending', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  /** The last attempt's failure, if any. */
  failure: MailFailureSchema.nullable(),
})
export type MailJob = z.infer<typeof MailJobSchema>

export const MailQueueQuerySchema = z.object({
  state: z.enum(['pending', 'sending', 'failed']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export type MailQueueQuery = z.infer<typeof MailQueueQuerySchema>

/** The mails not sent yet and those given up on (sent ones are not listed), newest first. */
export const MailQueueSchema = z.object({
  pending: z.number().int(),
  sending: z.number().int(),
  failed: z.number().int(),
  mails: z.array(MailJobSchema),
})
export type MailQueue = z.infer<typeof MailQueueSchema>
// ---------------------------------------------------------------------------------------------
// Organiser console (/api/admin/*, role admin only). Messages of the request schemas are Italian
// because organisers read them in the console's forms.

export const AccountRoleSchema = z.enum(ROLES, {
  error: 'Ruolo non valido: usa user, staff, admin oppure exhibitor.',
})
export type AccountRole = z.infer<typeof AccountRoleSchema>

const personName = z
  .string()
  .trim()
  .max(SHORT_TEXT, { error: `Al massimo ${SHORT_TEXT} caratteri.` })
  .optional()

export const InviteRequestSchema = z.object({
  email: z
    .email({ error: 'Indirizzo email non valido.' })
    .max(254, { error: 'Indirizzo email troppo lungo.' }),
  role: AccountRoleSchema,
  first_name: personName,
  last_name: personName,
  /** With role exhibitor (and only then): the exhibitor the account speaks for (issue 21). */
  vendor_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
})
export type InviteRequest = z.infer<typeof InviteRequestSchema>

export const AccountUpdateSchema = z
  .object({
    role: AccountRoleSchema.optional(),
    /** false revokes access (sessions end, no login); true gives it back. */
    active: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.active !== undefined, {
    error: 'Indica il nuovo ruolo oppure se l’accesso è attivo.',
  })
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>

export const TicketStateSchema = z.enum(['none', 'active', 'revoked'])
export type TicketState = z.infer<typeof TicketStateSchema>

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  role: RoleSchema,
  active: z.boolean(),
  verified: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  last_login: z.iso.datetime({ offset: true }).nullable(),
  ticket: z.object({
    state: TicketStateSchema,
    uuid: z.string().nullable(),
    /** When its code was last replaced (reissue), if ever. */
    reissued_at: z.iso.datetime({ offset: true }).nullable(),
  }),
  /** The last admission, if any. */
  last_checkin_at: z.iso.datetime({ offset: true }).nullable(),
  /** An exhibitor account's exhibitor (issue 21). */
  vendor_id: z.number().int().nullable().optional(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: AccountRoleSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  /** More accounts match than were returned: refine the search. */
  truncated: z.boolean(),
})
export type AdminUserList = z.infer<typeof AdminUserListSchema>

export const ScanOutcomeSchema = z.enum([
  'admitted',
  'already_used',
  'invalid',
  'replaced',
  'revoked',
])
export type ScanOutcome = z.infer<typeof ScanOutcomeSchema>
export const REFUSAL_CAUSES = ['already_used', 'invalid', 'replaced', 'revoked'] as const
export type RefusalCause = (typeof REFUSAL_CAUSES)[number]

export const ScanRecordSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  gate: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  outcome: ScanOutcomeSchema,
  method: z.enum(['scan', 'manual']),
  /** The reason of a manual admission. */
  note: z.string().nullable(),
  user_id: z.number().int().nullable(),
  name: z.string().nullable(),
})
export type ScanRecord = z.infer<typeof ScanRecordSchema>

export const AdminUserDetailSchema = AdminUserSchema.extend({
  phone_number: z.string().nullable(),
  history: z.array(ScanRecordSchema),
})
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>

export const AccountChangeSchema = z.object({
  outcome: z.enum(['created', 'role_changed', 'vendor_changed', 'unchanged']),
  user: AdminUserSchema,
})
export type AccountChange = z.infer<typeof AccountChangeSchema>

export const ReissueResultSchema = z.object({
  ticket_uuid: z.string(),
  message: z.string(),
})

export const ManualCheckinRequestSchema = z.object({
  gate: z
    .string({ error: 'Indica il varco.' })
    .trim()
    .min(1, { error: 'Indica il varco.' })
    .max(64, { error: 'Nome del varco troppo lungo (al massimo 64 caratteri).' }),
  reason: z
    .string({ error: 'Indica il motivo.' })
    .trim()
    .min(3, { error: 'Indica il motivo (almeno 3 caratteri).' })
    .max(500, { error: 'Motivo troppo lungo (al massimo 500 caratteri).' }),
})
export type ManualCheckinRequest = z.infer<typeof ManualCheckinRequestSchema>
export const ManualCheckinResultSchema = z.object({
  admitted: z.boolean(),
  message: z.string(),
})

export const DayQuerySchema = z.object({
  day: z.iso.date({ error: 'Giorno non valido: usa AAAA-MM-GG.' }).optional(),
})

const refusalCounts = z.object({
  already_used: z.number().int(),
  invalid: z.number().int(),
  replaced: z.number().int(),
  revoked: z.number().int(),
})

export const GateSummarySchema = z.object({
  day: z.iso.date(),
  time_zone: z.string(),
  gates: z.array(
    z.object({
      /** null for scans that named no gate. */
      gate: z.string().nullable(),
      admissions: z.number().int(),
      /** Admissions in each hour of the day (index 0 = 00:00-00:59, fair time). */
      admissions_by_hour: z.array(z.number().int()).length(24),
      refusals: refusalCounts,
    }),
  ),
  admissions: z.number().int(),
  refusals: refusalCounts,
  unique_visitors: z.number().int(),
  /** Who is inside now: null until exits are recorded that day. */
  inside_now: z.number().int().nullable(),
  last_scans: z.array(ScanRecordSchema),
})
export type GateSummary = z.infer<typeof GateSummarySchema>

export const ImportQuerySchema = z.object({
  dry_run: z.enum(['true', 'false']).default('true'),
  /** Also delete the rows of the database that no uploaded file lists (by external_id). */
  remove_missing: z.enum(['true', 'false']).default('false'),
})
export const ImportReportSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  files: z.array(
    z.object({
      file: z.string(),
      kind: z.enum(['vendors', 'events']),
      added: z.number().int(),
      changed: z.number().int(),
      unchanged: z.number().int(),
      /** Rows of the database this file does not list (deleted only with remove_missing). */
      removed: z.number().int(),
      warnings: z.array(z.string()),
    }),
  ),
  errors: z.array(
    z.object({
      file: z.string(),
      /** 'riga 7' of a CSV, 'elemento 3' of a JSON list; null for a problem of the whole file. */
      line: z.string().nullable(),
      field: z.string().nullable(),
      message: z.string(),
    }),
  ),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

const formText = (max: number) =>
  z
    .string()
    .max(max, { error: `Troppo lungo (al massimo ${max} caratteri).` })
    .nullable()
    .optional()

/** A form's exhibitor: checked with the same rules as an imported row (Italian messages). */
export const VendorInputSchema = z.object({
  external_id: formText(100),
  name: z.string().max(200, { error: 'Troppo lungo (al massimo 200 caratteri).' }),
  description: formText(4000),
  seeking: formText(2000),
  website: formText(500),
  email: formText(254),
  logo_path: formText(500),
  address: formText(300),
  telephone: formText(40),
  stand: formText(20),
  hall: formText(40),
})
export type VendorInput = z.infer<typeof VendorInputSchema>
export const AdminVendorSchema = VendorSchema.extend({ external_id: z.string().nullable() })
export type AdminVendor = z.infer<typeof AdminVendorSchema>
export const AdminVendorListSchema = z.array(AdminVendorSchema)

export const EventInputSchema = z.object({
  external_id: formText(100),
  title: z.string().max(200, { error: 'Troppo lungo (al massimo 200 caratteri).' }),
  speaker: formText(200),
  company_name: formText(200),
  topic: formText(100),
  location: formText(200),
  tags: z.array(z.string().max(50)).max(20).optional(),
  event_date: z.string().max(20),
  event_time: z.string().max(20),
})
export type EventInput = z.infer<typeof EventInputSchema>
export const AdminEventSchema = EventSchema.extend({ external_id: z.string().nullable() })
export type AdminEvent = z.infer<typeof AdminEventSchema>
export const AdminEventListSchema = z.array(AdminEventSchema)

export const AUDIT_ACTIONS = [
  'user.invite',
  'user.role_change',
  'user.vendor_change',
  'user.revoke',
  'user.restore',
  'ticket.reissue',
  'ticket.resend',
  'checkin.manual',
  'import.apply',
  'vendor.create',
  'vendor.update',
  'vendor.delete',
  'event.create',
  'event.update',
  'event.delete',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: 'Azione sconosciuta.' }).optional(),
  /** Part of the actor's address. */
  actor: z.string().trim().max(254).optional(),
  target_type: z.enum(['user', 'ticket', 'vendor', 'event', 'import']).optional(),
  target_id: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Entries older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  actor_user_id: z.number().int().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>
export const AuditListSchema = z.array(AuditEntrySchema)

// ---- Exhibitors as users (issue 21): the exhibitor's portal and the attendee's side. ----

export const LeadRatingSchema = z.enum(['caldo', 'tiepido', 'freddo'])
export type LeadRating = z.infer<typeof LeadRatingSchema>

/** An exhibitor's page as its own staff see it: with page views, overall and per fair day. */
export const ExhibitorVendorSchema = VendorSchema.extend({
  page_view_count: z.number().int(),
  page_views_by_day: z.array(z.object({ day: z.iso.date(), views: z.number().int() })),
})
export type ExhibitorVendor = z.infer<typeof ExhibitorVendorSchema>

/** PUT /api/exhibitor/vendor: the fields an exhibitor edits; empty clears, absent keeps. */
export const ExhibitorVendorUpdateSchema = z.object({
  description: optionalText(LONG_TEXT),
  /** "Cosa cerchiamo": Smart Matching reads it from the next request on. */
  seeking: optionalText(LONG_TEXT),
  /** An http(s) address (checked by the server); empty clears it. */
  website: optionalText(SHORT_TEXT),
  /** An e-mail address (checked by the server); empty clears it. */
  email: optionalText(254),
  telephone: optionalText(PHONE_TEXT),
  address: optionalText(SHORT_TEXT),
})
export type ExhibitorVendorUpdate = z.infer<typeof ExhibitorVendorUpdateSchema>

/** The logo upload's limits, checked on the server against the bytes themselves. */
export const LOGO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const

/**
 * A visitor's contact details as an exhibitor may see them: present only while the visitor's
 * consent holds at the time of the read (withdrawing hides them from then on, exports included).
 */
export const ContactSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
})
export type Contact = z.infer<typeof ContactSchema>

/** GET /api/exhibitor/interest: who pressed "Mi interessa"; named only with their consent. */
export const InterestSchema = z.object({
  /** Every attendee interested, named or not. */
  total: z.number().int(),
  /** Those counted but not named: they did not agree to share their contacts. */
  anonymous: z.number().int(),
  attendees: z.array(
    z.object({
      user_id: z.number().int(),
      contact: ContactSchema,
      description: z.string().nullable(),
      interested_at: z.iso.datetime({ offset: true }).nullable(),
      /** The exhibitor answered "Interessa anche a noi". */
      mutual: z.boolean(),
    }),
  ),
})
export type Interest = z.infer<typeof InterestSchema>
export type InterestedAttendee = Interest['attendees'][number]

export const UserIdParamSchema = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})

export const LeadScanSchema = z.object({ qr_code_data: z.string().min(1).max(1024) })
export type LeadScan = z.infer<typeof LeadScanSchema>

export const LeadSchema = z.object({
  id: z.number().int(),
  scanned_at: z.iso.datetime({ offset: true }),
  rating: LeadRatingSchema.nullable(),
  notes: z.string().nullable(),
  /** Null unless the visitor agreed to share contacts when their badge is scanned. */
  contact: ContactSchema.nullable(),
})
export type Lead = z.infer<typeof LeadSchema>
export const LeadListSchema = z.array(LeadSchema)

/** PATCH /api/exhibitor/leads/{id}: rating and notes; null clears. */
export const LeadUpdateSchema = z.object({
  rating: LeadRatingSchema.nullable().optional(),
  notes: z.string().trim().max(LONG_TEXT).nullable().optional(),
})
export type LeadUpdate = z.infer<typeof LeadUpdateSchema>
