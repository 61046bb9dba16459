// Who counts as staff, without loading the zod contract (the session needs it at start);
// contract.ts re-exports these, so server and client share the one definition.
export const STAFF_ROLES: readonly string[] = ['staff', 'admin']

/** Every role an account can have: attendee, exhibitor (linked to a vendor), gate staff, organiser. */
export const ROLES = ['user', 'staff', 'admin', 'exhibitor'] as const
export type KnownRole = (typeof ROLES)[number]

export const isStaffRole = (role: string | null | undefined): boolean =>
  role != null && STAFF_ROLES.includes(role)

export const isKnownRole = (role: string): role is KnownRole =>
  (ROLES as readonly string[]).includes(role)
