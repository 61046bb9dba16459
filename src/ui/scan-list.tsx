// A list of gate scans (the dashboard's last 20, an attendee's history): when, where, who and the
// outcome as a coloured chip, manual admissions with their reason.
import { Box, Chip, List, ListItem, Typography } from '@mui/material'
import type { ScanRecord } from '../api/contract.ts'
import { organiser as t } from '../i18n/it/organiser.ts'
import { formatInstant } from './format.ts'

export interface ScanListProps {
  scans: readonly ScanRecord[]
  emptyText: string
  /** Show the person's name (the dashboard); an attendee's own history leaves it out. */
  showName?: boolean
  noGateLabel?: string
  /** The fair's time zone (GET /api/fair): the times read as the gates' clocks. */
  timeZone: string | undefined
}

export function ScanList({
  scans,
  timeZone,
  emptyText,
  showName = true,
  noGateLabel = t.dashboard.noGate,
}: ScanListProps) {
  if (scans.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    )
  }
  return (
    <List dense disablePadding>
      {scans.map((scan, i) => (
        <ListItem key={`${scan.at}-${i}`} divider sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            variant="body2"
            sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 110 }}
          >
            {formatInstant(scan.at, timeZone, 'dayTimeSeconds')}
          </Typography>
          <Chip
            size="small"
            label={
              scan.direction === 'out' ? t.scan.exit : (t.outcomes[scan.outcome] ?? scan.outcome)
            }
            color={scan.outcome === 'admitted' ? 'success' : 'error'}
            variant={scan.outcome === 'admitted' ? 'filled' : 'outlined'}
          />
          <Typography component="span" variant="body2" sx={{ minWidth: 120 }}>
            {scan.gate ?? noGateLabel}
          </Typography>
          {showName && (
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {scan.name ?? (scan.user_id === null ? t.scan.unknownPerson : `#${scan.user_id}`)}
            </Typography>
          )}
          {scan.method === 'manual' && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {t.scan.manual(scan.note)}
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  )
}
