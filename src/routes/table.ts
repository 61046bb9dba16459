// The route table of the attendee app: for each path of src/routes/paths.ts, who may open it, its
// frame and its lazily loaded screen. The router is built from it (src/app/router.tsx), the build
// prerenders the routes it marks, and the server derives each page's preloads from it
// (server/http/route-preloads.ts). Plain TypeScript with no React, so the server may read it.
import { paths } from './paths.ts'

/** Who may open a route: the router puts the matching guard in front of its screen. */
export type Access = 'anyone' | 'signed-in' | 'staff' | 'admin' | 'exhibitor'

/**
 * The frame around a screen: `public` (logo only), `shell` (header, navigation and SWR) or
 * `console` (the organisers' side menu and SWR).
 */
export type Frame = 'public' | 'shell' | 'console'

/**
 * A lazily loaded module, by its path from the repository's root; it exports its component under
 * its file name in PascalCase (src/features/auth/login-screen.tsx exports LoginScreen).
 */
export type LazyModule = string

export interface AppRoute {
  /** react-router's pattern, from the root. */
  readonly path: string
  readonly access: Access
  readonly frame: Frame
  /** The screen's module; none yet for an area that is reserved here and built on another branch. */
  readonly screen?: LazyModule
  /**
   * Drawn into its page by the build (src/boot/prerender-plugin.ts): the same for every visitor, no
   * query parameters, and usable as plain HTML (text fields, a submit button) until hydrated.
   */
  readonly prerendered?: true
}

/** The attendee app's routes, by name. */
export const appRoutes = {
  login: {
    path: paths.login,
    access: 'anyone',
    frame: 'public',
    screen: 'src/features/auth/login-screen.tsx',
    prerendered: true,
  },
  register: {
    path: paths.register,
    access: 'anyone',
    frame: 'public',
    // Not prerendered: its select needs the app to open.
    screen: 'src/features/auth/register-screen.tsx',
  },
  forgotPassword: {
    path: paths.forgotPassword,
    access: 'anyone',
    frame: 'public',
    screen: 'src/features/auth/forgot-password-screen.tsx',
    prerendered: true,
  },
  resetPassword: {
    path: paths.resetPassword,
    access: 'anyone',
    frame: 'public',
    screen: 'src/features/auth/reset-password-screen.tsx',
  },
  verifyEmail: {
    path: paths.verifyEmail,
    access: 'anyone',
    frame: 'public',
    screen: 'src/features/auth/verify-email-screen.tsx',
  },
  home: {
    path: paths.home,
    access: 'signed-in',
    frame: 'shell',
    screen: 'src/features/home/home-screen.tsx',
  },
  profile: {
    path: paths.profile,
    access: 'signed-in',
    frame: 'shell',
    screen: 'src/features/profile/profile-screen.tsx',
  },
  events: {
    path: paths.events,
    access: 'signed-in',
    frame: 'shell',
    screen: 'src/features/events/events-screen.tsx',
  },
  map: {
    path: paths.map,
    access: 'signed-in',
    frame: 'shell',
    screen: 'src/features/map/map-screen.tsx',
  },
  matches: {
    path: paths.matches,
    access: 'signed-in',
    frame: 'shell',
    screen: 'src/features/matches/matches-screen.tsx',
  },
  vendors: {
    path: paths.vendors,
    access: 'signed-in',
    frame: 'shell',
    screen: 'src/features/vendors/vendors-screen.tsx',
  },
  vendor: {
    // No guard in SPEC.md's route table: exhibitor pages can be shared as links.
    path: paths.vendor(':vendorId'),
    access: 'anyone',
    frame: 'shell',
    screen: 'src/features/vendors/vendor-detail-screen.tsx',
  },
  validate: {
    path: paths.validate,
    access: 'staff',
    frame: 'shell',
    screen: 'src/features/validate/validate-screen.tsx',
  },
  // The organisers' console (issue 16): admins only, in its own frame.
  organiser: {
    path: paths.organiser,
    access: 'admin',
    frame: 'console',
    screen: 'src/features/organiser/dashboard-screen.tsx',
  },
  organiserAttendees: {
    path: paths.organiserAttendees,
    access: 'admin',
    frame: 'console',
    screen: 'src/features/organiser/attendees-screen.tsx',
  },
  organiserAccounts: {
    path: paths.organiserAccounts,
    access: 'admin',
    frame: 'console',
    screen: 'src/features/organiser/accounts-screen.tsx',
  },
  organiserImport: {
    path: paths.organiserImport,
    access: 'admin',
    frame: 'console',
    screen: 'src/features/organiser/import-screen.tsx',
  },
  organiserCatalogue: {
    path: paths.organiserCatalogue,
    access: 'admin',
    frame: 'console',
    screen: 'src/features/organiser/catalogue-screen.tsx',
  },
  organiserAudit: {
    path: paths.organiserAudit,
    access: 'admin',
    frame: 'console',
    screen: 'src/features/organiser/audit-screen.tsx',
  },
  // Reserved for the areas being built beside this table: each plugs in by naming its screen
  // (and its guard in src/app/router.tsx), and the router and the server's preloads follow.
  /** A talk of the programme. */
  event: {
    path: paths.event(':eventId'),
    access: 'signed-in',
    frame: 'shell',
    screen: 'src/features/events/event-screen.tsx',
  },
  /** The exhibitors' portal. */
  exhibitor: {
    path: `${paths.exhibitor}/*`,
    access: 'exhibitor',
    frame: 'shell',
    screen: 'src/features/exhibitor/exhibitor-screen.tsx',
  },
} as const satisfies Record<string, AppRoute>

export type AppRouteName = keyof typeof appRoutes

/**
 * What the `shell` frame loads with its first screen: its layout, and the API contract that the
 * client loads with the first call (src/api/client.ts), which signed-in screens make at once.
 */
export const shellFrame = {
  layout: 'src/app/shell-layout.tsx',
  alsoLoads: ['src/api/contract.ts'],
} as const satisfies { layout: LazyModule; alsoLoads: readonly string[] }

/** What the `console` frame loads with its first screen, as the shell's (above). */
export const consoleFrame = {
  layout: 'src/features/organiser/organiser-layout.tsx',
  alsoLoads: ['src/api/contract.ts'],
  /**
   * The module whose `modules` loads the console's frame and screens (an import.meta.glob): the
   * router reaches them through it, so the app's first bundle does not list the console's chunks.
   */
  modules: 'src/features/organiser/console-modules.ts',
} as const satisfies { layout: LazyModule; alsoLoads: readonly string[]; modules: string }

/** The lazily loaded frames, by name; the `public` frame is part of the first bundle. */
export const lazyFrames = { shell: shellFrame, console: consoleFrame } as const

/** The kiosk's page, from the root (the build's input and output); other paths get index.html. */
export const KIOSK_PAGE = 'kiosk/index.html'

/** Whether a path belongs to the kiosk's page (with or without its trailing slash). */
export const isKioskPath = (pathname: string): boolean =>
  pathname === paths.kiosk.slice(0, -1) || pathname.startsWith(paths.kiosk)
