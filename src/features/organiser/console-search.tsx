// The console's search box over a table: a small labelled field, as the accounts and attendees
// screens show it, so a screen names only its label, its query and how wide the box grows.
import { TextField } from '@mui/material'

export interface ConsoleSearchProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The box's CSS flex within the filters row, e.g. '1 1 280px'. */
  flex: string
}

export function ConsoleSearch({ label, value, onChange, flex }: ConsoleSearchProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex }}
    />
  )
}
