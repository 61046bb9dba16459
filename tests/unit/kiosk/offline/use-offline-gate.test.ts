// The kiosk's offline half: exits and entries decided without the server wait in one queue and go
// up together, in the order they happened, in one sync call per batch (never one call per exit).
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LocalAdmission, OfflineStore } from '../../../../kiosk/offline/offline-store.ts'
import { useOfflineGate } from '../../../../kiosk/offline/use-offline-gate.ts'
import type {
  OfflineBundle,
  OfflineScan,
  TicketSyncRequest,
  TicketSyncResult,
} from '../../../../src/api/contract.ts'
import { ticketCode, ticketSigningKey } from '../../../../server/domain/tickets.ts'

const SECRET = 'a-test-ticket-secret-of-enough-length-0123456789'

function bundle(): OfflineBundle {
  const key = ticketSigningKey(SECRET)
  return {
    generated_at: new Date().toISOString(),
    public_keys: [{ key_id: key.keyId, public_key: key.publicKeyRaw }],
    revoked: [],
    replaced: [],
    policy: 'daily',
    time_zone: 'Europe/Rome',
    fair_days: [],
    refresh_seconds: 180,
  }
}

/** IndexedDB's part, in memory (jsdom has none): the same contract as offline-store.ts. */
function memoryStore(kept: OfflineBundle): OfflineStore {
  const queue = new Map<string, OfflineScan>()
  const admissions = new Map<string, LocalAdmission>()
  return {
    loadBundle: async () => kept,
    saveBundle: async () => undefined,
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
}

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
      store: memoryStore(kept),
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
