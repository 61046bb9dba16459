// App-wide providers: theme, session and SWR's defaults.
import { CssBaseline, ThemeProvider } from '@mui/material'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { SWRConfig, useSWRConfig } from 'swr'
import type { SWRConfiguration } from 'swr'
import { AuthExpiredError, RequestError } from '../api/client.ts'
import { AuthProvider, useAuth } from '../auth/index.ts'
import { theme } from '../ui/theme.ts'

// Client errors (4xx) and an ended session do not get better by asking again.
const swrDefaults: SWRConfiguration = {
  errorRetryCount: 3,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (error instanceof AuthExpiredError) return
    if (error instanceof RequestError && error.status < 500) return
    if (retryCount >= (config.errorRetryCount ?? 3)) return
    setTimeout(() => void revalidate({ retryCount }), 2_000 * 2 ** retryCount)
  },
}

/** Nothing of one user's data may stay in memory for the next one (logout, expired session). */
function ForgetDataOnSignOut() {
  const { user } = useAuth()
  const { mutate } = useSWRConfig()
  useEffect(() => {
    if (user === null) void mutate(() => true, undefined, { revalidate: false })
  }, [user, mutate])
  return null
}

export interface AppProvidersProps {
  children: ReactNode
}

export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrDefaults}>
        <AuthProvider>
          <ForgetDataOnSignOut />
          {children}
        </AuthProvider>
      </SWRConfig>
    </ThemeProvider>
  )
}
