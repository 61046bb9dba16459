// Building blocks of Fiera's forms: one look for fields, the password toggle, the busy submit
// button and the error/success alerts, so every auth screen behaves the same way.
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  type ButtonProps,
  type TextFieldProps,
} from '@mui/material'
import { useState, type ReactNode } from 'react'
import { t } from '../i18n/it.ts'

export type FormTextFieldProps = TextFieldProps & {
  label: string
  name: string
}

/** An outlined, full-width text field with the label always above the value. */
export function FormTextField({ margin = 'normal', ...props }: FormTextFieldProps) {
  return <TextField margin={margin} fullWidth {...props} />
}

export type PasswordFieldProps = Omit<FormTextFieldProps, 'type'>

/** A password field with a show/hide toggle: one 'Mostra password' button whose pressed state
 * says whether the password is shown (a changing label and a pressed state would contradict). */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t.ui.form.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                disabled={props.disabled}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

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
      sx={{ mt: 2 }}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  )
}

export interface FormMessageProps {
  /** Nothing is rendered when the message is empty. */
  message?: string | null
}

/** A form's error message, announced to screen readers as an alert. */
export function FormError({ message }: FormMessageProps) {
  if (!message) return null
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {message}
    </Alert>
  )
}

/** A form's success message, announced politely. */
export function FormSuccess({ message }: FormMessageProps) {
  if (!message) return null
  return (
    <Alert severity="success" role="status" sx={{ my: 2 }}>
      {message}
    </Alert>
  )
}
