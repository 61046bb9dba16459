// The kiosk's memory that outlives a reload or a power cut, in IndexedDB (through idb): the last
// offline bundle, the admissions this device decided or saw (so a ticket is not let in twice
// while offline), and the offline admissions still to upload (the durable queue of src/api).
import type { DBSchema } from 'idb'
import type { OfflineBundle, OfflineScan } from '../../src/api/contract.ts'
import { createQueueStore, lazyDatabase, queueIn } from '../../src/api/durable-queue.ts'

export interface LocalAdmission {
  /** `${secretHash}|${admissionKey}`: one admission per ticket and policy window. */
  id: string
  at: number
  gate: string
}

interface KioskDb extends DBSchema {
  bundle: { key: string; value: OfflineBundle }
  admissions: { key: string; value: LocalAdmission }
  queue: { key: string; value: OfflineScan; indexes: { byTime: string } }
}

const DB_NAME = 'fiera-kiosk'
const BUNDLE_KEY = 'current'

export interface OfflineStore {
  loadBundle(): Promise<OfflineBundle | undefined>
  saveBundle(bundle: OfflineBundle): Promise<void>
  findAdmission(id: string): Promise<LocalAdmission | undefined>
  recordAdmission(admission: LocalAdmission): Promise<void>
  /** Keeps an offline admission for upload; the local record in the same transaction. */
  queueScan(scan: OfflineScan, admission: LocalAdmission): Promise<void>
  /** Keeps an offline exit for upload. */
  queueExit(scan: OfflineScan): Promise<void>
  pendingScans(limit: number): Promise<OfflineScan[]>
  countPending(): Promise<number>
  removeScans(nonces: string[]): Promise<void>
}

export function openOfflineStore(name = DB_NAME): OfflineStore {
  const db = lazyDatabase<KioskDb>(name, 1, (database) => {
    database.createObjectStore('bundle')
    database.createObjectStore('admissions', { keyPath: 'id' })
    createQueueStore(database, 'queue', 'nonce', 'scanned_at')
  })
  const queue = queueIn(db, 'queue')
  return {
    loadBundle: async () => (await db()).get('bundle', BUNDLE_KEY),
    saveBundle: async (bundle) => {
      await (await db()).put('bundle', bundle, BUNDLE_KEY)
    },
    findAdmission: async (id) => (await db()).get('admissions', id),
    recordAdmission: async (admission) => {
      await (await db()).put('admissions', admission)
    },
    queueScan: async (scan, admission) => {
      const tx = (await db()).transaction(['queue', 'admissions'], 'readwrite')
      await Promise.all([
        tx.objectStore('queue').put(scan),
        tx.objectStore('admissions').put(admission),
        tx.done,
      ])
    },
    queueExit: queue.add,
    pendingScans: queue.oldest,
    countPending: queue.count,
    removeScans: queue.remove,
  }
}
