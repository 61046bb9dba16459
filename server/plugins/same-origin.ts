// Cross-site request forgery defence for the routes that act on the refresh cookie (refresh,
// logout) and the form-encoded login, which a foreign page could post without a preflight. Browsers
// say where a request comes from (Origin, Sec-Fetch-Site): anything but Fiera's own origin is
// refused with 403. Fiera's own origin is its public URL or the address the page was opened at
// (http://127.0.0.1:3000, a LAN address for a phone on the demo): a browser always sends the Host
// it is talking to, so a foreign page cannot pass its Origin off as that. Requests without either
// header (curl, the tests, other non-browser clients) carry no ambient cookie risk and pass.
// The check is attached to those routes only, so no other request pays for it.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from './errors.ts'
import { CROSS_SITE_DETAIL } from '../messages.ts'

export const CROSS_SITE_ROUTES = new Set([
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/logout',
])

export default fp(
  async (app) => {
    const ownOrigin = new URL(app.config.publicUrl).origin
    const refuseCrossSite = (
      request: FastifyRequest,
      _reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) => {
      const origin = request.headers.origin
      const site = request.headers['sec-fetch-site']
      const foreignOrigin =
        origin !== undefined &&
        origin !== ownOrigin &&
        origin !== `${request.protocol}://${request.host}`
      // 'none' is a navigation the user started (typed URL, bookmark): not a forged request.
      const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none'
      if (foreignOrigin || foreignSite) {
        request.log.warn(
          { origin, site, route: request.routeOptions.url },
          'cross-site request refused',
        )
        done(new HttpError(403, CROSS_SITE_DETAIL))
        return
      }
      done()
    }
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (!CROSS_SITE_ROUTES.has(route.url) || !methods.includes('POST')) return
      // First, as when it was a global hook: before the rate limit counts the request.
      const own = route.onRequest
      route.onRequest = [refuseCrossSite, ...(own ? (Array.isArray(own) ? own : [own]) : [])]
    })
  },
  { name: 'same-origin', dependencies: ['errors'] },
)
