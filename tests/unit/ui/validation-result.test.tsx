import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TicketValidation } from '../../../src/api/contract.ts'
import { ValidationResult, validationVerdict } from '../../../src/ui/validation-result.tsx'

const ticket: TicketValidation = {
  valid: true,
  message: 'OK',
  ticket_uuid: 'abc',
  user_id: 7,
  reason: 'ok',
  first_used_at: null,
  first_gate: null,
}

describe('validationVerdict', () => {
  it('is valid, invalid or error', () => {
    expect(validationVerdict(ticket)).toBe('valid')
    expect(validationVerdict({ ...ticket, valid: false })).toBe('invalid')
    expect(validationVerdict(undefined, { status: 500, message: 'Error: boom' })).toBe('error')
    expect(validationVerdict(ticket, { status: 502, message: 'Error: Bad Gateway' })).toBe('error')
  })
})

describe('ValidationResult', () => {
  it('shows ticket and user id only for a valid ticket', () => {
    const { rerender } = render(<ValidationResult validation={ticket} />)
    expect(screen.getByRole('heading', { name: 'Biglietto Valido' })).toBeInTheDocument()
    expect(screen.getByText('abc')).toBeInTheDocument()
    rerender(<ValidationResult validation={{ ...ticket, valid: false, message: 'Già usato' }} />)
    expect(screen.getByRole('heading', { name: 'Biglietto Non Valido' })).toBeInTheDocument()
    expect(screen.queryByText('abc')).toBeNull()
    rerender(<ValidationResult error={{ status: 404, message: 'Error: Not Found' }} />)
    expect(screen.getByRole('heading', { name: 'Errore di Convalida' })).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
  })
})
