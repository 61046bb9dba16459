import { Typography } from '@mui/material'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { errorMessage } from '../../api/client.ts'
import { FETCH_USER_FAILED, useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it-core.ts'
import { TextLink } from '../../ui/text-link.tsx'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { FormError, SubmitButton } from '../../ui/form-fields.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { useFormSubmit } from '../../ui/use-form-submit.ts'
import { paths } from '../../routes/paths.ts'

export function LoginScreen() {
  const { login } = useAuth()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { error, busy, onSubmit } = useFormSubmit({
    check: () => (!email || !password ? t.login.required : null),
    send: async () => {
      await login(email.trim(), password)
      // Busy until the home screen is there, not back to 'Accedi' meanwhile.
      await navigate(paths.home, { replace: true })
    },
    failed: (cause) =>
      cause instanceof Error && cause.message === FETCH_USER_FAILED
        ? FETCH_USER_FAILED
        : errorMessage(cause, t.login.failed, t.login.network),
  })

  return (
    <AuthCard
      title={t.login.title}
      subtitle={t.login.intro}
      onSubmit={onSubmit}
      footer={
        <>
          <TextLink to={paths.forgotPassword}>{t.login.forgot}</TextLink>
          <Typography>
            {t.login.noAccount} <TextLink to={paths.register}>{t.login.register}</TextLink>
          </Typography>
        </>
      }
    >
      <FormError message={error} />
      <TextInput
        label={t.login.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      <TextInput
        label={t.login.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <SubmitButton busy={busy} busyLabel={t.login.busy}>
        {t.login.submit}
      </SubmitButton>
    </AuthCard>
  )
}
