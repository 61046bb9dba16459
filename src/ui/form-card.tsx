// A form in a card with its heading, as the profile, the password change and the exhibitor's
// page are drawn: heading, whatever comes first (the exhibitor's logo), the outcome messages, the
// fields and the submit button. Written once so the three stay alike.
import { Card, CardContent, Stack, Typography } from '@mui/material'
import { useId, type ReactNode } from 'react'
import { FormError, FormSuccess, SubmitButton } from './form-fields.tsx'
import type { FormSubmit } from './use-form-submit.ts'

/** The words of a form card, as each form's part of the catalogue names them. */
export interface FormCardLabels {
  /** The card's heading; it also names the section. */
  title: string
  /** The submit button, and its label while the form is sent. */
  save: string
  busy: string
}

export interface FormCardProps {
  labels: FormCardLabels
  /** The form's state, as `useFormSubmit` gives it. */
  submit: FormSubmit
  /** Leave the checks to `submit` (the fields say what is wrong) instead of the browser's. */
  noValidate?: boolean
  /** Shown under the heading, before the messages (a logo upload, which sends on its own). */
  before?: ReactNode
  /** The fields. */
  children: ReactNode
}

export function FormCard({ labels, submit, noValidate, before, children }: FormCardProps) {
  const headingId = useId()
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit.onSubmit} noValidate={noValidate}>
          <Typography id={headingId} variant="h2">
            {labels.title}
          </Typography>
          {before}
          <FormError message={submit.error} />
          <FormSuccess message={submit.success} />
          {children}
          <SubmitButton busy={submit.busy} busyLabel={labels.busy}>
            {labels.save}
          </SubmitButton>
        </Stack>
      </CardContent>
    </Card>
  )
}
