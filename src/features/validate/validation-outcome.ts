// What a validation call ended in, shared by /validate and the gate kiosk. SPEC.md section 8: a
// non-OK HTTP answer gives its status and 'Error: {status text}'; anything else status 500 and
// 'Error: ' plus the message.
import { isGatewayFailure, RequestError } from '../../api/client.ts'
import type { TicketValidation } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'

export type ValidationOutcome =
  | { kind: 'valid'; result: TicketValidation }
  | { kind: 'invalid'; result: TicketValidation }
  | { kind: 'error'; status: number; message: string; unreachable: boolean }

// The shared client keeps the status but not the status line: the standard reason phrases.
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? `HTTP ${status}`
}

/** The browser could not reach the server (offline, DNS, refused, aborted). */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof RequestError) return isGatewayFailure(error.status)
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')
  )
}

export function outcomeOf(result: TicketValidation): ValidationOutcome {
  return result.valid ? { kind: 'valid', result } : { kind: 'invalid', result }
}

export function failureOf(error: unknown): ValidationOutcome {
  const unreachable = isUnreachable(error)
  if (error instanceof RequestError) {
    const text = (error as { statusText?: unknown }).statusText
    const phrase = typeof text === 'string' && text ? text : statusText(error.status)
    return {
      kind: 'error',
      status: error.status,
      message: t.validate.errorPrefix + phrase,
      unreachable,
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { kind: 'error', status: 500, message: t.validate.errorPrefix + message, unreachable }
}
