// An offline bundle as the server hands it to kiosks (GET /api/tickets/offline-bundle), for the
// kiosk's unit tests: the daily policy in Rome, no fair days set, nothing revoked.
import type { OfflineBundle } from '../../src/api/contract.ts'

export function offlineBundle(fields: Partial<OfflineBundle> = {}): OfflineBundle {
  return {
    generated_at: new Date().toISOString(),
    public_keys: [],
    revoked: [],
    replaced: [],
    policy: 'daily',
    time_zone: 'Europe/Rome',
    fair_days: [],
    refresh_seconds: 180,
    ...fields,
  }
}
