// The attendee app, started by main.tsx once the first screen is painted.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './providers.tsx'
import { router } from './router.tsx'

// The service worker precaches the app so the ticket opens without network at the gates. It
// activates at once (skipWaiting + clientsClaim in vite.config.ts), so a new build takes over.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  }
  // This module may run after the page's load event (it is imported once the first paint is out).
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register)
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The first render runs as a transition: React yields to the browser every few milliseconds while
// it builds the page instead of blocking a slow phone for one long task. Same page, same time.
const reactRoot = createRoot(root)
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
)
