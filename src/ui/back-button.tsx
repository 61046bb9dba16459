import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Button } from '@mui/material'
import { Link } from 'react-router-dom'
import { t } from '../i18n/it-core.ts'
import { paths } from '../routes/paths.ts'

export interface BackButtonProps {
  /** Where 'Indietro' goes; SPEC.md: '/'. */
  to?: string
}

/** SPEC.md's 'Indietro' link back to the home screen. */
export function BackButton({ to = paths.home }: BackButtonProps) {
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
      {t.common.back}
    </Button>
  )
}
