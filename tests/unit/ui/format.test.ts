import { describe, expect, it } from 'vitest'
import {
  foldForSearch,
  formatDateTime,
  formatEventDate,
  formatEventTime,
  formatInstant,
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
    expect(formatEventDate('2025-13-01')).toBe('2025-13-01')
    expect(formatEventDate('2025-00-10')).toBe('2025-00-10')
    expect(formatEventDate('2025-10-00')).toBe('2025-10-00')
  })
  it("spells every day of a leap year as Intl's it-IT formatter does", () => {
    const intl = new Intl.DateTimeFormat('it-IT', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day))
      expect(formatEventDate(date.toISOString().slice(0, 10))).toBe(intl.format(date))
    }
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
    expect(formatEventTime('24:00:00')).toBe('24:00:00')
    expect(formatEventTime('12:60')).toBe('12:60')
  })
  it("spells every minute of the day as Intl's it-IT 24-hour formatter does", () => {
    const intl = new Intl.DateTimeFormat('it-IT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    })
    for (let minute = 0; minute < 24 * 60; minute++) {
      const at = new Date(Date.UTC(1970, 0, 1, 0, minute))
      const [hh, mm] = [at.getUTCHours(), at.getUTCMinutes()]
      expect(formatEventTime(`${hh}:${String(mm).padStart(2, '0')}:00`)).toBe(intl.format(at))
    }
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
  it('formats in the fair time zone it is given', () => {
    expect(formatDateTime('2025-10-16T07:30:00Z', 'Europe/Rome')).toBe(
      '16 ottobre 2025 alle ore 09:30',
    )
    expect(formatDateTime('2025-10-16T07:30:00Z', 'America/New_York')).toBe(
      '16 ottobre 2025 alle ore 03:30',
    )
    expect(formatDateTime('2025-10-16T23:30:00Z', 'Europe/Rome')).toBe(
      '17 ottobre 2025 alle ore 01:30',
    )
  })
  it('returns what it cannot parse unchanged', () => {
    expect(formatDateTime('ieri', 'Europe/Rome')).toBe('ieri')
  })
})

describe('foldForSearch', () => {
  it('drops accents and case, so a search finds “qualità” typed as “QUALITA”', () => {
    expect(foldForSearch('Qualità ÈCCELLENTE')).toBe('qualita eccellente')
    expect(foldForSearch('QUALITA')).toBe(foldForSearch('qualità'))
  })
})

describe('formatInstant', () => {
  const at = '2025-10-16T07:41:07Z'
  it("writes an instant in the fair's zone, never the machine's", () => {
    expect(formatInstant(at, 'Europe/Rome', 'dayTimeSeconds')).toBe('16/10, 09:41:07')
    expect(formatInstant(at, 'America/New_York', 'dayTimeSeconds')).toBe('16/10, 03:41:07')
    expect(formatInstant(at, 'Asia/Tokyo', 'dayTime')).toBe('16/10, 16:41')
    expect(formatInstant(Date.parse(at), 'Asia/Tokyo', 'time')).toBe('16:41:07')
    expect(formatInstant(at, 'America/New_York', 'short')).toBe('16/10/25, 03:41')
    expect(formatInstant(at, 'Europe/Rome', 'shortSeconds')).toBe('16/10/25, 09:41:07')
  })
  it('writes no time until the zone is known, and returns what it cannot parse', () => {
    expect(formatInstant(at, undefined, 'time')).toBe('…')
    expect(formatInstant('ieri', 'Europe/Rome', 'time')).toBe('ieri')
  })
})
