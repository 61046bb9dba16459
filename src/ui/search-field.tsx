// A search box with a clear button (SPEC.md: 'Cerca eventi...'); clearing returns focus to it.
// An OutlinedInput, not MUI's TextField, which always brings Select, Menu and Popover along
// (about 20 KB of gzip on /events and /vendors; see text-input.tsx).
import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import { IconButton, InputAdornment, OutlinedInput } from '@mui/material'
import { useRef } from 'react'
import { t } from '../i18n/it-core.ts'

export interface SearchFieldProps {
  value: string
  onChange: (value: string) => void
  /** Shown as placeholder and used as the accessible name, e.g. 'Cerca eventi...'. */
  label: string
  disabled?: boolean
}

export function SearchField({ value, onChange, label, disabled = false }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <OutlinedInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      disabled={disabled}
      fullWidth
      inputRef={input}
      slotProps={{ input: { 'aria-label': label, enterKeyHint: 'search' } }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon aria-hidden />
        </InputAdornment>
      }
      endAdornment={
        value ? (
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={t.ui.search.clear}
              disabled={disabled}
              onClick={() => {
                onChange('')
                input.current?.focus()
              }}
            >
              <ClearIcon />
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
      sx={{
        // The browser's own clear cross would duplicate ours.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
    />
  )
}
