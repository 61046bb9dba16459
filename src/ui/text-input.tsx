// Fiera's one text field (app, kiosk and every form): a labelled outlined input built without
// MUI's TextField, which always brings Select, Menu and Popover along: login screens must load
// fast on a weak network (tests/e2e/bundle-budget.spec.ts). Multiline for textareas.
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material'
import type { OutlinedInputProps } from '@mui/material'
import { useId } from 'react'

export interface TextInputProps extends Omit<
  OutlinedInputProps,
  'label' | 'id' | 'onChange' | 'value'
> {
  label: string
  value: string
  onChange: (value: string) => void
  /** A hint under the field, or the error's explanation when `error` is set. */
  helperText?: string
}

export function TextInput({
  label,
  value,
  onChange,
  helperText,
  required,
  error,
  disabled,
  ...props
}: TextInputProps) {
  const id = useId()
  return (
    <FormControl fullWidth required={required} error={error} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperText ? `${id}-help` : undefined}
        {...props}
      />
      {helperText && <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
