// The common frame of the public account screens: heading, intro, the form's one alert, links.
import { Alert, Box, Stack, Typography } from '@mui/material'
import type { FormEventHandler, ReactNode } from 'react'

export interface AuthPageProps {
  title: string
  intro?: string
  /** Shown in the error style, announced to screen readers. */
  error?: string | null
  /** Shown in the success style. */
  success?: ReactNode
  onSubmit?: FormEventHandler<HTMLFormElement>
  children: ReactNode
  footer?: ReactNode
}

export function AuthPage({
  title,
  intro,
  error,
  success,
  onSubmit,
  children,
  footer,
}: AuthPageProps) {
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h1">{title}</Typography>
        {intro && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{intro}</Typography>}
      </Box>
      <Box sx={{ '&:empty': { display: 'none' } }}>
        {error && <Alert severity="error">{error}</Alert>}
        {success && <Alert severity="success">{success}</Alert>}
      </Box>
      {onSubmit ? (
        <Stack component="form" noValidate={false} spacing={2} onSubmit={onSubmit}>
          {children}
        </Stack>
      ) : (
        children
      )}
      {footer && <Stack spacing={1}>{footer}</Stack>}
    </Stack>
  )
}
