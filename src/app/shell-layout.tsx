// The signed-in frame: header, footer navigation and the data layer (SWR), loaded with the first
// signed-in screen so the login stays small.
import { useEffect, useRef, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { SWRConfig, useSWRConfig } from 'swr'
import type { SWRConfiguration } from 'swr'
import { AuthExpiredError, RequestError } from '../api/client.ts'
import { useOffline } from '../api/online.ts'
import { useAuth } from '../auth/index.ts'
import { AppShell } from '../ui/app-shell.tsx'
import { paths } from '../routes/paths.ts'

// Client errors (4xx) and an ended session do not get better by asking again.
export const swrDefaults: SWRConfiguration = {
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
  const previous = useRef(user)
  useEffect(() => {
    // Only on the way out: clearing while nobody signed in yet would drop requests in flight.
    if (previous.current !== null && user === null) {
      void mutate(() => true, undefined, { revalidate: false })
    }
    previous.current = user
  }, [user, mutate])
  return null
}

export function ShellLayout() {
  const { loading, authenticated, logout } = useAuth()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const offline = useOffline()

  const onLogout = async () => {
    setBusy(true)
    await logout()
    setBusy(false)
    navigate(paths.login, { replace: true })
  }

  return (
    <SWRConfig value={swrDefaults}>
      <ForgetDataOnSignOut />
      <AppShell
        currentPath={pathname}
        showNav={!loading && authenticated}
        onLogout={() => void onLogout()}
        logoutBusy={busy}
        offline={offline && authenticated}
      >
        <Outlet />
      </AppShell>
    </SWRConfig>
  )
}
