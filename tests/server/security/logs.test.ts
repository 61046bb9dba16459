// The whole log of a real production server process (`node server/main.ts`, info level) after a
// full account life: no password, access or refresh token, mail-link token, cookie, authorization
// header or full ticket code is ever written (ASVS 5.0 V16.2).
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts'
import { createPostgresDatabase, testDatabaseKind } from '../../support/test-app.ts'
import { decodeQuotedPrintable } from '../helpers.ts'

const PASSWORD = 'Segreto-Molto-Lungo-42'
const NEW_PASSWORD = 'Altro-Segreto-Lungo-43'

describe(`the log of a production server process (${testDatabaseKind()})`, () => {
  let server: ServerProcess
  beforeAll(async () => {
    server = await startServerProcess({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DEMO: 'off',
      STATIC_DIR: '/nonexistent-fiera-static',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TICKET_SECRET: randomBytes(32).toString('base64url'),
      ...(testDatabaseKind() === 'postgres'
        ? { DATABASE_URL: await createPostgresDatabase() }
        : {}),
    })
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    if (server) rmSync(server.dataDir, { recursive: true, force: true })
  })

  it('never carries a password, token, cookie, authorization header or ticket code', async () => {
    const call = (url: string, init: RequestInit = {}) => fetch(`${server.url}${url}`, init)
    const json = (url: string, body: object, headers: Record<string, string> = {}) =>
      call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const form = (username: string, password: string) =>
      call('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }).toString(),
      })
    const outboxToken = async (page: string) => {
      const dir = path.join(server.dataDir, 'outbox')
      for (let i = 0; i < 50; i++) {
        const names = (() => {
          try {
            return readdirSync(dir).sort().reverse()
          } catch {
            return []
          }
        })()
        for (const name of names) {
          const text = decodeQuotedPrintable(readFileSync(path.join(dir, name), 'utf8'))
          const found = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)
          if (found?.[1]) return found[1]
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no ${page} mail`)
    }
    const refreshCookie = (res: Response) =>
      /fiera_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? ''

    const email = 'registro@example.com'
    expect((await json('/api/auth/register', { email, password: PASSWORD })).status).toBe(201)
    const verifyToken = await outboxToken('verify-email')
    expect((await json('/api/auth/verify-email', { token: verifyToken })).status).toBe(200)
    expect((await form(email, 'Password-Sbagliata-1')).status).toBe(401)
    const stranger = 'sconosciuto@example.com'
    expect((await form(stranger, 'Password-Sbagliata-2')).status).toBe(401)
    const loggedIn = await form(email, PASSWORD)
    expect(loggedIn.status).toBe(200)
    const { access_token: access } = (await loggedIn.json()) as { access_token: string }
    const refresh = refreshCookie(loggedIn)
    const me = (await (
      await call('/api/users/me', { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { id: number; qr_code_data: string }
    expect(me.qr_code_data).toMatch(/^F2\./)
    // A 403 carrying the full ticket code, a replayed refresh cookie, tokens in URLs.
    const forbidden = await json(
      '/api/tickets/validate',
      { qr_code_data: me.qr_code_data },
      { authorization: `Bearer ${access}` },
    )
    expect(forbidden.status).toBe(403)
    const notMine = await call(`/api/users/${me.id + 1000}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ seeking: 'altro' }),
    })
    expect(notMine.status).toBe(403)
    const rotated = await call('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: `fiera_refresh=${refresh}` },
    })
    expect(rotated.status).toBe(200)
    const replay = await call('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: `fiera_refresh=${refresh}` },
    })
    expect(replay.status).toBe(401)
    await call(`/api/users/me?access_token=${access}`)
    await call(`/reset-password?token=${verifyToken}`)
    expect((await json('/api/auth/forgot-password', { email })).status).toBe(200)
    const resetToken = await outboxToken('reset-password')
    const reset = await json('/api/auth/reset-password', {
      token: resetToken,
      new_password: NEW_PASSWORD,
    })
    expect(reset.status).toBe(200)
    await call('/api/users/me', { headers: { authorization: `Bearer ${access}` } })
    await new Promise((r) => setTimeout(r, 300))

    const log = server.output()
    const records = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const events = (name: string) => records.filter((r) => r.event === name)

    // Login failures: who (user id, or a keyed hash of the address), never the address itself.
    const failures = events('login_failed')
    expect(failures).toHaveLength(2)
    expect(failures[0]).toMatchObject({ reason: 'wrong_password', userId: me.id, level: 40 })
    expect(failures[1]).toMatchObject({ reason: 'unknown_account', level: 40 })
    expect(failures[1]).not.toHaveProperty('userId')
    for (const failure of failures) {
      expect(failure.account).toMatch(/^[A-Za-z0-9_-]{16}$/)
      expect(failure.msg).toBe('login failed')
    }
    expect(failures[0]?.account).not.toBe(failures[1]?.account)
    // 403s: the route and the caller.
    const denied = events('access_denied')
    expect(denied).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          route: '/api/tickets/validate',
          method: 'POST',
          userId: me.id,
        }),
        expect.objectContaining({ route: '/api/users/:id', method: 'PUT', userId: me.id }),
      ]),
    )
    // Refresh-token reuse: the user and the revoked family.
    const reuse = events('refresh_reuse')
    expect(reuse).toHaveLength(1)
    expect(reuse[0]).toMatchObject({ userId: me.id, msg: 'refresh token replayed: family revoked' })
    expect(reuse[0]?.familyId).toMatch(/^[0-9a-f-]{36}$/)
    // No address in clear anywhere in a production log (known or not).
    expect(log.includes(email), 'the address is in the log').toBe(false)
    expect(log.includes(stranger), 'the unknown address is in the log').toBe(false)

    expect(log).toContain('"statusCode":403')
    expect(log).toContain('/api/users/me?access_token=[redacted]')
    expect(log).toContain('/reset-password?token=[redacted]')
    expect(log).toContain('refresh token replayed')
    const secrets = {
      PASSWORD,
      WRONG_PASSWORD: 'Password-Sbagliata-1',
      WRONG_PASSWORD_2: 'Password-Sbagliata-2',
      NEW_PASSWORD,
      verifyToken,
      resetToken,
      access,
      accessSignature: access.split('.')[2] ?? access,
      refresh,
      rotated: refreshCookie(rotated),
      qr: me.qr_code_data,
      qrSecret: me.qr_code_data.split('.')[1] ?? me.qr_code_data,
    }
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8)
      expect(log.includes(secret), `${name} is in the log`).toBe(false)
    }
    expect(log).not.toMatch(/bearer ey|fiera_refresh=|"authorization"\s*:\s*"(?!\[Redacted\])/i)
  }, 60_000)
})
