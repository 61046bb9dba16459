// Ticket validation (staff only), used by /validate and the gate kiosk, and what offline kiosks
// fetch (their bundle) and upload (what they admitted without the server).
import { apiRequest } from './client.ts'
import type {
  OfflineBundle,
  TicketSyncRequest,
  TicketSyncResult,
  TicketValidation,
  TicketValidationRequest,
} from './contract.ts'

export function validateTicket(request: TicketValidationRequest): Promise<TicketValidation> {
  return apiRequest('/api/tickets/validate', {
    method: 'POST',
    json: request,
    schema: 'TicketValidationSchema',
  })
}

export function getOfflineBundle(): Promise<OfflineBundle> {
  return apiRequest('/api/tickets/offline-bundle', { schema: 'OfflineBundleSchema' })
}

export function syncOfflineScans(request: TicketSyncRequest): Promise<TicketSyncResult> {
  return apiRequest('/api/tickets/sync', {
    method: 'POST',
    json: request,
    schema: 'TicketSyncResultSchema',
  })
}
