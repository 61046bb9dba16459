import { visuallyHidden } from '@mui/utils'
import { Box } from '@mui/material'
import { t } from '../i18n/it-core.ts'
import { formatScore } from './format.ts'

export interface ScoreBadgeProps {
  /** 0..1, shown as a rounded percentage. */
  score: number
}

/** A match score as a rounded percentage, named 'Compatibilità' for screen readers. */
export function ScoreBadge({ score }: ScoreBadgeProps) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: 'success.soft',
        color: 'success.main',
        border: 1,
        borderColor: 'success.main',
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t.ui.match.score}{' '}
      </Box>
      {formatScore(score)}
    </Box>
  )
}
