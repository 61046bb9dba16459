// One decided match in the Smart Matching history, as a list item: the name (a link to the
// vendor), score, status label and 'Contatta'. Use inside a <ul>.
import MailOutlineIcon from '@mui/icons-material/MailOutlined'
import { Box, Button, Link, Stack } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import type { Match, MatchStatus, Vendor } from '../api/contract.ts'
import { t } from '../i18n/it-core.ts'
import { matchMailto, type MailSender } from './mailto.ts'
import { ScoreBadge } from './score-badge.tsx'
import { paths } from '../routes/paths.ts'

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
      component="li"
      sx={{
        listStyle: 'none',
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
        <Link
          component={RouterLink}
          to={paths.vendor(vendor.id)}
          sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {vendor.name}
        </Link>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.75 }}>
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
          {match.mutual ? (
            <Box
              component="span"
              data-testid="mutual-match"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'success.main',
                color: 'success.contrastText',
                fontWeight: 700,
                fontSize: 14,
              }}
            >
              {t.ui.history.mutual}
            </Box>
          ) : null}
        </Stack>
      </Box>
      {mail && (
        <Button
          href={mail}
          variant="outlined"
          startIcon={<MailOutlineIcon />}
          aria-label={`${t.ui.history.contact} ${vendor.name}`}
          sx={{ minHeight: 44 }}
        >
          {t.ui.history.contact}
        </Button>
      )}
    </Box>
  )
}
