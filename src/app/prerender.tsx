// Run by the build (vite.config.ts `prerender`), never in the browser: the attendee app's
// signed-out screens that look the same for every visitor, drawn for src/prerender.ts.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { AppProviders } from './providers.tsx'
import { routes } from './router.tsx'

/**
 * The public screens that take no query parameters and work as plain HTML until the app hydrates
 * them: text fields and a submit button. Not /register: its select needs the app to open.
 */
export const PRERENDERED_APP_PATHS = ['/login', '/forgot-password'] as const

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
export async function prerenderApp(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {}
  for (const pathname of PRERENDERED_APP_PATHS) pages[pathname] = await renderAppPath(pathname)
  return pages
}
