import { describe, expect, it } from 'vitest'
import type { TicketValidation } from '../../../src/api/contract.ts'
import { REASON_STATE, verdictText } from '../../../kiosk/verdict-text.ts'

const base: TicketValidation = {
  valid: false,
  // Deliberately misleading: the kiosk never reads it for a refusal.
  message: 'Benvenuto/a!',
  ticket_uuid: 'u',
  user_id: 1,
  reason: 'invalid',
  first_used_at: null,
  first_gate: null,
}

describe('the kiosk verdict from the reason', () => {
  it('colours by reason, never by the message', () => {
    expect(REASON_STATE.ok).toBe('valid')
    // An exit has its own screen: never announced as an entry, never as a refusal.
    expect(REASON_STATE.exit_ok).toBe('exit')
    expect(REASON_STATE.not_inside).toBe('exitUnrecorded')
    for (const reason of [
      'already_used',
      'replaced',
      'invalid',
      'not_valid_today',
      'revoked',
    ] as const) {
      expect(REASON_STATE[reason]).toBe('invalid')
    }
  })

  it('words each refusal from the catalogue', () => {
    expect(verdictText(base)).toBe('Codice non riconosciuto: non è un biglietto di Fiera.')
    expect(verdictText({ ...base, reason: 'revoked' })).toBe(
      'Biglietto annullato: non è più valido.',
    )
    expect(verdictText({ ...base, reason: 'replaced' })).toMatch(/^Biglietto sostituito/)
  })

  it('greets an admitted person with the server greeting', () => {
    expect(
      verdictText({ ...base, valid: true, reason: 'ok', message: 'Benvenuto/a, Mario!' }),
    ).toBe('Benvenuto/a, Mario!')
  })

  it('says when and where an already used ticket came in, on the kiosk clock', () => {
    const now = new Date(2025, 9, 16, 11, 0)
    const used = { ...base, reason: 'already_used' as const, first_gate: 'Ingresso Nord' }
    const today = new Date(2025, 9, 16, 9, 41).toISOString()
    expect(verdictText({ ...used, first_used_at: today }, now)).toBe(
      'Già utilizzato oggi alle 09:41 al varco Ingresso Nord.',
    )
    const before = new Date(2025, 9, 15, 18, 5).toISOString()
    expect(verdictText({ ...used, first_used_at: before, first_gate: null }, now)).toBe(
      'Già utilizzato il 15/10/2025 alle 18:05.',
    )
    expect(verdictText({ ...used, first_used_at: null }, now)).toBe('Biglietto già utilizzato.')
  })

  it("tells the time and the day on the fair's clock once the bundle names its zone", () => {
    const now = new Date('2025-10-16T15:00:00Z')
    const used = {
      ...base,
      reason: 'already_used' as const,
      first_gate: null,
      first_used_at: '2025-10-16T13:41:00Z',
    }
    expect(verdictText(used, now, 'America/New_York')).toBe('Già utilizzato oggi alle 09:41.')
    // In Tokyo 'now' is already the next day (00:00), so the first use was yesterday.
    expect(verdictText(used, now, 'Asia/Tokyo')).toBe('Già utilizzato il 16/10/2025 alle 22:41.')
  })
})
