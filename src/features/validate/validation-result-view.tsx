// The three result views of SPEC.md 'Validate (staff)': valid, invalid, validation error.
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ReportProblemIcon from '@mui/icons-material/ReportProblem'
import { Box, Paper, Stack, Typography } from '@mui/material'
import { t } from '../../i18n/it.ts'
import type { ValidationOutcome } from './validation-outcome.ts'

export interface ValidationResultViewProps {
  outcome: ValidationOutcome
}

const look = {
  valid: { color: 'success.main', Icon: CheckCircleIcon, heading: t.validate.valid },
  invalid: { color: 'error.main', Icon: CancelIcon, heading: t.validate.invalid },
  error: { color: 'warning.main', Icon: ReportProblemIcon, heading: t.validate.error },
} as const

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  )
}

export function ValidationResultView({ outcome }: ValidationResultViewProps) {
  const { color, Icon, heading } = look[outcome.kind]
  return (
    <Paper
      role={outcome.kind === 'valid' ? 'status' : 'alert'}
      variant="outlined"
      data-outcome={outcome.kind}
      sx={{ p: 2, borderColor: color, borderWidth: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Icon sx={{ color, fontSize: 36 }} aria-hidden />
        <Typography variant="h2" component="h2">
          {heading}
        </Typography>
      </Stack>
      {outcome.kind === 'error' ? (
        <>
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label={t.validate.status} value={String(outcome.status)} />
          </Box>
          <Typography>{outcome.message}</Typography>
        </>
      ) : (
        <>
          <Typography>{outcome.result.message}</Typography>
          {outcome.kind === 'valid' ? (
            <Box component="dl" sx={{ m: 0, mt: 1 }}>
              <Detail label={t.validate.ticketId} value={outcome.result.ticket_uuid ?? '—'} />
              <Detail label={t.validate.userId} value={String(outcome.result.user_id ?? '—')} />
            </Box>
          ) : null}
        </>
      )}
    </Paper>
  )
}
