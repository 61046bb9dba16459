import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../server/config.ts'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'fiera-config-'))
const secret = 'x'.repeat(43)

describe('loadConfig', () => {
  it('defaults to port 3000, embedded database and demo data', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.demo).toBe(true)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.mailOutboxDir).toBe(path.join(dir, 'outbox'))
    expect(config.admissionPolicy).toBe('daily')
    expect(config.mailRetrySeconds).toBe(30)
  })

  it('takes the secrets from the environment, and leaves missing ones to the database', () => {
    const dir = dataDir()
    const given = loadConfig({ DATA_DIR: dir, JWT_SECRET: secret })
    expect(given.jwtSecret).toBe(secret)
    // server/db/secrets-repository.ts fills it in (tests/server/secrets.test.ts).
    expect(given.ticketSecret).toBeUndefined()
    // Nothing is generated per process any more.
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false)
  })

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    )
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMISSION_POLICY: 'twice' })).toThrow(
      /ADMISSION_POLICY/,
    )
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir(), FAIR_TIMEZONE: 'Europe/Roma' })).toThrow(
      /FAIR_TIMEZONE: must be an IANA time zone/,
    )
    expect(loadConfig({ DATA_DIR: dataDir(), FAIR_TIMEZONE: 'America/New_York' })).toMatchObject({
      fairTimeZone: 'America/New_York',
    })
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_RETRY_SECONDS: '0' })).toThrow(
      /MAIL_RETRY_SECONDS/,
    )
  })

  it('requires secrets and the public URL in production, and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET: required when NODE_ENV=production/,
    )
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: secret,
      TICKET_SECRET: secret.replace(/x/g, 'y'),
      PUBLIC_URL: 'https://fiera.example/',
    })
    expect(config.demo).toBe(false)
    expect(config.publicUrl).toBe('https://fiera.example')
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEMO: 'on', DATA_DIR: dataDir(), JWT_SECRET: secret }),
    ).toThrow(ConfigError)
  })

  it('does not seed demo data on an external PostgreSQL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h/db' })
    expect(config.demo).toBe(false)
  })
})
