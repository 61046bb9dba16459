// The staff validator at /validate (SPEC.md 'Validate (staff)'): scan, validate, show the result,
// 'Scansiona di nuovo'. The route guard (staff only) lives in the router.
import { Box, Button, Container, Stack, Typography } from '@mui/material'
import { useCallback } from 'react'
import { t } from '../../i18n/it.ts'
import { SINGLE_SCAN_SETUP, Scanner, type ScanResult } from '../../ui/scanner.tsx'
import { LoadingView } from '../../ui/status-views.tsx'
import { ValidationResult } from '../../ui/validation-result.tsx'
import { useTicketValidator, type ValidateTicket } from './use-ticket-validator.ts'
import type { ValidationOutcome } from './validation-outcome.ts'

export interface ValidateScreenProps {
  /** The validation call; the real API by default (stories pass a stand-in). */
  validate?: ValidateTicket
}

export function ValidateScreen({ validate }: ValidateScreenProps) {
  const { state, submit, reset } = useTicketValidator(validate)
  const handleScan = useCallback((result: ScanResult) => void submit(result.rawValue), [submit])

  return (
    <Container maxWidth="sm" sx={{ py: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h1">{t.validate.title}</Typography>
        <Scanner onScan={handleScan} paused={state.phase !== 'scanning'} {...SINGLE_SCAN_SETUP} />
        {state.phase === 'validating' ? <LoadingView label={t.validate.validating} /> : null}
        {state.phase === 'done' ? (
          <>
            <Box data-outcome={state.outcome.kind}>
              <OutcomeView outcome={state.outcome} />
            </Box>
            <Button variant="contained" size="large" onClick={reset}>
              {t.validate.scanAgain}
            </Button>
          </>
        ) : null}
      </Stack>
    </Container>
  )
}

function OutcomeView({ outcome }: { outcome: ValidationOutcome }) {
  if (outcome.kind === 'error') {
    return <ValidationResult error={{ status: outcome.status, message: outcome.message }} />
  }
  return <ValidationResult validation={outcome.result} />
}
