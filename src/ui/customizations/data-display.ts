// Lists and typography details: list rows are full-width touch targets.
import type { Components, Theme } from '@mui/material/styles'
import { layout } from '../tokens.ts'
import { focusRing } from './focus.ts'

export const dataDisplayCustomizations: Components<Theme> = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: layout.touchTarget + 8,
        borderRadius: theme.shape.borderRadius,
        '&.Mui-focusVisible': focusRing(theme),
      }),
    },
  },
  MuiListItemText: {
    styleOverrides: {
      primary: ({ theme }) => ({ fontWeight: theme.typography.fontWeightBold }),
    },
  },
  MuiDivider: {
    styleOverrides: { root: ({ theme }) => ({ borderColor: theme.palette.divider }) },
  },
}
