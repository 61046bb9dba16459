// A labelled choice list in the look of TextInput (e.g. 'Sono un...'). Kept apart from the text
// fields because MUI's Select brings Menu and Popover: only the screens that choose load them.
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material'
import { useId } from 'react'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: string
  name?: string
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  required?: boolean
  disabled?: boolean
  helperText?: string
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  required,
  disabled,
  helperText,
}: SelectFieldProps) {
  const id = useId()
  return (
    <FormControl fullWidth required={required} disabled={disabled} variant="outlined">
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        name={name}
        label={required ? `${label} *` : label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperText ? `${id}-help` : undefined}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {helperText && <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
