// The star of a talk: adds it to "La mia agenda" or takes it out. A toggle button (aria-pressed),
// its name saying which talk and what a press does.
import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import { IconButton } from '@mui/material'
import { t } from '../i18n/it.ts'

export interface StarButtonProps {
  title: string
  starred: boolean
  onToggle: () => void
}

export function StarButton({ title, starred, onToggle }: StarButtonProps) {
  return (
    <IconButton
      aria-pressed={starred}
      aria-label={starred ? t.agenda.unstar(title) : t.agenda.star(title)}
      onClick={onToggle}
      sx={{ color: starred ? 'warning.main' : 'text.secondary', mt: -1, mr: -1 }}
    >
      {starred ? <StarIcon /> : <StarBorderIcon />}
    </IconButton>
  )
}
