// Keyboard-wedge barcode scanners "type" the code very fast and end with Enter. A run of keys
// whose typical (median) gap is under `maxGapMs` is a scan; a person types far slower. The median
// tolerates the odd late key of a busy device; a long pause starts a new run.
import { useEffect, useRef } from 'react'

export interface WedgeScannerOptions {
  onCode: (code: string) => void
  enabled?: boolean
  /** Longest typical pause between two keys of one scan, in ms. */
  maxGapMs?: number
  minLength?: number
}

export interface WedgeBuffer {
  chars: string
  gaps: number[]
  lastAt: number
}

export function newWedgeBuffer(): WedgeBuffer {
  return { chars: '', gaps: [], lastAt: 0 }
}

const RESTART_AFTER_MS = 400

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY
}

/** Feeds one key into the buffer; returns the finished code on Enter, else null. */
export function feedWedge(
  buffer: WedgeBuffer,
  key: string,
  at: number,
  { maxGapMs = 50, minLength = 6 }: { maxGapMs?: number; minLength?: number } = {},
): string | null {
  const gap = at - buffer.lastAt
  const running = buffer.chars.length > 0 && gap <= RESTART_AFTER_MS
  buffer.lastAt = at
  if (key === 'Enter') {
    const scanned = running && buffer.chars.length >= minLength && median(buffer.gaps) <= maxGapMs
    const code = scanned ? buffer.chars : null
    buffer.chars = ''
    buffer.gaps = []
    return code
  }
  if (key.length !== 1) return null
  if (running) {
    buffer.chars += key
    buffer.gaps.push(gap)
  } else {
    buffer.chars = key
    buffer.gaps = []
  }
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
    const buffer = newWedgeBuffer()
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
