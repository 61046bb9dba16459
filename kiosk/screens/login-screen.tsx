// Staff log in once on the gate device; the refresh cookie keeps the session afterwards.
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { t } from '../../src/i18n/it.ts'
import { TextInput } from '../../src/ui/text-input.tsx'
import { useFormSubmit } from '../../src/ui/use-form-submit.ts'

export interface KioskLoginScreenProps {
  /** Logs in; rejects with a readable message when it cannot. */
  onLogin: (email: string, password: string) => Promise<void>
}

export function KioskLoginScreen({ onLogin }: KioskLoginScreenProps) {
  const text = t.kiosk.login
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { error, busy, onSubmit } = useFormSubmit({
    check: () => (!email || !password ? text.missing : null),
    send: () => onLogin(email, password),
    failed: (cause) => (cause instanceof Error ? cause.message : text.failed),
  })

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      {/* A Paper's look without Paper's inline style attribute, which the CSP refuses in the
          prerendered page (kiosk/prerender.tsx). */}
      <Box
        sx={{
          p: 4,
          width: '100%',
          maxWidth: 520,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
        }}
      >
        <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
          <Typography variant="h1">{t.kiosk.title}</Typography>
          <Typography>{text.intro}</Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextInput
            label={text.email}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
          />
          <TextInput
            label={text.password}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? text.submitting : text.submit}
          </Button>
        </Stack>
      </Box>
    </Box>
  )
}
