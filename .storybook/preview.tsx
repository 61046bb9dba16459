import { CssBaseline, ThemeProvider } from '@mui/material'
import type { Preview } from '@storybook/react-vite'
import '../src/ui/fonts.css'
import { kioskTheme, theme } from '../src/ui/theme.ts'

const preview: Preview = {
  decorators: [
    // `parameters: { fieraTheme: 'kiosk' }` renders a story with the kiosk's high-contrast theme.
    (Story, { parameters }) => (
      <ThemeProvider theme={parameters.fieraTheme === 'kiosk' ? kioskTheme : theme}>
        <CssBaseline />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Telefono', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        small: {
          name: 'Telefono piccolo (320 px, o 640 px al 200%)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        kiosk: { name: 'Chiosco', styles: { width: '1280px', height: '800px' }, type: 'tablet' },
      },
    },
  },
  // Phone-first: stories are tested, and their baselines captured, at a phone's size.
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['autodocs'],
}

export default preview
