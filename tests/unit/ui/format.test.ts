import { describe, expect, it } from 'vitest'
import {
  formatDateTime,
  formatEventDate,
  formatEventTime,
  formatScore,
} from '../../../src/ui/format.ts'

describe('formatEventDate', () => {
  it('gives the day and the Italian month name', () => {
    expect(formatEventDate('2025-10-16')).toBe('16 ottobre')
    expect(formatEventDate('2025-10-17')).toBe('17 ottobre')
    expect(formatEventDate('2026-01-01')).toBe('1 gennaio')
    expect(formatEventDate('2025-08-31')).toBe('31 agosto')
  })
  it('returns what it cannot parse unchanged', () => {
    expect(formatEventDate('domani')).toBe('domani')
  })
})

describe('formatEventTime', () => {
  it('gives 24-hour hh:mm', () => {
    expect(formatEventTime('09:30:00')).toBe('09:30')
    expect(formatEventTime('14:05:00')).toBe('14:05')
    expect(formatEventTime('00:00')).toBe('00:00')
    expect(formatEventTime('23:59:59')).toBe('23:59')
  })
  it('returns what it cannot parse unchanged', () => {
    expect(formatEventTime('presto')).toBe('presto')
  })
})

describe('formatScore', () => {
  it('rounds a 0..1 score to a percentage', () => {
    expect(formatScore(0.873)).toBe('87%')
    expect(formatScore(0.875)).toBe('88%')
    expect(formatScore(0)).toBe('0%')
    expect(formatScore(1)).toBe('100%')
  })
  it('clamps values outside 0..1', () => {
    expect(formatScore(1.2)).toBe('100%')
    expect(formatScore(-0.1)).toBe('0%')
  })
})

describe('formatDateTime', () => {
  it('formats in the fair time zone', () => {
    expect(formatDateTime('2025-10-16T07:30:00Z')).toBe('16 ottobre 2025 alle ore 09:30')
  })
  it('returns what it cannot parse unchanged', () => {
    expect(formatDateTime('ieri')).toBe('ieri')
  })
})
