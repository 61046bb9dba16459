// One page of the organiser console: its heading (with the page's main actions beside it), a
// wrapping row of filters under it, then the page's body. Every console screen reads the same way.
import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'

export interface ConsolePageProps {
  heading: string
  /** The page's main actions (invite, add, export), at the end of the heading's row. */
  actions?: ReactNode
  /** Search fields and selects that narrow the page's table, in a row that wraps. */
  filters?: ReactNode
  /** A page of text and forms stays readable on a wide screen. */
  maxWidth?: number
  children: ReactNode
}

export function ConsolePage({ heading, actions, filters, maxWidth, children }: ConsolePageProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        {actions}
      </Box>
      {filters && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>{filters}</Box>}
      {children}
    </Box>
  )
}
