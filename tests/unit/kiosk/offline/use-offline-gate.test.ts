// The offline bundle stays fresh while the kiosk is online: fetched at once, again every
// `refresh_seconds` the server gives (a few minutes), kept on the device each time, and no
// longer asked for once the kiosk is offline.
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OfflineBundle } from '../../../../src/api/contract.ts'
import type { OfflineStore } from '../../../../kiosk/offline/offline-store.ts'
import { useOfflineGate } from '../../../../kiosk/offline/use-offline-gate.ts'

function bundleAt(generated: string): OfflineBundle {
  return {
    generated_at: generated,
    public_keys: [],
    revoked: [],
    replaced: [],
    policy: 'daily',
    time_zone: 'Europe/Rome',
    fair_days: [],
    refresh_seconds: 180,
  }
}

/** A device's memory without IndexedDB: only what these tests read. */
function memoryStore() {
  const saved: OfflineBundle[] = []
  const store: OfflineStore = {
    loadBundle: async () => saved.at(-1),
    saveBundle: async (bundle) => {
      saved.push(bundle)
    },
    findAdmission: async () => undefined,
    recordAdmission: async () => undefined,
    queueScan: async () => undefined,
    queueExit: async () => undefined,
    pendingScans: async () => [],
    countPending: async () => 0,
    removeScans: async () => undefined,
  }
  return { store, saved }
}

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
