// The gate's verdict, readable from two metres: green valid, red invalid with the reason, amber
// error; a neutral panel while ready or validating.
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import ReportProblemIcon from '@mui/icons-material/ReportProblem'
import { Box, CircularProgress, Typography } from '@mui/material'
import type { SvgIconComponent } from '@mui/icons-material'
import { t } from '../../src/i18n/it.ts'
import { kioskBrand } from '../../src/ui/tokens.ts'
import type { GateVerdict } from '../use-gate-controller.ts'

export interface VerdictPanelProps {
  verdict: GateVerdict | null
  validating: boolean
}

interface Look {
  background: string
  color: string
  Icon: SvgIconComponent | null
  title: string
  detail: string
  kind: string
}

function lookOf(verdict: GateVerdict | null, validating: boolean): Look {
  const text = t.kiosk.verdict
  if (validating) {
    return {
      background: kioskBrand.ready,
      color: kioskBrand.text,
      Icon: null,
      title: text.validating,
      detail: '',
      kind: 'validating',
    }
  }
  if (!verdict) {
    return {
      background: kioskBrand.ready,
      color: kioskBrand.text,
      Icon: QrCodeScannerIcon,
      title: text.ready,
      detail: text.readyHint,
      kind: 'ready',
    }
  }
  switch (verdict.kind) {
    case 'valid':
      return {
        background: kioskBrand.valid,
        color: kioskBrand.text,
        Icon: CheckCircleIcon,
        title: text.valid,
        detail: verdict.result.message || text.validDetail,
        kind: 'valid',
      }
    case 'invalid':
      return {
        background: kioskBrand.invalid,
        color: kioskBrand.text,
        Icon: CancelIcon,
        title: text.invalid,
        detail: verdict.result.message,
        kind: 'invalid',
      }
    case 'error':
      return {
        background: kioskBrand.error,
        color: kioskBrand.errorText,
        Icon: ReportProblemIcon,
        title: text.error,
        detail: verdict.unreachable
          ? text.unreachable
          : `${text.status} ${verdict.status} · ${verdict.message}`,
        kind: 'error',
      }
  }
}

export function VerdictPanel({ verdict, validating }: VerdictPanelProps) {
  const { background, color, Icon, title, detail, kind } = lookOf(verdict, validating)
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-verdict={kind}
      sx={{
        bgcolor: background,
        color,
        borderRadius: 2,
        minHeight: 320,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 4,
      }}
    >
      {Icon ? <Icon aria-hidden sx={{ fontSize: 'clamp(5rem, 14vmin, 10rem)' }} /> : null}
      {kind === 'validating' ? <CircularProgress aria-hidden size={96} sx={{ color }} /> : null}
      <Typography
        component="p"
        sx={{ fontSize: 'clamp(3rem, 11vmin, 7.5rem)', fontWeight: 700, lineHeight: 1.05 }}
      >
        {title}
      </Typography>
      {detail ? (
        <Typography
          component="p"
          sx={{ fontSize: 'clamp(1.5rem, 4.5vmin, 2.75rem)', fontWeight: 600, maxWidth: '30ch' }}
        >
          {detail}
        </Typography>
      ) : null}
    </Box>
  )
}
