// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
} from '../../../../server/domain/access-tokens.ts'

const SECRET = 's'.repeat(43)

describe('access tokens', () => {
  it('round-trip the user id and role for 15 minutes', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { userId: 7, role: 'staff', sessionVersion: 3 }
    const token = await signAccessToken(SECRET, claims, now)
    expect(await verifyAccessToken(SECRET, token)).toEqual({
      ...claims,
      expiresAt: (now + 900) * 1000,
    })
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900)
  })

  it("carry an exhibitor token's vendor", async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { userId: 9, role: 'exhibitor', sessionVersion: 0, vendorId: 4 }
    const token = await signAccessToken(SECRET, claims, now)
    expect(await verifyAccessToken(SECRET, token)).toEqual({
      ...claims,
      expiresAt: (now + 900) * 1000,
    })
  })

  it('refuse expired tokens, other keys and tampering', async () => {
    const old = await signAccessToken(
      SECRET,
      { userId: 7, role: 'user', sessionVersion: 0 },
      1_000_000,
    )
    expect(await verifyAccessToken(SECRET, old)).toBeNull()
    const token = await signAccessToken(SECRET, { userId: 7, role: 'user', sessionVersion: 0 })
    expect(await verifyAccessToken('t'.repeat(43), token)).toBeNull()
    const [h, , s] = token.split('.')
    const payload = Buffer.from(JSON.stringify({ sub: '1', role: 'admin' })).toString('base64url')
    expect(await verifyAccessToken(SECRET, `${h}.${payload}.${s}`)).toBeNull()
    expect(await verifyAccessToken(SECRET, 'garbage')).toBeNull()
  })
})
