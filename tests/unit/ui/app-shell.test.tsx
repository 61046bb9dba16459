import { describe, expect, it } from 'vitest'
import { isNavItemActive, navItems } from '../../../src/ui/app-shell.tsx'

const item = (to: string) => {
  const found = navItems.find((candidate) => candidate.to === to)
  if (!found) throw new Error(`no nav item ${to}`)
  return found
}

describe('isNavItemActive', () => {
  it('matches home only on /', () => {
    expect(isNavItemActive(item('/'), '/')).toBe(true)
    expect(isNavItemActive(item('/'), '/profile')).toBe(false)
  })
  it('matches a section and its sub-paths, ignoring a trailing slash', () => {
    expect(isNavItemActive(item('/events'), '/events')).toBe(true)
    expect(isNavItemActive(item('/events'), '/events/')).toBe(true)
    expect(isNavItemActive(item('/events'), '/eventsx')).toBe(false)
    expect(isNavItemActive(item('/matches'), '/map')).toBe(false)
  })
  it('counts a vendor detail page as Aziende', () => {
    expect(isNavItemActive(item('/vendors'), '/vendor/12')).toBe(true)
    expect(isNavItemActive(item('/profile'), '/vendor/12')).toBe(false)
  })
  it('lists the six sections of SPEC.md in order', () => {
    expect(navItems.map((n) => n.to)).toEqual([
      '/',
      '/profile',
      '/vendors',
      '/events',
      '/map',
      '/matches',
    ])
  })
})
