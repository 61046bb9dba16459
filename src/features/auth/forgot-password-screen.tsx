import { Button, Link as MuiLink } from '@mui/material'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { forgotPassword } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { t } from '../../i18n/it.ts'
import { AuthPage } from './auth-page.tsx'
import { TextInput } from '../../ui/text-input.tsx'

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!email.trim()) return setError(t.forgot.required)
    setError(null)
    setSuccess(null)
    setBusy(true)
    try {
      const { message } = await forgotPassword(email.trim())
      setSuccess(message || t.forgot.success)
    } catch (cause) {
      setError(errorMessage(cause, t.forgot.failed, t.forgot.network))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthPage
      title={t.forgot.title}
      intro={t.forgot.intro}
      error={error}
      success={success}
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <MuiLink component={Link} to="/login">
          {t.forgot.backToLogin}
        </MuiLink>
      }
    >
      <TextInput
        label={t.forgot.email}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t.forgot.busy : t.forgot.submit}
      </Button>
    </AuthPage>
  )
}
