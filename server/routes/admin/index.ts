// The organiser console's API (/api/admin/*): every route here admits role admin only, checked
// before anything else is read (401 without a valid token, 403 for any other role).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import './actor.ts'
import adminAuditRoutes from './audit.ts'
import adminCatalogueRoutes from './catalogue.ts'
import adminGatesRoutes from './gates.ts'
import adminUsersRoutes from './users.ts'

const admin: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('admin', null)
  // onRequest: before the body is read, so nobody else gets a 422 telling what the route wants.
  app.addHook('onRequest', async (request) => {
    request.admin = await app.auth.admin(request)
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  await app.register(adminUsersRoutes)
  await app.register(adminGatesRoutes)
  await app.register(adminCatalogueRoutes)
  await app.register(adminAuditRoutes)
}

export default admin
