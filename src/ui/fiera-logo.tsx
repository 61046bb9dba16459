// Fiera's mark and wordmark as inline SVG + text: no image request, crisp at any size.
import { Box, Typography } from '@mui/material'
import { t } from '../i18n/it-core.ts'
import { brand } from './tokens.ts'

export interface FieraLogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number
}

export function FieraLogo({ size = 32 }: FieraLogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: size, height: size, flex: 'none' }}
      >
        <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" />
        <path d="M10 8h13v4h-8.5v3.5H21v4h-6.5V25H10z" fill={brand.secondary} />
        <circle cx="23.5" cy="22.5" r="2.5" fill={brand.secondary} />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size * 0.75, letterSpacing: 0.5, lineHeight: 1 }}
      >
        {t.app.name}
      </Typography>
    </Box>
  )
}
