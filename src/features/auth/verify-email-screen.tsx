import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import { Box, Button, CircularProgress, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { verifyEmail } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { t } from '../../i18n/it-core.ts'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { useRedirectAfter } from './use-redirect-after.ts'
import { paths } from '../../routes/paths.ts'

export const VERIFY_REDIRECT_MS = 10_000

// One call per visit: StrictMode mounts twice and a token is single-use, so the pending call is
// shared by token rather than tied to one mount.
const calls = new Map<string, Promise<void>>()
function verifyOnce(token: string): Promise<void> {
  let call = calls.get(token)
  if (!call) {
    call = verifyEmail(token)
    calls.set(token, call)
  }
  return call
}

type State = { kind: 'verifying' } | { kind: 'success' } | { kind: 'error'; message: string }

export function VerifyEmailScreen() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'error', message: t.verify.invalidLink },
  )
  useRedirectAfter(state.kind === 'success', paths.login, VERIFY_REDIRECT_MS)

  useEffect(() => {
    if (!token) return
    let current = true
    verifyOnce(token).then(
      () => current && setState({ kind: 'success' }),
      (cause: unknown) =>
        current &&
        setState({
          kind: 'error',
          message: errorMessage(cause, t.verify.failed, t.verify.network),
        }),
    )
    return () => {
      current = false
    }
  }, [token])

  return (
    <AuthCard title={t.verify.title}>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
      >
        {state.kind === 'verifying' && (
          <>
            <CircularProgress aria-hidden />
            <Typography>{t.verify.verifying}</Typography>
          </>
        )}
        {state.kind === 'success' && (
          <>
            <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main' }} />
            <Typography sx={{ fontWeight: 600 }}>{t.verify.success}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t.verify.redirecting}</Typography>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <CancelIcon aria-hidden sx={{ fontSize: 64, color: 'error.main' }} />
            <Typography sx={{ color: 'error.main', fontWeight: 600 }}>{state.message}</Typography>
          </>
        )}
      </Box>
      {state.kind === 'error' && (
        <Button component={Link} to={paths.login} variant="contained" size="large" fullWidth>
          {t.verify.backToLogin}
        </Button>
      )}
    </AuthCard>
  )
}
