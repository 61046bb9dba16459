// Database outage: every request that needs the database fails closed with 503 and one generic
// body (never valid: true, never internals), /api/health reports it, and on PostgreSQL the server
// recovers by itself when the database comes back (the pool reconnects; no restart).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../../server/app.ts'
import { openDatabase } from '../../../server/db/client.ts'
import { issueTicket } from '../../../server/db/tickets-repository.ts'
import { insertUser } from '../../../server/db/users-repository.ts'
import { signAccessToken } from '../../../server/domain/access-tokens.ts'
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster.ts'
import { sharedTestApp, testConfig, testDatabaseKind } from '../../support/test-app.ts'
import { bearer, createUser, login, PASSWORD } from '../helpers.ts'
import { UNAVAILABLE } from '../../../server/messages.ts'

const LEAKS = /pglite|postgres|ECONNREFUSED|terminated|pool|stack|\.ts:\d+|select |insert /i

/** Every database-backed call, as a signed-in staff member would make it. */
function calls(token: string, refresh: string, qr: string, userId: number): InjectOptions[] {
  const json = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload })
  return [
    { url: '/api/users/me', headers: bearer(token) },
    {
      method: 'PUT',
      url: `/api/users/${userId}`,
      headers: bearer(token),
      payload: { seeking: 'x' },
    },
    {
      method: 'POST',
      url: '/api/tickets/validate',
      headers: bearer(token),
      payload: { qr_code_data: qr, gate: 'Nord' },
    },
    { url: '/api/vendors/' },
    { url: '/api/vendors/1' },
    { url: '/api/events/' },
    { url: '/api/matches/', headers: bearer(token) },
    {
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=varco%40example.com&password=${PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { method: 'POST', url: '/api/auth/refresh', cookies: { fiera_refresh: refresh } },
    json('/api/auth/register', { email: 'nuovo@example.com', password: PASSWORD }),
    json('/api/auth/forgot-password', { email: 'varco@example.com' }),
    json('/api/auth/verify-email', { token: 'abc' }),
    json('/api/auth/reset-password', { token: 'abc', new_password: PASSWORD }),
  ]
}

async function expectFailsClosed(app: App, requests: InjectOptions[]) {
  for (const options of requests) {
    const res = await app.inject(options)
    const label = `${options.method ?? 'GET'} ${options.url as string}`
    expect(res.statusCode, `${label}: ${res.body}`).toBe(503)
    expect(res.json(), label).toEqual({ detail: UNAVAILABLE })
    expect(res.headers['retry-after'], label).toBe('5')
    expect(res.body).not.toMatch(LEAKS)
    expect(res.body).not.toContain('"valid":true')
  }
  const health = await app.inject({ url: '/api/health' })
  expect(health.statusCode).toBe(503)
  expect(health.json()).toEqual({ detail: 'Database unavailable' })
}

describe(`database down (${testDatabaseKind()})`, () => {
  const t = sharedTestApp()

  it('fails closed with 503 and one generic body on every route once the database is gone', async () => {
    await createUser(t, { email: 'varco@example.com', role: 'staff' })
    const visitor = await createUser(t, { email: 'ospite@example.com' })
    const { token, refresh } = await login(t, 'varco@example.com')
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) })
    await t.database.close()
    await expectFailsClosed(t.app, calls(token, refresh, visitor.qrCodeData, me.json().id))
  })
})

// PGlite is embedded: it has no outage to recover from, only the closed case above.
if (testDatabaseKind() === 'postgres')
  describe('PostgreSQL outage and recovery', () => {
    let cluster: PostgresCluster
    let app: App
    let dataDir = ''
    beforeAll(async () => {
      cluster = await startPostgresCluster()
      dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-down-'))
    }, 60_000)
    afterAll(async () => {
      await app?.close()
      cluster?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('answers 503 while PostgreSQL is stopped and recovers by itself when it returns', async () => {
      const config = testConfig(dataDir)
      const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 5 })
      app = await buildApp({ config, database, logger: false })
      await app.ready()
      const staff = await insertUser(database.db, {
        email: 'varco@example.com',
        passwordHash: 'x',
        role: 'staff',
        emailVerifiedAt: new Date(),
      })
      const visitor = await insertUser(database.db, {
        email: 'ospite@example.com',
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })
      if (!staff || !visitor) throw new Error('seed failed')
      const ticket = await issueTicket(database.db, visitor.id, config.ticketSecret)
      const token = await signAccessToken(config.jwtSecret, {
        userId: staff.id,
        role: 'staff',
        sessionVersion: 0,
      })
      // Warm the pool, so the outage also breaks connections already open.
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)

      cluster.pause()
      await expectFailsClosed(app, calls(token, 'spent', ticket.qrCodeData, staff.id))

      cluster.resume()
      const deadline = Date.now() + 20_000
      let health = await app.inject({ url: '/api/health' })
      while (health.statusCode !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250))
        health = await app.inject({ url: '/api/health' })
      }
      expect(health.statusCode).toBe(200)
      const validated = await app.inject({
        method: 'POST',
        url: '/api/tickets/validate',
        headers: bearer(token),
        payload: { qr_code_data: ticket.qrCodeData, gate: 'Nord' },
      })
      expect(validated.statusCode).toBe(200)
      // Nothing was admitted during the outage: the first admission is now.
      expect(validated.json().valid).toBe(true)
    }, 60_000)
  })
