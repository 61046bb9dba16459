// Fiera's design primitives: the only place colours, type, spacing and shape are defined.
// Every text/background pair used by the theme meets WCAG 2.2 AA (checked in tests/unit/ui/tokens.test.ts).

/** Raw colour scales; components never use these directly, only through the palettes below. */
export const colors = {
  blue: { 50: '#e8f1f5', 100: '#c6dce6', 500: '#1f6f91', 700: '#0b4f6c', 900: '#073449' },
  orange: { 50: '#fdf0e8', 600: '#c2410c', 800: '#8f2f08' },
  green: { 50: '#e7f4ec', 600: '#1b6e3a', 700: '#14572d', kiosk: '#075e28' },
  red: { 50: '#fbeceb', 600: '#b3261e', 700: '#8c1d18', kiosk: '#a3150d' },
  amber: { 50: '#fff4e0', 400: '#ffc233', 700: '#8a5300' },
  grey: {
    0: '#ffffff',
    50: '#f6f7f9',
    100: '#eceff2',
    200: '#d9dee3',
    400: '#8a949e',
    600: '#4a5561',
    800: '#2a3139',
    900: '#1a1f24',
    1000: '#000000',
  },
  focus: { light: '#1a56db', dark: '#ffd60a' },
} as const

/** The attendee app's palette (light). */
export const brand = {
  primary: colors.blue[700],
  primaryLight: colors.blue[500],
  primaryDark: colors.blue[900],
  primarySoft: colors.blue[50],
  secondary: colors.orange[600],
  secondaryDark: colors.orange[800],
  success: colors.green[600],
  successSoft: colors.green[50],
  error: colors.red[600],
  errorSoft: colors.red[50],
  warning: colors.amber[700],
  warningSoft: colors.amber[50],
  background: colors.grey[50],
  surface: colors.grey[0],
  border: colors.grey[200],
  text: colors.grey[900],
  textMuted: colors.grey[600],
  focus: colors.focus.light,
} as const

/** The kiosk's high-contrast palette: white on black, verdict colours at 7:1 or more with white. */
export const kioskBrand = {
  primary: colors.focus.dark,
  primaryText: colors.grey[1000],
  background: colors.grey[1000],
  surface: colors.grey[900],
  text: colors.grey[0],
  textMuted: colors.grey[100],
  border: colors.grey[400],
  focus: colors.focus.dark,
  valid: colors.green.kiosk,
  invalid: colors.red.kiosk,
  /** Amber needs dark text: white on amber fails AA. */
  error: colors.amber[400],
  errorText: colors.grey[1000],
  ready: colors.grey[800],
} as const

export const fontFamily = '"Titillium Web", "Segoe UI", Roboto, Arial, sans-serif'

/** Type scale in rem, phone-first; the kiosk scales it up. */
export const typeScale = {
  h1: 1.75,
  h2: 1.5,
  h3: 1.25,
  h4: 1.125,
  body1: 1,
  body2: 0.9375,
  caption: 0.8125,
} as const

export const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const

export const spacingUnit = 8

export const shape = { borderRadius: 12 } as const

export const layout = {
  /** Minimum touch target (WCAG 2.5.8 asks 24 px; platforms recommend 44-48). */
  touchTarget: 48,
  headerHeight: 56,
  footerHeight: 64,
  contentMaxWidth: 640,
  focusRingWidth: 3,
} as const
