// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hashPin, pinMatches } from '../../../kiosk/pin.ts'

describe('the gate PIN', () => {
  it('is kept hashed and matches only itself', async () => {
    const hash = await hashPin('2468')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('2468')
    expect(await pinMatches('2468', hash)).toBe(true)
    expect(await pinMatches('2469', hash)).toBe(false)
    expect(await pinMatches('', hash)).toBe(false)
    expect(await pinMatches('24681357x', hash)).toBe(false)
  })

  it('hashes as the gate stories expect', async () => {
    expect(await hashPin('2468')).toBe(
      '8dfae56a8424be72527afaaaa0e063d5a58c8de27dbcd798ed1d81e3ad59244b',
    )
  })

  it('guards nothing on a device set up before PINs existed', async () => {
    expect(await pinMatches('', '')).toBe(true)
  })
})
