// The exhibitor's portal calls (issue 21) and the attendee's list of badge scans. Lead scans made
// offline wait in the durable queue the kiosk uses too (IndexedDB, per account) and are sent when
// the connection returns: the server keeps one lead per visitor, so a replay is safe.
import { useCallback, useEffect, useRef, useState } from 'react'
import useSWR from 'swr'
import { apiRequest, RequestError, swrFetcher } from './client.ts'
import type { ExhibitorVendor, ExhibitorVendorUpdate, Lead, LeadUpdate } from './contract.ts'
import { type DurableQueue, openDurableQueue } from './durable-queue.ts'

export const EXHIBITOR_VENDOR_PATH = '/api/exhibitor/vendor'
export const INTEREST_PATH = '/api/exhibitor/interest'
export const LEADS_PATH = '/api/exhibitor/leads'
export const LEADS_CSV_PATH = '/api/exhibitor/leads.csv'
export const BADGE_SCANS_PATH = '/api/users/me/badge-scans'

export const useExhibitorVendor = () =>
  useSWR(EXHIBITOR_VENDOR_PATH, swrFetcher('ExhibitorVendorSchema'))
export const useInterest = () => useSWR(INTEREST_PATH, swrFetcher('InterestSchema'))
export const useLeads = () => useSWR(LEADS_PATH, swrFetcher('LeadListSchema'))
export const useBadgeScans = () => useSWR(BADGE_SCANS_PATH, swrFetcher('BadgeScanListSchema'))

export const updateExhibitorVendor = (changes: ExhibitorVendorUpdate): Promise<ExhibitorVendor> =>
  apiRequest(EXHIBITOR_VENDOR_PATH, {
    method: 'PUT',
    json: changes,
    schema: 'ExhibitorVendorSchema',
  })

export const uploadLogo = (file: Blob): Promise<ExhibitorVendor> =>
  apiRequest(`${EXHIBITOR_VENDOR_PATH}/logo`, {
    method: 'PUT',
    file,
    schema: 'ExhibitorVendorSchema',
  })

export async function acceptInterest(userId: number): Promise<void> {
  await apiRequest(`${INTEREST_PATH}/${userId}/accept`, { method: 'POST' })
}

export const scanLead = (qrCodeData: string): Promise<Lead> =>
  apiRequest(`${LEADS_PATH}/scan`, {
    method: 'POST',
    json: { qr_code_data: qrCodeData },
    schema: 'LeadSchema',
  })

export const updateLead = (id: number, changes: LeadUpdate): Promise<Lead> =>
  apiRequest(`${LEADS_PATH}/${id}`, { method: 'PATCH', json: changes, schema: 'LeadSchema' })

/** Downloads the CSV of leads and mutual matches as a file named by the day. */
export async function downloadLeadsCsv(): Promise<void> {
  const csv = await apiRequest(LEADS_CSV_PATH)
  const url = URL.createObjectURL(
    new Blob([typeof csv === 'string' ? csv : ''], { type: 'text/csv;charset=utf-8' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = `fiera-contatti-${new Date().toISOString().slice(0, 10)}.csv`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** A scan the network could not carry, waiting to be sent (oldest first). */
export interface PendingLead {
  code: string
  queued_at: number
}

/**
 * When a scan joins the queue: the clock, but always later than the scan before it, so that two
 * scans in one millisecond keep their order (the queue sorts by this time, and on a tie by code).
 */
let lastQueuedAt = 0
const nextQueuedAt = () => (lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1))

/** Where lead scans waited before they moved to IndexedDB (one key per account). */
export const legacyLeadQueueKey = (userId: number) => `fiera.leads.pending.${userId}`

/** Scans kept by an earlier version in localStorage join the queue, oldest first, once. */
async function adoptLegacyScans(userId: number, queue: DurableQueue<PendingLead>): Promise<void> {
  let codes: unknown
  try {
    codes = JSON.parse(localStorage.getItem(legacyLeadQueueKey(userId)) ?? '[]')
  } catch {
    codes = []
  }
  if (!Array.isArray(codes)) codes = []
  const kept = (codes as unknown[]).filter((c): c is string => typeof c === 'string')
  // Earlier than anything scanned from now on, in the order they were kept.
  const first = Date.now() - kept.length
  for (const [index, code] of kept.entries()) await queue.add({ code, queued_at: first + index })
  localStorage.removeItem(legacyLeadQueueKey(userId))
}

const leadQueues = new Map<number, Promise<DurableQueue<PendingLead>>>()

/** The account's queue of lead scans (IndexedDB, or memory where there is none). */
export function leadQueueOf(userId: number): Promise<DurableQueue<PendingLead>> {
  let queue = leadQueues.get(userId)
  if (!queue) {
    const opened = openDurableQueue<PendingLead>(`fiera-leads-${userId}`, 'code', 'queued_at')
    queue = adoptLegacyScans(userId, opened).then(
      () => opened,
      // localStorage blocked: nothing was kept there either.
      () => opened,
    )
    leadQueues.set(userId, queue)
  }
  return queue
}

/** What one scan came to: recorded now, kept for later (offline), or refused by the server. */
export type LeadScanOutcome =
  { kind: 'recorded'; lead: Lead } | { kind: 'queued' } | { kind: 'refused'; message: string }

/** A queued scan the server refused when it was sent (a revoked ticket, a foreign code). */
export interface RefusedLead {
  code: string
  message: string
}

/** A refusal is final; a timeout, a limit, a server failure or no network is worth a retry. */
const isRefusal = (error: unknown): error is RequestError =>
  error instanceof RequestError && error.status < 500 && ![408, 429].includes(error.status)

export interface LeadScannerOptions {
  send?: (code: string) => Promise<Lead>
  queueOf?: (userId: number) => Promise<DurableQueue<PendingLead>>
}

/**
 * Lead scanning with an offline queue: a scan the network could not carry is kept and resent,
 * oldest first and once each, when the browser is back online (or on `flush`); a refusal is
 * answered at once, or listed in `refused` when it comes back for a queued scan.
 */
export function useLeadScanner(
  userId: number | null,
  onRecorded: () => void,
  { send = scanLead, queueOf = leadQueueOf }: LeadScannerOptions = {},
) {
  const [pending, setPending] = useState(0)
  const [refused, setRefused] = useState<RefusedLead[]>([])
  const running = useRef<Promise<void> | null>(null)

  const flush = useCallback((): Promise<void> => {
    if (userId === null) return Promise.resolve()
    // The online event, the button and the start may overlap: one replay at a time.
    running.current ??= (async () => {
      const queue = await queueOf(userId)
      try {
        for (;;) {
          const [next] = await queue.oldest(1)
          if (!next) break
          try {
            await send(next.code)
          } catch (error) {
            // Still offline or the server is failing: the rest waits for the next try.
            if (!isRefusal(error)) break
            setRefused((list) => [...list, { code: next.code, message: error.message }])
          }
          await queue.remove([next.code])
        }
      } finally {
        running.current = null
      }
      setPending(await queue.count())
      onRecorded()
    })()
    return running.current
  }, [userId, onRecorded, send, queueOf])

  useEffect(() => {
    if (userId === null) return
    let live = true
    const onOnline = () => void flush()
    window.addEventListener('online', onOnline)
    // Scans left from an earlier visit are counted, and sent if the network is there.
    void queueOf(userId)
      .then((queue) => queue.count())
      .then((count) => {
        if (!live) return
        setPending(count)
        if (count > 0 && navigator.onLine) onOnline()
      })
      .catch(() => undefined)
    return () => {
      live = false
      window.removeEventListener('online', onOnline)
    }
  }, [flush, userId, queueOf])

  const scan = useCallback(
    async (code: string): Promise<LeadScanOutcome> => {
      try {
        const lead = await send(code)
        onRecorded()
        return { kind: 'recorded', lead }
      } catch (error) {
        if (isRefusal(error)) return { kind: 'refused', message: error.message }
        if (userId !== null) {
          const queue = await queueOf(userId)
          await queue.add({ code, queued_at: nextQueuedAt() })
          setPending(await queue.count())
        }
        return { kind: 'queued' }
      }
    },
    [userId, onRecorded, send, queueOf],
  )

  const dismissRefused = useCallback(() => setRefused([]), [])

  return { scan, pending, flush, refused, dismissRefused }
}
