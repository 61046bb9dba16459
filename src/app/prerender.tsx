// Run by the build (src/boot/prerender-plugin.ts), never in the browser: the attendee app's
// signed-out screens that look the same for every visitor (`prerendered` in src/routes.ts), drawn
// for src/boot/prerendered-page.ts.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import type { Prerender, PrerenderedMarkup } from '../boot/build-output.ts'
import { type AppRoute, appRoutes } from '../routes/table.ts'
import { AppProviders } from './providers.tsx'
import { routes } from './router.tsx'

async function renderAppPath(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(pathname, 'http://fiera.invalid')))
  if (context instanceof Response) throw new Error(`${pathname} redirects: not prerenderable`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
}

/** The markup of #root for each prerendered path of the app. */
export const prerender: Prerender = async () => {
  const pages: PrerenderedMarkup = {}
  for (const route of Object.values(appRoutes) as AppRoute[]) {
    if (route.prerendered) pages[route.path] = await renderAppPath(route.path)
  }
  return pages
}
