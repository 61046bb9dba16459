// Shared loading, empty and error views, so every screen states them the same way.
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material'
import { t } from '../i18n/it.ts'

export interface LoadingViewProps {
  label?: string
}

export function LoadingView({ label = t.common.loading }: LoadingViewProps) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  )
}

export interface EmptyViewProps {
  message: string
}

export function EmptyView({ message }: EmptyViewProps) {
  return (
    <Typography sx={{ p: 3, color: 'text.secondary' }} role="status">
      {message}
    </Typography>
  )
}

export interface ErrorViewProps {
  message: string
  onRetry?: () => void
}

export function ErrorView({ message, onRetry }: ErrorViewProps) {
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t.common.retry}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  )
}
