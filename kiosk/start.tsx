// The gate kiosk, started by main.tsx once the first screen is painted: its own bundle, sharing
// the design system, client and session with the app. The decoder is not loaded here: the lazily loaded gate screen's Scanner module sets it up
// before it first renders, so the login screen stays light (tests/e2e/bundle-budget.spec.ts).
import { CssBaseline, ThemeProvider } from '@mui/material'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AuthProvider } from '../src/auth/index.ts'
import { StyleCacheProvider } from '../src/ui/style-cache.tsx'
import { kioskTheme } from '../src/ui/theme.ts'
import { KioskApp } from './kiosk-app.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from kiosk/index.html')

// The first render runs as a transition: React yields to the browser every few milliseconds while
// it builds the page instead of blocking a slow device for one long task. Same page, same time.
const reactRoot = createRoot(root)
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <StyleCacheProvider>
        <ThemeProvider theme={kioskTheme}>
          <CssBaseline />
          <AuthProvider>
            <KioskApp />
          </AuthProvider>
        </ThemeProvider>
      </StyleCacheProvider>
    </StrictMode>,
  ),
)
