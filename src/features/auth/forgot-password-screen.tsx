import { useState } from 'react'
import type { FormEvent } from 'react'

import { forgotPassword } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { t } from '../../i18n/it-core.ts'
import { TextLink } from '../../ui/text-link.tsx'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { FormError, FormSuccess, SubmitButton } from '../../ui/form-fields.tsx'
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
    <AuthCard
      title={t.forgot.title}
      subtitle={t.forgot.intro}
      onSubmit={(event) => void onSubmit(event)}
      footer={<TextLink to="/login">{t.forgot.backToLogin}</TextLink>}
    >
      <FormError message={error} />
      <FormSuccess message={success} />
      <TextInput
        label={t.forgot.email}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <SubmitButton busy={busy} busyLabel={t.forgot.busy}>
        {t.forgot.submit}
      </SubmitButton>
    </AuthCard>
  )
}
