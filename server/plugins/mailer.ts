// Decorates the app with the mailer (SMTP or outbox, see server/mail/mailer.ts).
import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../mail/mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log.child({ component: 'mail' }))
    app.decorate('mailer', mailer)
    app.addHook('onClose', async () => {
      await mailer.settled()
      mailer.close()
    })
  },
  { name: 'mailer' },
)
