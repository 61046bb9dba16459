// A labelled outlined input without MUI's TextField, which always brings Select, Menu and Popover
// along: the login must load fast on a weak network (bench: tests/e2e/bundle-budget.spec.ts).
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
  helperText?: string
}

export function TextInput({
  label,
  value,
  onChange,
  helperText,
  required,
  ...props
}: TextInputProps) {
  const id = useId()
  return (
    <FormControl fullWidth required={required} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperText ? `${id}-help` : undefined}
        {...props}
      />
      {helperText && <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
