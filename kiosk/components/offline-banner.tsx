// Says the gate is cut off from the server, and what that means: with an offline bundle the kiosk
// still admits signed tickets itself (amber, with the admissions waiting to be sent); without one
// nothing is validated (amber too, the operator must act).
import WifiOffIcon from '@mui/icons-material/WifiOff'
import { Box, Typography } from '@mui/material'
import { t } from '../../src/i18n/it.ts'
import { kioskBrand } from '../../src/ui/tokens.ts'

export interface OfflineBannerProps {
  /** The kiosk holds an offline bundle and decides signed tickets itself. */
  local?: boolean
  /** Offline admissions (or exits) waiting to be uploaded. */
  waiting?: number
  /** An exit gate: what waits are exits. */
  exits?: boolean
}

export function OfflineBanner({ local = false, waiting = 0, exits = false }: OfflineBannerProps) {
  const text = t.kiosk.offline
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
        bgcolor: kioskBrand.error,
        color: kioskBrand.errorText,
      }}
    >
      <WifiOffIcon aria-hidden sx={{ fontSize: 40 }} />
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, flex: 1 }}>
        {local ? text.bannerLocal : text.banner}
      </Typography>
      {waiting > 0 ? (
        <Typography
          data-testid="waiting"
          sx={{ fontSize: '1.5rem', fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {(exits ? text.waitingExits : text.waiting)(waiting)}
        </Typography>
      ) : null}
    </Box>
  )
}
