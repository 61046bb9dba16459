// Buttons, text fields, toggles and chips: 48 px touch targets and one visible focus ring everywhere.
import { alpha, type Components, type Theme } from '@mui/material/styles'
import { layout } from '../tokens.ts'
import { focusRing } from './focus.ts'

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableTouchRipple: false },
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: layout.touchTarget,
        paddingInline: theme.spacing(2.5),
        borderRadius: theme.shape.borderRadius,
        textTransform: 'none',
        fontWeight: theme.typography.fontWeightBold,
        fontSize: theme.typography.pxToRem(16),
        '&.Mui-focusVisible': focusRing(theme),
      }),
      sizeSmall: ({ theme }) => ({
        minHeight: 40,
        paddingInline: theme.spacing(1.5),
        fontSize: theme.typography.pxToRem(15),
      }),
    },
    variants: [
      {
        props: { variant: 'outlined' },
        style: ({ theme }) => ({
          borderWidth: 2,
          '&:hover': { borderWidth: 2 },
          borderColor: 'currentColor',
          color: theme.palette.primary.main,
        }),
      },
      {
        props: { variant: 'outlined', color: 'error' },
        style: ({ theme }) => ({ color: theme.palette.error.main }),
      },
      {
        props: { variant: 'outlined', color: 'success' },
        style: ({ theme }) => ({ color: theme.palette.success.main }),
      },
      {
        props: { variant: 'outlined', color: 'inherit' },
        style: { color: 'inherit' },
      },
    ],
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        minWidth: layout.touchTarget,
        minHeight: layout.touchTarget,
        '&.Mui-focusVisible': focusRing(theme),
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        backgroundColor: theme.palette.background.paper,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.secondary },
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.primary },
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.focus,
          borderWidth: layout.focusRingWidth,
        },
        '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.error.main },
      }),
      input: { minHeight: 24, fontSize: '1rem' },
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        color: theme.palette.text.secondary,
        '&.Mui-focused': { color: theme.palette.text.primary },
        '&.Mui-error': { color: theme.palette.error.main },
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({ fontSize: theme.typography.pxToRem(14), marginInline: 2 }),
    },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiToggleButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: 40,
        textTransform: 'none',
        fontWeight: theme.typography.fontWeightBold,
        color: theme.palette.text.primary,
        borderColor: theme.palette.text.secondary,
        '&.Mui-selected, &.Mui-selected:hover': {
          color: theme.palette.primary.contrastText,
          backgroundColor: theme.palette.primary.main,
        },
        '&.Mui-focusVisible': focusRing(theme),
      }),
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: theme.typography.fontWeightBold,
        fontSize: theme.typography.pxToRem(15),
        borderRadius: 999,
        '&.Mui-focusVisible': focusRing(theme),
      }),
      label: { paddingInline: 14 },
    },
    variants: [
      {
        props: { variant: 'outlined', clickable: true },
        style: ({ theme }) => ({
          minHeight: 40,
          borderWidth: 2,
          borderColor: theme.palette.primary.main,
          color: theme.palette.primary.main,
          backgroundColor: theme.palette.background.paper,
          '&&:hover, &&.Mui-focusVisible': {
            backgroundColor: alpha(theme.palette.primary.main, 0.08),
          },
        }),
      },
      {
        props: { variant: 'filled', clickable: true },
        style: ({ theme }) => ({
          minHeight: 40,
          border: `2px solid ${theme.palette.primary.main}`,
          color: theme.palette.primary.contrastText,
          backgroundColor: theme.palette.primary.main,
          '&&:hover, &&.Mui-focusVisible': { backgroundColor: theme.palette.primary.dark },
        }),
      },
    ],
  },
}
