// Entry of the gate kiosk: its own bundle, sharing the design system, client and session with the
// app. The kiosk always scans, so the bundled decoder starts loading first thing, beside the login
// screen rather than in its bundle (the Scanner's module also sets it up before it first renders).
import { CssBaseline, ThemeProvider } from '@mui/material'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AuthProvider } from '../src/auth/index.ts'
import { kioskTheme } from '../src/ui/theme.ts'
import { KioskApp } from './kiosk-app.tsx'

void import('../src/ui/scanner-wasm.ts')

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from kiosk/index.html')

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={kioskTheme}>
      <CssBaseline />
      <AuthProvider>
        <KioskApp />
      </AuthProvider>
    </ThemeProvider>
  </StrictMode>,
)
