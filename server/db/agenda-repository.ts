// "La mia agenda": the talks each user starred, kept on the server so every device shows the same.
// Starring and unstarring are idempotent, so a client may safely replay a queued change.
import { and, asc, eq } from 'drizzle-orm'
import type { Event } from '../../src/api/contract.ts'
import { listEvents } from './catalogue-repository.ts'
import type { Database } from './client.ts'
import { agendaItems } from './schema.ts'

export async function agendaOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: agendaItems.eventId })
    .from(agendaItems)
    .where(eq(agendaItems.userId, userId))
    .orderBy(asc(agendaItems.eventId))
  return rows.map((row) => row.eventId)
}

export async function star(db: Database, userId: number, eventId: number): Promise<void> {
  await db.insert(agendaItems).values({ userId, eventId }).onConflictDoNothing()
}

export async function unstar(db: Database, userId: number, eventId: number): Promise<void> {
  await db
    .delete(agendaItems)
    .where(and(eq(agendaItems.userId, userId), eq(agendaItems.eventId, eventId)))
}

/** The starred talks themselves, in programme order (the calendar feed). */
export async function agendaEventsOf(db: Database, userId: number): Promise<Event[]> {
  const [starred, programme] = await Promise.all([agendaOf(db, userId), listEvents(db)])
  const ids = new Set(starred)
  return programme.filter((event) => ids.has(event.id))
}
