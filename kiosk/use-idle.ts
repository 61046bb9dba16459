// Calls `onIdle` after `ms` without a touch, click or key: an unattended kiosk left on its
// settings goes back to the gate by itself (issue 17: back to ready after 30 s).
import { useEffect, useRef } from 'react'

export const KIOSK_IDLE_MS = 30_000

export function useIdle(enabled: boolean, onIdle: () => void, ms = KIOSK_IDLE_MS): void {
  const callback = useRef(onIdle)
  useEffect(() => {
    callback.current = onIdle
  }, [onIdle])
  useEffect(() => {
    if (!enabled) return
    let timer = setTimeout(() => callback.current(), ms)
    const restart = () => {
      clearTimeout(timer)
      timer = setTimeout(() => callback.current(), ms)
    }
    const events = ['pointerdown', 'keydown', 'input', 'wheel'] as const
    for (const name of events) window.addEventListener(name, restart, { capture: true })
    return () => {
      clearTimeout(timer)
      for (const name of events) window.removeEventListener(name, restart, { capture: true })
    }
  }, [enabled, ms])
}
