// Fiera's design primitives: the only place colours, type and shape are defined.
export const brand = {
  primary: '#0b4f6c',
  primaryDark: '#073449',
  secondary: '#c2410c',
  success: '#1b6e3a',
  error: '#b3261e',
  warning: '#8a5300',
  background: '#f6f7f9',
  surface: '#ffffff',
  text: '#1a1f24',
  textMuted: '#4a5561',
} as const

export const fontFamily = '"Titillium Web", "Segoe UI", Roboto, Arial, sans-serif'

export const shape = { borderRadius: 12 } as const
