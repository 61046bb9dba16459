// Where the answers asked for early wait (src/boot/first-requests.ts starts them with the page,
// beside the app's code): each is taken once, by the code that would have asked for it (the
// session's first user, the programme's first load); later loads ask afresh. It imports nothing:
// src/api and src/auth take their answers here, the one piece of boot below them.
const pending = new Map<string, Promise<unknown>>()

/** Starts `request` now under `key` (an API path), unless it is already under way. */
export function requestEarly(key: string, request: () => Promise<unknown>): void {
  if (pending.has(key)) return
  const answer = request()
  // Handled by whoever takes it; not an unhandled rejection meanwhile.
  answer.catch(() => undefined)
  pending.set(key, answer)
}

/** The early answer under `key`, once; without one, `request` is made now. */
export function takeEarly<T>(key: string, request: () => Promise<T>): Promise<T> {
  const answer = pending.get(key) as Promise<T> | undefined
  pending.delete(key)
  return answer ?? request()
}
