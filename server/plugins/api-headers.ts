// Headers for API answers only (pages get theirs with the CSP work): JSON is never sniffed as
// anything else.
import fp from 'fastify-plugin'

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        reply.header('x-content-type-options', 'nosniff')
      }
    })
  },
  { name: 'api-headers' },
)
