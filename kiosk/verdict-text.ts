// What the kiosk says about a validation: worded from the answer's stable reason (and when and where
// the ticket was first used), never from the server's message, which is for /validate.
import type { TicketValidation, ValidationReason } from '../src/api/contract.ts'
import type { KioskVerdictState } from '../src/ui/kiosk-verdict.tsx'
import { t } from '../src/i18n/it.ts'
import { formatInstant } from '../src/ui/format.ts'

/** Green lets the person in; violet sees them out, under its own heading; red stops them. */
export const REASON_STATE: Record<
  ValidationReason,
  Extract<KioskVerdictState, 'valid' | 'invalid' | 'exit' | 'exitUnrecorded'>
> = {
  ok: 'valid',
  exit_ok: 'exit',
  // An exit is never refused: with no entry on record the person still leaves.
  not_inside: 'exitUnrecorded',
  already_used: 'invalid',
  replaced: 'invalid',
  invalid: 'invalid',
  not_valid_today: 'invalid',
  revoked: 'invalid',
}

/** Until the first offline bundle names the fair's zone, the device's own. */
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * 'Già utilizzato oggi alle 09:41 al varco Ingresso Nord.' on the fair's clock (the offline
 * bundle's zone), so a kiosk set to another zone tells the steward the venue's time.
 */
function alreadyUsedText(
  result: TicketValidation,
  now: Date,
  fairZone: string | undefined,
): string {
  const text = t.kiosk.reasons
  if (!result.first_used_at) return text.already_used
  const zone = fairZone ?? deviceZone
  const time = (at: Date) => formatInstant(at, zone, 'hourMinute')
  const date = (at: Date) => formatInstant(at, zone, 'date')
  const at = new Date(result.first_used_at)
  const when =
    date(at) === date(now)
      ? `${text.today} ${time(at)}`
      : `${text.onDay} ${date(at)} ${text.at} ${time(at)}`
  const where = result.first_gate ? ` ${text.atGate} ${result.first_gate}` : ''
  return `${text.usedPrefix} ${when}${where}.`
}

export function verdictText(result: TicketValidation, now = new Date(), timeZone?: string): string {
  // The greeting names the person: the server's words, shown as they are.
  if (result.reason === 'ok') return result.message
  if (result.reason === 'already_used') return alreadyUsedText(result, now, timeZone)
  return t.kiosk.reasons[result.reason]
}
