// it-IT formatting helpers shared by the app and the kiosk. The programme's dates and times are
// wall-clock values of the fair, spelled out from the catalogue: the viewer's time zone cannot
// shift them, and no Intl formatter is built (loading its locale data was the longest single step
// of drawing /events on a slow phone; a unit test checks both spellings agree).
import { t } from '../i18n/it-core.ts'

/** '2025-10-16' -> '16 ottobre' (day plus Italian month name). Unparseable input is returned as is. */
export function formatEventDate(isoDate: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(isoDate)
  const month = t.ui.event.months[Number(match?.[1]) - 1]
  const day = Number(match?.[2])
  if (!month || day < 1 || day > 31) return isoDate
  return `${day} ${month}`
}

/** '09:30:00' -> '09:30' (it-IT, 24-hour hh:mm). Unparseable input is returned as is. */
export function formatEventTime(isoTime: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(isoTime)
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return isoTime
  return `${match[1]?.padStart(2, '0')}:${match[2]}`
}

/** 0.873 -> '87%': a 0..1 score as a rounded percentage, clamped to 0..100. */
export function formatScore(score: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, score)) * 100)
  return `${percent}%`
}

/**
 * An ISO timestamp as '16 ottobre 2025, 09:30' in the fair's time zone (profile dates), the zone
 * the server gives (GET /api/fair).
 */
export function formatDateTime(isoDateTime: string, timeZone: string): string {
  return formatInstant(isoDateTime, timeZone, 'long')
}

/** How the app, the console and the kiosk write an instant (always in the fair's time zone). */
const INSTANT_STYLES = {
  /** 16 ottobre 2025, 09:30 (the profile's dates) */
  long: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** 09:42 */
  hourMinute: { hour: '2-digit', minute: '2-digit' },
  /** 16/10/2025 */
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 09:42:00 */
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  /** 16/10, 09:42 */
  dayTime: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** 16/10, 09:42:07 */
  dayTimeSeconds: {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  /** 16/10/25, 09:42 */
  short: { dateStyle: 'short', timeStyle: 'short' },
  /** 16/10/25, 09:42:07 */
  shortSeconds: { dateStyle: 'short', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type InstantStyle = keyof typeof INSTANT_STYLES

/** Building an Intl.DateTimeFormat costs far more than formatting: one per style and zone. */
const instantFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * An instant as the fair's clock shows it, in the zone the server gives (GET /api/fair), never
 * the browser's: an organiser abroad reads the gates' times as the stewards do. '…' until the
 * zone is known.
 */
export function formatInstant(
  at: string | number | Date,
  timeZone: string | undefined,
  style: InstantStyle,
): string {
  if (!timeZone) return '…'
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return String(at)
  const key = `${style}|${timeZone}`
  let format = instantFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('it-IT', {
      ...INSTANT_STYLES[style],
      hourCycle: 'h23',
      timeZone,
    })
    instantFormats.set(key, format)
  }
  return format.format(date)
}

/** A text as a search compares it: no accents, lower case (Italian rules), so 'qualità' ~ 'QUALITA'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('it-IT')
}
