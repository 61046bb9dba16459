// One focus ring for every interactive element (WCAG 2.4.7 / 2.4.13): thick, offset, theme-coloured.
import type { Theme } from '@mui/material/styles'
import { layout } from '../tokens.ts'

export const focusRing = (theme: Theme) => ({
  outline: `${layout.focusRingWidth}px solid ${theme.palette.focus}`,
  outlineOffset: 2,
})
