// App-wide providers: style cache (the CSP nonce), theme and session. The data layer (SWR) sits
// in the signed-in shell.
import { CssBaseline, ThemeProvider } from '@mui/material'
import type { ReactNode } from 'react'
import { AuthProvider } from '../auth/index.ts'
import { StyleCacheProvider } from '../ui/style-cache.tsx'
import { theme } from '../ui/theme.ts'

export interface AppProvidersProps {
  children: ReactNode
}

export function AppProviders({ children }: AppProvidersProps) {
  return (
    <StyleCacheProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </StyleCacheProvider>
  )
}
