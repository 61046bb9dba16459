// What the server must never expose (ASVS 5.0 V13.4, V16.5): dotfiles and sources beside the
// built app, stack traces, framework banners; and API answers are never content-sniffed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../support/test-app.ts'

describe('exposure', () => {
  let t: TestApp
  let staticDir = ''
  beforeAll(async () => {
    // A built front end with things that must never be served lying beside it.
    staticDir = mkdtempSync(path.join(tmpdir(), 'fiera-static-'))
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Fiera</title>')
    mkdirSync(path.join(staticDir, '.git'))
    writeFileSync(path.join(staticDir, '.git', 'config'), '[core]\n\trepositoryformatversion = 0\n')
    writeFileSync(path.join(staticDir, '.env'), 'JWT_SECRET=segreto-del-server\n')
    t = await createTestApp({ STATIC_DIR: staticDir })
  })
  afterAll(async () => {
    await t.close()
    rmSync(staticDir, { recursive: true, force: true })
  })

  it('never serves dotfiles, sources or debug routes', async () => {
    for (const url of [
      '/.git/config',
      '/.git/HEAD',
      '/.env',
      '/%2egit/config',
      '/..%2f.env',
      '/package.json',
      '/server/config.ts',
      '/api/debug',
      '/api/../.env',
      '/debug/pprof',
    ]) {
      const res = await t.app.inject({ url })
      expect(res.body, url).not.toMatch(
        /repositoryformatversion|segreto-del-server|"dependencies"|import /,
      )
      expect(res.statusCode, url).toBeLessThan(500)
    }
  })

  it('marks every API answer nosniff and names no framework', async () => {
    for (const url of [
      '/api/health',
      '/api/users/me',
      '/api/vendors/abc',
      '/api/nothing',
      '/api/events/',
    ]) {
      const res = await t.app.inject({ url })
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['x-powered-by'], url).toBeUndefined()
      expect(res.headers.server, url).toBeUndefined()
    }
  })
})
