// State that must be one across real server processes (`node server/main.ts`, over HTTP): the
// generated secrets, the request limits and the login throttle. On PostgreSQL two processes,
// each with its own data folder and no JWT_SECRET or TICKET_SECRET, share one database; PGlite
// is single-process by design, so there one process plays both. Then every process is stopped
// and a new one started: it remembers the limits and accepts what the old ones issued.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { createEmailToken, insertUser } from '../../server/db/users-repository.ts'
import { hashPassword } from '../../server/domain/passwords.ts'
import { hashToken } from '../../server/domain/secure-tokens.ts'
import { type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { createPostgresDatabase, testDatabaseKind } from '../support/test-app.ts'

const kind = testDatabaseKind()
const processCount = kind === 'postgres' ? 2 : 1
const PASSWORD = 'Password-condivisa-1'
const STAFF = 'varco.condiviso@example.com'
const VISITOR = 'ospite.condiviso@example.com'
const TARGET = 'bersaglio.condiviso@example.com'
const CLIENT = '198.51.100.7'
const TOO_MANY = /^Troppi tentativi: riprova tra \d+ (secondi|minuti)\.$/

describe(`state shared by ${processCount} server process(es) on ${kind}`, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'fiera-shared-'))
  let databaseUrl: string | undefined
  let servers: ServerProcess[] = []
  let verifyToken = ''
  let staffToken = ''
  /** The server for the i-th request: the processes take turns, as behind a balancer. */
  const at = (i: number) => servers[i % servers.length] as ServerProcess

  const start = (name: string) =>
    startServerProcess({
      // Each process its own data folder: nothing may be shared through it.
      DATA_DIR: path.join(root, name),
      STATIC_DIR: path.join(root, 'no-static'),
      DEMO: 'off',
      JWT_SECRET: '',
      TICKET_SECRET: '',
      // Clients named by X-Forwarded-For, as behind the balancer such processes sit behind.
      TRUST_PROXY: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    })
  const startAll = async (names: string[]) => {
    servers = await Promise.all(names.map(start))
  }
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    servers = []
  }

  const post = (
    server: ServerProcess,
    route: string,
    body: unknown,
    { token, client = CLIENT }: { token?: string; client?: string } = {},
  ) =>
    fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const login = (server: ServerProcess, username: string, password: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': CLIENT },
      body: new URLSearchParams({ username, password }),
    })
  const tokenFrom = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200)
    return ((await res.json()) as { access_token: string }).access_token
  }
  const me = (server: ServerProcess, token: string) =>
    fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
  const expect429 = async (res: Response) => {
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await res.json()) as { detail: string }).detail).toMatch(TOO_MANY)
  }

  beforeAll(async () => {
    databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined
    // PGlite's folder is the first process's; PostgreSQL's processes never read theirs for data.
    const database = await openDatabase(
      databaseUrl ? { databaseUrl, poolSize: 2 } : { pgliteDir: path.join(root, 'p0', 'pglite') },
    )
    try {
      const passwordHash = await hashPassword(PASSWORD)
      const verified = new Date()
      await insertUser(database.db, {
        email: STAFF,
        passwordHash,
        role: 'staff',
        emailVerifiedAt: verified,
      })
      await insertUser(database.db, { email: TARGET, passwordHash, emailVerifiedAt: verified })
      const visitor = await insertUser(database.db, { email: VISITOR, passwordHash })
      if (!visitor) throw new Error('seed failed')
      verifyToken = randomBytes(32).toString('base64url')
      await createEmailToken(database.db, visitor.id, 'verify', hashToken(verifyToken), 3600)
    } finally {
      await database.close()
    }
    await startAll(['p0', 'p1'].slice(0, processCount))
  }, 120_000)

  afterAll(async () => {
    await stopAll()
    rmSync(root, { recursive: true, force: true })
  })

  it('secrets: a token issued by one process is accepted by the other, a ticket signed by one validates on the other', async () => {
    staffToken = await tokenFrom(await login(at(0), STAFF, PASSWORD))
    expect((await me(at(1), staffToken)).status).toBe(200)
    // The ticket is issued (and its secret hashed) by one process...
    expect((await post(at(1), '/api/auth/verify-email', { token: verifyToken })).status).toBe(200)
    const visitorToken = await tokenFrom(await login(at(1), VISITOR, PASSWORD))
    // ...its code signed by the other...
    const { qr_code_data } = (await (await me(at(0), visitorToken)).json()) as {
      qr_code_data: string
    }
    // ...and admitted by the first, then recognised as used (not as forged) by the second.
    const first = await post(
      at(1),
      '/api/tickets/validate',
      { qr_code_data },
      { token: staffToken },
    )
    expect(await first.json()).toMatchObject({ valid: true })
    const second = await post(
      at(0),
      '/api/tickets/validate',
      { qr_code_data },
      { token: staffToken },
    )
    expect(((await second.json()) as { message: string }).message).toMatch(
      /^Biglietto già utilizzato/,
    )
    for (let i = 0; i < processCount; i++) {
      expect(existsSync(path.join(root, `p${i}`, 'secrets.json'))).toBe(false)
    }
  })

  it('limits: failures on one account from both processes add up to one throttle', async () => {
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await login(at(i), TARGET, `sbagliata-${i}`)).status)
    // In each process's memory this was 3 + 3 failures: all 401.
    expect(codes).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('limits: reset mails per address and requests per client count once across processes', async () => {
    const forgot = (i: number, email: string) => post(at(i), '/api/auth/forgot-password', { email })
    const perAddress: number[] = []
    for (let i = 0; i < 6; i++) perAddress.push((await forgot(i, TARGET)).status)
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429])
    // The same client has made 6 of its 10 a minute; 4 more pass, then 429.
    const perClient: number[] = []
    for (let i = 0; i < 5; i++) perClient.push((await forgot(i, `altro.${i}@example.com`)).status)
    expect(perClient).toEqual([200, 200, 200, 200, 429])
  })

  it('a restart forgets neither the limits nor the secrets', async () => {
    await stopAll()
    // On PostgreSQL a new process with a new, empty data folder; PGlite reopens its folder.
    await startAll([kind === 'postgres' ? 'p2' : 'p0'])
    // Issued before the restart, still valid.
    expect((await me(at(0), staffToken)).status).toBe(200)
    // The client's minute and the address's hour go on.
    const perClient = await post(at(0), '/api/auth/forgot-password', { email: 'nuovo@example.com' })
    await expect429(perClient)
    expect(Number(perClient.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    const elsewhere = { client: '198.51.100.8' }
    const perAddress = await post(at(0), '/api/auth/forgot-password', { email: TARGET }, elsewhere)
    await expect429(perAddress)
    expect(Number(perAddress.headers.get('retry-after'))).toBeGreaterThan(3000)
    // The account's failures are remembered: once its wait is over, the next failure is its
    // sixth and earns twice the wait of the fifth (a process that forgot would let it pass).
    let res = await login(at(0), TARGET, 'sbagliata-7')
    if (res.status === 429) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000))
      res = await login(at(0), TARGET, 'sbagliata-7')
    }
    expect(res.status).toBe(401)
    const waiting = await login(at(0), TARGET, PASSWORD)
    await expect429(waiting)
    expect([3, 4]).toContain(Number(waiting.headers.get('retry-after')))
  }, 120_000)
})
