import { describe, expect, it } from 'vitest'
import { canRelax, classifyCameraError } from '../../../src/ui/scanner-errors.ts'

describe('camera errors', () => {
  it('names what went wrong in words for the user', () => {
    expect(classifyCameraError(new DOMException('no', 'NotAllowedError')).kind).toBe(
      'permissionDenied',
    )
    expect(classifyCameraError(new DOMException('no', 'NotFoundError')).kind).toBe('notFound')
    expect(classifyCameraError(new DOMException('busy', 'NotReadableError')).kind).toBe(
      'notReadable',
    )
    expect(
      classifyCameraError(new Error('Camera access requires a secure context. Use HTTPS')).kind,
    ).toBe('insecureContext')
    expect(
      classifyCameraError(new Error('Camera access is not supported in this browser.')).kind,
    ).toBe('noStreamSupport')
    const other = classifyCameraError(new Error('boom'))
    expect(other).toEqual({ kind: 'generic', message: 'Impossibile avviare la fotocamera: boom' })
  })
})

describe('relaxed retry', () => {
  it('is for a request the device cannot meet, not for a refusal', () => {
    expect(canRelax('overconstrained')).toBe(true)
    expect(canRelax('notReadable')).toBe(true)
    expect(canRelax('permissionDenied')).toBe(false)
    expect(canRelax('notFound')).toBe(false)
    expect(canRelax('timeout')).toBe(false)
  })
})
