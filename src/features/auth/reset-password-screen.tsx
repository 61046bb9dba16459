import { useState } from 'react'
import type { FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { resetPassword } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { PASSWORD_MIN_LENGTH } from '../../api/contract.ts'
import { t } from '../../i18n/it-core.ts'
import { TextLink } from '../../ui/text-link.tsx'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { FormError, FormSuccess, SubmitButton } from '../../ui/form-fields.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { useRedirectAfter } from './use-redirect-after.ts'

export const RESET_REDIRECT_MS = 3000

export function ResetPasswordScreen() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(token ? null : t.reset.missingToken)
  const [success, setSuccess] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useRedirectAfter(success !== null, '/login', RESET_REDIRECT_MS)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!token) return setError(t.reset.missingToken)
    if (!password || !confirm) return setError(t.reset.required)
    if (password !== confirm) return setError(t.reset.mismatch)
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t.reset.tooShort)
    setError(null)
    setBusy(true)
    try {
      const { message } = await resetPassword(token, password)
      setSuccess(message || t.reset.success)
    } catch (cause) {
      setError(errorMessage(cause, t.reset.failed, t.reset.network))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title={t.reset.title}
      subtitle={t.reset.intro}
      onSubmit={(event) => void onSubmit(event)}
      footer={<TextLink to="/login">{t.reset.backToLogin}</TextLink>}
    >
      <FormError message={error} />
      <FormSuccess message={success} />
      <PasswordField
        label={t.reset.password}
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        label={t.reset.confirm}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={setConfirm}
      />
      <SubmitButton busy={busy} busyLabel={t.reset.busy} disabled={success !== null}>
        {t.reset.submit}
      </SubmitButton>
    </AuthCard>
  )
}
