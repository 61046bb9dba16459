// Alerts and progress: soft backgrounds with dark text, so every severity stays above 4.5:1.
import type { Components, Theme } from '@mui/material/styles'

type Severity = 'success' | 'error' | 'warning' | 'info'
const severities: Severity[] = ['success', 'error', 'warning', 'info']

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        fontSize: theme.typography.pxToRem(16),
        alignItems: 'center',
      }),
      message: { paddingBlock: 10 },
    },
    variants: severities.map((severity) => ({
      props: { variant: 'standard', severity },
      style: ({ theme }: { theme: Theme }) => ({
        color: theme.palette.text.primary,
        backgroundColor: theme.palette[severity].soft,
        border: `1px solid ${theme.palette[severity].main}`,
        '& .MuiAlert-icon': { color: theme.palette[severity].main },
      }),
    })),
  },
  MuiCircularProgress: { defaultProps: { 'aria-hidden': true } },
}
