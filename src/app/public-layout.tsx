// The frame of the public account screens: logo and a card, no navigation.
import { Box, Container, Paper } from '@mui/material'
import { Link, Outlet } from 'react-router-dom'
import { t } from '../i18n/it.ts'
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
