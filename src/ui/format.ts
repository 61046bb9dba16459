// it-IT formatting helpers shared by the app and the kiosk. Dates and times from the API are
// wall-clock values of the fair: they are formatted in UTC so the viewer's time zone cannot shift them.
// Each formatter is built on first use: building one loads locale and time-zone data, a long task
// on a slow phone, and most screens need only one or two of them.
const lazy = (make: () => Intl.DateTimeFormat) => {
  let format: Intl.DateTimeFormat | undefined
  return () => (format ??= make())
}
const dayMonth = lazy(
  () => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
)
const hourMinute = lazy(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }),
)
const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Rome',
    }),
)

/** '2025-10-16' -> '16 ottobre' (day plus Italian month name). Unparseable input is returned as is. */
export function formatEventDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return isoDate
  const [, year, month, day] = match
  return dayMonth().format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))))
}

/** '09:30:00' -> '09:30' (it-IT, 24-hour hh:mm). Unparseable input is returned as is. */
export function formatEventTime(isoTime: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(isoTime)
  if (!match) return isoTime
  const [, hours, minutes] = match
  return hourMinute().format(new Date(Date.UTC(1970, 0, 1, Number(hours), Number(minutes))))
}

/** 0.873 -> '87%': a 0..1 score as a rounded percentage, clamped to 0..100. */
export function formatScore(score: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, score)) * 100)
  return `${percent}%`
}

/** An ISO timestamp as '16 ottobre 2025, 09:30' in the fair's time zone (profile dates). */
export function formatDateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime)
  return Number.isNaN(date.getTime()) ? isoDateTime : dateTime().format(date)
}
