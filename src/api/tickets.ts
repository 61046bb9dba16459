// Ticket validation (staff only), used by /validate and the gate kiosk.
import { apiRequest } from './client.ts'
import type { TicketValidation, TicketValidationRequest } from './contract.ts'

export function validateTicket(request: TicketValidationRequest): Promise<TicketValidation> {
  return apiRequest('/api/tickets/validate', {
    method: 'POST',
    json: request,
    schema: 'TicketValidationSchema',
  })
}
