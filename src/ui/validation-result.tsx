// The outcome of a ticket validation, worded as SPEC.md does: 'Biglietto Valido' (message, ticket
// id, user id), 'Biglietto Non Valido' (message) or 'Errore di Convalida' (status and message).
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/ReportProblem'
import { Box, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import type { TicketValidation } from '../api/contract.ts'
import { t } from '../i18n/it-core.ts'

/** A transport or HTTP failure of the validation call (SPEC.md section 8). */
export interface ValidationFailure {
  status: number
  message: string
}

export type ValidationVerdict = 'valid' | 'invalid' | 'error'

export interface ValidationResultProps {
  /** The server's answer; give this or `error`. */
  validation?: TicketValidation
  /** The call's failure; it wins over `validation`. */
  error?: ValidationFailure
  /** E.g. the 'Scansiona di nuovo' button. */
  action?: ReactNode
}

export function validationVerdict(
  validation: TicketValidation | undefined,
  error?: ValidationFailure,
): ValidationVerdict {
  if (error || !validation) return 'error'
  return validation.valid ? 'valid' : 'invalid'
}

const look = {
  valid: { title: t.ui.validation.valid, color: 'success', Icon: CheckCircleIcon },
  invalid: { title: t.ui.validation.invalid, color: 'error', Icon: CancelIcon },
  error: { title: t.ui.validation.error, color: 'warning', Icon: ErrorIcon },
} as const

export function ValidationResult({ validation, error, action }: ValidationResultProps) {
  const verdict = validationVerdict(validation, error)
  const { title, color, Icon } = look[verdict]
  return (
    <Box
      role="alert"
      sx={{
        p: 2.5,
        borderRadius: 3,
        border: 2,
        borderColor: `${color}.main`,
        bgcolor: `${color}.soft`,
        color: 'text.primary',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon aria-hidden sx={{ fontSize: 40, color: `${color}.main` }} />
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
      </Stack>
      {error ? (
        <>
          <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
            <Row label={t.ui.validation.status}>{error.status}</Row>
          </Box>
          <Typography sx={{ mt: 1, fontSize: '1.125rem' }}>{error.message}</Typography>
        </>
      ) : (
        <>
          <Typography sx={{ mt: 1.5, fontSize: '1.125rem' }}>{validation?.message}</Typography>
          {verdict === 'valid' && (
            <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
              {validation?.ticket_uuid && (
                <Row label={t.ui.validation.ticketId}>{validation.ticket_uuid}</Row>
              )}
              {validation?.user_id != null && (
                <Row label={t.ui.validation.userId}>{validation.user_id}</Row>
              )}
            </Box>
          )}
        </>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {label}:
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
        {children}
      </Typography>
    </Box>
  )
}
