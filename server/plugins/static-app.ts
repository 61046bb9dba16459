// Serves the built attendee app and kiosk from the Vite output, with history fallback so
// that client routes (/profile, /kiosk/...) load their HTML entry on a reload.
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

export default fp<{ root: string }>(
  async (app, { root }) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'no built front end found: run `npm run build` to serve the app')
      return
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      setHeaders(reply, filePath) {
        // Hashed assets never change; HTML must always be revalidated to pick up new builds.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const url = request.url.split('?')[0] ?? '/'
      if (url.startsWith('/api/') || url === '/api') {
        return reply.code(404).send({ detail: 'Not Found' })
      }
      // A missing file with an extension is a real 404, not a client route.
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.code(404).send({ detail: 'Not Found' })
      }
      const entry =
        url === '/kiosk' || url.startsWith('/kiosk/') ? 'kiosk/index.html' : 'index.html'
      return reply.type('text/html; charset=utf-8').sendFile(entry)
    })
  },
  { name: 'static-app' },
)
