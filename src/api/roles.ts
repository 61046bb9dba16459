// Who counts as staff, without loading the zod contract (the session needs it at start);
// contract.ts re-exports these, so server and client share the one definition.
export const STAFF_ROLES: readonly string[] = ['staff', 'admin']

export const isStaffRole = (role: string | null | undefined): boolean =>
  role != null && STAFF_ROLES.includes(role)
