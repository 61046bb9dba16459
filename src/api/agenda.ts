// "La mia agenda": the starred talks, kept on the server and mirrored in localStorage so the star
// shows at once, offline too. A change offline waits in a queue (per user) and is sent when the
// connection returns; PUT and DELETE are idempotent, so replaying one is safe.
import { useCallback, useEffect } from 'react'
import useSWR from 'swr'
import { apiRequest, RequestError } from './client.ts'

export const AGENDA_PATH = '/api/users/me/agenda'
const agendaItemPath = (eventId: number) => `${AGENDA_PATH}/${eventId}`
const FEED_PATH = '/api/users/me/calendar'

/** The secret URL of the user's agenda feed; `renew` makes a new one and retires the old. */
export const getCalendarFeed = (renew = false) =>
  apiRequest(renew ? `${FEED_PATH}/renew` : FEED_PATH, {
    method: renew ? 'POST' : 'GET',
    schema: 'CalendarFeedSchema',
  })

interface StoredAgenda {
  /** The ids the server last answered. */
  ids: number[]
  /** Changes not yet accepted by the server: event id → starred. */
  pending: Record<string, boolean>
}

const storageKey = (userId: number) => `fiera.agenda.${userId}`

function read(userId: number): StoredAgenda {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null')
    if (parsed && typeof parsed === 'object' && 'ids' in parsed && 'pending' in parsed) {
      const { ids, pending } = parsed as StoredAgenda
      if (Array.isArray(ids) && pending && typeof pending === 'object') return { ids, pending }
    }
  } catch {
    // Unreadable storage: start from the server's answer.
  }
  return { ids: [], pending: {} }
}

function write(userId: number, stored: StoredAgenda): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(stored))
  } catch {
    // Private mode or full storage: the agenda still works while the page is open.
  }
}

/** The ids as the user sees them: the server's answer with the queued changes applied. */
export function applyPending(ids: readonly number[], pending: Record<string, boolean>): number[] {
  const shown = new Set(ids)
  for (const [id, starred] of Object.entries(pending)) {
    if (starred) shown.add(Number(id))
    else shown.delete(Number(id))
  }
  return [...shown].sort((a, b) => a - b)
}

/** Sends the queued changes in order; a refused one (4xx, e.g. a talk removed) is dropped. */
async function flush(userId: number): Promise<void> {
  for (const [id, starred] of Object.entries(read(userId).pending)) {
    let answered: number[] | null = null
    try {
      const { event_ids } = await apiRequest(agendaItemPath(Number(id)), {
        method: starred ? 'PUT' : 'DELETE',
        schema: 'AgendaSchema',
      })
      answered = event_ids
    } catch (error) {
      if (!(error instanceof RequestError && error.status < 500)) throw error
    }
    const stored = read(userId)
    // The change's answer is the whole agenda: kept at once, so a page left before the next read
    // (or a network lost) still shows the change when it is read back from this phone.
    const ids = answered ?? stored.ids
    // Only if not changed again meanwhile: a newer change must still be sent.
    if (stored.pending[id] === starred) {
      const rest = Object.entries(stored.pending).filter(([other]) => other !== id)
      write(userId, { ids, pending: Object.fromEntries(rest) })
    } else {
      write(userId, { ...stored, ids })
    }
  }
}

async function fetchAgenda(userId: number): Promise<number[]> {
  await flush(userId)
  const { event_ids } = await apiRequest(AGENDA_PATH, { schema: 'AgendaSchema' })
  const stored = read(userId)
  write(userId, { ...stored, ids: event_ids })
  return applyPending(event_ids, stored.pending)
}

/** The starred talk ids of the signed-in user (null while nobody is), and the star's toggle. */
export function useAgenda(userId: number | null) {
  const key = userId === null ? null : [AGENDA_PATH, userId]
  const cached = userId === null ? null : read(userId)
  const { data, error, mutate } = useSWR(key, () => fetchAgenda(userId ?? 0), {
    fallbackData: cached ? applyPending(cached.ids, cached.pending) : undefined,
    revalidateOnFocus: false,
  })

  // Back online: send what waited.
  useEffect(() => {
    const onOnline = () => void mutate()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [mutate])

  const toggle = useCallback(
    (eventId: number) => {
      if (userId === null) return
      const stored = read(userId)
      const shown = applyPending(stored.ids, stored.pending)
      const pending = { ...stored.pending, [eventId]: !shown.includes(eventId) }
      write(userId, { ...stored, pending })
      const optimistic = applyPending(stored.ids, pending)
      // Shown at once; the fetcher then sends the queue and reads the server's answer.
      void mutate(optimistic, { revalidate: true }).catch(() => undefined)
    },
    [userId, mutate],
  )

  const ids = data ?? []
  const pendingCount = userId === null ? 0 : Object.keys(read(userId).pending).length
  return { ids, error, pending: pendingCount > 0, toggle }
}
