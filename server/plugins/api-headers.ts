// Headers on every answer: nothing is content-sniffed, HSTS once the server is public (production
// or an https PUBLIC_URL), and API answers may run nothing if opened as a page. The HTML pages get
// their own CSP in static-app.ts.
// Hand-written, not @fastify/helmet: helmet adds an async onRequest hook and rebuilds its
// middleware from the options on every request; on the hot catalogue reads it cost 1.2-1.7x the
// server CPU per answer of this hook (45-55 µs against 31-37 µs, bench/http-libraries.ts,
// docs/benchmarks.md) for the same two or three headers.
import fp from 'fastify-plugin'

const API_CSP = "default-src 'none'; frame-ancestors 'none'"
/** Swagger UI (/api/docs) is a page: its own scripts and styles only, all from files. */
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; " +
  "frame-ancestors 'none'; form-action 'self'"
const HSTS = 'max-age=31536000; includeSubDomains'

export default fp(
  async (app) => {
    const { config } = app
    const hsts = config.env === 'production' || config.publicUrl.startsWith('https:')
    // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff')
      if (hsts) reply.header('strict-transport-security', HSTS)
      const url = request.url
      if (url.startsWith('/api/docs')) reply.header('content-security-policy', DOCS_CSP)
      else if (url === '/api' || url.startsWith('/api/')) {
        reply.header('content-security-policy', API_CSP)
      }
      done(null, payload)
    })
  },
  { name: 'api-headers' },
)
