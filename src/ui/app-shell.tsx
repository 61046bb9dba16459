// The attendee app's frame: header with the logo, the page, and SPEC.md's footer navigation
// (six icon links and 'Esci'). Routing state comes in through props; nothing here reads auth.
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome'
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined'
import BusinessIcon from '@mui/icons-material/Business'
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined'
import EventIcon from '@mui/icons-material/Event'
import EventOutlinedIcon from '@mui/icons-material/EventOutlined'
import HomeIcon from '@mui/icons-material/Home'
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined'
import LogoutIcon from '@mui/icons-material/Logout'
import MapIcon from '@mui/icons-material/Map'
import MapOutlinedIcon from '@mui/icons-material/MapOutlined'
import PersonIcon from '@mui/icons-material/Person'
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined'
import { AppBar, Box, ButtonBase, Container, Toolbar, Typography } from '@mui/material'
import type { SvgIconComponent } from '@mui/icons-material'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { t } from '../i18n/it-core.ts'
import { FieraLogo } from './fiera-logo.tsx'
import { layout } from './tokens.ts'
import { paths } from '../routes/paths.ts'

export interface NavItem {
  to: string
  label: string
  icon: SvgIconComponent
  activeIcon: SvgIconComponent
  /** Other path prefixes that belong to this section (e.g. /vendor/12 to Aziende). */
  alsoActiveOn?: readonly string[]
}

export const navItems: readonly NavItem[] = [
  { to: paths.home, label: t.ui.shell.nav.home, icon: HomeOutlinedIcon, activeIcon: HomeIcon },
  {
    to: paths.profile,
    label: t.ui.shell.nav.profile,
    icon: PersonOutlinedIcon,
    activeIcon: PersonIcon,
  },
  {
    to: paths.vendors,
    label: t.ui.shell.nav.vendors,
    icon: BusinessOutlinedIcon,
    activeIcon: BusinessIcon,
    alsoActiveOn: [paths.vendor('')],
  },
  {
    to: paths.events,
    label: t.ui.shell.nav.events,
    icon: EventOutlinedIcon,
    activeIcon: EventIcon,
  },
  { to: paths.map, label: t.ui.shell.nav.map, icon: MapOutlinedIcon, activeIcon: MapIcon },
  {
    to: paths.matches,
    label: t.ui.shell.nav.matches,
    icon: AutoAwesomeOutlinedIcon,
    activeIcon: AutoAwesomeIcon,
  },
]

/** Whether a navigation item is the current section for a path ('/' matches only itself). */
export function isNavItemActive(item: NavItem, currentPath: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath
  if (item.to === paths.home) return path === paths.home
  if (path === item.to || path.startsWith(`${item.to}/`)) return true
  return (item.alsoActiveOn ?? []).some((prefix) => path.startsWith(prefix))
}

export interface AppShellProps {
  children: ReactNode
  /** The current location's pathname, for the active link. */
  currentPath: string
  /** Show the footer navigation: false on public routes and while auth state loads. */
  showNav?: boolean
  /** Called by 'Esci'; the caller logs out and goes to /login. */
  onLogout: () => void
  /** Disables 'Esci' while the logout call runs. */
  logoutBusy?: boolean
}

const MAIN_ID = 'contenuto'

export function AppShell({
  children,
  currentPath,
  showNav = true,
  onLogout,
  logoutBusy = false,
}: AppShellProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        {t.ui.shell.skipToContent}
      </Box>
      <AppBar position="sticky" component="header">
        <Toolbar>
          <ButtonBase
            component={Link}
            to={paths.home}
            aria-label={t.ui.shell.homeLink}
            sx={{ minHeight: layout.touchTarget, px: 1, ml: -1, borderRadius: 2, color: 'inherit' }}
          >
            <FieraLogo />
          </ButtonBase>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth={false}
        sx={{
          flex: 1,
          maxWidth: layout.contentMaxWidth,
          px: 2,
          py: 2,
          pb: showNav ? `calc(${layout.footerHeight + 16}px + env(safe-area-inset-bottom))` : 2,
          outline: 'none',
        }}
      >
        {children}
      </Container>
      {showNav && (
        <Box
          component="footer"
          sx={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: 'appBar',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            pb: 'env(safe-area-inset-bottom)',
          }}
        >
          <Box
            component="nav"
            aria-label={t.ui.shell.navLabel}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 0.5,
              maxWidth: layout.contentMaxWidth,
              mx: 'auto',
              px: 1,
              height: layout.footerHeight,
            }}
          >
            {navItems.map((item) => {
              const active = isNavItemActive(item, currentPath)
              const Icon = active ? item.activeIcon : item.icon
              return (
                <ButtonBase
                  key={item.to}
                  component={Link}
                  to={item.to}
                  aria-label={item.label}
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    flex: '1 1 0',
                    minWidth: 36,
                    maxWidth: 64,
                    height: layout.touchTarget,
                    borderRadius: 3,
                    color: active ? 'primary.main' : 'text.secondary',
                    bgcolor: active ? 'primary.soft' : 'transparent',
                  }}
                >
                  <Icon fontSize="medium" />
                </ButtonBase>
              )
            })}
            <ButtonBase
              onClick={onLogout}
              disabled={logoutBusy}
              sx={{
                flex: '0 0 auto',
                minWidth: 48,
                height: layout.touchTarget,
                px: 1,
                borderRadius: 3,
                flexDirection: 'column',
                color: 'error.main',
                '&.Mui-disabled': { color: 'text.secondary' },
              }}
            >
              <LogoutIcon fontSize="small" aria-hidden />
              <Typography component="span" sx={{ fontSize: 13, fontWeight: 700, lineHeight: 1.2 }}>
                {t.common.logout}
              </Typography>
            </ButtonBase>
          </Box>
        </Box>
      )}
    </Box>
  )
}
