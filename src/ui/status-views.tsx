// Shared loading, empty and error views, so every screen states them the same way (SPEC.md:
// 'Loading...', 'Caricamento eventi...', 'Nessun evento trovato.', errors with 'Riprova').
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined'
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { t } from '../i18n/it-core.ts'

export interface LoadingViewProps {
  label?: string
}

export function LoadingView({ label = t.common.loading }: LoadingViewProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>{label}</Typography>
    </Box>
  )
}

export interface EmptyViewProps {
  message: string
  /** Something to do next, e.g. a button that clears the search. */
  action?: ReactNode
}

export function EmptyView({ message, action }: EmptyViewProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        px: 3,
        py: 5,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <InboxOutlinedIcon aria-hidden sx={{ fontSize: 48 }} />
      <Typography sx={{ fontSize: '1.0625rem' }}>{message}</Typography>
      {action}
    </Box>
  )
}

export interface ErrorViewProps {
  message: string
  /** Shows 'Riprova' when given. */
  onRetry?: () => void
}

export function ErrorView({ message, onRetry }: ErrorViewProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2, flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 12rem' } }}
      action={
        onRetry ? (
          <Button color="error" variant="outlined" onClick={onRetry}>
            {t.common.retry}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  )
}
