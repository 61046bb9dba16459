// SPEC.md's profile-completion gate: Smart Matching needs what the attendee seeks and who they are.
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { updateUser } from '../../api/auth.ts'
import { EmploymentTypeSchema } from '../../api/contract.ts'
import type { EmploymentType, User } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'

export const GATE_TEXTAREA_ROWS = 4

export function isProfileComplete(user: User | null): boolean {
  return Boolean(user?.seeking?.trim() && user.description?.trim())
}

export interface ProfileGateProps {
  user: User
  /** Called after a successful save; reloads the user and starts generating matches. */
  onSaved: () => Promise<unknown>
}

export function ProfileGate({ user, onSaved }: ProfileGateProps) {
  const [form, setForm] = useState({
    seeking: user.seeking ?? '',
    description: user.description ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    employment_type: (user.employment_type ?? '') as EmploymentType | '',
    company_name: user.company_name ?? '',
  })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const seeking = form.seeking.trim()
    const description = form.description.trim()
    if (!seeking || !description) {
      setError(t.matches.gate.required)
      return
    }
    setError(null)
    setBusy(true)
    const optional = (value: string) => value.trim() || undefined
    try {
      await updateUser(user.id, {
        seeking,
        description,
        first_name: optional(form.first_name),
        last_name: optional(form.last_name),
        employment_type: form.employment_type || undefined,
        company_name: optional(form.company_name),
      })
    } catch (cause) {
      setError(t.matches.gate.failed(cause instanceof Error ? cause.message : undefined))
      setBusy(false)
      return
    }
    await onSaved()
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      aria-labelledby="gate-heading"
    >
      <Typography id="gate-heading" variant="h2">
        {t.matches.gate.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t.matches.gate.intro}</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={t.matches.gate.seeking}
        helperText={t.matches.gate.seekingHelp}
        multiline
        rows={GATE_TEXTAREA_ROWS}
        {...field('seeking')}
      />
      <TextField
        label={t.matches.gate.description}
        helperText={t.matches.gate.descriptionHelp}
        multiline
        rows={GATE_TEXTAREA_ROWS}
        {...field('description')}
      />
      <TextField
        label={t.matches.gate.firstName}
        autoComplete="given-name"
        {...field('first_name')}
      />
      <TextField
        label={t.matches.gate.lastName}
        autoComplete="family-name"
        {...field('last_name')}
      />
      <TextField select label={t.matches.gate.employment} {...field('employment_type')}>
        <MenuItem value="">{t.matches.gate.employmentNone}</MenuItem>
        {EmploymentTypeSchema.options.map((option) => (
          <MenuItem key={option} value={option}>
            {t.employment[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t.matches.gate.company}
        autoComplete="organization"
        {...field('company_name')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t.matches.gate.busy : t.matches.gate.submit}
      </Button>
    </Stack>
  )
}
