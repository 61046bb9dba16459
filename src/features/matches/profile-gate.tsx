// SPEC.md's profile-completion gate: Smart Matching needs what the attendee seeks and who they are.
import { useState } from 'react'
import { updateUser } from '../../api/auth.ts'
import { EmploymentTypeSchema } from '../../api/contract.ts'
import type { EmploymentType, User } from '../../api/contract.ts'
import { isProfileComplete, matchingProfile } from '../../api/profile.ts'
import { t } from '../../i18n/it.ts'
import { AuthCard } from '../../ui/auth-layout.tsx'
import { FormError, SubmitButton } from '../../ui/form-fields.tsx'
import { SelectField } from '../../ui/select-field.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { useFormSubmit } from '../../ui/use-form-submit.ts'

export const GATE_TEXTAREA_ROWS = 4

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
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  })
  const optional = (value: string) => value.trim() || undefined
  const { error, busy, onSubmit } = useFormSubmit({
    check: () => (isProfileComplete(form) ? null : t.matches.gate.required),
    send: async () => {
      await updateUser(user.id, {
        ...matchingProfile(form),
        first_name: optional(form.first_name),
        last_name: optional(form.last_name),
        employment_type: form.employment_type || undefined,
        company_name: optional(form.company_name),
      })
      // Saved. Busy until the reloaded user lets the gate give way; a failed reload is not a
      // failed save, and the screen's own states show it.
      await onSaved().catch(() => undefined)
    },
    failed: (cause) => t.matches.gate.failed(cause instanceof Error ? cause.message : undefined),
  })

  return (
    <AuthCard
      title={t.matches.gate.title}
      headingLevel="h2"
      subtitle={t.matches.gate.intro}
      onSubmit={onSubmit}
    >
      <FormError message={error} />
      <TextInput
        label={t.matches.gate.seeking}
        helperText={t.matches.gate.seekingHelp}
        multiline
        rows={GATE_TEXTAREA_ROWS}
        {...field('seeking')}
      />
      <TextInput
        label={t.matches.gate.description}
        helperText={t.matches.gate.descriptionHelp}
        multiline
        rows={GATE_TEXTAREA_ROWS}
        {...field('description')}
      />
      <TextInput
        label={t.matches.gate.firstName}
        autoComplete="given-name"
        {...field('first_name')}
      />
      <TextInput
        label={t.matches.gate.lastName}
        autoComplete="family-name"
        {...field('last_name')}
      />
      <SelectField
        label={t.matches.gate.employment}
        options={[
          { value: '', label: t.matches.gate.employmentNone },
          ...EmploymentTypeSchema.options.map((option) => ({
            value: option,
            label: t.employment[option],
          })),
        ]}
        {...field('employment_type')}
      />
      <TextInput
        label={t.matches.gate.company}
        autoComplete="organization"
        {...field('company_name')}
      />
      <SubmitButton busy={busy} busyLabel={t.matches.gate.busy}>
        {t.matches.gate.submit}
      </SubmitButton>
    </AuthCard>
  )
}
