// Keeps the gate's screen on (Screen Wake Lock API). The browser drops the lock whenever the page
// is hidden, so it is taken again each time the page becomes visible.
import { useEffect, useState } from 'react'

export function useWakeLock(enabled: boolean): boolean {
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (!enabled || !('wakeLock' in navigator)) return
    let sentinel: WakeLockSentinel | null = null
    let disposed = false
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      try {
        sentinel = await navigator.wakeLock.request('screen')
        if (disposed) {
          await sentinel.release()
          return
        }
        setHeld(true)
        sentinel.addEventListener('release', () => setHeld(false))
      } catch {
        setHeld(false)
      }
    }
    void acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      disposed = true
      document.removeEventListener('visibilitychange', acquire)
      void sentinel?.release().catch(() => undefined)
    }
  }, [enabled])

  return held
}

/** Fullscreen needs a user gesture: call this from a click handler. */
export function enterFullscreen(): void {
  const root = document.documentElement
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined)
}
