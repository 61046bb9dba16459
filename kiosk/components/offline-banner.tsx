import WifiOffIcon from '@mui/icons-material/WifiOff'
import { Box, Typography } from '@mui/material'
import { t } from '../../src/i18n/it.ts'
import { kioskBrand } from '../../src/ui/tokens.ts'

export function OfflineBanner() {
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
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{t.kiosk.offline.banner}</Typography>
    </Box>
  )
}
