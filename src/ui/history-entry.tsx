// One decided match in the Smart Matching history: name, score, status label and 'Contatta'.
import MailOutlineIcon from '@mui/icons-material/MailOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import type { Match, MatchStatus, Vendor } from '../api/contract.ts'
import { t } from '../i18n/it.ts'
import { matchMailto, type MailSender } from './mailto.ts'
import { ScoreBadge } from './score-badge.tsx'

export interface HistoryEntryProps {
  match: Match
  vendor: Pick<Vendor, 'id' | 'name' | 'email'>
  /** Who writes the prefilled mail (the logged-in attendee). */
  sender?: MailSender
}

const statusColor: Record<MatchStatus, 'success.main' | 'error.main' | 'text.secondary'> = {
  accepted: 'success.main',
  rejected: 'error.main',
  none: 'text.secondary',
}

export function HistoryEntry({ match, vendor, sender }: HistoryEntryProps) {
  const mail = matchMailto(vendor, sender)
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{vendor.name}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          <ScoreBadge score={match.score} />
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              border: 1,
              borderColor: statusColor[match.status],
              color: statusColor[match.status],
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            {t.ui.history.status[match.status]}
          </Box>
        </Stack>
      </Box>
      {mail && (
        <Button
          href={mail}
          variant="outlined"
          size="small"
          startIcon={<MailOutlineIcon />}
          aria-label={`${t.ui.history.contact} ${vendor.name}`}
        >
          {t.ui.history.contact}
        </Button>
      )}
    </Box>
  )
}
