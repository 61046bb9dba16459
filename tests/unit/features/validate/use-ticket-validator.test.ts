import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RequestError } from '../../../../src/api/client.ts'
import type { TicketValidation } from '../../../../src/api/contract.ts'
import { useTicketValidator } from '../../../../src/features/validate/use-ticket-validator.ts'

const VALID: TicketValidation = {
  valid: true,
  message: 'Ingresso consentito',
  ticket_uuid: 'a1b2',
  user_id: 7,
  reason: 'ok',
  first_used_at: null,
  first_gate: null,
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useTicketValidator', () => {
  it('sends a code once while it validates and not again when equal to the last', async () => {
    const call = deferred<TicketValidation>()
    const validate = vi.fn(() => call.promise)
    const { result } = renderHook(() => useTicketValidator(validate))

    act(() => {
      expect(result.current.submit('CODE-1')).toBe(true)
    })
    expect(result.current.state).toEqual({ phase: 'validating', code: 'CODE-1' })
    act(() => {
      expect(result.current.submit('CODE-2')).toBe(false)
      expect(result.current.submit('CODE-1')).toBe(false)
    })
    await act(async () => call.resolve(VALID))
    expect(result.current.state).toEqual({
      phase: 'done',
      code: 'CODE-1',
      outcome: { kind: 'valid', result: VALID },
    })
    act(() => {
      expect(result.current.submit('CODE-1')).toBe(false)
    })
    expect(validate).toHaveBeenCalledTimes(1)
    expect(validate).toHaveBeenCalledWith({ qr_code_data: 'CODE-1' })
  })

  it('resets to scanning and then accepts the same code again', async () => {
    const validate = vi.fn(async () => ({ ...VALID, valid: false, message: 'Già usato' }))
    const { result } = renderHook(() => useTicketValidator(validate))
    act(() => void result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state).toMatchObject({ outcome: { kind: 'invalid' } })
    act(() => result.current.reset())
    expect(result.current.state).toEqual({ phase: 'scanning' })
    act(() => void result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(validate).toHaveBeenCalledTimes(2)
  })

  it('maps an HTTP failure to its status and status text', async () => {
    const validate = vi.fn(async () => {
      throw new RequestError(403, 'Solo lo staff può convalidare', { detail: 'x' })
    })
    const { result } = renderHook(() => useTicketValidator(validate))
    act(() => void result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state).toMatchObject({
      outcome: { kind: 'error', status: 403, message: 'Error: Forbidden', unreachable: false },
    })
  })

  it('maps a network failure to status 500 and the error message', async () => {
    const validate = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { result } = renderHook(() => useTicketValidator(validate))
    act(() => void result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state).toMatchObject({
      outcome: { kind: 'error', status: 500, message: 'Error: Failed to fetch', unreachable: true },
    })
  })
})
