// Every route path of the attendee app (SPEC.md section 2), in one place.
export const paths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  home: '/',
  profile: '/profile',
  events: '/events',
  map: '/map',
  matches: '/matches',
  vendors: '/vendors',
  validate: '/validate',
  vendor: (vendorId: number | string) => `/vendor/${vendorId}`,
} as const
