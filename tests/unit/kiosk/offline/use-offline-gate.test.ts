// The kiosk's offline half. The offline bundle stays fresh while the kiosk is online: fetched at
// once, again every `refresh_seconds` the server gives (a few minutes), kept on the device each
// time, and no longer asked for once the kiosk is offline. Exits and entries decided without the
// server wait in one queue and go up together, in the order they happened, in one sync call per
// batch (never one call per exit).
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LocalAdmission, OfflineStore } from '../../../../kiosk/offline/offline-store.ts'
import { useOfflineGate } from '../../../../kiosk/offline/use-offline-gate.ts'
import type {
  OfflineBundle,
  OfflineScan,
  TicketSyncRequest,
  TicketSyncResult,
} from '../../../../src/api/contract.ts'
import { ticketCode, ticketSigningKey } from '../../../../server/domain/tickets.ts'
import { offlineBundle } from '../../../support/offline-bundle.ts'

const SECRET = 'a-test-ticket-secret-of-enough-length-0123456789'

function bundle(): OfflineBundle {
  const key = ticketSigningKey(SECRET)
  return offlineBundle({ public_keys: [{ key_id: key.keyId, public_key: key.publicKeyRaw }] })
}

/** IndexedDB's part, in memory (jsdom has none): the same contract as offline-store.ts. */
function memoryStore(kept?: OfflineBundle) {
  const saved: OfflineBundle[] = []
  const queue = new Map<string, OfflineScan>()
  const admissions = new Map<string, LocalAdmission>()
  const store: OfflineStore = {
    loadBundle: async () => saved.at(-1) ?? kept,
    saveBundle: async (bundle) => void saved.push(bundle),
    findAdmission: async (id) => admissions.get(id),
    recordAdmission: async (admission) => void admissions.set(admission.id, admission),
    queueScan: async (scan, admission) => {
      queue.set(scan.nonce, scan)
      admissions.set(admission.id, admission)
    },
    queueExit: async (scan) => void queue.set(scan.nonce, scan),
    pendingScans: async (limit) =>
      [...queue.values()].sort((a, b) => a.scanned_at.localeCompare(b.scanned_at)).slice(0, limit),
    countPending: async () => queue.size,
    removeScans: async (nonces) => nonces.forEach((nonce) => queue.delete(nonce)),
  }
  return { store, saved }
}

const bundleAt = (generated: string) => offlineBundle({ generated_at: generated })

describe('useOfflineGate', () => {
  it('uploads offline exits with the entries, in one batch ordered by time', async () => {
    const kept = bundle()
    const code = ticketCode(SECRET, '5b1f0c1e-3f7a-4a8e-9a55-0d3c2b1a0f99').qrCodeData
    const upload = vi.fn(async (request: TicketSyncRequest): Promise<TicketSyncResult> => ({
      results: request.scans.map((scan) => ({
        nonce: scan.nonce,
        outcome: 'recorded',
        conflict: null,
      })),
    }))
    const options = {
      store: memoryStore(kept).store,
      fetchBundle: vi.fn(async () => kept),
      upload,
    }
    const { result, rerender } = renderHook(
      (online: boolean) => useOfflineGate({ ...options, online }),
      {
        initialProps: false,
      },
    )
    await waitFor(() => expect(result.current.ready).toBe(true))

    const verdicts = []
    for (const [nonce, gate, direction] of [
      ['n-1', 'Ingresso Nord', 'in'],
      ['n-2', 'Uscita Est', 'out'],
      ['n-3', 'Ingresso Nord', 'in'],
      ['n-4', 'Uscita Ovest', 'out'],
    ] as const) {
      verdicts.push(await act(() => result.current.decide(code, nonce, gate, direction)))
      // Distinct times, as at a real gate.
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    // Entry, exit, the same day's entry again (refused locally: this device let it in), exit.
    expect(verdicts.map((verdict) => verdict?.reason)).toEqual([
      'ok',
      'exit_ok',
      'already_used',
      'exit_ok',
    ])
    expect(result.current.waiting).toBe(3)
    expect(upload).not.toHaveBeenCalled()

    rerender(true)
    await waitFor(() => expect(result.current.waiting).toBe(0))
    expect(upload).toHaveBeenCalledTimes(1)
    const [{ scans }] = upload.mock.calls[0] as [TicketSyncRequest]
    expect(scans.map((scan) => [scan.nonce, scan.direction, scan.gate])).toEqual([
      ['n-1', 'in', 'Ingresso Nord'],
      ['n-2', 'out', 'Uscita Est'],
      ['n-4', 'out', 'Uscita Ovest'],
    ])
    const times = scans.map((scan) => Date.parse(scan.scanned_at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })
})

describe('the offline bundle', () => {
  afterEach(() => vi.useRealTimers())

  it('is fetched at once and every refresh_seconds while online, and kept each time', async () => {
    vi.useFakeTimers()
    const { store, saved } = memoryStore()
    let served = 0
    const fetchBundle = vi.fn(async () =>
      bundleAt(new Date(Date.UTC(2025, 9, 16, 8, served++)).toISOString()),
    )
    const upload = vi.fn(async () => ({ results: [] }))
    const hook = renderHook(
      ({ online }) => useOfflineGate({ online, store, fetchBundle, upload }),
      {
        initialProps: { online: true },
      },
    )
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(fetchBundle).toHaveBeenCalledTimes(1)
    expect(hook.result.current.ready).toBe(true)

    await act(() => vi.advanceTimersByTimeAsync(179_000))
    expect(fetchBundle).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(fetchBundle).toHaveBeenCalledTimes(2)
    await act(() => vi.advanceTimersByTimeAsync(180_000))
    expect(fetchBundle).toHaveBeenCalledTimes(3)
    expect(saved.map((bundle) => bundle.generated_at)).toEqual([
      '2025-10-16T08:00:00.000Z',
      '2025-10-16T08:01:00.000Z',
      '2025-10-16T08:02:00.000Z',
    ])

    hook.rerender({ online: false })
    await act(() => vi.advanceTimersByTimeAsync(600_000))
    expect(fetchBundle).toHaveBeenCalledTimes(3)
    // Still able to decide by itself with what it kept.
    expect(hook.result.current.ready).toBe(true)
  })

  it('retries a failed fetch within a minute instead of waiting for the next refresh', async () => {
    vi.useFakeTimers()
    const { store, saved } = memoryStore()
    const fetchBundle = vi
      .fn<() => Promise<OfflineBundle>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(bundleAt('2025-10-16T08:00:00.000Z'))
    const upload = vi.fn(async () => ({ results: [] }))
    renderHook(() => useOfflineGate({ online: true, store, fetchBundle, upload }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(saved).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(fetchBundle).toHaveBeenCalledTimes(2)
    expect(saved).toHaveLength(1)
  })
})
