// Toggle filters (SPEC.md's '16 Ottobre', '17 Ottobre', 'Stage 1', 'Stage 2'): one active at a
// time, a second click on the active one turns it off. Each chip is a button with aria-pressed.
import { Box, Chip } from '@mui/material'
import { t } from '../i18n/it-core.ts'

export interface FilterOption<V extends string = string> {
  value: V
  label: string
}

/** The filter after a click: the clicked value, or null when it was already active. */
export function nextFilterValue<V extends string>(current: V | null, clicked: V): V | null {
  return current === clicked ? null : clicked
}

export interface FilterChipsProps<V extends string = string> {
  options: readonly FilterOption<V>[]
  /** The active filter, or null for none. */
  value: V | null
  onChange: (value: V | null) => void
  /** Accessible name of the group. */
  label?: string
  disabled?: boolean
}

export function FilterChips<V extends string = string>({
  options,
  value,
  onChange,
  label = t.ui.filters.label,
  disabled = false,
}: FilterChipsProps<V>) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const active = option.value === value
        return (
          <Chip
            key={option.value}
            label={option.label}
            clickable
            disabled={disabled}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => onChange(nextFilterValue(value, option.value))}
          />
        )
      })}
    </Box>
  )
}
