// Decorates the app with the database handle and closes it with the app.
import fp from 'fastify-plugin'
import { compactMemory, type DatabaseHandle } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('database', database)
    // Once the process is about to serve (apps built for tests answer inject and never listen).
    app.addHook('onListen', async () => {
      compactMemory()
    })
    app.addHook('onClose', async () => {
      await database.close()
    })
  },
  { name: 'database' },
)
