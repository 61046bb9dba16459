import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TicketValidation, TicketValidationRequest } from '../../../src/api/contract.ts'
import { useGateController } from '../../../kiosk/use-gate-controller.ts'

const VALID: TicketValidation = {
  valid: true,
  message: 'Benvenuto',
  ticket_uuid: 'u',
  user_id: 1,
  reason: 'ok',
  first_used_at: null,
  first_gate: null,
}

function setup(validate: (request: TicketValidationRequest) => Promise<TicketValidation>) {
  const sound = vi.fn()
  const ping = vi.fn(async () => false)
  const hook = renderHook(() =>
    useGateController({ gate: 'Nord', pauseMs: 2500, validate, sound, ping, pingIntervalMs: 1000 }),
  )
  return { ...hook, sound, ping }
}

describe('useGateController', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })
  afterEach(() => vi.useRealTimers())

  it('validates with gate and nonce, counts admissions and plays the verdict sound', async () => {
    const validate = vi.fn(async () => VALID)
    const { result, sound } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.verdict?.kind).toBe('valid'))
    expect(validate).toHaveBeenCalledWith({
      qr_code_data: 'CODE-1',
      gate: 'Nord',
      nonce: expect.stringMatching(/^[\w-]{8,}$/) as string,
    })
    expect(result.current.admissions).toBe(1)
    expect(sound).toHaveBeenCalledWith('valid')
    expect(sessionStorage.getItem('fiera.kiosk.admissions.Nord')).toBe('1')
  })

  it('does not re-send a ticket still in view, and clears the verdict after the pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const validate = vi.fn(async () => VALID)
    const { result } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.verdict).not.toBeNull())
    act(() => result.current.submit('CODE-1'))
    await act(async () => vi.advanceTimersByTime(2600))
    expect(result.current.verdict).toBeNull()
    act(() => result.current.submit('CODE-1'))
    expect(validate).toHaveBeenCalledTimes(1)
  })

  it('answers a code admitted here, and seen within 10 s since, without a call, never in red', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const validate = vi.fn(async () => VALID)
    const { result } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.verdict?.kind).toBe('valid'))
    const green = result.current.verdict
    // While the green verdict shows, it stays as it is.
    await act(async () => vi.advanceTimersByTime(1000))
    act(() => result.current.submit('CODE-1'))
    expect(result.current.verdict).toBe(green)
    // After it cleared (and past the 4 s repeat window), a neutral "already registered".
    await act(async () => vi.advanceTimersByTime(6500))
    expect(result.current.verdict).toBeNull()
    act(() => result.current.submit('CODE-1'))
    expect(result.current.verdict?.kind).toBe('recent')
    expect(validate).toHaveBeenCalledTimes(1)
    expect(result.current.admissions).toBe(1)
    // Still held up past 10 s from its admission: each sighting keeps the window open.
    await act(async () => vi.advanceTimersByTime(5000))
    act(() => result.current.submit('CODE-1'))
    expect(result.current.verdict?.kind).toBe('recent')
    expect(validate).toHaveBeenCalledTimes(1)
    // Unseen for 10 s, the code is checked normally.
    await act(async () => vi.advanceTimersByTime(10_100))
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(validate).toHaveBeenCalledTimes(2))
  })

  it('sends a code again after a refusal (only admissions are answered locally)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const validate = vi.fn(async () => ({ ...VALID, valid: false, message: 'Non valido' }))
    const { result } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.verdict?.kind).toBe('invalid'))
    await act(async () => vi.advanceTimersByTime(7000))
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(validate).toHaveBeenCalledTimes(2))
    expect(result.current.verdict?.kind).not.toBe('recent')
  })

  it('does not send a code again while its validation is still running', async () => {
    let release: (value: TicketValidation) => void = () => undefined
    const validate = vi.fn(() => new Promise<TicketValidation>((resolve) => (release = resolve)))
    const { result } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    act(() => result.current.submit('CODE-1'))
    await act(async () => release(VALID))
    await waitFor(() => expect(result.current.verdict?.kind).toBe('valid'))
    expect(validate).toHaveBeenCalledTimes(1)
  })

  it('queues scans arriving during a validation instead of dropping them', async () => {
    let release: (value: TicketValidation) => void = () => undefined
    const validate = vi
      .fn<(request: TicketValidationRequest) => Promise<TicketValidation>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue({ ...VALID, valid: false, message: 'Già usato' })
    const { result } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    act(() => result.current.submit('CODE-2'))
    expect(validate).toHaveBeenCalledTimes(1)
    await act(async () => release(VALID))
    await waitFor(() => expect(validate).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(result.current.verdict?.kind).toBe('invalid'))
    expect(validate.mock.calls[1]?.[0].qr_code_data).toBe('CODE-2')
  })

  it('keeps unreachable scans for a retry with the same nonce', async () => {
    const validate = vi
      .fn<(request: TicketValidationRequest) => Promise<TicketValidation>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(VALID)
    const { result, sound } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.offline).toBe(true))
    expect(sound).toHaveBeenCalledWith('error')
    expect(result.current.pending).toHaveLength(1)
    const [scan] = result.current.pending
    act(() => result.current.retry(scan?.id ?? ''))
    await waitFor(() => expect(result.current.pending).toHaveLength(0))
    expect(result.current.offline).toBe(false)
    expect(result.current.admissions).toBe(1)
    expect(validate.mock.calls[1]?.[0].nonce).toBe(validate.mock.calls[0]?.[0].nonce)
  })

  it('leaves the offline state when the server answers a ping again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const validate = vi.fn(async (): Promise<TicketValidation> => {
      throw new TypeError('Failed to fetch')
    })
    const { result, ping } = setup(validate)
    act(() => result.current.submit('CODE-1'))
    await waitFor(() => expect(result.current.offline).toBe(true))
    ping.mockResolvedValue(true)
    await act(async () => vi.advanceTimersByTime(1100))
    await waitFor(() => expect(result.current.offline).toBe(false))
    expect(result.current.pending).toHaveLength(1)
  })

  it('keeps scans not yet validated across a reload of the gate', async () => {
    const validate = vi.fn(async (): Promise<TicketValidation> => {
      throw new TypeError('Failed to fetch')
    })
    const first = setup(validate)
    act(() => first.result.current.submit('CODE-1'))
    await waitFor(() => expect(first.result.current.pending).toHaveLength(1))
    first.unmount()
    const again = setup(vi.fn(async () => VALID))
    expect(again.result.current.pending).toEqual([
      expect.objectContaining({ code: 'CODE-1', nonce: first.result.current.pending[0]?.nonce }),
    ])
    act(() => again.result.current.retryAll())
    await waitFor(() => expect(again.result.current.pending).toHaveLength(0))
    expect(localStorage.getItem('fiera.kiosk.pending.Nord')).toBeNull()
  })
})
