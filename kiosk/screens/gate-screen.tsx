// The running gate: camera and hardware scanner feed one validator; the verdict fills the right
// side; the admissions count, offline banner and the scans still to validate stay in sight.
import { visuallyHidden } from '@mui/utils'
import FullscreenIcon from '@mui/icons-material/Fullscreen'
import KeyboardIcon from '@mui/icons-material/Keyboard'
import SettingsIcon from '@mui/icons-material/Settings'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { TicketValidation, TicketValidationRequest } from '../../src/api/contract.ts'
import { t } from '../../src/i18n/it.ts'
import { Scanner, type ScanResult } from '../../src/ui/scanner.tsx'
import { OfflineBanner } from '../components/offline-banner.tsx'
import { PinDialog } from '../components/pin-dialog.tsx'
import { PendingScans } from '../components/pending-scans.tsx'
import { VerdictPanel } from '../components/verdict-panel.tsx'
import type { OfflineGateOptions } from '../offline/use-offline-gate.ts'
import { pinMatches } from '../pin.ts'
import type { KioskSettings } from '../settings.ts'
import type { VerdictSound } from '../sounds.ts'
import { useGateController } from '../use-gate-controller.ts'
import { enterFullscreen, useWakeLock } from '../use-wake-lock.ts'
import { useWedgeScanner } from '../use-wedge-scanner.ts'

// A gate is a powered, fixed device: it looks at frames more often than the phone's 500 ms.
const KIOSK_RETRY_DELAY_MS = 200

export interface GateScreenProps {
  settings: KioskSettings
  onOpenSettings: () => void
  /** The camera that streamed, to keep for this kiosk. */
  onCameraReady?: (deviceId: string) => void
  /** The validation call; the real API by default (stories pass a stand-in). */
  validate?: (request: TicketValidationRequest) => Promise<TicketValidation>
  sound?: (kind: VerdictSound) => void
  ping?: () => Promise<boolean>
  /** The offline half's storage and calls (stories pass stand-ins). */
  offline?: Omit<OfflineGateOptions, 'online'>
}

export function GateScreen({
  settings,
  onOpenSettings,
  onCameraReady,
  validate,
  sound,
  ping,
  offline,
}: GateScreenProps) {
  const gate = useGateController({
    gate: settings.gate,
    direction: settings.direction,
    pauseMs: settings.pauseMs,
    validate,
    sound,
    ping,
    offlineOptions: offline,
  })
  const { submit } = gate
  useWakeLock(true)
  const [pinFor, setPinFor] = useState<'settings' | 'window' | null>(null)
  // Leaving fullscreen asks for the PIN; without it the kiosk goes back (the button is a gesture).
  const fullscreen = useIsFullscreen(() => {
    if (settings.pinHash) setPinFor('window')
  })
  const checkPin = useCallback((pin: string) => pinMatches(pin, settings.pinHash), [settings])
  useWedgeScanner({ onCode: submit })
  const handleScan = useCallback((result: ScanResult) => submit(result.rawValue), [submit])
  const text = t.kiosk.gate
  const exitGate = settings.direction === 'out'
  const offlineText = t.kiosk.offline

  return (
    <Box
      sx={{
        minHeight: '100vh',
        height: { md: '100vh' },
        display: 'flex',
        flexDirection: 'column',
        overflow: { md: 'hidden' },
      }}
    >
      {gate.offline ? (
        <OfflineBanner local={gate.offlineReady} waiting={gate.waiting} exits={exitGate} />
      ) : null}
      <Stack
        component="header"
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 3,
          px: 3,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, flex: 1 }}>
          {text.gateLabel}: {settings.gate}
          {exitGate ? ` · ${t.kiosk.setup.exit}` : ''}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.5rem' }} aria-live="polite">
          {exitGate ? text.exits : text.admissions}:{' '}
          <Box
            component="strong"
            data-testid={exitGate ? 'exits' : 'admissions'}
            sx={{ fontSize: '2rem' }}
          >
            {exitGate ? gate.exits : gate.admissions}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {exitGate ? text.exitsHint : text.admissionsHint}
          </Box>
        </Typography>
        {!gate.offline && gate.waiting > 0 ? (
          <Typography component="p" role="status" sx={{ fontSize: '1.25rem' }}>
            {exitGate ? offlineText.syncingExits : offlineText.syncing} (
            {(exitGate ? offlineText.waitingExits : offlineText.waiting)(gate.waiting)})
          </Typography>
        ) : null}
        {fullscreen ? null : (
          <Button color="inherit" startIcon={<FullscreenIcon />} onClick={enterFullscreen}>
            {text.fullscreen}
          </Button>
        )}
        <Button
          color="inherit"
          startIcon={<SettingsIcon />}
          onClick={() => (settings.pinHash ? setPinFor('settings') : onOpenSettings())}
        >
          {text.settings}
        </Button>
      </Stack>
      <Box
        component="main"
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: 3,
          p: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'stretch',
        }}
      >
        <Stack spacing={2} sx={{ minHeight: 0, overflowY: 'auto' }}>
          <Box
            sx={{
              width: '100%',
              maxWidth: { md: gate.pending.length > 0 ? '40vh' : '58vh' },
              alignSelf: 'center',
              flexShrink: 0,
            }}
          >
            <Scanner
              onScan={handleScan}
              facingMode={settings.facing}
              deviceId={settings.cameraId || undefined}
              onCameraReady={onCameraReady}
              scanDelay={1000}
              retryDelay={KIOSK_RETRY_DELAY_MS}
              label={text.cameraLabel}
            />
          </Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}
          >
            <KeyboardIcon aria-hidden />
            <Typography>{text.wedgeHint}</Typography>
          </Stack>
          <PendingScans
            scans={gate.pending}
            onRetry={gate.retry}
            onRetryAll={gate.retryAll}
            onDismiss={gate.dismiss}
          />
        </Stack>
        <VerdictPanel
          verdict={gate.verdict}
          validating={gate.validating !== null}
          timeZone={gate.timeZone}
        />
      </Box>
      <PinDialog
        open={pinFor !== null}
        check={checkPin}
        onUnlock={() => {
          if (pinFor === 'settings') onOpenSettings()
          setPinFor(null)
        }}
        onCancel={() => {
          if (pinFor === 'window') enterFullscreen()
          setPinFor(null)
        }}
      />
    </Box>
  )
}

function useIsFullscreen(onLeave: () => void): boolean {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement != null)
  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  }, [onLeave])
  useEffect(() => {
    const update = () => {
      const now = document.fullscreenElement != null
      setFullscreen(now)
      if (!now) leave.current()
    }
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [])
  return fullscreen
}
