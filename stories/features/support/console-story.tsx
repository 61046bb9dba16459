// The organiser console's answers for its screen stories: an admin's session and the /api/admin
// data of a fair day, in the shapes of the zod contract.
import type {
  AdminEvent,
  AdminUser,
  AdminUserDetail,
  AdminVendor,
  AuditEntry,
  GateSummary,
} from '../../../src/api/contract.ts'
import { adminUser, events, type MockApi, vendors } from './app-story.tsx'

const hours = (counts: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => counts[hour] ?? 0)

export const gateSummary: GateSummary = {
  day: '2025-10-16',
  time_zone: 'Europe/Rome',
  gates: [
    {
      gate: 'Ingresso Nord',
      admissions: 412,
      admissions_by_hour: hours({ 8: 40, 9: 160, 10: 120, 11: 92 }),
      refusals: { already_used: 6, invalid: 2, replaced: 1, revoked: 0 },
    },
    {
      gate: 'Ingresso Sud',
      admissions: 233,
      admissions_by_hour: hours({ 9: 80, 10: 98, 11: 55 }),
      refusals: { already_used: 3, invalid: 0, replaced: 0, revoked: 1 },
    },
  ],
  admissions: 645,
  refusals: { already_used: 9, invalid: 2, replaced: 1, revoked: 1 },
  unique_visitors: 631,
  inside_now: null,
  last_scans: [
    {
      at: '2025-10-16T09:41:12Z',
      gate: 'Ingresso Nord',
      direction: 'in',
      outcome: 'admitted',
      method: 'scan',
      note: null,
      user_id: 7,
      name: 'Francesca Colombo',
    },
    {
      at: '2025-10-16T09:40:55Z',
      gate: 'Ingresso Sud',
      direction: 'in',
      outcome: 'replaced',
      method: 'scan',
      note: null,
      user_id: 8,
      name: 'Marco Rossi',
    },
  ],
}

export const attendee: AdminUser = {
  id: 7,
  email: 'francesca.colombo@example.com',
  first_name: 'Francesca',
  last_name: 'Colombo',
  company_name: 'Colombo Packaging Srl',
  role: 'user',
  active: true,
  verified: true,
  created_at: '2025-09-12T08:30:00Z',
  last_login: '2025-10-16T07:45:00Z',
  ticket: { state: 'active', uuid: '7f4c1a52-0d7e-4c55-9d0a-2b1f6c8e9a10', reissued_at: null },
  last_checkin_at: '2025-10-16T09:41:12Z',
}

export const attendeeDetail: AdminUserDetail = {
  ...attendee,
  phone_number: '+39 347 812 4490',
  history: [gateSummary.last_scans[0] as AdminUserDetail['history'][number]],
}

export const staffAccount: AdminUser = {
  ...attendee,
  id: 2,
  email: 'varchi@example.com',
  first_name: 'Luca',
  last_name: 'Bianchi',
  company_name: null,
  role: 'staff',
  ticket: { state: 'none', uuid: null, reissued_at: null },
  last_checkin_at: null,
}

export const auditEntries: AuditEntry[] = [
  {
    id: 3,
    at: '2025-10-16T09:45:00Z',
    actor: adminUser.email,
    actor_user_id: adminUser.id,
    action: 'ticket.reissue',
    target_type: 'user',
    target_id: '7',
    target_label: 'francesca.colombo@example.com',
    details: null,
  },
  {
    id: 2,
    at: '2025-10-16T08:10:00Z',
    actor: adminUser.email,
    actor_user_id: adminUser.id,
    action: 'checkin.manual',
    target_type: 'user',
    target_id: '8',
    target_label: 'marco.rossi@example.com',
    details: { gate: 'Ingresso Nord', reason: 'Telefono scarico' },
  },
]

export const adminVendors: AdminVendor[] = vendors.map((vendor) => ({
  ...vendor,
  external_id: `V${vendor.id}`,
}))
export const adminEvents: AdminEvent[] = events.map((event) => ({
  ...event,
  external_id: `E${event.id}`,
}))

/** An admin's session and the console's reads. */
export const consoleApi = (): MockApi => ({
  'GET /api/users/me': { body: adminUser },
  'GET /api/fair': { body: { time_zone: 'Europe/Rome' } },
  'GET /api/admin/gates/summary': { body: gateSummary },
  'GET /api/admin/gates/conflicts': { body: { conflicts: [] } },
  'GET /api/admin/users': { body: { users: [attendee, staffAccount], truncated: false } },
  'GET /api/admin/users/7': { body: attendeeDetail },
  'GET /api/admin/audit': { body: auditEntries },
  'GET /api/admin/vendors': { body: adminVendors },
  'GET /api/admin/events': { body: adminEvents },
})

/** A fixed clock for the dashboard's "updated at" line, so its baseline stays the same. */
export function fixedClock(at = '2025-10-16T09:42:00Z') {
  const realNow = Date.now
  const fixed = Date.parse(at)
  Date.now = () => fixed
  return () => {
    Date.now = realNow
  }
}
