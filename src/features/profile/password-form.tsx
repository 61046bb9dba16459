// Changing the password while signed in: the current one, then the new one twice. The server
// ends every other session; this one goes on with the token it answers.
import { changePassword } from '../../api/account.ts'
import { errorMessage } from '../../api/client.ts'
import { PASSWORD_MIN_LENGTH } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { FormCard } from '../../ui/form-card.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { useFormFields } from '../../ui/use-form-fields.ts'
import { useFormSubmit } from '../../ui/use-form-submit.ts'

const text = t.account.password

export function PasswordForm() {
  const {
    values: form,
    setValues: setForm,
    field: bind,
  } = useFormFields({ current: '', next: '', repeat: '' })
  const field = (name: keyof typeof form) => ({ ...bind(name), required: true })
  const submit = useFormSubmit({
    check: () => (form.next !== form.repeat ? text.mismatch : null),
    send: async () => {
      await changePassword(form.current, form.next)
      setForm({ current: '', next: '', repeat: '' })
      return text.done
    },
    failed: (cause) => errorMessage(cause, text.failed),
  })
  return (
    <FormCard labels={text} submit={submit}>
      <PasswordField label={text.current} autoComplete="current-password" {...field('current')} />
      <PasswordField
        label={text.next}
        autoComplete="new-password"
        inputProps={{ minLength: PASSWORD_MIN_LENGTH }}
        {...field('next')}
      />
      <PasswordField
        label={text.repeat}
        autoComplete="new-password"
        inputProps={{ minLength: PASSWORD_MIN_LENGTH }}
        {...field('repeat')}
      />
    </FormCard>
  )
}
