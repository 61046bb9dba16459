import { useState } from 'react'

import { forgotPassword } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { t } from '../../i18n/it-core.ts'
import { TextLink } from '../../ui/text-link.tsx'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { FormError, FormSuccess, SubmitButton } from '../../ui/form-fields.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { useFormSubmit } from '../../ui/use-form-submit.ts'
import { paths } from '../../routes/paths.ts'

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('')
  const { error, success, busy, onSubmit } = useFormSubmit({
    check: () => (!email.trim() ? t.forgot.required : null),
    send: async () => (await forgotPassword(email.trim())).message || t.forgot.success,
    failed: (cause) => errorMessage(cause, t.forgot.failed, t.forgot.network),
  })

  return (
    <AuthCard
      title={t.forgot.title}
      subtitle={t.forgot.intro}
      onSubmit={onSubmit}
      footer={<TextLink to={paths.login}>{t.forgot.backToLogin}</TextLink>}
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
