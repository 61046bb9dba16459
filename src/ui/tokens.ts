// Fiera's design primitives: the only place colours, type, spacing and shape are defined.
// Every text/background pair used by the theme meets WCAG 2.2 AA (checked in tests/unit/ui/tokens.test.ts).

/** Raw colour scales; components never use these directly, only through the palettes below. */
export const colors = {
  blue: { 50: '#e8f1f5', 100: '#c6dce6', 500: '#1f6f91', 700: '#0b4f6c', 900: '#073449' },
  orange: { 50: '#fdf0e8', 600: '#c2410c', 800: '#8f2f08' },
  green: {
    50: '#e7f4ec',
    300: '#7ee2a0',
    scanner: '#43a047',
    600: '#1b6e3a',
    700: '#14572d',
    kiosk: '#075e28',
    950: '#0d2e18',
  },
  red: {
    50: '#fbeceb',
    300: '#ff8a80',
    scanner: '#e53935',
    600: '#b3261e',
    700: '#8c1d18',
    kiosk: '#a3150d',
    950: '#3a0d0a',
  },
  amber: { 50: '#fff4e0', 400: '#ffc233', 700: '#8a5300', 950: '#3a2a00' },
  violet: { kiosk: '#4a2a82' },
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
  /** Shadows are black at some opacity. */
  shadow: colors.grey[1000],
  /** The fair map is drawn for white paper. */
  map: colors.grey[0],
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
  /** A code this gate admitted seconds ago: neither green (no new admission) nor red (no alarm). */
  recent: colors.blue[700],
  /** Someone leaving: their own colour, neither an admission's green nor a refusal's red. */
  exit: colors.violet.kiosk,
  /** Alerts and marks on the dark screen: light colours on dark soft backgrounds. */
  success: colors.green[300],
  successSoft: colors.green[950],
  danger: colors.red[300],
  dangerSoft: colors.red[950],
  warningSoft: colors.amber[950],
} as const

/** The camera view, the same in both themes: marks and labels drawn over live video. */
export const scannerColors = {
  video: colors.grey[1000],
  text: colors.grey[0],
  /** The aiming frame's corners. */
  frame: colors.red.scanner,
  /** The outline around a code the decoder has found. */
  tracker: colors.green.scanner,
  /** Behind the camera buttons (at some opacity, over the picture). */
  control: colors.grey[1000],
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
