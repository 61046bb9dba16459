// Every address of Fiera in one place (SPEC.md section 2, and the areas ARCHITECTURE.md adds): the
// links and redirects of screens, the shell, the guards and the kiosk, and the patterns of the
// route table (src/routes/table.ts). Kept apart from that table, and importing nothing, so that a
// link costs the first screen a few bytes and every zone, the server included, may read it.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  profile: '/profile',
  events: '/events',
  event: (eventId: number | string) => `/events/${eventId}`,
  map: '/map',
  /** The map with one stand highlighted and centred ("Vedi sulla mappa"). */
  mapStand: (stand: string) => `/map?stand=${encodeURIComponent(stand)}`,
  matches: '/matches',
  vendors: '/vendors',
  vendor: (vendorId: number | string) => `/vendor/${vendorId}`,
  validate: '/validate',
  /** The organisers' console (ARCHITECTURE.md): its gate dashboard, then its sections. */
  organiser: '/organizzatore',
  organiserAttendees: '/organizzatore/partecipanti',
  organiserAccounts: '/organizzatore/account',
  organiserImport: '/organizzatore/importa',
  organiserCatalogue: '/organizzatore/catalogo',
  organiserAudit: '/organizzatore/registro',
  /** The exhibitors' portal (ARCHITECTURE.md). */
  exhibitor: '/espositore',
  /** The gate kiosk: its own HTML entry (kiosk/index.html), with no router. */
  kiosk: '/kiosk/',
} as const
