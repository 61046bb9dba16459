// The API answers a page's first screen waits for, asked for by the page's entry (src/app/main.tsx)
// at once, beside the app's code instead of after it: on a slow network they should not queue
// behind the JavaScript that will show them. Each early answer is taken once, by the code that
// would have asked for it; later loads ask afresh.
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
