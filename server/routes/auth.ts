// Accounts and sessions (SPEC.md section 7, /api/auth/*): registration with e-mail verification,
// login with a short access JWT plus a rotating refresh cookie, logout, password reset by mail;
// and what needs the password while signed in: changing it, deleting the account.
import { createHmac } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AccountDeleteSchema,
  ErrorBodySchema,
  ForgotPasswordSchema,
  LoginFormSchema,
  MessageSchema,
  PasswordChangeSchema,
  RegistrationSchema,
  ResetPasswordSchema,
  TokenSchema,
  VerifyEmailSchema,
} from '../../src/api/contract.ts'
import { deleteAccount } from '../db/account-repository.ts'
import { loginThrottle } from '../db/login-failures-repository.ts'
import {
  lifetimeOf,
  revokeAllOfUser,
  revokeFamilyOf,
  rotate,
  startFamily,
} from '../db/sessions-repository.ts'
import { issueTicket } from '../db/tickets-repository.ts'
import type { Database } from '../db/client.ts'
import {
  consumeEmailToken,
  createEmailToken,
  findUserByEmail,
  findUserById,
  insertUser,
  markVerified,
  normaliseEmail,
  setPasswordHash,
  touchLastLogin,
  type UserRow,
} from '../db/users-repository.ts'
import { signAccessToken } from '../domain/access-tokens.ts'
import { hashPassword, passwordProblem, verifyPassword } from '../domain/passwords.ts'
import { phoneOrThrow } from '../domain/phone.ts'
import { hashToken, newOpaqueToken } from '../domain/secure-tokens.ts'
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  passwordResetMail,
  RESET_LINK_SECONDS,
  VERIFY_LINK_SECONDS,
  verificationMail,
} from '../mail/templates.ts'
import { composeTicketMail } from '../mail/ticket-mail.ts'
import { unauthorized } from '../plugins/auth.ts'
import { HttpError } from '../plugins/errors.ts'
import { AUTH_MESSAGES, AUTH_TEXT, tooManyAttempts } from '../messages.ts'

export const REFRESH_COOKIE = 'fiera_refresh'
const REFRESH_COOKIE_PATH = '/api/auth'

const throttled = (seconds: number) =>
  new HttpError(429, tooManyAttempts(seconds), { 'retry-after': String(Math.ceil(seconds)) })

/** Per client address; a fair's shared Wi-Fi puts many people behind one, hence generous. */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })
/** Login: per client address and account, so one guesser does not lock out a whole hall. */
const loginLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    // After body parsing, so the key can include the username.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { username?: unknown } | undefined
      const username = typeof body?.username === 'string' ? normaliseEmail(body.username) : ''
      return `${request.ip}|${username}`
    },
  },
}

const auth: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { config } = app
  const secureCookie = config.publicUrl.startsWith('https:')
  // Failed logins per account, whatever the client address (rotating addresses does not help).
  const accountThrottle = loginThrottle(db)
  // Every login from one client address, any account: against password spraying.
  const loginsPerClient = app.createRateLimit({ max: 120, timeWindow: '1 minute' })
  // Reset mails per address, from any client: nobody's mailbox gets flooded.
  const resetsPerAccount = app.createRateLimit({
    max: 5,
    timeWindow: '1 hour',
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined
      return `forgot|${typeof body?.email === 'string' ? normaliseEmail(body.email) : ''}`
    },
  })
  // Password confirmations (change, delete) per client: a stolen token cannot guess freely.
  const passwordChecks = app.createRateLimit({ max: 10, timeWindow: '1 minute' })
  const limitOrThrow = async (limiter: typeof loginsPerClient, request: FastifyRequest) => {
    const result = await limiter(request)
    if (!result.isAllowed && result.isExceeded) throw throttled(result.ttlInSeconds)
  }
  /** Names an account in logs without writing its address: a keyed hash, stable per server. */
  const accountRef = (email: string) =>
    createHmac('sha256', config.jwtSecret)
      .update(`log-account|${normaliseEmail(email)}`)
      .digest('base64url')
      .slice(0, 16)
  const refusePasswordIfWeak = (password: string) => {
    const problem = passwordProblem(password)
    if (problem) throw new HttpError(422, problem)
  }
  // Compared against when the address is unknown, so that both cases take as long.
  const dummyHash = hashPassword(newOpaqueToken())

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  const setRefreshCookie = (reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: REFRESH_COOKIE_PATH,
      maxAge: Math.max(1, Math.floor((expires.getTime() - Date.now()) / 1000)),
    })
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: REFRESH_COOKIE_PATH,
    })
  const accessTokenFor = (user: Pick<UserRow, 'id' | 'role' | 'sessionVersion' | 'vendorId'>) =>
    signAccessToken(config.jwtSecret, {
      userId: user.id,
      role: user.role,
      sessionVersion: user.sessionVersion,
      vendorId: user.role === 'exhibitor' ? user.vendorId : null,
    })

  /** Stores a verification link's token and queues its mail, in the caller's transaction. */
  const sendVerification = async (tx: Database, user: UserRow) => {
    const token = newOpaqueToken()
    await createEmailToken(tx, user.id, 'verify', hashToken(token), VERIFY_LINK_SECONDS)
    const link = `${config.publicUrl}/verify-email?token=${token}`
    await app.mailer.send(verificationMail(user.email, user.firstName, link), tx)
  }

  app.post(
    '/api/auth/register',
    {
      config: limit(20),
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['auth'],
        summary: 'Register (unverified) and mail a verification link',
        body: RegistrationSchema,
        response: { 201: MessageSchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body
      refusePasswordIfWeak(body.password)
      const phone = phoneOrThrow(body.phone_number)
      const passwordHash = await hashPassword(body.password)
      // One transaction: an account is never left without its verification link and mail.
      await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: body.email,
          passwordHash,
          firstName: body.first_name || null,
          lastName: body.last_name || null,
          phoneNumber: phone || null,
          employmentType: body.employment_type ?? null,
          companyName: body.company_name || null,
        })
        if (created) {
          await sendVerification(tx, created)
          return
        }
        // Never say the address is taken: its owner hears about it by mail instead.
        const existing = await findUserByEmail(tx, body.email)
        if (existing && !existing.emailVerifiedAt) {
          await sendVerification(tx, existing)
        } else if (existing) {
          await app.mailer.send(
            alreadyRegisteredMail(
              existing.email,
              existing.firstName,
              `${config.publicUrl}/login`,
              `${config.publicUrl}/forgot-password`,
            ),
            tx,
          )
        }
      })
      return reply.code(201).send({ message: AUTH_TEXT.registered })
    },
  )

  app.post(
    '/api/auth/verify-email',
    {
      config: limit(30),
      schema: {
        tags: ['auth'],
        summary: 'Confirm the address (single-use link, 24 h) and issue the ticket',
        body: VerifyEmailSchema,
        response: { 200: MessageSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      // One transaction: the link is spent only together with the verified address, the ticket
      // and its queued mail; a failure anywhere leaves the link usable and nothing half-done.
      await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, 'verify', hashToken(request.body.token))
        if (userId === undefined) throw new HttpError(400, AUTH_TEXT.verifyInvalid)
        await markVerified(tx, userId)
        const user = await findUserById(tx, userId)
        if (!user) throw new HttpError(400, AUTH_TEXT.verifyInvalid)
        const ticket = await issueTicket(tx, userId, config.ticketSecret)
        await app.mailer.send(
          await composeTicketMail(config.publicUrl, user, ticket, 'verified'),
          tx,
        )
      })
      return { message: AUTH_TEXT.verified }
    },
  )

  app.post(
    '/api/auth/login',
    {
      config: loginLimit,
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['auth'],
        summary: 'Log in (form-encoded username = e-mail, password)',
        consumes: ['application/x-www-form-urlencoded'],
        description:
          'Answers the access token (15 minutes) and sets the httpOnly refresh cookie (path /api/auth).',
        body: LoginFormSchema,
        response: { 200: TokenSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body
      const account = normaliseEmail(username)
      // Two independent round trips to the shared limits: run together.
      const [, waitMs] = await Promise.all([
        limitOrThrow(loginsPerClient, request),
        accountThrottle.waitMs(account),
      ])
      if (waitMs > 0) {
        request.log.warn(
          { event: 'login_throttled', account: accountRef(account), waitSeconds: waitMs / 1000 },
          'login refused: account throttled',
        )
        throw throttled(waitMs / 1000)
      }
      const user = await findUserByEmail(db, username)
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password)
      if (!user || !ok) {
        const delayMs = await accountThrottle.failed(account)
        request.log.warn(
          {
            event: 'login_failed',
            reason: user ? 'wrong_password' : 'unknown_account',
            userId: user?.id,
            account: accountRef(account),
            delaySeconds: delayMs / 1000,
          },
          'login failed',
        )
        throw new HttpError(401, AUTH_TEXT.badCredentials, { 'www-authenticate': 'Bearer' })
      }
      await accountThrottle.succeeded(account)
      if (user.disabledAt) {
        request.log.info({ event: 'login_disabled', userId: user.id }, 'login refused: revoked')
        throw new HttpError(403, AUTH_TEXT.disabled)
      }
      if (!user.emailVerifiedAt) {
        request.log.info(
          { event: 'login_unverified', userId: user.id },
          'login refused: unverified',
        )
        throw new HttpError(403, AUTH_TEXT.unverified)
      }
      await touchLastLogin(db, user.id)
      const refresh = newOpaqueToken()
      const expires = await startFamily(
        db,
        user.id,
        hashToken(refresh),
        lifetimeOf(config.sessionLifetimes, user.role),
      )
      setRefreshCookie(reply, refresh, expires)
      return { access_token: await accessTokenFor(user), token_type: 'bearer' as const }
    },
  )

  app.post(
    '/api/auth/refresh',
    {
      config: limit(60),
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token',
        response: { 200: TokenSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE]
      if (!presented) throw new HttpError(401, AUTH_TEXT.refreshMissing)
      const next = newOpaqueToken()
      const result = await rotate(
        db,
        hashToken(presented),
        hashToken(next),
        config.sessionLifetimes,
      )
      const found = result.kind === 'rotated' ? await findUserById(db, result.userId) : undefined
      // Revoking access revokes the refresh tokens too; this also covers a rotation racing it.
      const user = found && !found.disabledAt ? found : undefined
      if (!user) {
        clearRefreshCookie(reply)
        if (result.kind === 'reused') {
          request.log.warn(
            { event: 'refresh_reuse', userId: result.userId, familyId: result.familyId },
            'refresh token replayed: family revoked',
          )
          throw new HttpError(401, AUTH_TEXT.refreshReused)
        }
        throw new HttpError(401, AUTH_TEXT.refreshMissing)
      }
      setRefreshCookie(reply, next, result.kind === 'rotated' ? result.expiresAt : new Date())
      return { access_token: await accessTokenFor(user), token_type: 'bearer' as const }
    },
  )

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session (revokes the refresh cookie)',
        response: { 200: MessageSchema },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE]
      if (presented) await revokeFamilyOf(db, hashToken(presented))
      clearRefreshCookie(reply)
      return { message: AUTH_TEXT.loggedOut }
    },
  )

  app.post(
    '/api/auth/forgot-password',
    {
      config: limit(10),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (same answer whether or not the address exists)',
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await limitOrThrow(resetsPerAccount, request)
      const user = await findUserByEmail(db, request.body.email)
      if (user) {
        // The token is stored off the request path too (a known address answers as fast), in
        // the transaction that queues its mail.
        app.mailer.composeInBackground(async (tx) => {
          const token = newOpaqueToken()
          await createEmailToken(tx, user.id, 'reset', hashToken(token), RESET_LINK_SECONDS)
          const link = `${config.publicUrl}/reset-password?token=${token}`
          return passwordResetMail(user.email, user.firstName, link)
        })
      }
      return { message: AUTH_TEXT.forgot }
    },
  )

  app.post(
    '/api/auth/reset-password',
    {
      config: limit(20),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link (single use, 1 h); ends every session',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Checked first: a refused password must not spend the link. Hashed before the
      // transaction, which then holds no connection through a slow hash.
      refusePasswordIfWeak(request.body.new_password)
      const passwordHash = await hashPassword(request.body.new_password)
      // One transaction: link spent, new password, every session ended (refresh tokens
      // revoked, access tokens voided) and the owner's notice queued, or none of them.
      const user = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, 'reset', hashToken(request.body.token))
        if (userId === undefined) throw new HttpError(400, AUTH_TEXT.resetInvalid)
        await setPasswordHash(tx, userId, passwordHash)
        await revokeAllOfUser(tx, userId)
        const owner = await findUserById(tx, userId)
        if (owner) {
          // The owner hears of it, in case it was not them.
          await app.mailer.send(
            passwordChangedMail(
              owner.email,
              owner.firstName,
              `${config.publicUrl}/forgot-password`,
            ),
            tx,
          )
        }
        return owner
      })
      clearRefreshCookie(reply)
      if (user) await accountThrottle.succeeded(user.email)
      return { message: AUTH_TEXT.resetDone }
    },
  )

  /** The signed-in caller after checking their password (403, never 401: the token is fine). */
  const confirmedCaller = async (request: FastifyRequest, password: string) => {
    const caller = await app.auth.user(request)
    await limitOrThrow(passwordChecks, request)
    if (!(await verifyPassword(caller.passwordHash, password))) {
      request.log.warn({ event: 'password_confirm_failed', userId: caller.id }, 'wrong password')
      throw new HttpError(403, AUTH_TEXT.wrongPassword)
    }
    return caller
  }

  app.post(
    '/api/users/me/password',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change one’s own password (any signed-in role): every other session ends; answers this session’s new access token and refresh cookie',
        security: [{ bearer: [] }],
        body: PasswordChangeSchema,
        response: {
          200: TokenSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await confirmedCaller(request, request.body.current_password)
      refusePasswordIfWeak(request.body.new_password)
      const passwordHash = await hashPassword(request.body.new_password)
      const refresh = newOpaqueToken()
      // One transaction: the session version rises (every access token void), every refresh
      // family ends, this session goes on with a fresh one, and the owner's notice is queued.
      const { user, expires } = await db.transaction(async (tx) => {
        await setPasswordHash(tx, caller.id, passwordHash)
        await revokeAllOfUser(tx, caller.id)
        const changed = await findUserById(tx, caller.id)
        if (!changed) throw unauthorized(AUTH_MESSAGES.invalid)
        const until = await startFamily(
          tx,
          changed.id,
          hashToken(refresh),
          lifetimeOf(config.sessionLifetimes, changed.role),
        )
        await app.mailer.send(
          passwordChangedMail(
            changed.email,
            changed.firstName,
            `${config.publicUrl}/forgot-password`,
          ),
          tx,
        )
        return { user: changed, expires: until }
      })
      setRefreshCookie(reply, refresh, expires)
      request.log.info({ event: 'password_changed', userId: user.id }, 'password changed')
      return { access_token: await accessTokenFor(user), token_type: 'bearer' as const }
    },
  )

  app.delete(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary:
          'Delete one’s own account (any signed-in role), confirmed by the password: personal data erased, ticket revoked, check-ins and decisions kept anonymous',
        security: [{ bearer: [] }],
        body: AccountDeleteSchema,
        response: {
          200: MessageSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await confirmedCaller(request, request.body.password)
      await deleteAccount(db, caller.id)
      clearRefreshCookie(reply)
      request.log.info({ event: 'account_deleted', userId: caller.id }, 'account deleted')
      return { message: AUTH_TEXT.accountDeleted }
    },
  )
}

export default auth
