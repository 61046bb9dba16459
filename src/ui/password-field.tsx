// The one TextInput with a show/hide toggle, for new passwords (registration, reset). The login
// keeps a plain password input: its bundle budget has no room for the toggle's icons.
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { IconButton, InputAdornment } from '@mui/material'
import { useState } from 'react'
import { t } from '../i18n/it-core.ts'
import { TextInput, type TextInputProps } from './text-input.tsx'

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'endAdornment'>

/** A password field with a show/hide toggle: one 'Mostra password' button whose pressed state
 * says whether the password is shown (a changing label and a pressed state would contradict). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
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
      }
    />
  )
}
