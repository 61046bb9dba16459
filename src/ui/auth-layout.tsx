// The frame of the public account screens (login, registration, password reset, verification):
// the logo (a link home) above one card, centred, readable at 320 px and at 200% zoom. AuthCard
// also frames forms inside the app (the Smart Matching profile gate) with an h2.
import { Box, Paper, Stack, Typography } from '@mui/material'
import type { FormEventHandler, ReactNode } from 'react'
import { t } from '../i18n/it-core.ts'
import { FieraLogo } from './fiera-logo.tsx'
import { TextLink } from './text-link.tsx'
import { paths } from '../routes/paths.ts'

export interface AuthLayoutProps {
  children: ReactNode
}

export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 3,
        px: 2,
        py: { xs: 3, sm: 6 },
        bgcolor: 'background.default',
      }}
    >
      <TextLink
        to={paths.home}
        aria-label={t.ui.shell.homeLink}
        sx={{ display: 'flex', textDecoration: 'none' }}
      >
        <FieraLogo size={40} />
      </TextLink>
      <Box sx={{ width: '100%', maxWidth: 444 }}>{children}</Box>
    </Box>
  )
}

export interface AuthCardProps {
  /** The card's heading. */
  title: string
  /** h1 on the public screens; h2 inside a screen that has its own h1. */
  headingLevel?: 'h1' | 'h2'
  /** A short line under the title. */
  subtitle?: ReactNode
  /** When given, the content is a form (browser checks on) sent by its submit button. */
  onSubmit?: FormEventHandler<HTMLFormElement>
  children: ReactNode
  /** Links under the content (e.g. to registration or back to login). */
  footer?: ReactNode
}

export function AuthCard({
  title,
  headingLevel = 'h1',
  subtitle,
  onSubmit,
  children,
  footer,
}: AuthCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant={headingLevel} sx={{ mb: subtitle ? 1 : 3, overflowWrap: 'break-word' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ color: 'text.secondary', mb: 3 }} component="div">
          {subtitle}
        </Typography>
      )}
      {onSubmit ? (
        <Stack component="form" spacing={2} onSubmit={onSubmit}>
          {children}
        </Stack>
      ) : (
        <Stack spacing={2}>{children}</Stack>
      )}
      {footer && (
        <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
          {footer}
        </Stack>
      )}
    </Paper>
  )
}
