// The attendee app's router, built from the route table (src/routes/table.ts): each route's frame,
// guard and lazily loaded screen come from its entry there, so a new area plugs in by naming its
// screen in the table.
import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { RequireAdmin, RequireAuth, RequireExhibitor, RequireStaff } from '../auth/index.ts'
import {
  type Access,
  type AppRoute,
  consoleFrame,
  type AppRouteName,
  appRoutes,
  type Frame,
  type LazyModule,
  lazyFrames,
} from '../routes/table.ts'
import { LoadingView } from '../ui/status-views.tsx'
import { PublicLayout } from './public-layout.tsx'
import { RouteError } from './route-error.tsx'

type Loaders = Record<string, () => Promise<Record<string, unknown>>>

// Every module the table may name, each its own chunk loaded on demand (Vite turns the glob into
// one dynamic import per file), keyed by its path from the root as the table writes it. The
// console's modules are left to its own list (consoleFrame.modules), which this bundle, /login's,
// loads as one chunk: naming each console screen here would add every console chunk's name to it.
const lazyModules: Loaders = import.meta.glob<Record<string, unknown>>([
  '/src/features/*/*-screen.tsx',
  '!/src/features/organiser/*',
  '/src/app/shell-layout.tsx',
])
const consoleModules = import.meta.glob<Loaders>('/src/features/*/*-modules.ts', {
  import: 'modules',
})[`/${consoleFrame.modules}`]
const consoleFolder = consoleFrame.modules.replace(/[^/]+$/, '')

/** How to load a module the table names; undefined when it is no lazy module. */
function loaderOf(module: LazyModule): Loaders[string] | undefined {
  if (!consoleModules || !module.startsWith(consoleFolder)) return lazyModules[`/${module}`]
  return async () => {
    const load = (await consoleModules())[`/${module}`]
    if (!load) throw new Error(`${consoleFrame.modules} lists no ${module}`)
    return load()
  }
}

/** The component a lazy module exports: its file name in PascalCase (src/routes/table.ts). */
const componentOf = (module: LazyModule) =>
  (module.split('/').pop() ?? '')
    .replace(/\.tsx$/, '')
    .replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())

function lazyComponent(module: LazyModule, before?: () => void) {
  const load = loaderOf(module)
  if (!load) throw new Error(`src/routes/table.ts names ${module}, which is not a screen module`)
  const component = componentOf(module)
  return async () => {
    before?.()
    const Component = (await load())[component]
    if (typeof Component !== 'function') throw new Error(`${module} exports no ${component}`)
    return { Component: Component as ComponentType }
  }
}

/** Work a route starts beside its screen's code, before the screen renders. */
const alongside: Partial<Record<AppRouteName, () => void>> = {
  // The programme is public: ask for it beside the screen's code, not after the session check
  // and the first render.
  events: () => void import('../api/events.ts').then(({ preloadEvents }) => preloadEvents()),
}

const guards: Partial<Record<Access, ComponentType>> = {
  'signed-in': RequireAuth,
  staff: RequireStaff,
  admin: RequireAdmin,
  exhibitor: RequireExhibitor,
}

/** The routes of one frame, under their guards; reserved entries without a screen are left out. */
function routesIn(frame: Frame): RouteObject[] {
  const byAccess = new Map<Access, RouteObject[]>()
  for (const [name, route] of Object.entries(appRoutes) as [AppRouteName, AppRoute][]) {
    if (route.frame !== frame || !route.screen) continue
    const object: RouteObject =
      route.path === '/'
        ? { index: true, lazy: lazyComponent(route.screen, alongside[name]) }
        : { path: route.path, lazy: lazyComponent(route.screen, alongside[name]) }
    byAccess.set(route.access, [...(byAccess.get(route.access) ?? []), object])
  }
  return [...byAccess].flatMap(([access, children]): RouteObject[] => {
    if (access === 'anyone') return children
    const Guard = guards[access]
    if (!Guard) throw new Error(`no guard for '${access}' routes in src/app/router.tsx`)
    return [{ element: <Guard />, children }]
  })
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingView />,
    children: [
      { element: <PublicLayout />, children: routesIn('public') },
      // The organisers' console in its own frame; its guard (admin) comes from `guards`.
      { lazy: lazyComponent(lazyFrames.console.layout), children: routesIn('console') },
      {
        lazy: lazyComponent(lazyFrames.shell.layout),
        children: [
          ...routesIn('shell'),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found.tsx')).NotFound }),
          },
        ],
      },
    ],
  },
]

/** The browser's router; the build prerenders the same `routes` with a static one (src/app/prerender.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
