// The attendee app's frame: header with the logo, the page, and SPEC.md's footer navigation
// (six icon links, each with a short word under it, and 'Esci', set apart and confirmed first so
// that a stray tap does not sign anyone out at the gate). Routing and network state come in
// through props; nothing here reads auth.
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
import WifiOffIcon from '@mui/icons-material/WifiOff'
import {
  Alert,
  AppBar,
  Box,
  Button,
  ButtonBase,
  Container,
  Toolbar,
  Typography,
} from '@mui/material'
import type { SvgIconComponent } from '@mui/icons-material'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { t } from '../i18n/it.ts'
import { FieraLogo } from './fiera-logo.tsx'
import { layout } from './tokens.ts'
import { paths } from '../routes/paths.ts'

export interface NavItem {
  to: string
  /** The link's accessible name (SPEC.md's section name). */
  label: string
  /** The word shown under the icon: the name itself, or its last word when the bar is narrow. */
  shortLabel: string
  icon: SvgIconComponent
  activeIcon: SvgIconComponent
  /** Other path prefixes that belong to this section (e.g. /vendor/12 to Aziende). */
  alsoActiveOn?: readonly string[]
}

export const navItems: readonly NavItem[] = [
  {
    to: paths.home,
    label: t.ui.shell.nav.home,
    shortLabel: t.ui.shell.nav.home,
    icon: HomeOutlinedIcon,
    activeIcon: HomeIcon,
  },
  {
    to: paths.profile,
    label: t.ui.shell.nav.profile,
    shortLabel: t.ui.shell.nav.profile,
    icon: PersonOutlinedIcon,
    activeIcon: PersonIcon,
  },
  {
    to: paths.vendors,
    label: t.ui.shell.nav.vendors,
    shortLabel: t.ui.shell.nav.vendors,
    icon: BusinessOutlinedIcon,
    activeIcon: BusinessIcon,
    alsoActiveOn: [paths.vendor('')],
  },
  {
    to: paths.events,
    label: t.ui.shell.nav.events,
    shortLabel: t.ui.shell.nav.events,
    icon: EventOutlinedIcon,
    activeIcon: EventIcon,
  },
  {
    to: paths.map,
    label: t.ui.shell.nav.map,
    shortLabel: t.ui.shell.nav.map,
    icon: MapOutlinedIcon,
    activeIcon: MapIcon,
  },
  {
    to: paths.matches,
    label: t.ui.shell.nav.matches,
    shortLabel: t.appShell.matchesShort,
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
  /** No network: every screen says so, above what it last had. */
  offline?: boolean
}

const MAIN_ID = 'contenuto'

export function AppShell({
  children,
  currentPath,
  showNav = true,
  onLogout,
  logoutBusy = false,
  offline = false,
}: AppShellProps) {
  const [confirming, setConfirming] = useState(false)
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
        {offline && (
          <Alert severity="warning" icon={<WifiOffIcon />} role="status" sx={{ mb: 2 }}>
            {t.appShell.offline}
          </Alert>
        )}
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
          {confirming && (
            // Asked in the bar itself, above the links, where the thumb already is; no modal layer
            // (and none of its code on the first screen).
            <Box
              role="alertdialog"
              aria-labelledby="logout-title"
              aria-describedby="logout-text"
              onKeyDown={(event) => {
                if (event.key === 'Escape') setConfirming(false)
              }}
              sx={{
                maxWidth: layout.contentMaxWidth,
                mx: 'auto',
                px: 2,
                pt: 1.5,
                pb: 1,
                display: 'grid',
                gap: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography id="logout-title" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
                {t.appShell.logoutTitle}
              </Typography>
              <Typography id="logout-text" sx={{ color: 'text.secondary', fontSize: 14 }}>
                {t.appShell.logoutText}
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                <Button onClick={() => setConfirming(false)} autoFocus>
                  {t.appShell.logoutCancel}
                </Button>
                <Button
                  color="error"
                  variant="contained"
                  onClick={() => {
                    setConfirming(false)
                    onLogout()
                  }}
                >
                  {t.common.logout}
                </Button>
              </Box>
            </Box>
          )}
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
                    height: layout.footerHeight - 8,
                    borderRadius: 3,
                    flexDirection: 'column',
                    gap: 0.25,
                    color: active ? 'primary.main' : 'text.secondary',
                    bgcolor: active ? 'primary.soft' : 'transparent',
                  }}
                >
                  <Icon fontSize="medium" aria-hidden />
                  <Typography
                    component="span"
                    aria-hidden
                    sx={{ fontSize: 11, fontWeight: active ? 700 : 600, lineHeight: 1.2 }}
                  >
                    {item.shortLabel}
                  </Typography>
                </ButtonBase>
              )
            })}
            <Box
              aria-hidden
              sx={{ alignSelf: 'stretch', my: 1.5, borderLeft: 1, borderColor: 'divider' }}
            />
            <ButtonBase
              onClick={() => setConfirming(true)}
              disabled={logoutBusy}
              sx={{
                flex: '0 0 auto',
                minWidth: 44,
                height: layout.footerHeight - 8,
                px: 0.5,
                borderRadius: 3,
                flexDirection: 'column',
                gap: 0.25,
                color: 'error.main',
                '&.Mui-disabled': { color: 'text.secondary' },
              }}
            >
              <LogoutIcon fontSize="medium" aria-hidden />
              <Typography component="span" sx={{ fontSize: 11, fontWeight: 700, lineHeight: 1.2 }}>
                {t.common.logout}
              </Typography>
            </ButtonBase>
          </Box>
        </Box>
      )}
    </Box>
  )
}
