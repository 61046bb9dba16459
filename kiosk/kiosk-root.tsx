// The kiosk's whole tree, shared by its start (kiosk/start.tsx) and the build's prerender of its
// login screen (kiosk/prerender.tsx): the two must render the same markup for hydration.
import { CssBaseline, ThemeProvider } from '@mui/material'
import { StrictMode } from 'react'
import { AuthProvider } from '../src/auth/index.ts'
import { StyleCacheProvider } from '../src/ui/style-cache.tsx'
import { kioskTheme } from '../src/ui/theme.ts'
import { KioskApp } from './kiosk-app.tsx'

export function KioskRoot() {
  return (
    <StrictMode>
      <StyleCacheProvider>
        <ThemeProvider theme={kioskTheme}>
          <CssBaseline />
          <AuthProvider>
            <KioskApp />
          </AuthProvider>
        </ThemeProvider>
      </StyleCacheProvider>
    </StrictMode>
  )
}
