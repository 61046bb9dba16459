// The console's frame: its own data layer, navigation and logout. Loaded lazily with the first
// /organizzatore screen, so the attendee app's pages do not carry it; the router puts the admin
// guard (src/routes/table.ts says who may open each screen) in front of every screen.
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import DashboardIcon from '@mui/icons-material/Dashboard'
import HistoryIcon from '@mui/icons-material/History'
import PeopleIcon from '@mui/icons-material/People'
import StorefrontIcon from '@mui/icons-material/Storefront'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Suspense } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { useAuth } from '../../auth/index.ts'
import { paths } from '../../routes/paths.ts'
import { organiser as t } from '../../i18n/it/organiser.ts'
import { ConsoleLayout, type ConsoleNavItem } from '../../ui/console-layout.tsx'
import { LoadingView } from '../../ui/status-views.tsx'

const NAV: readonly ConsoleNavItem[] = [
  { to: paths.organiser, label: t.nav.dashboard, icon: DashboardIcon },
  { to: paths.organiserAttendees, label: t.nav.attendees, icon: PeopleIcon },
  { to: paths.organiserAccounts, label: t.nav.accounts, icon: AssignmentIndIcon },
  { to: paths.organiserImport, label: t.nav.import, icon: UploadFileIcon },
  { to: paths.organiserCatalogue, label: t.nav.catalogue, icon: StorefrontIcon },
  { to: paths.organiserAudit, label: t.nav.audit, icon: HistoryIcon },
]

function Console() {
  const { user, logout } = useAuth()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  return (
    <ConsoleLayout
      nav={NAV}
      currentPath={pathname}
      userLabel={user?.email}
      onLogout={() => {
        void logout().then(() => navigate(paths.login, { replace: true }))
      }}
    >
      <Suspense fallback={<LoadingView />}>
        <Outlet />
      </Suspense>
    </ConsoleLayout>
  )
}

export function OrganiserLayout() {
  return (
    <SWRConfig value={{ errorRetryCount: 2 }}>
      <Console />
    </SWRConfig>
  )
}
