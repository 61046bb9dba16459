// The frame of the public account screens: the design system's AuthLayout (logo, no navigation);
// each screen draws its own AuthCard.
import { Outlet } from 'react-router-dom'
import { AuthLayout } from '../ui/auth-layout.tsx'

export function PublicLayout() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  )
}
