// Decorates the app with the durable mailer (server/mail/mailer.ts): its queue and this process's
// worker start with the app and stop with it, after the sends under way, before the database.
import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../mail/mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export default fp(
  async (app) => {
    const mailer = await createMailer({
      config: app.config,
      database: app.database,
      log: app.log.child({ component: 'mail' }),
    })
    app.decorate('mailer', mailer)
    // onClose hooks run in reverse order of registration: this one before the database's.
    app.addHook('onClose', async () => {
      await mailer.close()
    })
  },
  { name: 'mailer', dependencies: ['database'] },
)
