// Links and tabs: links are always underlined (colour is not the only cue), tabs are 48 px tall.
import type { Components, Theme } from '@mui/material/styles'
import { layout } from '../tokens.ts'
import { focusRing } from './focus.ts'

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({
        color: theme.palette.primary.main,
        fontWeight: theme.typography.fontWeightMedium,
        textUnderlineOffset: 3,
        overflowWrap: 'anywhere',
        '&:focus-visible': { ...focusRing(theme), borderRadius: 4 },
      }),
    },
  },
  MuiTabs: {
    styleOverrides: { indicator: { height: 3, borderRadius: 3 } },
  },
  MuiTab: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: layout.touchTarget,
        textTransform: 'none',
        fontWeight: theme.typography.fontWeightBold,
        fontSize: theme.typography.pxToRem(16),
        color: theme.palette.text.secondary,
        '&.Mui-selected': { color: theme.palette.primary.main },
        '&.Mui-focusVisible': focusRing(theme),
      }),
    },
  },
}
