// The one API contract of Fiera: every request and response shape of SPEC.md section 7.
// The server validates with these schemas and the client parses with them, so both can't drift.
import { z } from 'zod'

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
export { isStaffRole, STAFF_ROLES } from './roles.ts'
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
  /** Returned to staff and admins only. */
  page_view_count: z.number().int().optional(),
})
export type Vendor = z.infer<typeof VendorSchema>
export const VendorListSchema = z.array(VendorSchema)

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
})
export type Match = z.infer<typeof MatchSchema>
export const MatchListSchema = z.array(MatchSchema)

export const TicketValidationRequestSchema = z.object({
  qr_code_data: z.string().min(1).max(1024),
  // Trimmed, so a gate of spaces alone is refused: said in the API document by the pattern.
  gate: z.string().regex(/\S/).trim().min(1).max(64).optional(),
  /** Idempotency key: a retried request with the same nonce gets the same answer. */
  nonce: z.string().min(8).max(128).optional(),
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
