// The kiosk's offline half: it keeps the offline bundle fresh while the server answers, decides
// scans by itself when it does not (signature, revocation list, fair days and its own record of
// admissions), and uploads what it admitted once the server is back, in batches, until none wait.
import { useCallback, useEffect, useRef, useState } from 'react'
import { admissionKey, fairDay } from '../../src/api/admission.ts'
import type {
  OfflineBundle,
  OfflineScan,
  TicketSyncRequest,
  TicketSyncResult,
  TicketValidation,
} from '../../src/api/contract.ts'
import { getOfflineBundle, syncOfflineScans } from '../../src/api/tickets.ts'
import { t } from '../../src/i18n/it.ts'
import { checkOffline, secretHashOf } from './offline-ticket.ts'
import { openOfflineStore, type OfflineStore } from './offline-store.ts'

/** The contract's batch limit (TICKET_SYNC_MAX_SCANS), kept here so the gate needs no zod. */
const SYNC_BATCH = 500
const SYNC_RETRY_MS = 30_000

export interface OfflineGateOptions {
  /** Whether the server is believed reachable: the bundle refreshes and uploads run only then. */
  online: boolean
  store?: OfflineStore
  fetchBundle?: () => Promise<OfflineBundle>
  upload?: (request: TicketSyncRequest) => Promise<TicketSyncResult>
}

export interface OfflineGate {
  /** An offline bundle is on the device: signed tickets can be admitted without the server. */
  ready: boolean
  /** Offline admissions waiting to be uploaded. */
  waiting: number
  syncing: boolean
  /** The fair's time zone from the bundle (undefined before the first one): the verdicts' clock. */
  timeZone: string | undefined
  /** The kiosk's own verdict, or null when it cannot tell (no bundle, or an unsigned F1 code). */
  decide: (
    code: string,
    nonce: string,
    gate: string,
    direction?: 'in' | 'out',
  ) => Promise<TicketValidation | null>
  /** Notes an admission the server granted, so the same ticket is not let in again offline. */
  remember: (code: string, gate: string) => Promise<void>
}

let sharedStore: OfflineStore | undefined

function refusal(reason: TicketValidation['reason']): TicketValidation {
  return {
    valid: false,
    message: reason === 'already_used' ? t.kiosk.reasons.already_used : t.kiosk.reasons.invalid,
    ticket_uuid: null,
    user_id: null,
    reason,
    first_used_at: null,
    first_gate: null,
  }
}

export function useOfflineGate({
  online,
  store = (sharedStore ??= openOfflineStore()),
  fetchBundle = getOfflineBundle,
  upload = syncOfflineScans,
}: OfflineGateOptions): OfflineGate {
  const [bundle, setBundle] = useState<OfflineBundle | null>(null)
  const [waiting, setWaiting] = useState(0)
  const [syncing, setSyncing] = useState(false)
  const bundleRef = useRef<OfflineBundle | null>(null)
  const syncingRef = useRef(false)

  const adopt = useCallback((next: OfflineBundle) => {
    bundleRef.current = next
    setBundle(next)
  }, [])

  // What the device kept from before a reload: the last bundle and the uploads still due.
  useEffect(() => {
    let live = true
    // Without IndexedDB (a private window, storage blocked) there is nothing kept: the kiosk
    // works online, and offline only with the bundle it fetches in this session.
    const nothingKept = () => undefined
    void store
      .loadBundle()
      .then((kept) => {
        if (live && kept && !bundleRef.current) adopt(kept)
      })
      .catch(nothingKept)
    void store
      .countPending()
      .then((count) => {
        if (live) setWaiting(count)
      })
      .catch(nothingKept)
    return () => {
      live = false
    }
  }, [store, adopt])

  const sync = useCallback(async () => {
    if (syncingRef.current) return
    syncingRef.current = true
    try {
      for (;;) {
        const scans = await store.pendingScans(SYNC_BATCH)
        if (scans.length === 0) break
        setSyncing(true)
        const { results } = await upload({ scans })
        // Every outcome is final (recorded, duplicate, conflict, invalid): none is sent again.
        await store.removeScans(results.map((result) => result.nonce))
        setWaiting(await store.countPending())
        if (results.length === 0) break
      }
    } catch {
      // Still offline, or the server refused: the scans stay and the next attempt sends them.
    } finally {
      syncingRef.current = false
      setSyncing(false)
    }
  }, [store, upload])

  // While the server answers: refresh the bundle now and every few minutes, and upload.
  useEffect(() => {
    if (!online) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = async () => {
      try {
        const next = await fetchBundle()
        if (!live) return
        adopt(next)
        await store.saveBundle(next)
        timer = setTimeout(() => void refresh(), next.refresh_seconds * 1000)
      } catch {
        if (live) timer = setTimeout(() => void refresh(), SYNC_RETRY_MS)
      }
    }
    void refresh()
    const first = setTimeout(() => void sync(), 0)
    const uploads = setInterval(() => void sync(), SYNC_RETRY_MS)
    return () => {
      live = false
      clearTimeout(timer)
      clearTimeout(first)
      clearInterval(uploads)
    }
  }, [online, fetchBundle, store, adopt, sync])

  const decide = useCallback(
    async (
      code: string,
      nonce: string,
      gate: string,
      direction: 'in' | 'out' = 'in',
    ): Promise<TicketValidation | null> => {
      const current = bundleRef.current
      if (!current) return null
      const check = await checkOffline(code, current)
      if (check.kind === 'unverifiable') return null
      if (check.kind === 'forged') return refusal('invalid')
      if (direction === 'out') {
        // Nobody is kept in: the exit is kept for upload, whatever the ticket's state.
        await store.queueExit({
          nonce,
          qr_code_data: code.trim(),
          gate,
          direction: 'out',
          scanned_at: new Date().toISOString(),
        })
        setWaiting((count) => count + 1)
        return {
          ...refusal('exit_ok'),
          valid: true,
          message: t.kiosk.offline.exited,
        }
      }
      // A bundle stored by an older kiosk version has no `replaced` list.
      if ((current.replaced as string[] | undefined)?.includes(check.secretHash)) {
        return { ...refusal('replaced'), message: t.kiosk.reasons.replaced }
      }
      if (current.revoked.includes(check.secretHash)) {
        return { ...refusal('revoked'), message: t.kiosk.reasons.revoked }
      }
      const now = new Date()
      if (
        current.fair_days.length > 0 &&
        !current.fair_days.includes(fairDay(now, current.time_zone))
      ) {
        return { ...refusal('not_valid_today'), message: t.kiosk.reasons.not_valid_today }
      }
      const key = admissionKey(current.policy, now, current.time_zone, nonce)
      const id = `${check.secretHash}|${key}`
      const before = await store.findAdmission(id)
      if (before) {
        return {
          ...refusal('already_used'),
          first_used_at: new Date(before.at).toISOString(),
          first_gate: before.gate,
        }
      }
      const scan: OfflineScan = {
        nonce,
        qr_code_data: code.trim(),
        gate,
        direction: 'in',
        scanned_at: now.toISOString(),
      }
      await store.queueScan(scan, { id, at: now.getTime(), gate })
      setWaiting((count) => count + 1)
      return {
        valid: true,
        message: t.kiosk.offline.admitted,
        ticket_uuid: null,
        user_id: null,
        reason: 'ok',
        first_used_at: null,
        first_gate: null,
      }
    },
    [store],
  )

  const remember = useCallback(
    async (code: string, gate: string) => {
      const current = bundleRef.current
      const hash = current ? await secretHashOf(code) : null
      if (!current || !hash) return
      const now = new Date()
      // Unlimited admits every scan: nothing to remember.
      if (current.policy === 'unlimited') return
      const key = admissionKey(current.policy, now, current.time_zone, '')
      await store.recordAdmission({ id: `${hash}|${key}`, at: now.getTime(), gate })
    },
    [store],
  )

  return { ready: bundle !== null, waiting, syncing, timeZone: bundle?.time_zone, decide, remember }
}
