import { describe, expect, it } from 'vitest'
import { feedWedge, newWedgeBuffer } from '../../../kiosk/use-wedge-scanner.ts'

function typeAt(text: string, gapsMs: number[] | number, start = 1000) {
  const buffer = newWedgeBuffer()
  let at = start
  const keys = [...text, 'Enter']
  let result: string | null = null
  keys.forEach((key, index) => {
    at += Array.isArray(gapsMs) ? (gapsMs[index] ?? 10) : gapsMs
    result = feedWedge(buffer, key, at) ?? result
  })
  return result
}

describe('keyboard-wedge scanner', () => {
  it('takes fast keystrokes ending in Enter as a scan', () => {
    expect(typeAt('FIERA1.abc.def', 8)).toBe('FIERA1.abc.def')
  })

  it('ignores a person typing, and codes too short to be tickets', () => {
    expect(typeAt('FIERA1.abc.def', 160)).toBeNull()
    expect(typeAt('abc', 5)).toBeNull()
  })

  it('tolerates a few late keys of a busy device', () => {
    const gaps = [10, 10, 90, 10, 10, 120, 10, 10, 10, 10, 10]
    expect(typeAt('FIERA1.abcd', gaps)).toBe('FIERA1.abcd')
  })

  it('starts over after a long pause', () => {
    const buffer = newWedgeBuffer()
    for (const [index, key] of [...'leftover'].entries()) feedWedge(buffer, key, 100 + index * 5)
    let at = 2000
    for (const key of 'FIERA1.xyz') feedWedge(buffer, key, (at += 5))
    expect(feedWedge(buffer, 'Enter', at + 5)).toBe('FIERA1.xyz')
  })

  it('ignores modifier and navigation keys', () => {
    const buffer = newWedgeBuffer()
    let at = 0
    for (const key of ['Shift', ...'FIERA1', 'Shift', ...'.abc']) feedWedge(buffer, key, (at += 5))
    expect(feedWedge(buffer, 'Enter', at + 5)).toBe('FIERA1.abc')
  })
})
