import { describe, expect, it } from 'vitest'
import { MAP_WIDTH, STANDS, standPlace } from '../../../src/ui/fair-map-layout.ts'

describe('the fair map’s stands', () => {
  it('draws 24 stands in each of the halls A, B and C, each code once', () => {
    expect(STANDS).toHaveLength(72)
    expect(new Set(STANDS.map((s) => s.code)).size).toBe(72)
    for (const hall of ['A', 'B', 'C']) {
      expect(STANDS.filter((s) => s.hall === hall).map((s) => s.code)).toEqual(
        Array.from({ length: 24 }, (_, i) => `${hall}${i + 1}`),
      )
    }
  })

  it('keeps stands inside the map and apart from each other', () => {
    for (const s of STANDS) {
      expect(s.x).toBeGreaterThan(0)
      expect(s.x + s.width).toBeLessThan(MAP_WIDTH)
    }
    const row = STANDS.slice(0, 8)
    row
      .slice(1)
      .forEach((s, i) => expect(s.x).toBeGreaterThan((row[i]?.x ?? 0) + (row[i]?.width ?? 0)))
  })

  it('finds a stand however its code is written, and nothing for a code it does not draw', () => {
    expect(standPlace('b 12')?.code).toBe('B12')
    expect(standPlace('B-12')?.hall).toBe('B')
    expect(standPlace('D5')).toBeUndefined()
    expect(standPlace(null)).toBeUndefined()
  })
})
