// The organiser console's calls (/api/admin/*, role admin): one fetcher per endpoint and the SWR
// hooks of the console's lists. Loaded only with the console's code.
import useSWR from 'swr'
import { apiRequest } from './client.ts'
import type {
  AccountUpdate,
  AuditQuery,
  EventInput,
  InviteRequest,
  ManualCheckinRequest,
  VendorInput,
} from './contract.ts'

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const adminPaths = {
  users: (q?: string, role?: string) => `/api/admin/users${query({ q, role })}`,
  user: (id: number) => `/api/admin/users/${id}`,
  /** Without a day: today in the fair's time zone, as the server counts it. */
  summary: (day?: string) => `/api/admin/gates/summary${query({ day })}`,
  conflicts: '/api/admin/gates/conflicts',
  checkinsCsv: (day: string) => `/api/admin/checkins.csv${query({ day })}`,
  audit: (filter: Partial<AuditQuery>) =>
    `/api/admin/audit${query(filter as Record<string, string | number | undefined>)}`,
  vendors: '/api/admin/vendors',
  events: '/api/admin/events',
} as const

export const getAccounts = (path: string) => apiRequest(path, { schema: 'AdminUserListSchema' })
export const getAccount = (path: string) => apiRequest(path, { schema: 'AdminUserDetailSchema' })
export const getGateSummary = (path: string) => apiRequest(path, { schema: 'GateSummarySchema' })
export const getGateConflicts = (path: string) =>
  apiRequest(path, { schema: 'GateConflictListSchema' })
export const getAudit = (path: string) => apiRequest(path, { schema: 'AuditListSchema' })
export const getAdminVendors = (path: string) =>
  apiRequest(path, { schema: 'AdminVendorListSchema' })
export const getAdminEvents = (path: string) => apiRequest(path, { schema: 'AdminEventListSchema' })

export const inviteAccount = (invite: InviteRequest) =>
  apiRequest('/api/admin/users', { method: 'POST', json: invite, schema: 'AccountChangeSchema' })
export const updateAccount = (id: number, change: AccountUpdate) =>
  apiRequest(adminPaths.user(id), { method: 'PATCH', json: change, schema: 'AdminUserSchema' })
export const reissueTicket = (id: number) =>
  apiRequest(`${adminPaths.user(id)}/ticket/reissue`, {
    method: 'POST',
    schema: 'ReissueResultSchema',
  })
export const resendTicket = (id: number) =>
  apiRequest(`${adminPaths.user(id)}/ticket/resend`, { method: 'POST', schema: 'MessageSchema' })
export const admitManually = (id: number, admission: ManualCheckinRequest) =>
  apiRequest(`${adminPaths.user(id)}/checkins`, {
    method: 'POST',
    json: admission,
    schema: 'ManualCheckinResultSchema',
  })
export const downloadCheckins = (day: string) =>
  apiRequest(adminPaths.checkinsCsv(day)) as Promise<string>

/** A dry run or an import; a refused import answers 422 with the same report. */
export const importFiles = (
  files: File[],
  options: { dryRun: boolean; removeMissing: boolean },
) => {
  const formData = new FormData()
  for (const file of files) formData.append('files', file, file.name)
  return apiRequest(
    `/api/admin/import${query({ dry_run: String(options.dryRun), remove_missing: String(options.removeMissing) })}`,
    { method: 'POST', formData, schema: 'ImportReportSchema' },
  )
}

export const saveVendor = (input: VendorInput, id?: number) =>
  apiRequest(id ? `${adminPaths.vendors}/${id}` : adminPaths.vendors, {
    method: id ? 'PUT' : 'POST',
    json: input,
    schema: 'AdminVendorSchema',
  })
export const saveEvent = (input: EventInput, id?: number) =>
  apiRequest(id ? `${adminPaths.events}/${id}` : adminPaths.events, {
    method: id ? 'PUT' : 'POST',
    json: input,
    schema: 'AdminEventSchema',
  })
export const deleteCatalogueItem = (kind: 'vendors' | 'events', id: number) =>
  apiRequest(`/api/admin/${kind}/${id}`, { method: 'DELETE', schema: 'MessageSchema' })

export function useAccounts(q: string, role?: string) {
  return useSWR(adminPaths.users(q, role), getAccounts, { keepPreviousData: true })
}

export function useAccount(id: number | null) {
  return useSWR(id ? adminPaths.user(id) : null, getAccount)
}

/** The live dashboard asks again every 3 s, so a scan shows within 5 s. */
export const GATE_REFRESH_MS = 3000

export function useGateSummary(day?: string, onRefreshed?: () => void) {
  return useSWR(adminPaths.summary(day), getGateSummary, {
    refreshInterval: GATE_REFRESH_MS,
    keepPreviousData: true,
    onSuccess: onRefreshed,
  })
}

/** What offline kiosks did that the server would not have allowed, found when they synced. */
export function useGateConflicts() {
  return useSWR(adminPaths.conflicts, getGateConflicts, {
    refreshInterval: GATE_REFRESH_MS,
    keepPreviousData: true,
  })
}

export function useAudit(filter: Partial<AuditQuery>) {
  return useSWR(adminPaths.audit(filter), getAudit, { keepPreviousData: true })
}

export function useAdminVendors() {
  return useSWR(adminPaths.vendors, getAdminVendors)
}

export function useAdminEvents() {
  return useSWR(adminPaths.events, getAdminEvents)
}
