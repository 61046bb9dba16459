import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/client.ts'
import { vendors } from '../../server/db/schema.ts'
import { findUserByEmail } from '../../server/db/users-repository.ts'
import { createPostgresDatabase, testConfig, testDatabaseKind } from '../support/test-app.ts'
import { decodeQuotedPrintable, login } from './helpers.ts'

const CLI = path.join(import.meta.dirname, '../../server/users.ts')

interface Run {
  code: number
  stdout: string
  stderr: string
}

// Every test runs the command as its own process, which opens the database each time: 4-5 s a run
// on a loaded 2-core machine, so three runs come close to the default 30 s.
describe(`npm run users on ${testDatabaseKind()}`, { timeout: 120_000 }, () => {
  let dataDir: string
  let databaseUrl: string
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    TICKET_SECRET: randomBytes(32).toString('base64url'),
  }
  const users = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
    promisify(execFile)(process.execPath, [CLI, ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://fiera.test',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ...secrets,
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: Run) => err,
    )
  const openWritten = () =>
    openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') })

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-users-cli-'))
    databaseUrl = testDatabaseKind() === 'postgres' ? await createPostgresDatabase() : ''
  })
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('creates the first admin in production, who sets a password through the mailed link', async () => {
    const result = await users([
      'add',
      'Capo@Fiera.example',
      '--role',
      'admin',
      '--first-name',
      'Anna',
      '--last-name',
      'Neri',
    ])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("Creato l'account capo@fiera.example con ruolo admin")
    expect(result.stdout).toContain('valido 72 ore, una sola volta')
    // Production output never carries a live token.
    expect(result.stdout).not.toContain('token=')

    const mails = readdirSync(path.join(dataDir, 'outbox')).map((name) =>
      decodeQuotedPrintable(readFileSync(path.join(dataDir, 'outbox', name), 'utf8')),
    )
    expect(mails).toHaveLength(1)
    const token = /https:\/\/fiera\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mails[0] ?? '',
    )?.[1]
    expect(token).toBeDefined()

    const database = await openWritten()
    const app = await buildApp({
      config: testConfig(dataDir, { ...secrets, PUBLIC_URL: 'https://fiera.test' }),
      database,
      logger: false,
    })
    try {
      const user = await findUserByEmail(database.db, 'capo@fiera.example')
      expect(user).toMatchObject({ role: 'admin', firstName: 'Anna', lastName: 'Neri' })
      const t = { app, database } as unknown as Parameters<typeof login>[0]
      const set = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, new_password: 'Una-password-nuova-9' },
        })
      expect((await set()).statusCode).toBe(200)
      // Single use.
      expect((await set()).statusCode).toBe(400)
      const { token: access } = await login(t, 'capo@fiera.example', 'Una-password-nuova-9')
      const res = await app.inject({
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${access}` },
      })
      expect(res.statusCode).toBe(200)
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('changes the role of an existing account, and says when nothing changes', async () => {
    const staff = await users(['add', 'varco@fiera.example', '--role', 'staff'])
    expect(staff.code).toBe(0)
    const again = await users(['add', 'varco@fiera.example', '--role', 'staff'])
    expect(again.stdout).toContain('ha già il ruolo staff')
    const promoted = await users(['add', 'VARCO@fiera.example', '--role', 'admin'])
    expect(promoted.code).toBe(0)
    expect(promoted.stdout).toContain('cambiato da staff (personale ai varchi) a admin')
    const database = await openWritten()
    try {
      expect((await findUserByEmail(database.db, 'varco@fiera.example'))?.role).toBe('admin')
    } finally {
      await database.close()
    }
  })

  it('never demotes the last admin', async () => {
    await users(['add', 'varco@fiera.example', '--role', 'user'])
    const result = await users(['add', 'capo@fiera.example', '--role', 'staff'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('unico amministratore attivo')
  })

  it('refuses an unknown role and a malformed address with exit code 1 and an Italian message', async () => {
    const role = await users(['add', 'a@fiera.example', '--role', 'capo'])
    expect(role.code).toBe(1)
    expect(role.stderr).toContain(
      'Ruolo "capo" sconosciuto: usa uno tra user, staff, admin, exhibitor.',
    )
    const address = await users(['add', 'non-un-indirizzo', '--role', 'staff'])
    expect(address.code).toBe(1)
    expect(address.stderr).toContain('"non-un-indirizzo": Indirizzo email non valido.')
    const missing = await users(['add', 'a@fiera.example'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('Indica il ruolo con --role')
  })

  // Five command runs, each opening the database: more than the default time on a busy machine.
  it(
    'links an exhibitor account to its exhibitor with --vendor, refuses one without, and moves it',
    { timeout: 120_000 },
    async () => {
      let database = await openWritten()
      let vendorId: number | undefined
      let otherVendorId: number | undefined
      try {
        const [row, other] = await database.db
          .insert(vendors)
          .values([{ name: 'Stand di prova' }, { name: 'Altro stand' }])
          .returning({ id: vendors.id })
        vendorId = row?.id
        otherVendorId = other?.id
      } finally {
        await database.close()
      }
      // The same exhibitor account each time; only its --vendor changes.
      const addStand = (...vendor: string[]) =>
        users(['add', 'stand@fiera.example', '--role', 'exhibitor', ...vendor])
      const without = await addStand()
      expect(without.code).toBe(1)
      expect(without.stderr).toContain('Un account espositore va collegato alla sua azienda')
      const unknown = await addStand('--vendor', '999999')
      expect(unknown.code).toBe(1)
      expect(unknown.stderr).toContain('Azienda 999999 non trovata.')
      const made = await addStand('--vendor', String(vendorId))
      expect(made.stderr).toBe('')
      expect(made.code).toBe(0)
      expect(made.stdout).toContain('con ruolo exhibitor (espositore)')
      const moved = await addStand('--vendor', String(otherVendorId))
      expect(moved.code).toBe(0)
      expect(moved.stdout).toContain(
        `stand@fiera.example ora è collegato all'azienda ${otherVendorId} (prima ${vendorId}).`,
      )
      database = await openWritten()
      try {
        expect(await findUserByEmail(database.db, 'stand@fiera.example')).toMatchObject({
          role: 'exhibitor',
          vendorId: otherVendorId,
        })
      } finally {
        await database.close()
      }
    },
  )

  it('refuses an embedded database that a running server holds open', async () => {
    const busyDir = mkdtempSync(path.join(tmpdir(), 'fiera-users-busy-'))
    try {
      mkdirSync(path.join(busyDir, 'pglite'))
      writeFileSync(path.join(busyDir, 'pglite', 'postmaster.pid'), '-42\n')
      const result = await users(['add', 'a@fiera.example', '--role', 'staff'], {
        DATA_DIR: busyDir,
        DATABASE_URL: '',
      })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('è in uso: ferma il server e riprova')
    } finally {
      rmSync(busyDir, { recursive: true, force: true })
    }
  })
})
