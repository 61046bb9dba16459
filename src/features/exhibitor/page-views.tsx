// The exhibitor's page views: the total and one row per fair day, newest first.
import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import type { ExhibitorVendor } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { formatEventDate } from '../../ui/format.ts'

const text = t.exhibitor.views

export interface PageViewsProps {
  vendor: Pick<ExhibitorVendor, 'page_view_count' | 'page_views_by_day'>
}

export function PageViews({ vendor }: PageViewsProps) {
  const days = [...vendor.page_views_by_day].reverse()
  return (
    <Card component="section" aria-labelledby="page-views-heading">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="page-views-heading" variant="h2">
            {text.title}
          </Typography>
          <Typography>{text.total(vendor.page_view_count)}</Typography>
          {days.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
          ) : (
            <Table size="small" aria-labelledby="page-views-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{text.day}</TableCell>
                  <TableCell align="right">{text.count}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {days.map((d) => (
                  <TableRow key={d.day}>
                    <TableCell>{formatEventDate(d.day)}</TableCell>
                    <TableCell align="right">{d.views}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
