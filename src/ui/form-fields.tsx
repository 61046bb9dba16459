// The parts of every Fiera form around its fields (text-input.tsx, password-field.tsx,
// select-field.tsx): the busy submit button and the error/success alerts. Fields live in their
// own modules so each screen loads only what it shows: /login stays within its bundle budget.
import { Alert, Button, CircularProgress, type ButtonProps } from '@mui/material'
import { useEffect, useRef, type ReactNode } from 'react'

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** True while the form is being sent: the button is disabled and shows busyLabel. */
  busy?: boolean
  /** SPEC.md's busy wording, e.g. 'Logging in...' or 'Resetting...'. */
  busyLabel?: string
  children: ReactNode
}

export function SubmitButton({
  busy = false,
  busyLabel,
  children,
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  )
}

export interface FormMessageProps {
  /** Nothing is rendered when the message is empty. */
  message?: ReactNode
}

/** A form's error message, announced to screen readers as an alert and scrolled into view (on a
 * phone the submit button of a long form is far below it). */
export function FormError({ message }: FormMessageProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [message])
  if (!message) return null
  return (
    <Alert ref={ref} severity="error" role="alert" sx={{ scrollMarginTop: 80 }}>
      {message}
    </Alert>
  )
}

/** A form's success message, announced politely. */
export function FormSuccess({ message }: FormMessageProps) {
  if (!message) return null
  return (
    <Alert severity="success" role="status">
      {message}
    </Alert>
  )
}
