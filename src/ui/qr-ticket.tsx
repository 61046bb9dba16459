// The attendee's ticket: SPEC.md's 128-pixel QR code from qr_code_data, drawn as SVG (sharp,
// offline) inside a white quiet zone so gate scanners read it even on a dark or tinted screen.
import QrCodeIcon from '@mui/icons-material/QrCode2'
import { Box, Typography } from '@mui/material'
import { QRCodeSVG } from 'qrcode.react'
import { t } from '../i18n/it-core.ts'
import { colors } from './tokens.ts'

export const QR_TICKET_SIZE = 128

export interface QrTicketProps {
  /** The user's qr_code_data; null while the ticket is not issued. */
  value: string | null
  /** Accessible name of the code. */
  label?: string
}

export function QrTicket({ value, label = t.ui.qr.label }: QrTicketProps) {
  if (!value) {
    return (
      <Box
        role="status"
        sx={{
          width: QR_TICKET_SIZE + 32,
          minHeight: QR_TICKET_SIZE + 32,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'text.secondary',
          borderRadius: 2,
          color: 'text.secondary',
          textAlign: 'center',
        }}
      >
        <QrCodeIcon fontSize="large" aria-hidden />
        <Typography variant="body2">{t.ui.qr.missing}</Typography>
      </Box>
    )
  }
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        p: 2,
        bgcolor: colors.grey[0],
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        lineHeight: 0,
      }}
    >
      <QRCodeSVG
        value={value}
        size={QR_TICKET_SIZE}
        level="M"
        marginSize={0}
        bgColor={colors.grey[0]}
        fgColor={colors.grey[1000]}
        aria-hidden
      />
    </Box>
  )
}
