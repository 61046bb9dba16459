import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { resetPassword } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { PASSWORD_MIN_LENGTH } from '../../api/contract.ts'
import { t } from '../../i18n/it-core.ts'
import { TextLink } from '../../ui/text-link.tsx'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { FormError, FormSuccess, SubmitButton } from '../../ui/form-fields.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { useFormSubmit } from '../../ui/use-form-submit.ts'
import { useRedirectAfter } from './use-redirect-after.ts'
import { paths } from '../../routes/paths.ts'

export const RESET_REDIRECT_MS = 3000

export function ResetPasswordScreen() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { error, success, busy, onSubmit } = useFormSubmit({
    initialError: token ? null : t.reset.missingToken,
    check: () => {
      if (!token) return t.reset.missingToken
      if (!password || !confirm) return t.reset.required
      if (password !== confirm) return t.reset.mismatch
      if (password.length < PASSWORD_MIN_LENGTH) return t.reset.tooShort
      return null
    },
    send: async () => (await resetPassword(token ?? '', password)).message || t.reset.success,
    failed: (cause) => errorMessage(cause, t.reset.failed, t.reset.network),
  })
  useRedirectAfter(success !== null, paths.login, RESET_REDIRECT_MS)

  return (
    <AuthCard
      title={t.reset.title}
      subtitle={t.reset.intro}
      onSubmit={onSubmit}
      footer={<TextLink to={paths.login}>{t.reset.backToLogin}</TextLink>}
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
