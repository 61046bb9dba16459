// Who is acting in an admin route: the admin its onRequest hook checked (server/routes/admin/),
// named as the audit log records them.
import type { Actor } from '../../db/audit-repository.ts'
import type { UserRow } from '../../db/users-repository.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin calling a /api/admin route (set by its onRequest hook). */
    admin: UserRow | null
  }
}

export const actorOf = (admin: UserRow | null): Actor => {
  if (!admin) throw new Error('admin route without its admin check')
  return { userId: admin.id, label: admin.email }
}
