// The attendee's view of the exhibitors that scanned their badge at a stand (issue 21): what they
// may have shared, depending on the consent "Condividi i miei contatti quando un'azienda scansiona
// il mio badge".
import { Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import type { BadgeScanList } from '../../api/contract.ts'
import { useBadgeScans } from '../../api/exhibitor.ts'
import { t } from '../../i18n/it.ts'
import { paths } from '../../routes/paths.ts'
import { formatDateTime } from '../../ui/format.ts'

const text = t.badgeScans

export interface BadgeScansViewProps {
  scans: BadgeScanList | undefined
  failed: boolean
  timeZone: string
}

export function BadgeScansView({ scans, failed, timeZone }: BadgeScansViewProps) {
  return (
    <Card component="section" aria-labelledby="badge-scans-heading">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="badge-scans-heading" variant="h2">
            {text.title}
          </Typography>
          {failed ? <Typography color="error">{text.failed}</Typography> : null}
          {scans && scans.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
          ) : null}
          {scans && scans.length > 0 ? (
            <List disablePadding>
              {scans.map((s) => (
                <ListItem key={s.vendor_id} disableGutters divider sx={{ display: 'block' }}>
                  <Link component={RouterLink} to={paths.vendor(s.vendor_id)}>
                    {s.vendor_name}
                  </Link>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                    {formatDateTime(s.scanned_at, timeZone)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  )
}

export function BadgeScans({ timeZone }: { timeZone: string }) {
  const { data, error } = useBadgeScans()
  return <BadgeScansView scans={data} failed={Boolean(error)} timeZone={timeZone} />
}
