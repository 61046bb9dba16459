import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { createTestApp } from '../support/test-app.ts'
import { login, createUser } from './helpers.ts'

describe('request logs', () => {
  it('never carry tokens, passwords, bearer headers or cookies', async () => {
    const t = await createTestApp()
    let log = ''
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        log += chunk.toString()
        done()
      },
    })
    const app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: t.database,
      logger: { stream },
    })
    try {
      await createUser(t, { email: 'log@example.com' })
      const { token, refresh } = await login({ ...t, app }, 'log@example.com')
      await app.inject({ url: '/verify-email?token=segreto-nel-link' })
      await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })
      await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { fiera_refresh: refresh },
      })
      expect(log).toContain('/verify-email?token=[redacted]')
      for (const secret of ['segreto-nel-link', token, refresh, 'Password-di-prova-1']) {
        expect(log).not.toContain(secret)
      }
    } finally {
      await app.close()
      await t.close()
    }
  })
})
