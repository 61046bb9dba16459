// The exhibitor's portal calls (issue 21) and the attendee's list of badge scans. Lead scans made
// offline wait in a queue kept in localStorage (per account, like the kiosk's pending scans) and
// are sent when the connection returns: the server keeps one lead per visitor, so a replay is safe.
import { useCallback, useEffect, useState } from 'react'
import useSWR from 'swr'
import { apiRequest, RequestError, swrFetcher } from './client.ts'
import type { ExhibitorVendor, ExhibitorVendorUpdate, Lead, LeadUpdate } from './contract.ts'

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

const queueKey = (userId: number) => `fiera.leads.pending.${userId}`

export function readLeadQueue(userId: number): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(queueKey(userId)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : []
  } catch {
    return []
  }
}

function writeLeadQueue(userId: number, codes: string[]): void {
  try {
    localStorage.setItem(queueKey(userId), JSON.stringify(codes))
  } catch {
    // Private mode or full storage: the scan is still tried while the page is open.
  }
}

/** What one scan came to: recorded now, kept for later (offline), or refused by the server. */
export type LeadScanOutcome =
  { kind: 'recorded'; lead: Lead } | { kind: 'queued' } | { kind: 'refused'; message: string }

/**
 * Lead scanning with an offline queue: a scan the network could not carry is kept and resent
 * when the browser is back online (or on `flush`); a refusal (4xx) is answered, never queued.
 */
export function useLeadScanner(userId: number | null, onRecorded: () => void) {
  const [pending, setPending] = useState<string[]>(() =>
    userId === null ? [] : readLeadQueue(userId),
  )

  const flush = useCallback(async () => {
    if (userId === null) return
    for (const code of readLeadQueue(userId)) {
      try {
        await scanLead(code)
      } catch (error) {
        // Still offline or the server is failing: keep the rest for the next try.
        if (!(error instanceof RequestError && error.status < 500)) break
      }
      writeLeadQueue(
        userId,
        readLeadQueue(userId).filter((c) => c !== code),
      )
    }
    setPending(readLeadQueue(userId))
    onRecorded()
  }, [userId, onRecorded])

  useEffect(() => {
    const onOnline = () => void flush()
    window.addEventListener('online', onOnline)
    // Scans left from an earlier visit are sent once the screen has settled.
    const leftOver = userId !== null && readLeadQueue(userId).length > 0 && navigator.onLine
    const timer = leftOver ? setTimeout(onOnline, 0) : undefined
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', onOnline)
    }
  }, [flush, userId])

  const scan = useCallback(
    async (code: string): Promise<LeadScanOutcome> => {
      try {
        const lead = await scanLead(code)
        onRecorded()
        return { kind: 'recorded', lead }
      } catch (error) {
        if (error instanceof RequestError && error.status < 500) {
          return { kind: 'refused', message: error.message }
        }
        if (userId !== null) {
          const queue = readLeadQueue(userId)
          if (!queue.includes(code)) writeLeadQueue(userId, [...queue, code])
          setPending(readLeadQueue(userId))
        }
        return { kind: 'queued' }
      }
    },
    [userId, onRecorded],
  )

  return { scan, pending: pending.length, flush }
}
