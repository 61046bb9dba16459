// Cards and bars: flat, bordered surfaces that read well in sunlight on a phone.
import type { Components, Theme } from '@mui/material/styles'
import { layout } from '../tokens.ts'

export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { rounded: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }) },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderColor: theme.palette.divider,
        backgroundColor: theme.palette.background.paper,
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: {
      root: ({ theme }) => ({
        padding: theme.spacing(2),
        '&:last-child': { paddingBottom: theme.spacing(2) },
      }),
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'primary' },
    styleOverrides: { root: { minHeight: layout.headerHeight } },
  },
  MuiToolbar: {
    styleOverrides: {
      root: {
        minHeight: layout.headerHeight,
        '@media (min-width:0px)': { minHeight: layout.headerHeight },
      },
    },
  },
}
