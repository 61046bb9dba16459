// The MUI theme, composed from the tokens; component families are customised here, not inline.
import '@fontsource/titillium-web/400.css'
import '@fontsource/titillium-web/600.css'
import '@fontsource/titillium-web/700.css'
import { createTheme } from '@mui/material/styles'
import { brand, fontFamily, shape } from './tokens.ts'

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.primary, dark: brand.primaryDark },
    secondary: { main: brand.secondary },
    success: { main: brand.success },
    error: { main: brand.error },
    warning: { main: brand.warning },
    background: { default: brand.background, paper: brand.surface },
    text: { primary: brand.text, secondary: brand.textMuted },
  },
  typography: {
    fontFamily,
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape,
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
})
