// The session and the route guards, for the attendee app and the kiosk.
export { AuthProvider, useAuth, readCachedUser, FETCH_USER_FAILED } from './session.tsx'
export type { AuthState, AuthProviderProps } from './session.tsx'
export { RequireAdmin, RequireAuth, RequireExhibitor, RequireStaff } from './guards.tsx'
export type { GuardProps } from './guards.tsx'
