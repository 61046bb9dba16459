// Kiosk stories render in the kiosk's high-contrast theme, at the kiosk's size.
import { CssBaseline, ThemeProvider } from '@mui/material'
import type { Decorator } from '@storybook/react-vite'
import { kioskTheme } from '../../src/ui/theme.ts'

export const withKioskTheme: Decorator = (Story) => (
  <ThemeProvider theme={kioskTheme}>
    <CssBaseline />
    <Story />
  </ThemeProvider>
)

export const kioskGlobals = { viewport: { value: 'kiosk', isRotated: false } }
