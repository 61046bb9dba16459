// The attendee app, started by main.tsx once the first screen is painted.
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { isPrerendered, startRoot } from '../hydrate.tsx'
import { AppProviders } from './providers.tsx'
import { createAppRouter } from './router.tsx'

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

const router = createAppRouter()

/** Hydration needs the screen's lazily loaded code first: the prerendered markup is its output. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

// Not a top-level await: a module that awaits at its top splits the build into many more chunks.
void (isPrerendered(root) ? routerReady() : Promise.resolve()).then(() =>
  startRoot(
    root,
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
)
