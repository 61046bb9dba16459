import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OfflineScan } from '../../../../src/api/contract.ts'
import { openOfflineStore } from '../../../../kiosk/offline/offline-store.ts'

const scan = (nonce: string, minute: number, direction: 'in' | 'out' = 'in'): OfflineScan => ({
  nonce,
  qr_code_data: `F2.${nonce}`,
  gate: 'Nord',
  direction,
  scanned_at: `2025-10-16T09:${String(minute).padStart(2, '0')}:00.000Z`,
})

let names = 0

describe('the kiosk offline store (over the durable queue)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps admissions and exits for upload in scan order, and the admission record with them', async () => {
    const name = `kiosk-test-${++names}`
    const store = openOfflineStore(name)
    await store.queueScan(scan('n2', 2), { id: 'h2|d', at: 2, gate: 'Nord' })
    await store.queueExit(scan('n3', 3, 'out'))
    await store.queueScan(scan('n1', 1), { id: 'h1|d', at: 1, gate: 'Nord' })
    expect(await store.countPending()).toBe(3)
    expect((await store.pendingScans(2)).map((s) => s.nonce)).toEqual(['n1', 'n2'])
    expect(await store.findAdmission('h2|d')).toEqual({ id: 'h2|d', at: 2, gate: 'Nord' })

    // After a reload the same device still has them.
    const reopened = openOfflineStore(name)
    await reopened.removeScans(['n1', 'n2'])
    expect((await reopened.pendingScans(10)).map((s) => s.nonce)).toEqual(['n3'])
    expect(await reopened.findAdmission('h1|d')).toBeDefined()
  })

  it('rejects, instead of throwing, where IndexedDB is missing (the gate catches it)', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const store = openOfflineStore(`kiosk-test-${++names}`)
    await expect(store.countPending()).rejects.toThrow(/IndexedDB/)
    await expect(store.loadBundle()).rejects.toThrow(/IndexedDB/)
  })
})
