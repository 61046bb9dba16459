import { describe, expect, it } from 'vitest'
import {
  canZoomIn,
  canZoomOut,
  nextZoom,
  readZoomRange,
  type ZoomRange,
} from '../../../src/ui/scanner-zoom.ts'

const trackWith = (capabilities: object) =>
  ({ getCapabilities: () => capabilities }) as unknown as MediaStreamTrack

describe('scanner zoom', () => {
  it('reads a usable range only', () => {
    expect(readZoomRange(trackWith({ zoom: { min: 1, max: 4, step: 0.1 } }))).toEqual({
      min: 1,
      max: 4,
      step: 0.1,
    })
    expect(readZoomRange(trackWith({}))).toBeNull()
    expect(readZoomRange(trackWith({ zoom: { min: 1, max: 1 } }))).toBeNull()
    expect(readZoomRange(null)).toBeNull()
    expect(readZoomRange({} as MediaStreamTrack)).toBeNull()
  })

  it('steps by one third of the range and stops at the limits', () => {
    const range: ZoomRange = { min: 1, max: 4, step: 0.1 }
    const levels = [range.min]
    while (canZoomIn(levels.at(-1) ?? 0, range)) levels.push(nextZoom(levels.at(-1) ?? 0, range, 1))
    expect(levels).toEqual([1, 2, 3, 4])
    expect(canZoomIn(4, range)).toBe(false)
    expect(canZoomOut(1, range)).toBe(false)
    expect(nextZoom(4, range, -1)).toBe(3)
    expect(nextZoom(1, range, -1)).toBe(1)
  })

  it('snaps to the track step', () => {
    const range: ZoomRange = { min: 1, max: 8, step: 0.5 }
    expect(nextZoom(1, range, 1)).toBe(3.5)
    expect(nextZoom(3.5, range, 1)).toBe(6)
    expect(nextZoom(6, range, 1)).toBe(8)
  })
})
