// Scans the server could not validate: shown to the operator with a retry, never dropped silently.
import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material'
import { t } from '../../src/i18n/it.ts'
import { kioskBrand } from '../../src/ui/tokens.ts'
import type { PendingScan } from '../use-gate-controller.ts'

export interface PendingScansProps {
  scans: PendingScan[]
  onRetry: (id: string) => void
  onRetryAll: () => void
  onDismiss: (id: string) => void
}

const time = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

function shorten(code: string): string {
  return code.length > 18 ? `${code.slice(0, 8)}…${code.slice(-6)}` : code
}

export function PendingScans({ scans, onRetry, onRetryAll, onDismiss }: PendingScansProps) {
  if (scans.length === 0) return null
  const text = t.kiosk.offline
  return (
    <Box
      component="section"
      aria-labelledby="pending-title"
      sx={{
        border: 2,
        borderColor: kioskBrand.error,
        borderRadius: 2,
        px: 2,
        py: 1.5,
        flexShrink: 0,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="pending-title" variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          {text.pendingTitle} ({scans.length})
        </Typography>
        <Button variant="contained" onClick={onRetryAll}>
          {text.retryAll}
        </Button>
      </Stack>
      <Typography sx={{ mt: 0.5 }}>{text.pendingHint}</Typography>
      <List dense>
        {scans.map((scan) => (
          <ListItem key={scan.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' }}>
              {shorten(scan.code)} · {text.at}
              {time.format(scan.at)}
            </Typography>
            <Button variant="outlined" color="inherit" onClick={() => onRetry(scan.id)}>
              {text.retry}
            </Button>
            <Button color="inherit" onClick={() => onDismiss(scan.id)}>
              {text.dismiss}
            </Button>
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
