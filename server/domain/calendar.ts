// Talks as iCalendar (RFC 5545) through ical-generator: one talk's file and a user's agenda feed.
// Programme times are the fair's wall clock, written with TZID = the fair's zone (FAIR_TIMEZONE).
import ical from 'ical-generator'
import { TALK_MINUTES, type Event } from '../../src/api/contract.ts'

/**
 * The wall-clock time as a zone-less ISO string. ical-generator reads such a string as local time
 * and writes it back unchanged under the TZID, whatever the server's own zone.
 */
function wallClock(date: string, time: string, plusMinutes = 0): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCMinutes(hours * 60 + minutes + plusMinutes)
  return at.toISOString().slice(0, 19)
}

export interface CalendarOptions {
  name: string
  timeZone: string
  /** Host part of each talk's UID, so calendars recognise the same talk across downloads. */
  host: string
}

export function calendarOf(events: readonly Event[], options: CalendarOptions): string {
  const calendar = ical({
    name: options.name,
    timezone: options.timeZone,
    prodId: { company: 'Fiera', product: 'Fiera', language: 'IT' },
  })
  for (const event of events) {
    const description = [
      [event.speaker, event.company_name].filter(Boolean).join(' - '),
      event.topic,
      event.tags.map((tag) => `#${tag}`).join(' '),
    ].filter(Boolean)
    calendar.createEvent({
      id: `event-${event.id}@${options.host}`,
      start: wallClock(event.event_date, event.event_time),
      end: wallClock(event.event_date, event.event_time, TALK_MINUTES),
      timezone: options.timeZone,
      summary: event.title,
      location: event.location,
      description: description.join('\n'),
    })
  }
  return calendar.toString()
}
