// Editing one's own profile: every field of PUT /api/users/{id} plus the phone, with the limits
// of registration shown as counters and the phone checked (libphonenumber-js) before it is sent.
import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { updateUser } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import { EmploymentTypeSchema, TEXT_LIMITS } from '../../api/contract.ts'
import type { EmploymentType, User } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { FormCard } from '../../ui/form-card.tsx'
import { SelectField } from '../../ui/select-field.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { LONG_TEXT, useFormFields } from '../../ui/use-form-fields.ts'
import { useFormSubmit } from '../../ui/use-form-submit.ts'

const text = t.account.edit

export interface ProfileEditFormProps {
  user: User
  /** Reloads the user after a save. */
  onSaved: () => Promise<unknown>
}

export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const {
    values: form,
    setValues: setForm,
    field: bind,
  } = useFormFields({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone_number: user.phone_number ?? '',
    employment_type: (user.employment_type ?? '') as EmploymentType | '',
    company_name: user.company_name ?? '',
    seeking: user.seeking ?? '',
    description: user.description ?? '',
  })
  /** A field with its limit: the browser stops at it, the counter says how close it is. */
  const field = (name: keyof typeof form, max: number, help?: string) => ({
    ...bind(name, max),
    helperText: [help, text.counter(form[name].length, max)].filter(Boolean).join(' · '),
  })
  const submit = useFormSubmit({
    check: () =>
      form.phone_number.trim() && !isValidPhoneNumber(form.phone_number, 'IT')
        ? text.phoneInvalid
        : null,
    send: async () => {
      // Empty strings clear a field (the server stores them as nothing).
      await updateUser(user.id, { ...form, employment_type: form.employment_type || undefined })
      await onSaved().catch(() => undefined)
      return text.saved
    },
    failed: (cause) => errorMessage(cause, text.failed),
  })

  return (
    <FormCard labels={text} submit={submit} noValidate>
      <TextInput
        label={text.firstName}
        autoComplete="given-name"
        {...field('first_name', TEXT_LIMITS.short)}
      />
      <TextInput
        label={text.lastName}
        autoComplete="family-name"
        {...field('last_name', TEXT_LIMITS.short)}
      />
      <TextInput
        label={text.phone}
        type="tel"
        autoComplete="tel"
        {...field('phone_number', TEXT_LIMITS.phone, text.phoneHelp)}
      />
      <SelectField
        label={text.employment}
        name="employment_type"
        value={form.employment_type}
        onChange={(value) =>
          setForm((current) => ({ ...current, employment_type: value as EmploymentType | '' }))
        }
        options={[
          { value: '', label: text.employmentNone },
          ...EmploymentTypeSchema.options.map((option) => ({
            value: option,
            label: t.employment[option],
          })),
        ]}
      />
      <TextInput
        label={text.company}
        autoComplete="organization"
        {...field('company_name', TEXT_LIMITS.short)}
      />
      <TextInput label={text.seeking} {...LONG_TEXT} {...field('seeking', TEXT_LIMITS.long)} />
      <TextInput
        label={text.description}
        {...LONG_TEXT}
        {...field('description', TEXT_LIMITS.long)}
      />
    </FormCard>
  )
}
