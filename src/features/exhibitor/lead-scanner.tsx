// Lead capture at the stand with the design system's Scanner: each badge read is recorded as a
// lead (never an admission); offline, it waits in a queue and is sent when the connection returns.
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { useCallback, useState } from 'react'
import type { LeadScanOutcome, RefusedLead } from '../../api/exhibitor.ts'
import { t } from '../../i18n/it.ts'
import { SINGLE_SCAN_SETUP, Scanner, type ScanResult } from '../../ui/scanner.tsx'
import { LoadingView } from '../../ui/status-views.tsx'
import { contactName } from './interest-list.tsx'

const text = t.exhibitor.leads

export interface LeadScannerProps {
  scan: (code: string) => Promise<LeadScanOutcome>
  /** Scans waiting for the connection. */
  pending: number
  onSendPending: () => void
  /** Scans kept offline that the server refused when they were sent. */
  refused?: RefusedLead[]
  onDismissRefused?: () => void
  /** A first outcome shown from the start (stories). */
  initialOutcome?: LeadScanOutcome
}

export function LeadScanner({
  scan,
  pending,
  onSendPending,
  refused = [],
  onDismissRefused,
  initialOutcome,
}: LeadScannerProps) {
  const [state, setState] = useState<
    { phase: 'scanning' } | { phase: 'sending' } | { phase: 'done'; outcome: LeadScanOutcome }
  >(initialOutcome ? { phase: 'done', outcome: initialOutcome } : { phase: 'scanning' })
  const onScan = useCallback(
    (result: ScanResult) => {
      setState({ phase: 'sending' })
      void scan(result.rawValue).then((outcome) => setState({ phase: 'done', outcome }))
    },
    [scan],
  )
  return (
    <Card component="section" aria-labelledby="lead-scan-heading">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="lead-scan-heading" variant="h2">
            {text.scanTitle}
          </Typography>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{text.scanHelp}</Typography>
          <Scanner onScan={onScan} paused={state.phase !== 'scanning'} {...SINGLE_SCAN_SETUP} />
          {state.phase === 'sending' ? <LoadingView /> : null}
          {state.phase === 'done' ? (
            <>
              <OutcomeMessage outcome={state.outcome} />
              <Button
                variant="contained"
                size="large"
                onClick={() => setState({ phase: 'scanning' })}
              >
                {text.scanAgain}
              </Button>
            </>
          ) : null}
          {refused.length > 0 ? (
            <Alert severity="error" onClose={onDismissRefused} closeText={text.dismissRefused}>
              {text.refusedQueued(refused.length)}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {refused.map((item) => (
                  <li key={item.code}>{item.message}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {pending > 0 ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={onSendPending}>
                  {text.sendNow}
                </Button>
              }
            >
              {text.pending(pending)}
            </Alert>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  )
}

function OutcomeMessage({ outcome }: { outcome: LeadScanOutcome }) {
  if (outcome.kind === 'queued') return <Alert severity="warning">{text.queued}</Alert>
  if (outcome.kind === 'refused') return <Alert severity="error">{outcome.message}</Alert>
  const { contact } = outcome.lead
  return (
    <Alert severity="success">
      {contact ? text.recordedNamed(contactName(contact)) : text.recorded}
    </Alert>
  )
}
