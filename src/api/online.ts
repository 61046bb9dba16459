// Whether the browser has a network: the shell says "Sei offline" and screens stop promising
// answers that cannot come (a spinner that would run for ever, an empty state that would lie).
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** True while the browser reports no network (navigator.onLine); false on the server. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  )
}
