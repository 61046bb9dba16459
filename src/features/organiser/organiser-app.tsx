// The console's own route table, behind the app's single lazy `/organizzatore/*` route: the app's
// first bundle (/login's) then carries one dynamic import for the whole console, not one per
// screen with each screen's chunk list.
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { LoadingView } from '../../ui/status-views.tsx'
import { OrganiserLayout } from './organiser-layout.tsx'

const DashboardScreen = lazy(async () => ({
  default: (await import('./dashboard-screen.tsx')).DashboardScreen,
}))
const AttendeesScreen = lazy(async () => ({
  default: (await import('./attendees-screen.tsx')).AttendeesScreen,
}))
const AccountsScreen = lazy(async () => ({
  default: (await import('./accounts-screen.tsx')).AccountsScreen,
}))
const ImportScreen = lazy(async () => ({
  default: (await import('./import-screen.tsx')).ImportScreen,
}))
const CatalogueScreen = lazy(async () => ({
  default: (await import('./catalogue-screen.tsx')).CatalogueScreen,
}))
const AuditScreen = lazy(async () => ({
  default: (await import('./audit-screen.tsx')).AuditScreen,
}))

export function OrganiserApp() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<LoadingView />}>
            <OrganiserLayout />
          </Suspense>
        }
      >
        <Route index element={<DashboardScreen />} />
        <Route path="partecipanti" element={<AttendeesScreen />} />
        <Route path="account" element={<AccountsScreen />} />
        <Route path="importa" element={<ImportScreen />} />
        <Route path="catalogo" element={<CatalogueScreen />} />
        <Route path="registro" element={<AuditScreen />} />
      </Route>
    </Routes>
  )
}
