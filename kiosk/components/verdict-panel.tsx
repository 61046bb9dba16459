// The gate's verdict beside the camera, on the design system's KioskVerdict: green valid, red
// invalid with the reason, amber error (an unreachable server says the scan was not validated),
// neutral blue for a code this gate admitted seconds ago.
import { Box } from '@mui/material'
import { t } from '../../src/i18n/it.ts'
import { KioskVerdict, type KioskVerdictState } from '../../src/ui/kiosk-verdict.tsx'
import type { GateVerdict } from '../use-gate-controller.ts'
import { REASON_STATE, verdictText } from '../verdict-text.ts'

export interface VerdictPanelProps {
  verdict: GateVerdict | null
  validating: boolean
  /** The fair's zone (offline bundle): when a ticket was first used is told on the venue's clock. */
  timeZone?: string
}

function stateOf(verdict: GateVerdict | null, validating: boolean): KioskVerdictState {
  if (validating) return 'validating'
  if (verdict?.kind === 'valid' || verdict?.kind === 'invalid') {
    return REASON_STATE[verdict.result.reason]
  }
  return verdict?.kind ?? 'ready'
}

function messageOf(verdict: GateVerdict | null, timeZone: string | undefined): string | null {
  if (!verdict || verdict.kind === 'recent') return null
  if (verdict.kind !== 'error') return verdictText(verdict.result, new Date(), timeZone)
  return verdict.unreachable ? t.kiosk.verdict.unreachable : verdict.message
}

export function VerdictPanel({ verdict, validating, timeZone }: VerdictPanelProps) {
  const state = stateOf(verdict, validating)
  return (
    <Box sx={{ borderRadius: 2, overflow: 'hidden', minHeight: 320, display: 'flex' }}>
      <KioskVerdict
        state={state}
        fullScreen={false}
        message={state === 'validating' ? null : messageOf(verdict, timeZone)}
        status={verdict?.kind === 'error' && !verdict.unreachable ? verdict.status : null}
      />
    </Box>
  )
}
