import { visuallyHidden } from '@mui/utils'
import { Box } from '@mui/material'
import { t } from '../i18n/it-core.ts'
import { formatScore } from './format.ts'

export interface ScoreBadgeProps {
  /** 0..1, shown as a rounded percentage. */
  score: number
}

export type ScoreLevel = 'high' | 'medium' | 'low'

/**
 * Where the badge changes colour. Scores are calibrated (docs/matching.md): pairs that should
 * meet mostly score above 0.45, useful ones 0.15-0.45, so only a strong match is green.
 */
export const SCORE_LEVELS = { high: 0.45, medium: 0.25 } as const

export function scoreLevel(score: number): ScoreLevel {
  return score >= SCORE_LEVELS.high ? 'high' : score >= SCORE_LEVELS.medium ? 'medium' : 'low'
}

// Theme palette paths (colours from tokens.ts): green, amber, then neutral grey.
const LEVEL_COLOURS: Record<ScoreLevel, { bg: string; fg: string }> = {
  high: { bg: 'success.soft', fg: 'success.main' },
  medium: { bg: 'warning.soft', fg: 'warning.main' },
  low: { bg: 'background.default', fg: 'text.secondary' },
}

/** A match score as a rounded percentage, named 'Compatibilità' for screen readers; coloured
 * by its level, the percentage itself saying the same for those who do not see colours. */
export function ScoreBadge({ score }: ScoreBadgeProps) {
  const level = scoreLevel(score)
  const { bg, fg } = LEVEL_COLOURS[level]
  return (
    <Box
      component="span"
      data-level={level}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: bg,
        color: fg,
        border: 1,
        borderColor: fg,
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
