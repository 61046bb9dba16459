// Headers on every answer: nothing is content-sniffed, HSTS once the server is public (production
// or an https PUBLIC_URL), and API answers may run nothing if opened as a page. The HTML pages get
// their own CSP in static-app.ts.
import fp from 'fastify-plugin'

const API_CSP = "default-src 'none'; frame-ancestors 'none'"
const HSTS = 'max-age=31536000; includeSubDomains'

export default fp(
  async (app) => {
    const { config } = app
    const hsts = config.env === 'production' || config.publicUrl.startsWith('https:')
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff')
      if (hsts) reply.header('strict-transport-security', HSTS)
      const url = request.url
      // Swagger UI (/api/docs) is a page with its own scripts and styles.
      const api = url === '/api' || url.startsWith('/api/')
      if (api && !url.startsWith('/api/docs')) {
        reply.header('content-security-policy', API_CSP)
      }
    })
  },
  { name: 'api-headers' },
)
