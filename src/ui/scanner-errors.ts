// Turns the camera's failures into messages for the user: SPEC.md wants them shown, not logged.
import { t } from '../i18n/it.ts'

export type ScannerErrorKind =
  | 'insecureContext'
  | 'noStreamSupport'
  | 'timeout'
  | 'permissionDenied'
  | 'notFound'
  | 'notReadable'
  | 'overconstrained'
  | 'generic'

export interface ScannerError {
  kind: ScannerErrorKind
  message: string
}

export function scannerError(kind: ScannerErrorKind, detail?: string): ScannerError {
  const base = t.scanner.errors[kind]
  return { kind, message: kind === 'generic' ? base + (detail ?? '') : base }
}

/** What stops the camera before it is even asked: an insecure page or no getUserMedia. */
export function detectCameraSupport(): ScannerError | null {
  if (typeof window === 'undefined' || !window.isSecureContext) {
    return scannerError('insecureContext')
  }
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
    return scannerError('noStreamSupport')
  }
  return null
}

export function classifyCameraError(error: unknown): ScannerError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return scannerError('permissionDenied')
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return scannerError('notFound')
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return scannerError('notReadable')
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return scannerError('overconstrained')
  }
  const message = error instanceof Error ? error.message : String(error)
  if (/secure context/i.test(message)) return scannerError('insecureContext')
  if (/not supported/i.test(message)) return scannerError('noStreamSupport')
  return scannerError('generic', message)
}

/**
 * The default request (SPEC's resolution, or the camera a kiosk kept) may not fit the device: a
 * 640x480 webcam, or a camera unplugged since. Those two failures are worth one relaxed retry.
 */
export function canRelax(kind: ScannerErrorKind): boolean {
  return kind === 'overconstrained' || kind === 'notReadable'
}
