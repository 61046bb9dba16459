import { Button, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { register } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { EmploymentTypeSchema, PASSWORD_MIN_LENGTH } from '../../api/contract.ts'
import type { EmploymentType } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { PasswordField } from '../../ui/form-fields.tsx'
import { AuthPage } from './auth-page.tsx'
import { useRedirectAfter } from './use-redirect-after.ts'

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
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  useRedirectAfter(done, '/login', REGISTER_REDIRECT_MS)

  const withCompany =
    form.employment_type === 'self_employed' || form.employment_type === 'employee'
  const field = (name: keyof typeof initial) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.email || !form.password || !form.confirm) return setError(t.register.required)
    if (form.password !== form.confirm) return setError(t.register.mismatch)
    if (form.password.length < PASSWORD_MIN_LENGTH) return setError(t.register.tooShort)
    setError(null)
    setBusy(true)
    try {
      await register({
        email: form.email.trim(),
        password: form.password,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        phone_number: form.phone_number.trim(),
        employment_type: form.employment_type || undefined,
        company_name: withCompany ? form.company_name.trim() : undefined,
      })
      setDone(true)
    } catch (cause) {
      setError(errorMessage(cause, t.register.failed, t.register.network))
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <AuthPage
        title={t.register.title}
        success={
          <>
            {t.register.success}
            <br />
            {t.register.redirecting}
          </>
        }
        footer={
          <MuiLink component={Link} to="/login">
            {t.register.login}
          </MuiLink>
        }
      >
        {null}
      </AuthPage>
    )
  }

  return (
    <AuthPage
      title={t.register.title}
      intro={t.register.intro}
      error={error}
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <Typography>
          {t.register.haveAccount}{' '}
          <MuiLink component={Link} to="/login">
            {t.register.login}
          </MuiLink>
        </Typography>
      }
    >
      <TextField label={t.register.firstName} autoComplete="given-name" {...field('first_name')} />
      <TextField label={t.register.lastName} autoComplete="family-name" {...field('last_name')} />
      <TextField label={t.register.email} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t.register.phone}
        type="tel"
        autoComplete="tel"
        {...field('phone_number')}
      />
      <TextField select label={t.register.type} {...field('employment_type')}>
        {EmploymentTypeSchema.options.map((option) => (
          <MenuItem key={option} value={option}>
            {t.employment[option]}
          </MenuItem>
        ))}
      </TextField>
      {withCompany && (
        <TextField
          label={t.register.company}
          autoComplete="organization"
          {...field('company_name')}
        />
      )}
      <PasswordField
        label={t.register.password}
        autoComplete="new-password"
        helperText={t.register.passwordHelp}
        margin="none"
        {...field('password')}
      />
      <PasswordField
        label={t.register.confirm}
        autoComplete="new-password"
        margin="none"
        {...field('confirm')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t.register.busy : t.register.submit}
      </Button>
    </AuthPage>
  )
}
