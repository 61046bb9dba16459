// Entry of the gate kiosk: its own bundle, sharing the design system with the app.
import { Box, CssBaseline, ThemeProvider, Typography } from '@mui/material'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { t } from '../src/i18n/it.ts'
import { theme } from '../src/ui/theme.ts'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from kiosk/index.html')

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Typography variant="h1">{t.kiosk.title}</Typography>
      </Box>
    </ThemeProvider>
  </StrictMode>,
)
