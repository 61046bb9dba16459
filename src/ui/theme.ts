// Fiera's MUI themes, composed as MUI's shared-theme templates do: primitives (tokens.ts) ->
// palette, typography, shape -> one Components<Theme> map per family -> createTheme.
import { createTheme, type PaletteOptions, type ThemeOptions } from '@mui/material/styles'
import { dataDisplayCustomizations } from './customizations/data-display.ts'
import { feedbackCustomizations } from './customizations/feedback.ts'
import { focusRing } from './customizations/focus.ts'
import { inputsCustomizations } from './customizations/inputs.ts'
import { navigationCustomizations } from './customizations/navigation.ts'
import { surfacesCustomizations } from './customizations/surfaces.ts'
import {
  brand,
  colors,
  fontFamily,
  fontWeights,
  kioskBrand,
  shape,
  spacingUnit,
  typeScale,
} from './tokens.ts'

declare module '@mui/material/styles' {
  interface Palette {
    focus: string
    verdict: {
      valid: string
      invalid: string
      error: string
      errorText: string
      ready: string
      recent: string
      exit: string
    }
  }
  interface PaletteOptions {
    focus?: string
    verdict?: Palette['verdict']
  }
  interface PaletteColor {
    soft?: string
  }
  interface SimplePaletteColorOptions {
    soft?: string
  }
}

const appPalette: PaletteOptions = {
  mode: 'light',
  primary: {
    main: brand.primary,
    light: brand.primaryLight,
    dark: brand.primaryDark,
    soft: brand.primarySoft,
  },
  secondary: { main: brand.secondary, dark: brand.secondaryDark },
  success: { main: brand.success, soft: brand.successSoft },
  error: { main: brand.error, soft: brand.errorSoft },
  warning: { main: brand.warning, soft: brand.warningSoft },
  info: { main: brand.primary, soft: brand.primarySoft },
  background: { default: brand.background, paper: brand.surface },
  text: { primary: brand.text, secondary: brand.textMuted },
  divider: brand.border,
  focus: brand.focus,
  verdict: {
    valid: kioskBrand.valid,
    invalid: kioskBrand.invalid,
    error: kioskBrand.error,
    errorText: kioskBrand.errorText,
    ready: kioskBrand.ready,
    recent: kioskBrand.recent,
    exit: kioskBrand.exit,
  },
}

const kioskPalette: PaletteOptions = {
  mode: 'dark',
  primary: {
    main: kioskBrand.primary,
    contrastText: kioskBrand.primaryText,
    soft: colors.grey[800],
  },
  secondary: { main: colors.grey[0], contrastText: colors.grey[1000] },
  success: { main: kioskBrand.success, soft: kioskBrand.successSoft },
  error: { main: kioskBrand.danger, soft: kioskBrand.dangerSoft },
  warning: { main: kioskBrand.error, soft: kioskBrand.warningSoft },
  info: { main: colors.grey[0], soft: colors.grey[800] },
  background: { default: kioskBrand.background, paper: kioskBrand.surface },
  text: { primary: kioskBrand.text, secondary: kioskBrand.textMuted },
  divider: kioskBrand.border,
  focus: kioskBrand.focus,
  verdict: {
    valid: kioskBrand.valid,
    invalid: kioskBrand.invalid,
    error: kioskBrand.error,
    errorText: kioskBrand.errorText,
    ready: kioskBrand.ready,
    recent: kioskBrand.recent,
    exit: kioskBrand.exit,
  },
}

/** The type scale at a given size factor (the kiosk is read from a distance). */
function typography(factor: number): ThemeOptions['typography'] {
  const size = (rem: number) => `${rem * factor}rem`
  return {
    fontFamily,
    fontWeightRegular: fontWeights.regular,
    fontWeightMedium: fontWeights.semibold,
    fontWeightBold: fontWeights.bold,
    h1: { fontSize: size(typeScale.h1), fontWeight: fontWeights.bold, lineHeight: 1.2 },
    h2: { fontSize: size(typeScale.h2), fontWeight: fontWeights.bold, lineHeight: 1.25 },
    h3: { fontSize: size(typeScale.h3), fontWeight: fontWeights.bold, lineHeight: 1.3 },
    h4: { fontSize: size(typeScale.h4), fontWeight: fontWeights.bold, lineHeight: 1.3 },
    h5: { fontSize: size(typeScale.body1), fontWeight: fontWeights.bold },
    h6: { fontSize: size(typeScale.body1), fontWeight: fontWeights.semibold },
    body1: { fontSize: size(typeScale.body1), lineHeight: 1.5 },
    body2: { fontSize: size(typeScale.body2), lineHeight: 1.5 },
    caption: { fontSize: size(typeScale.caption), lineHeight: 1.4 },
    overline: { fontSize: size(typeScale.caption), fontWeight: fontWeights.bold, letterSpacing: 1 },
    button: { textTransform: 'none', fontWeight: fontWeights.bold },
  }
}

const components = {
  MuiCssBaseline: {
    styleOverrides: (theme: import('@mui/material/styles').Theme) => ({
      // Elements that are not MUI components (plain links, summary, custom buttons) get the ring too.
      ':focus-visible': focusRing(theme),
      body: { WebkitFontSmoothing: 'antialiased', overflowWrap: 'break-word' },
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    }),
  },
  ...inputsCustomizations,
  ...dataDisplayCustomizations,
  ...feedbackCustomizations,
  ...navigationCustomizations,
  ...surfacesCustomizations,
} satisfies ThemeOptions['components']

/** The attendee app's theme: phone-first, light. */
export const theme = createTheme({
  palette: appPalette,
  typography: typography(1),
  shape,
  spacing: spacingUnit,
  components,
})

/** The gate kiosk's high-contrast theme: white on black, larger type, yellow focus ring. */
export const kioskTheme = createTheme({
  palette: kioskPalette,
  typography: typography(1.25),
  shape,
  spacing: spacingUnit,
  components,
})
