import { Typography } from '@mui/material'
import { useState } from 'react'

import { register } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { EmploymentTypeSchema, PASSWORD_MIN_LENGTH } from '../../api/contract.ts'
import type { EmploymentType } from '../../api/contract.ts'
import { t } from '../../i18n/it-core.ts'
import { TextLink } from '../../ui/text-link.tsx'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { FormError, FormSuccess, SubmitButton } from '../../ui/form-fields.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { SelectField } from '../../ui/select-field.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { useFormSubmit } from '../../ui/use-form-submit.ts'
import { useRedirectAfter } from './use-redirect-after.ts'
import { paths } from '../../routes/paths.ts'

export const REGISTER_REDIRECT_MS = 8000

const initial = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  employment_type: '' as EmploymentType | '',
  company_name: '',
  password: '',
  confirm: '',
}

export function RegisterScreen() {
  const [form, setForm] = useState(initial)

  const withCompany =
    form.employment_type === 'self_employed' || form.employment_type === 'employee'
  const field = (name: keyof typeof initial) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  })

  const { error, success, busy, onSubmit } = useFormSubmit({
    check: () => {
      if (!form.email || !form.password || !form.confirm) return t.register.required
      if (form.password !== form.confirm) return t.register.mismatch
      if (form.password.length < PASSWORD_MIN_LENGTH) return t.register.tooShort
      return null
    },
    send: async () => {
      await register({
        email: form.email.trim(),
        password: form.password,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        phone_number: form.phone_number.trim(),
        employment_type: form.employment_type || undefined,
        company_name: withCompany ? form.company_name.trim() : undefined,
      })
      return t.register.success
    },
    failed: (cause) => errorMessage(cause, t.register.failed, t.register.network),
  })
  const done = success !== null
  useRedirectAfter(done, paths.login, REGISTER_REDIRECT_MS)

  if (done) {
    return (
      <AuthCard
        title={t.register.title}
        footer={<TextLink to={paths.login}>{t.register.login}</TextLink>}
      >
        <FormSuccess
          message={
            <>
              {t.register.success}
              <br />
              {t.register.redirecting}
            </>
          }
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t.register.title}
      subtitle={t.register.intro}
      onSubmit={onSubmit}
      footer={
        <Typography>
          {t.register.haveAccount} <TextLink to={paths.login}>{t.register.login}</TextLink>
        </Typography>
      }
    >
      <FormError message={error} />
      <TextInput label={t.register.firstName} autoComplete="given-name" {...field('first_name')} />
      <TextInput label={t.register.lastName} autoComplete="family-name" {...field('last_name')} />
      <TextInput label={t.register.email} type="email" autoComplete="email" {...field('email')} />
      <TextInput
        label={t.register.phone}
        type="tel"
        autoComplete="tel"
        {...field('phone_number')}
      />
      <SelectField
        label={t.register.type}
        options={EmploymentTypeSchema.options.map((option) => ({
          value: option,
          label: t.employment[option],
        }))}
        {...field('employment_type')}
      />
      {withCompany && (
        <TextInput
          label={t.register.company}
          autoComplete="organization"
          {...field('company_name')}
        />
      )}
      <PasswordField
        label={t.register.password}
        autoComplete="new-password"
        helperText={t.register.passwordHelp}
        {...field('password')}
      />
      <PasswordField label={t.register.confirm} autoComplete="new-password" {...field('confirm')} />
      <SubmitButton busy={busy} busyLabel={t.register.busy}>
        {t.register.submit}
      </SubmitButton>
    </AuthCard>
  )
}
