// Typed, validated configuration from environment variables. A bad value stops the server at
// start with a message naming the variable, instead of failing later at the first request.
import path from 'node:path'
import { z } from 'zod'

export const ADMISSION_POLICIES = ['once', 'daily', 'unlimited'] as const
export type AdmissionPolicy = (typeof ADMISSION_POLICIES)[number]

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional())
const secret = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .min(43, 'must be at least 32 bytes (43 base64url characters) of randomness')
    .optional(),
)

/** The zone reaches every browser (GET /api/fair): a bad one must stop the server, not them. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const seconds = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(60).default(fallback))

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Fiera <noreply@fiera.example>')),
  MAIL_OUTBOX_DIR: optionalString,
  /** The first retry of a mail that did not leave; each next one waits about twice as long. */
  MAIL_RETRY_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(3600).default(30),
  ),
  JWT_SECRET: secret,
  TICKET_SECRET: secret,
  ADMISSION_POLICY: z.preprocess(emptyAsUndefined, z.enum(ADMISSION_POLICIES).default('daily')),
  /** With the daily policy, whether a visitor who went out may come back the same day. */
  ADMISSION_REENTRY: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /** Fair days are counted in this time zone (the venue's). */
  FAIR_TIMEZONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Rome')
      .default('Europe/Rome'),
  ),
  /** The days tickets admit (YYYY-MM-DD, comma-separated); none given: every day. */
  FAIR_DAYS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((day) => day.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.iso.date('must be days such as 2025-10-16,2025-10-17'))),
  ),
  DEMO: z.preprocess(emptyAsUndefined, z.enum(['auto', 'on', 'off']).default('auto')),
  STATIC_DIR: z.preprocess(emptyAsUndefined, z.string().default('dist')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REFRESH_IDLE_SECONDS: seconds(30 * 24 * 3600),
  REFRESH_ABSOLUTE_SECONDS: seconds(90 * 24 * 3600),
  STAFF_REFRESH_IDLE_SECONDS: seconds(12 * 3600),
  STAFF_REFRESH_ABSOLUTE_SECONDS: seconds(16 * 3600),
  ADMIN_REFRESH_IDLE_SECONDS: seconds(2 * 3600),
  ADMIN_REFRESH_ABSOLUTE_SECONDS: seconds(12 * 3600),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  /** Absent: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined
  dataDir: string
  publicUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  mailOutboxDir: string
  mailRetrySeconds: number
  /** From the environment, or generated once in the shared database (see EnvConfig). */
  jwtSecret: string
  ticketSecret: string
  admissionPolicy: AdmissionPolicy
  /** Re-entry after an exit (daily policy only: `once` never re-admits, `unlimited` always). */
  reentry: boolean
  fairTimeZone: string
  /** The fair days (YYYY-MM-DD) tickets admit; empty: every day. */
  fairDays: string[]
  /** Seed the demo fair: only on the embedded database and never in production. */
  demo: boolean
  staticDir: string
  logLevel: string
  trustProxy: boolean
  /** Refresh-token lifetimes per role: staff and admin sessions are shorter than visitors'. */
  sessionLifetimes: Record<SessionRole, SessionLifetime>
}

export type SessionRole = 'user' | 'staff' | 'admin'
export interface SessionLifetime {
  /** A refresh token unused this long is dead; every rotation starts it again. */
  idleSeconds: number
  /** A login lasts at most this long, however often it is refreshed. */
  absoluteSeconds: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * The configuration as the environment gives it. Outside production the secrets may be missing:
 * server/db/secrets-repository.ts then takes them from the database, where they are generated
 * once for every process that shares it.
 */
export type EnvConfig = Omit<Config, 'jwtSecret' | 'ticketSecret'> &
  Partial<Pick<Config, 'jwtSecret' | 'ticketSecret'>>

export function loadConfig(source: NodeJS.ProcessEnv = process.env): EnvConfig {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const production = env.NODE_ENV === 'production'
  const dataDir = path.resolve(env.DATA_DIR)

  if (production) {
    const missing = (['JWT_SECRET', 'TICKET_SECRET', 'PUBLIC_URL'] as const).filter(
      (name) => !env[name],
    )
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((m) => `  ${m}: required when NODE_ENV=production`).join('\n')}`,
      )
    }
  }
  if (env.DEMO === 'on' && (production || env.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO: demo data is only for the embedded database outside production',
    )
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailOutboxDir: path.resolve(env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    mailRetrySeconds: env.MAIL_RETRY_SECONDS,
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    ...(env.TICKET_SECRET ? { ticketSecret: env.TICKET_SECRET } : {}),
    admissionPolicy: env.ADMISSION_POLICY,
    reentry: env.ADMISSION_REENTRY === 'on',
    fairTimeZone: env.FAIR_TIMEZONE,
    fairDays: env.FAIR_DAYS,
    demo: env.DEMO === 'on' || (env.DEMO === 'auto' && !production && !env.DATABASE_URL),
    staticDir: path.resolve(env.STATIC_DIR),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    sessionLifetimes: {
      user: lifetime(env.REFRESH_IDLE_SECONDS, env.REFRESH_ABSOLUTE_SECONDS),
      staff: lifetime(env.STAFF_REFRESH_IDLE_SECONDS, env.STAFF_REFRESH_ABSOLUTE_SECONDS),
      admin: lifetime(env.ADMIN_REFRESH_IDLE_SECONDS, env.ADMIN_REFRESH_ABSOLUTE_SECONDS),
    },
  }
}

const lifetime = (idleSeconds: number, absoluteSeconds: number): SessionLifetime => ({
  idleSeconds: Math.min(idleSeconds, absoluteSeconds),
  absoluteSeconds,
})
