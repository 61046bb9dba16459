// What the kiosk says about a validation: worded from the answer's stable reason (and when and where
// the ticket was first used), never from the server's message, which is for /validate.
import type { TicketValidation, ValidationReason } from '../src/api/contract.ts'
import type { KioskVerdictState } from '../src/ui/kiosk-verdict.tsx'
import { t } from '../src/i18n/it.ts'

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

const time = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const date = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' })

/** 'Già utilizzato oggi alle 09:41 al varco Ingresso Nord.' on the kiosk's own clock. */
function alreadyUsedText(result: TicketValidation, now: Date): string {
  const text = t.kiosk.reasons
  if (!result.first_used_at) return text.already_used
  const at = new Date(result.first_used_at)
  const when =
    date.format(at) === date.format(now)
      ? `${text.today} ${time.format(at)}`
      : `${text.onDay} ${date.format(at)} ${text.at} ${time.format(at)}`
  const where = result.first_gate ? ` ${text.atGate} ${result.first_gate}` : ''
  return `${text.usedPrefix} ${when}${where}.`
}

export function verdictText(result: TicketValidation, now = new Date()): string {
  // The greeting names the person: the server's words, shown as they are.
  if (result.reason === 'ok') return result.message
  if (result.reason === 'already_used') return alreadyUsedText(result, now)
  return t.kiosk.reasons[result.reason]
}
