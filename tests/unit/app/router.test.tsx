import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routes } from '../../../src/app/router.tsx'
import { type AppRoute, appRoutes } from '../../../src/routes/table.ts'

/** Every route object of the tree with the path it answers, from the root. */
function flatten(objects: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return objects.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? route.path : parent
    return [{ path, route }, ...flatten(route.children ?? [], path)]
  })
}

describe('the router built from src/routes/table.ts', () => {
  const built = flatten(routes)

  // Loads every screen's module graph, the console's MUI X tables and charts included.
  it('loads the screen the table names for each of its routes', async () => {
    const named = (Object.values(appRoutes) as AppRoute[]).filter((route) => route.screen)
    for (const entry of named) {
      const found = built.find(({ path, route }) => path === entry.path && route.lazy)
      expect(found, entry.path).toBeDefined()
      const lazy = found?.route.lazy as () => Promise<{ Component: unknown }>
      const { Component } = await lazy()
      expect(typeof Component, entry.path).toBe('function')
      const module = (await import(`../../../${entry.screen}`)) as Record<string, unknown>
      expect(Object.values(module), entry.path).toContain(Component)
    }
  }, 30_000)

  it('mounts the areas that were reserved once they name a screen; the rest is not found', () => {
    const paths = built.map(({ path }) => path)
    expect(paths).toContain('*')
    // The talk's page and the exhibitors' portal have their screens now.
    expect(paths).toContain(appRoutes.event.path)
    expect(paths).toContain(appRoutes.exhibitor.path)
  })
})
