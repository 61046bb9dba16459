// Keyboard-wedge barcode scanners "type" the code very fast and end with Enter. Keystrokes closer
// together than `maxGapMs` build a code; a slower key (a person typing) starts over.
import { useEffect, useRef } from 'react'

export interface WedgeScannerOptions {
  onCode: (code: string) => void
  enabled?: boolean
  /** Longest pause between two keys of one scan, in ms. */
  maxGapMs?: number
  minLength?: number
}

export interface WedgeBuffer {
  chars: string
  lastAt: number
}

/** Feeds one key into the buffer; returns the finished code on Enter, else null. */
export function feedWedge(
  buffer: WedgeBuffer,
  key: string,
  at: number,
  { maxGapMs = 50, minLength = 6 }: { maxGapMs?: number; minLength?: number } = {},
): string | null {
  const gapOk = buffer.chars.length > 0 && at - buffer.lastAt <= maxGapMs
  if (key === 'Enter') {
    const code = gapOk && buffer.chars.length >= minLength ? buffer.chars : null
    buffer.chars = ''
    buffer.lastAt = at
    return code
  }
  if (key.length !== 1) return null
  buffer.chars = gapOk ? buffer.chars + key : key
  buffer.lastAt = at
  return null
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

export function useWedgeScanner({
  onCode,
  enabled = true,
  maxGapMs,
  minLength,
}: WedgeScannerOptions) {
  const onCodeRef = useRef(onCode)
  useEffect(() => {
    onCodeRef.current = onCode
  }, [onCode])

  useEffect(() => {
    if (!enabled) return
    const buffer: WedgeBuffer = { chars: '', lastAt: 0 }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target)) return
      const code = feedWedge(buffer, event.key, event.timeStamp, { maxGapMs, minLength })
      if (code) {
        event.preventDefault()
        onCodeRef.current(code)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled, maxGapMs, minLength])
}
