// The attendee app, started by main.tsx once the first screen is painted.
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'
import { nextTask } from '../boot/first-paint.ts'
import { isPrerendered, startRoot } from '../boot/hydrate.tsx'
import { registerServiceWorker } from '../boot/service-worker.ts'
import { AppProviders } from './providers.tsx'
import { createAppRouter } from './router.tsx'

// The service worker precaches the app so the ticket opens without network at the gates. It
// activates at once (skipWaiting + clientsClaim in vite.config.ts), so a new build takes over.
registerServiceWorker('/sw.js', '/')

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

/** Hydration needs the screen's lazily loaded code first: the prerendered markup is its output. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

// The app's modules evaluate in one task; the router and the first render start in the next, so
// that task stays short on a slow phone. Not a top-level await: a module that awaits at its top
// splits the build into many more chunks.
void nextTask().then(async () => {
  const router = createAppRouter()
  if (isPrerendered(root)) await routerReady(router)
  startRoot(
    root,
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})
