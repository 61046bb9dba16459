import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestError } from '../../../src/api/client.ts'
import type { Lead } from '../../../src/api/contract.ts'
import { leadQueueOf, legacyLeadQueueKey, useLeadScanner } from '../../../src/api/exhibitor.ts'

const lead = (id: number): Lead => ({
  id,
  scanned_at: '2025-10-16T09:00:00.000Z',
  rating: null,
  notes: null,
  contact: null,
})

/** A booth's network: it can drop, and it refuses the codes it does not know. */
function booth() {
  const state = { online: true, sent: [] as string[] }
  const send = vi.fn(async (code: string) => {
    if (!state.online) throw new TypeError('Failed to fetch')
    state.sent.push(code)
    if (code.startsWith('BAD')) throw new RequestError(404, 'Biglietto non riconosciuto.', {})
    return lead(state.sent.length)
  })
  return { state, send }
}

const goOnline = () => window.dispatchEvent(new Event('online'))

// Each test is another account, so that each starts from an empty queue of its own.
let userId = 100

describe('useLeadScanner', () => {
  beforeEach(() => {
    userId += 1
    localStorage.clear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('sends the scans kept offline once each, in order, when the network returns, and reports a refusal', async () => {
    const { state, send } = booth()
    const onRecorded = vi.fn()
    const { result } = renderHook(() => useLeadScanner(userId, onRecorded, { send }))

    state.online = false
    for (const code of ['F2.uno', 'BAD.due', 'F2.tre']) {
      let outcome: unknown
      await act(async () => {
        outcome = await result.current.scan(code)
      })
      expect(outcome).toEqual({ kind: 'queued' })
    }
    expect(result.current.pending).toBe(3)
    expect(state.sent).toEqual([])

    state.online = true
    // The online event, a second one and the button, all at once: still one replay.
    await act(async () => {
      goOnline()
      goOnline()
      await result.current.flush()
    })
    await waitFor(() => expect(result.current.pending).toBe(0))
    expect(state.sent).toEqual(['F2.uno', 'BAD.due', 'F2.tre'])
    expect(result.current.refused).toEqual([
      { code: 'BAD.due', message: 'Biglietto non riconosciuto.' },
    ])
    expect(onRecorded).toHaveBeenCalled()

    // Nothing is left to send again.
    await act(() => result.current.flush())
    expect(state.sent).toHaveLength(3)
    act(() => result.current.dismissRefused())
    expect(result.current.refused).toEqual([])
  })

  it('sends scans made within one millisecond in the order they were made', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { state, send } = booth()
    const { result } = renderHook(() => useLeadScanner(userId, () => {}, { send }))
    state.online = false
    for (const code of ['F2.zeta', 'F2.alfa', 'F2.emme']) {
      await act(async () => {
        await result.current.scan(code)
      })
    }
    vi.useRealTimers()
    state.online = true
    await act(() => result.current.flush())
    expect(state.sent).toEqual(['F2.zeta', 'F2.alfa', 'F2.emme'])
  })

  it('keeps the rest, in order, when the network drops again during the replay', async () => {
    const { state, send } = booth()
    const { result } = renderHook(() => useLeadScanner(userId, () => {}, { send }))
    state.online = false
    await act(async () => {
      await result.current.scan('F2.a')
      await result.current.scan('F2.b')
    })
    // The first goes through, then the network drops.
    send.mockImplementationOnce(async (code) => {
      state.sent.push(code)
      state.online = false
      return lead(1)
    })
    state.online = true
    await act(() => result.current.flush())
    expect(state.sent).toEqual(['F2.a'])
    expect(result.current.pending).toBe(1)
    state.online = true
    await act(() => result.current.flush())
    expect(state.sent).toEqual(['F2.a', 'F2.b'])
    expect(result.current.pending).toBe(0)
    expect(result.current.refused).toEqual([])
  })

  it('answers a refusal at once when online and keeps nothing', async () => {
    const { send } = booth()
    const { result } = renderHook(() => useLeadScanner(userId, () => {}, { send }))
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.scan('BAD.x')
    })
    expect(outcome).toEqual({ kind: 'refused', message: 'Biglietto non riconosciuto.' })
    expect(result.current.pending).toBe(0)
  })

  it('moves scans an earlier version kept in localStorage into the queue, and sends them once', async () => {
    localStorage.setItem(legacyLeadQueueKey(userId), JSON.stringify(['F2.vecchio', 'F2.antico']))
    const { state, send } = booth()
    state.online = false
    const first = renderHook(() => useLeadScanner(userId, () => {}, { send }))
    await waitFor(() => expect(first.result.current.pending).toBe(2))
    expect(localStorage.getItem(legacyLeadQueueKey(userId))).toBeNull()
    const queue = await leadQueueOf(userId)
    expect((await queue.oldest()).map((item) => item.code)).toEqual(['F2.vecchio', 'F2.antico'])
    first.unmount()

    // The next visit, online: sent at start, in their order, and not again on a later visit.
    state.online = true
    const second = renderHook(() => useLeadScanner(userId, () => {}, { send }))
    await waitFor(() => expect(state.sent).toEqual(['F2.vecchio', 'F2.antico']))
    await waitFor(() => expect(second.result.current.pending).toBe(0))
    second.unmount()
    const third = renderHook(() => useLeadScanner(userId, () => {}, { send }))
    await act(() => third.result.current.flush())
    expect(state.sent).toHaveLength(2)
  })

  it('still queues and replays while the page is open where IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const { state, send } = booth()
    const { result } = renderHook(() => useLeadScanner(userId, () => {}, { send }))
    state.online = false
    await act(async () => {
      await result.current.scan('F2.memoria')
    })
    expect(result.current.pending).toBe(1)
    expect(await (await leadQueueOf(userId)).count()).toBe(1)
    state.online = true
    await act(async () => {
      goOnline()
    })
    await waitFor(() => expect(result.current.pending).toBe(0))
    expect(state.sent).toEqual(['F2.memoria'])
  })
})
