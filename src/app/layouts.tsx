// The two frames of the app: public pages (no navigation) and the signed-in shell with footer nav.
import { Box, Container, Paper } from '@mui/material'
import { useState } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useAuth } from '../auth/index.ts'
import { t } from '../i18n/it.ts'
import { AppShell } from '../ui/app-shell.tsx'
import { FieraLogo } from '../ui/fiera-logo.tsx'
import { paths } from './paths.ts'

export function PublicLayout() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 3, sm: 6 }, px: 2 }}
    >
      <Container maxWidth="xs" disableGutters>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3, color: 'primary.main' }}>
          <Link to={paths.home} aria-label={t.ui.shell.homeLink} style={{ color: 'inherit' }}>
            <FieraLogo size={40} />
          </Link>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Outlet />
        </Paper>
      </Container>
    </Box>
  )
}

export function ShellLayout() {
  const { loading, authenticated, logout } = useAuth()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  const onLogout = async () => {
    setBusy(true)
    await logout()
    setBusy(false)
    navigate(paths.login, { replace: true })
  }

  return (
    <AppShell
      currentPath={pathname}
      showNav={!loading && authenticated}
      onLogout={() => void onLogout()}
      logoutBusy={busy}
    >
      <Outlet />
    </AppShell>
  )
}
