import { beforeAll, describe, expect, it } from 'vitest'
import { AgendaSchema, CalendarFeedSchema, EventSchema } from '../../src/api/contract.ts'
import { events } from '../../server/db/schema.ts'
import { EVENT_NOT_FOUND, FEED_NOT_FOUND } from '../../server/routes/agenda.ts'
import { sharedTestApp } from '../support/test-app.ts'
import { signedIn } from './helpers.ts'

describe('/api/events/{id} and /api/users/me/agenda', () => {
  const t = sharedTestApp()
  let ids: number[] = []
  beforeAll(async () => {
    const rows = await t.database.db
      .insert(events)
      .values([
        {
          title: 'Industria 5.0',
          eventDate: '2025-10-17',
          eventTime: '09:30',
          location: 'Stage 2',
          tags: ['robotica'],
          speaker: 'Elena Neri',
          companyName: 'Robotica Emiliana',
          topic: 'Manifattura',
        },
        { title: 'Apertura', eventDate: '2025-10-16', eventTime: '10:00', location: 'Stage 1' },
      ])
      .returning({ id: events.id })
    ids = rows.map((row) => row.id)
  })

  it('answers one talk publicly, and a readable 404 or 422 otherwise', async () => {
    const res = await t.app.inject({ url: `/api/events/${ids[0]}` })
    expect(res.statusCode).toBe(200)
    expect(EventSchema.parse(res.json())).toMatchObject({
      id: ids[0],
      title: 'Industria 5.0',
      speaker: 'Elena Neri',
      event_time: '09:30:00',
    })
    const missing = await t.app.inject({ url: '/api/events/999999' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: EVENT_NOT_FOUND })
    expect((await t.app.inject({ url: '/api/events/abc' })).statusCode).toBe(422)
  })

  it('refuses every agenda route without a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me/agenda'],
      ['PUT', `/api/users/me/agenda/${ids[0]}`],
      ['DELETE', `/api/users/me/agenda/${ids[0]}`],
      ['GET', '/api/users/me/calendar'],
      ['POST', '/api/users/me/calendar/renew'],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('stars and unstars idempotently, per user, the same on every session', async () => {
    const anna = await signedIn(t, { email: 'anna.agenda@example.com' })
    const bruno = await signedIn(t, { email: 'bruno.agenda@example.com' })
    const agenda = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: '/api/users/me/agenda', headers })
      expect(res.statusCode).toBe(200)
      return AgendaSchema.parse(res.json()).event_ids
    }
    expect(await agenda(anna.headers)).toEqual([])
    for (const id of [ids[0], ids[1], ids[0]]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/me/agenda/${id}`,
        headers: anna.headers,
      })
      expect(res.statusCode).toBe(200)
    }
    expect(await agenda(anna.headers)).toEqual([...ids].sort((a, b) => a - b))
    expect(await agenda(bruno.headers)).toEqual([])

    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/me/agenda/${ids[0]}`,
        headers: anna.headers,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ event_ids: [ids[1]] })
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/agenda/999999',
      headers: anna.headers,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it("answers one talk as .ics in the fair's time zone", async () => {
    const res = await t.app.inject({ url: `/api/events/${ids[0]}/ics` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar/)
    expect(res.headers['content-disposition']).toContain('.ics')
    const zone = t.config.fairTimeZone
    expect(res.body).toContain('BEGIN:VEVENT')
    expect(res.body).toContain('SUMMARY:Industria 5.0')
    // The programme's wall clock, under the fair's zone: 09:30 stays 09:30, an hour long.
    expect(res.body).toContain(`DTSTART;TZID=${zone}:20251017T093000`)
    expect(res.body).toContain(`DTEND;TZID=${zone}:20251017T103000`)
    expect((await t.app.inject({ url: '/api/events/999999/ics' })).statusCode).toBe(404)
  })

  it('serves the starred talks at a secret feed URL, following stars, until renewed', async () => {
    const carla = await signedIn(t, { email: 'carla.agenda@example.com' })
    const first = await t.app.inject({ url: '/api/users/me/calendar', headers: carla.headers })
    expect(first.statusCode).toBe(200)
    const { url } = CalendarFeedSchema.parse(first.json())
    expect(url.startsWith(`${t.config.publicUrl}/api/calendar/`)).toBe(true)
    // Asking again gives the same URL.
    const again = await t.app.inject({ url: '/api/users/me/calendar', headers: carla.headers })
    expect(again.json()).toEqual({ url })
    const feedPath = new URL(url).pathname
    const feed = () => t.app.inject({ url: feedPath })

    expect((await feed()).body).not.toContain('BEGIN:VEVENT')
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/agenda/${ids[1]}`,
      headers: carla.headers,
    })
    const starred = await feed()
    expect(starred.statusCode).toBe(200)
    expect(starred.headers['content-type']).toMatch(/^text\/calendar/)
    expect(starred.body).toContain('SUMMARY:Apertura')
    expect(starred.body).not.toContain('Industria 5.0')

    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/calendar/renew',
      headers: carla.headers,
    })
    const next = CalendarFeedSchema.parse(renewed.json()).url
    expect(next).not.toBe(url)
    const old = await feed()
    expect(old.statusCode).toBe(404)
    expect(old.json()).toEqual({ detail: FEED_NOT_FOUND })
    expect((await t.app.inject({ url: new URL(next).pathname })).body).toContain('Apertura')
  })
})
