// GET /api/fair: the fair's time zone comes from the server's FAIR_TIMEZONE, for everyone.
import { describe, expect, it } from 'vitest'
import { FairSchema } from '../../src/api/contract.ts'
import { sharedTestApp } from '../support/test-app.ts'
import { signedIn } from './helpers.ts'

describe('GET /api/fair', () => {
  const t = sharedTestApp({ FAIR_TIMEZONE: 'America/New_York' })

  it('gives the configured time zone to every caller, signed in or not (a public route)', async () => {
    const visitor = await signedIn(t, { email: 'fair.visitor@example.com' })
    const staff = await signedIn(t, { email: 'fair.staff@example.com', role: 'staff' })
    for (const headers of [{}, visitor.headers, staff.headers]) {
      const res = await t.app.inject({ url: '/api/fair', headers })
      expect(res.statusCode).toBe(200)
      expect(FairSchema.parse(res.json())).toEqual({ time_zone: 'America/New_York' })
      expect(res.headers['cache-control']).toBe('public, max-age=3600')
    }
  })

  it('is in the API reference', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' })
    expect(res.json().paths).toHaveProperty('/api/fair')
  })
})
