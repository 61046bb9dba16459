// One talk's page and calendar file, and the attendee's personal agenda (the starred talks) with
// its calendar feed. A talk is public like the programme; the agenda is the signed-in user's own,
// so every agenda route needs a token, except the feed, which its secret URL opens (calendar apps
// send no bearer token).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AgendaSchema,
  CalendarFeedSchema,
  CalendarTokenParamSchema,
  ErrorBodySchema,
  EventIdParamSchema,
  EventSchema,
} from '../../src/api/contract.ts'
import { agendaEventsOf, agendaOf, star, unstar } from '../db/agenda-repository.ts'
import { feedToken, userOfFeed } from '../db/calendar-feeds-repository.ts'
import { findEvent } from '../db/catalogue-repository.ts'
import { calendarOf } from '../domain/calendar.ts'
import { AGENDA_CALENDAR_NAME, NOT_FOUND } from '../messages.ts'
import { HttpError } from '../plugins/errors.ts'

export const EVENT_NOT_FOUND = NOT_FOUND.event
export const FEED_NOT_FOUND = NOT_FOUND.calendarFeed

const CalendarTextSchema = z.string().describe('text/calendar (RFC 5545)')

const agenda: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const secured = { security: [{ bearer: [] }], tags: ['agenda'] }
  const calendarOptions = (name: string) => ({
    name,
    timeZone: app.config.fairTimeZone,
    host: new URL(app.config.publicUrl).hostname,
  })
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/calendar/${token}`

  app.get(
    '/api/events/:eventId',
    {
      schema: {
        tags: ['events'],
        summary: 'One talk of the programme; no login needed',
        params: EventIdParamSchema,
        response: { 200: EventSchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request) => {
      const event = await findEvent(db, request.params.eventId)
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND)
      return event
    },
  )

  app.get(
    '/api/events/:eventId/ics',
    {
      schema: {
        tags: ['events'],
        summary: "One talk as an .ics file, in the fair's time zone; no login needed",
        params: EventIdParamSchema,
        response: { 200: CalendarTextSchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const event = await findEvent(db, request.params.eventId)
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="talk-${event.id}.ics"`)
        .send(calendarOf([event], calendarOptions(event.title)))
    },
  )

  // Reading the feed's URL and renewing it answer alike; a renewal only makes a new secret first.
  const feedRoutes = [
    {
      method: 'GET',
      url: '/api/users/me/calendar',
      summary: "The secret URL of the user's agenda feed, made on first ask (any signed-in role)",
      renew: false,
    },
    {
      method: 'POST',
      url: '/api/users/me/calendar/renew',
      summary: 'A new secret feed URL; the old one stops working (any signed-in role)',
      renew: true,
    },
  ] as const
  for (const { method, url, summary, renew } of feedRoutes) {
    app.route({
      method,
      url,
      schema: { ...secured, summary, response: { 200: CalendarFeedSchema, 401: ErrorBodySchema } },
      handler: async (request, reply) => {
        const user = await app.auth.user(request)
        reply.header('cache-control', 'no-store')
        return { url: feedUrl(await feedToken(db, user.id, app.config.jwtSecret, renew)) }
      },
    })
  }

  app.get(
    '/api/calendar/:token',
    {
      schema: {
        tags: ['agenda'],
        summary: "A user's starred talks as a calendar feed; opened by its secret URL alone",
        params: CalendarTokenParamSchema,
        response: { 200: CalendarTextSchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = await userOfFeed(db, request.params.token)
      if (userId === undefined) throw new HttpError(404, FEED_NOT_FOUND)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(calendarOf(await agendaEventsOf(db, userId), calendarOptions(AGENDA_CALENDAR_NAME)))
    },
  )

  app.get(
    '/api/users/me/agenda',
    {
      schema: {
        ...secured,
        summary: 'The ids of the talks the user starred (any signed-in role)',
        response: { 200: AgendaSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = await app.auth.user(request)
      return { event_ids: await agendaOf(db, user.id) }
    },
  )

  app.put(
    '/api/users/me/agenda/:eventId',
    {
      schema: {
        ...secured,
        summary: 'Stars a talk (idempotent); answers the whole agenda (any signed-in role)',
        params: EventIdParamSchema,
        response: {
          200: AgendaSchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await app.auth.user(request)
      if (!(await findEvent(db, request.params.eventId))) throw new HttpError(404, EVENT_NOT_FOUND)
      await star(db, user.id, request.params.eventId)
      return { event_ids: await agendaOf(db, user.id) }
    },
  )

  app.delete(
    '/api/users/me/agenda/:eventId',
    {
      schema: {
        ...secured,
        summary: 'Unstars a talk (idempotent); answers the whole agenda (any signed-in role)',
        params: EventIdParamSchema,
        response: { 200: AgendaSchema, 401: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = await app.auth.user(request)
      await unstar(db, user.id, request.params.eventId)
      return { event_ids: await agendaOf(db, user.id) }
    },
  )
}

export default agenda
