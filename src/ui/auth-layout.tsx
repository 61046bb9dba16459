// The frame of the public auth screens (login, registration, password reset, verification):
// the logo above one card, centred, readable at 320 px and at 200% zoom.
import { Box, Paper, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { FieraLogo } from './fiera-logo.tsx'

export interface AuthLayoutProps {
  children: ReactNode
}

export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 3,
        px: 2,
        py: 4,
      }}
    >
      <Box sx={{ color: 'primary.main' }}>
        <FieraLogo size={40} />
      </Box>
      <Box sx={{ width: '100%', maxWidth: 440 }}>{children}</Box>
    </Box>
  )
}

export interface AuthCardProps {
  /** The screen's heading (an h1). */
  title: string
  /** A short line under the title. */
  subtitle?: ReactNode
  children: ReactNode
  /** Links under the form (e.g. to registration or back to login). */
  footer?: ReactNode
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ color: 'text.secondary', mb: 3 }} component="div">
          {subtitle}
        </Typography>
      )}
      {children}
      {footer && (
        <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
          {footer}
        </Stack>
      )}
    </Paper>
  )
}
