// The organiser console's frame, laid out for a laptop (1366x768) and still usable on a tablet:
// a side navigation that folds into a top row of links on narrow screens, and the page beside it.
import LogoutIcon from '@mui/icons-material/Logout'
import type { SvgIconComponent } from '@mui/icons-material'
import { Box, Button, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { organiser as t } from '../i18n/it/organiser.ts'
import { FieraLogo } from './fiera-logo.tsx'

export interface ConsoleNavItem {
  to: string
  label: string
  icon: SvgIconComponent
}

export interface ConsoleLayoutProps {
  nav: readonly ConsoleNavItem[]
  currentPath: string
  /** Who is signed in, shown under the title. */
  userLabel?: string
  onLogout?: () => void
  children: ReactNode
}

const isCurrent = (to: string, path: string, all: readonly ConsoleNavItem[]) =>
  // The section's index (the shortest prefix) is current only on its own path.
  to === path ||
  (path.startsWith(`${to}/`) &&
    !all.some((i) => i.to !== to && path.startsWith(i.to) && i.to.length > to.length))

export function ConsoleLayout({
  nav,
  currentPath,
  userLabel,
  onLogout,
  children,
}: ConsoleLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100dvh' }}>
      <Box
        component="nav"
        aria-label={t.nav.label}
        sx={{
          flex: { md: '0 0 232px' },
          bgcolor: 'background.paper',
          borderRight: { md: 1 },
          borderBottom: { xs: 1, md: 0 },
          borderColor: 'divider',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <FieraLogo />
          <Box>
            <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {t.title}
            </Typography>
            {userLabel && (
              <Typography component="p" variant="body2" color="text.secondary">
                {userLabel}
              </Typography>
            )}
          </Box>
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            flexWrap: 'wrap',
            gap: 0.5,
          }}
        >
          {nav.map((item) => {
            const current = isCurrent(item.to, currentPath, nav)
            const Icon = item.icon
            return (
              <li key={item.to}>
                <Button
                  component={Link}
                  to={item.to}
                  aria-current={current ? 'page' : undefined}
                  startIcon={<Icon aria-hidden />}
                  variant={current ? 'contained' : 'text'}
                  color={current ? 'primary' : 'inherit'}
                  sx={{ justifyContent: 'flex-start', width: { md: '100%' } }}
                >
                  {item.label}
                </Button>
              </li>
            )
          })}
        </Box>
        {onLogout && (
          <Button
            onClick={onLogout}
            startIcon={<LogoutIcon aria-hidden />}
            color="inherit"
            sx={{ mt: { md: 'auto' }, justifyContent: 'flex-start' }}
          >
            {t.nav.logout}
          </Button>
        )}
      </Box>
      <Box component="main" id="contenuto" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {children}
      </Box>
    </Box>
  )
}
