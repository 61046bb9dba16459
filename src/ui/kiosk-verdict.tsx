// The gate kiosk's answer to a scan, readable from two metres: the whole screen turns green
// (valid), red (invalid, with the reason) or amber (error), with a huge icon and title; a calm
// dark 'ready' screen and a 'validating' screen sit between scans, a neutral blue 'recent' one
// answers a code this gate admitted seconds ago, and violet 'exit' screens see someone out (with
// their own heading: SPEC's 'Biglietto Valido' announces an entry). Colour is never the only cue.
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import LogoutIcon from '@mui/icons-material/Logout'
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import ErrorIcon from '@mui/icons-material/ReportProblem'
import { Box, CircularProgress, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { t } from '../i18n/it-core.ts'
import { kioskBrand } from './tokens.ts'

export type KioskVerdictState =
  | 'ready'
  | 'validating'
  | 'valid'
  | 'invalid'
  | 'error'
  | 'recent'
  /** An exit recorded. */
  | 'exit'
  /** Someone let out with no entry open: nothing recorded, nobody stopped. */
  | 'exitUnrecorded'

export interface KioskVerdictProps {
  state: KioskVerdictState
  /** The server's message (valid/invalid) or the failure's message (error). */
  message?: string | null
  /** HTTP status of a failed call (error state). */
  status?: number | null
  /** Something below the message: a countdown, the 'Scansiona di nuovo' button, the scanner. */
  children?: ReactNode
  /** Fill the viewport (default) or just the parent. */
  fullScreen?: boolean
}

export function KioskVerdict({
  state,
  message,
  status,
  children,
  fullScreen = true,
}: KioskVerdictProps) {
  const { title, Icon } = content[state]
  const text = message ?? hints[state] ?? null
  return (
    <Box
      role={state === 'ready' ? 'status' : 'alert'}
      data-verdict={state}
      sx={(theme) => {
        const v = theme.palette.verdict
        const colors: Record<KioskVerdictState, [string, string]> = {
          ready: [v.ready, kioskBrand.text],
          validating: [v.ready, kioskBrand.text],
          valid: [v.valid, kioskBrand.text],
          invalid: [v.invalid, kioskBrand.text],
          error: [v.error, v.errorText],
          recent: [v.recent, kioskBrand.text],
          exit: [v.exit, kioskBrand.text],
          exitUnrecorded: [v.exit, kioskBrand.text],
        }
        const [bg, fg] = colors[state]
        return {
          minHeight: fullScreen ? '100dvh' : '100%',
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 4,
          textAlign: 'center',
          bgcolor: bg,
          color: fg,
        }
      }}
    >
      {state === 'validating' ? (
        <CircularProgress color="inherit" size={140} thickness={4} />
      ) : (
        <Icon aria-hidden sx={{ fontSize: 'clamp(120px, 22vh, 220px)' }} />
      )}
      <Typography
        component="h1"
        sx={{ fontSize: 'clamp(2.5rem, 8vw, 5.5rem)', fontWeight: 700, lineHeight: 1.1 }}
      >
        {title}
      </Typography>
      {state === 'error' && status != null && (
        <Typography sx={{ fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)', fontWeight: 700 }}>
          {t.ui.validation.status}: {status}
        </Typography>
      )}
      {text && (
        <Typography
          sx={{ fontSize: 'clamp(1.5rem, 3.5vw, 2.5rem)', fontWeight: 600, maxWidth: '28ch' }}
        >
          {text}
        </Typography>
      )}
      {children}
    </Box>
  )
}

const content = {
  ready: { title: t.ui.verdict.ready, Icon: QrCodeScannerIcon },
  validating: { title: t.ui.verdict.validating, Icon: QrCodeScannerIcon },
  valid: { title: t.ui.validation.valid, Icon: CheckCircleIcon },
  invalid: { title: t.ui.validation.invalid, Icon: CancelIcon },
  error: { title: t.ui.validation.error, Icon: ErrorIcon },
  recent: { title: t.ui.verdict.recent, Icon: HowToRegIcon },
  exit: { title: t.ui.verdict.exit, Icon: LogoutIcon },
  exitUnrecorded: { title: t.ui.verdict.exitUnrecorded, Icon: LogoutIcon },
} as const

const hints: Partial<Record<KioskVerdictState, string>> = {
  ready: t.ui.verdict.readyHint,
  recent: t.ui.verdict.recentHint,
}
