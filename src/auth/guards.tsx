// Route guards of SPEC.md section 2: 'Loading...' while auth state loads, then /login for
// anonymous users (RequireAuth) and for anyone who is not staff (RequireStaff).
import type { ReactNode } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { paths } from '../routes/paths.ts'
import { LoadingView } from '../ui/status-views.tsx'
import { useAuth } from './session.tsx'

export interface GuardProps {
  /** Rendered when allowed; the nested route's <Outlet /> when omitted. */
  children?: ReactNode
}

export function RequireAuth({ children }: GuardProps) {
  const { loading, authenticated } = useAuth()
  if (loading) return <LoadingView />
  if (!authenticated) return <Navigate to={paths.login} replace />
  return children ?? <Outlet />
}

export function RequireStaff({ children }: GuardProps) {
  const { loading, isStaff } = useAuth()
  if (loading) return <LoadingView />
  if (!isStaff) return <Navigate to={paths.login} replace />
  return children ?? <Outlet />
}

/** The organiser console: admins only; anyone else goes to /login like SPEC's staff guard. */
export function RequireAdmin({ children }: GuardProps) {
  const { loading, user } = useAuth()
  if (loading) return <LoadingView />
  if (user?.role !== 'admin') return <Navigate to={paths.login} replace />
  return children ?? <Outlet />
}

/** The exhibitors' portal: exhibitor accounts only; anyone else goes to /login like RequireStaff. */
export function RequireExhibitor({ children }: GuardProps) {
  const { loading, user } = useAuth()
  if (loading) return <LoadingView />
  if (user?.role !== 'exhibitor') return <Navigate to={paths.login} replace />
  return children ?? <Outlet />
}
