// The route table of the attendee app: for each path of src/routes/paths.ts, who may open it, its
// frame and its lazily loaded screen. The router is built from it (src/app/router.tsx), the build
// prerenders the routes it marks, and the server derives each page's preloads from it
// (server/http/route-preloads.ts). Plain TypeScript with no React, so the server may read it.
import { paths } from './paths.ts'

/** Who may open a route: the router puts the matching guard in front of its screen. */
export type Access = 'anyone' | 'signed-in' | 'staff' | 'admin' | 'exhibitor'

/** The frame around a screen: `public` (logo only) or `shell` (header, navigation and SWR). */
export type Frame = 'public' | 'shell'

/** A lazily loaded module (path from the repository's root) and the component it exports. */
export interface LazyComponent {
  readonly module: string
  readonly component: string
}

export interface AppRoute {
  /** react-router's pattern, from the root. */
  readonly path: string
  readonly access: Access
  readonly frame: Frame
  /** The screen; none yet for an area that is reserved here and built on another branch. */
  readonly screen?: LazyComponent
  /**
   * Drawn into its page by the build (src/boot/prerender-plugin.ts): the same for every visitor, no
   * query parameters, and usable as plain HTML (text fields, a submit button) until hydrated.
   */
  readonly prerendered?: true
}

const feature = (module: string, component: string): LazyComponent => ({
  module: `src/features/${module}`,
  component,
})

/** The attendee app's routes, by name. */
export const appRoutes = {
  login: {
    path: paths.login,
    access: 'anyone',
    frame: 'public',
    screen: feature('auth/login-screen.tsx', 'LoginScreen'),
    prerendered: true,
  },
  register: {
    path: paths.register,
    access: 'anyone',
    frame: 'public',
    // Not prerendered: its select needs the app to open.
    screen: feature('auth/register-screen.tsx', 'RegisterScreen'),
  },
  forgotPassword: {
    path: paths.forgotPassword,
    access: 'anyone',
    frame: 'public',
    screen: feature('auth/forgot-password-screen.tsx', 'ForgotPasswordScreen'),
    prerendered: true,
  },
  resetPassword: {
    path: paths.resetPassword,
    access: 'anyone',
    frame: 'public',
    screen: feature('auth/reset-password-screen.tsx', 'ResetPasswordScreen'),
  },
  verifyEmail: {
    path: paths.verifyEmail,
    access: 'anyone',
    frame: 'public',
    screen: feature('auth/verify-email-screen.tsx', 'VerifyEmailScreen'),
  },
  home: {
    path: paths.home,
    access: 'signed-in',
    frame: 'shell',
    screen: feature('home/home-screen.tsx', 'HomeScreen'),
  },
  profile: {
    path: paths.profile,
    access: 'signed-in',
    frame: 'shell',
    screen: feature('profile/profile-screen.tsx', 'ProfileScreen'),
  },
  events: {
    path: paths.events,
    access: 'signed-in',
    frame: 'shell',
    screen: feature('events/events-screen.tsx', 'EventsScreen'),
  },
  map: {
    path: paths.map,
    access: 'signed-in',
    frame: 'shell',
    screen: feature('map/map-screen.tsx', 'MapScreen'),
  },
  matches: {
    path: paths.matches,
    access: 'signed-in',
    frame: 'shell',
    screen: feature('matches/matches-screen.tsx', 'MatchesScreen'),
  },
  vendors: {
    path: paths.vendors,
    access: 'signed-in',
    frame: 'shell',
    screen: feature('vendors/vendors-screen.tsx', 'VendorsScreen'),
  },
  vendor: {
    // No guard in SPEC.md's route table: exhibitor pages can be shared as links.
    path: paths.vendor(':vendorId'),
    access: 'anyone',
    frame: 'shell',
    screen: feature('vendors/vendor-detail-screen.tsx', 'VendorDetailScreen'),
  },
  validate: {
    path: paths.validate,
    access: 'staff',
    frame: 'shell',
    screen: feature('validate/validate-screen.tsx', 'ValidateScreen'),
  },
  // Reserved for the areas being built beside this table: each plugs in by naming its screen
  // (and its guard in src/app/router.tsx), and the router and the server's preloads follow.
  /** A talk of the programme. */
  event: { path: paths.event(':eventId'), access: 'signed-in', frame: 'shell' },
  /** The organisers' console. */
  organiser: { path: `${paths.organiser}/*`, access: 'admin', frame: 'shell' },
  /** The exhibitors' portal. */
  exhibitor: { path: `${paths.exhibitor}/*`, access: 'exhibitor', frame: 'shell' },
} as const satisfies Record<string, AppRoute>

export type AppRouteName = keyof typeof appRoutes

/**
 * What the `shell` frame loads with its first screen: its layout, and the API contract that the
 * client loads with the first call (src/api/client.ts), which signed-in screens make at once.
 */
export const shellFrame = {
  layout: { module: 'src/app/shell-layout.tsx', component: 'ShellLayout' },
  alsoLoads: ['src/api/contract.ts'],
} as const satisfies { layout: LazyComponent; alsoLoads: readonly string[] }

/** The kiosk's page, from the root (the build's input and output); other paths get index.html. */
export const KIOSK_PAGE = 'kiosk/index.html'

/** Whether a path belongs to the kiosk's page (with or without its trailing slash). */
export const isKioskPath = (pathname: string): boolean =>
  pathname === paths.kiosk.slice(0, -1) || pathname.startsWith(paths.kiosk)
