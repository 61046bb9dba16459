import { describe, expect, it } from 'vitest'
import { REQUEST_FAILED_MESSAGE, RequestError } from '../../../../src/api/client.ts'
import { vendorErrorMessage } from '../../../../src/features/vendors/vendor-detail-screen.tsx'

describe('vendorErrorMessage', () => {
  it('keeps SPEC’s wording around the server’s detail, or “Unknown error” without one', () => {
    expect(vendorErrorMessage(new RequestError(503, 'Servizio non disponibile', null))).toBe(
      'Error fetching vendor: Failed to load: Servizio non disponibile',
    )
    expect(vendorErrorMessage(new RequestError(500, REQUEST_FAILED_MESSAGE, null))).toBe(
      'Error fetching vendor: Failed to load: Unknown error',
    )
  })

  it('says “no connection” in Italian instead of the browser’s English', () => {
    const message = vendorErrorMessage(new TypeError('Failed to fetch'))
    expect(message).toBe(
      'Error fetching vendor: Failed to load: nessuna connessione. Riprova quando sei online.',
    )
    expect(message).not.toContain('Failed to fetch')
  })
})
