// Fiera's tables. drizzle-kit turns changes here into numbered SQL migrations under
// server/db/migrations, which run unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  jsonb,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** Raw bytes (PostgreSQL bytea), as Buffers on both engines. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: addresses are compared case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    employmentType: text('employment_type'),
    companyName: text('company_name'),
    role: text('role').notNull().default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    seeking: text('seeking'),
    description: text('description'),
    createdAt: createdAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** In every access token; raising it (password reset) voids the tokens already issued. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Issue 21's consents, off until the attendee turns them on (history: user_consents). */
    shareWithInterestedExhibitors: boolean('share_with_interested_exhibitors')
      .notNull()
      .default(false),
    shareOnBadgeScan: boolean('share_on_badge_scan').notNull().default(false),
    /** The exhibitor an `exhibitor` account speaks for (issue 21); several accounts may share one. */
    vendorId: integer('vendor_id').references((): AnyPgColumn => vendors.id, {
      onDelete: 'set null',
    }),
    /**
     * Set when the owner deleted the account: the row stays, emptied of personal data, so that
     * the anonymous check-ins and match decisions still count; nobody can sign in to it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Access revoked by an organiser: no login, no token works (the row and history stay). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check(
      'users_employment_type_check',
      sql`${t.employmentType} in ('private', 'self_employed', 'employee')`,
    ),
  ],
)

/** Each change of a privacy consent, with its date: what the attendee agreed to, and when. */
export const userConsents = pgTable(
  'user_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent: text('consent').notNull(),
    granted: boolean('granted').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_consents_user_idx').on(t.userId),
    check(
      'user_consents_consent_check',
      sql`${t.consent} in ('share_with_interested_exhibitors', 'share_on_badge_scan')`,
    ),
  ],
)

/** Single-use links sent by mail (e-mail verification, password reset); only hashes are kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('verify', 'reset')`),
  ],
)

/** Rotating refresh tokens; a family is one login, revoked whole when an old token is replayed. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
)

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    /** The organiser's own key, so imports can upsert. */
    externalId: text('external_id'),
    name: text('name').notNull(),
    description: text('description'),
    seeking: text('seeking'),
    website: text('website'),
    email: text('email'),
    logoPath: text('logo_path'),
    address: text('address'),
    telephone: text('telephone'),
    /** Where to find them: the stand code on the fair map (e.g. B12) and its hall (e.g. B). */
    stand: text('stand'),
    hall: text('hall'),
    pageViewCount: integer('page_view_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendors_external_id_key').on(t.externalId)],
)

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    title: text('title').notNull(),
    speaker: text('speaker'),
    companyName: text('company_name'),
    topic: text('topic'),
    location: text('location'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: time('event_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_external_id_key').on(t.externalId),
    index('events_when_idx').on(t.eventDate, t.eventTime),
  ],
)

/** The talks a user starred ("La mia agenda"): one row per user and talk, so a repeated star is a no-op. */
export const agendaItems = pgTable(
  'agenda_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agenda_items_user_event_key').on(t.userId, t.eventId)],
)

/**
 * The secret of each user's calendar feed: the URL carries HMAC(server secret, nonce), only its
 * SHA-256 is looked up, so neither a leaked table nor a guessed id opens someone's agenda.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
)

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('none'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the exhibitor answered "Interessa anche a noi": with status accepted, a mutual match. */
    exhibitorAcceptedAt: timestamp('exhibitor_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('matches_user_vendor_key').on(t.userId, t.vendorId),
    // Smart Matching reads every mutual match on each ranking (issue 21): a few rows of many.
    index('matches_mutual_idx')
      .on(t.vendorId)
      .where(sql`${t.exhibitorAcceptedAt} is not null`),
    check('matches_status_check', sql`${t.status} in ('accepted', 'rejected', 'none')`),
    check('matches_score_check', sql`${t.score} >= 0 and ${t.score} <= 1`),
  ],
)

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of the random secret inside the signed QR payload; the payload itself is not stored. */
    secretHash: text('secret_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_uuid_key').on(t.uuid),
    uniqueIndex('tickets_user_key').on(t.userId),
    uniqueIndex('tickets_secret_hash_key').on(t.secretHash),
  ],
)

/**
 * Codes that stopped working because their ticket was reissued (lost or shared phone): a scan of
 * one is told the ticket was replaced, not that the code is unknown. The ticket row keeps its id,
 * so its check-ins, and today's admission, stay with the new code.
 */
export const replacedTicketCodes = pgTable(
  'replaced_ticket_codes',
  {
    secretHash: text('secret_hash').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The uuid the ticket had: lists of replaced tickets (offline kiosks) name it. */
    oldUuid: uuid('old_uuid').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('replaced_ticket_codes_ticket_idx').on(t.ticketId)],
)

/**
 * Every admission. The unique (ticket, admission_key) index is what makes admission
 * exactly-once across processes: the key is 'once', the fair day, or a fresh value per scan.
 * `direction` is 'in' for every admission today; exit scans (direction 'out', their own keys)
 * let the gate summary count who is inside. `method` tells a scan from an organiser's manual
 * admission, whose reason is kept in `note`.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    admissionKey: text('admission_key').notNull(),
    gate: text('gate'),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    nonce: text('nonce'),
    direction: text('direction').notNull().default('in'),
    method: text('method').notNull().default('scan'),
    note: text('note'),
    /** When the scan happened: for an offline kiosk's scan, its own clock, not the upload's. */
    createdAt: createdAt(),
    /** When the server learnt of it: later than createdAt for scans synced by an offline kiosk. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkins_admission_key').on(t.ticketId, t.admissionKey),
    uniqueIndex('checkins_nonce_key').on(t.nonce),
    index('checkins_created_idx').on(t.createdAt),
    check('checkins_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('checkins_method_check', sql`${t.method} in ('scan', 'manual')`),
  ],
)

/**
 * Scans that admitted nobody, for the gate dashboard and an attendee's history. `cause` is a
 * stable code (already_used, invalid, replaced, revoked); the ticket is known unless invalid.
 */
export const scanRefusals = pgTable(
  'scan_refusals',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    cause: text('cause').notNull(),
    gate: text('gate'),
    direction: text('direction').notNull().default('in'),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('scan_refusals_created_idx').on(t.createdAt),
    index('scan_refusals_ticket_idx').on(t.ticketId),
    check(
      'scan_refusals_cause_check',
      sql`${t.cause} in ('already_used', 'invalid', 'replaced', 'revoked')`,
    ),
  ],
)

/**
 * What organisers did: who (kept by address too, so the record outlives the account), what
 * (a stable action code), when, on which record, and the details of the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's address, or 'cli' for the command line. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A human label of the record (an address, a name) at the time of the action. */
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)

/**
 * What offline kiosks did that the server would not have allowed, found when they sync: the same
 * ticket admitted at two gates (kind double_admission, the first admission in first_checkin_id),
 * or a ticket revoked or replaced meanwhile. Recorded for the organiser, never merged silently;
 * one row per scan (its nonce), so uploading a batch twice reports each conflict once.
 */
export const gateConflicts = pgTable(
  'gate_conflicts',
  {
    id: serial('id').primaryKey(),
    nonce: text('nonce').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    gate: text('gate'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    firstCheckinId: integer('first_checkin_id').references(() => checkins.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('gate_conflicts_nonce_key').on(t.nonce),
    index('gate_conflicts_received_idx').on(t.receivedAt),
    check(
      'gate_conflicts_kind_check',
      sql`${t.kind} in ('double_admission', 'revoked', 'replaced')`,
    ),
  ],
)

/**
 * State that every server process must share (docs/deploy.md): the counters of the request
 * limits, in the layout rate-limiter-flexible's PostgreSQL store reads and writes (its `expire`
 * is epoch milliseconds; keys are hashed by server/plugins/rate-limits.ts, so no address is kept).
 * Keep the column order: its INSERT names no columns.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
)

/** Failed logins per account (server/domain/login-throttle.ts); the account is a hash. */
export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_failure_idx').on(t.lastFailureAt)],
)

/**
 * Secrets generated when the environment gives none (outside production only): created once,
 * so every process on one database signs and checks tokens and tickets with the same keys.
 */
export const generatedSecrets = pgTable('generated_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/** Detail reads of each exhibitor's page per fair day (the exhibitor's portal draws them). */
export const vendorPageViews = pgTable(
  'vendor_page_views',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.day] })],
)

/** A logo an exhibitor uploaded, re-encoded without metadata; in the database so every process serves it. */
export const vendorLogos = pgTable('vendor_logos', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A visitor whose badge an exhibitor scanned at the stand: one row per exhibitor and visitor (a
 * second scan finds the first). Contact details are never copied here: they are read from the
 * user at read time, and only while the visitor's consent holds.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    rating: text('rating'),
    notes: text('notes'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_vendor_user_key').on(t.vendorId, t.userId),
    index('leads_user_idx').on(t.userId),
    check('leads_rating_check', sql`${t.rating} in ('caldo', 'tiepido', 'freddo')`),
  ],
)
