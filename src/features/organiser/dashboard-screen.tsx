// The live gate dashboard: a chosen fair day, refreshed every 3 s (a scan shows within 5 s).
import DownloadIcon from '@mui/icons-material/Download'
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import { downloadCheckins, useGateConflicts, useGateSummary } from '../../api/admin.ts'
import type { GateConflict } from '../../api/contract.ts'
import { useFair } from '../../api/fair.ts'
import { organiser } from '../../i18n/it/organiser.ts'
import { ConsolePage } from '../../ui/console-page.tsx'
import { formatInstant } from '../../ui/format.ts'
import { GateHourChart } from '../../ui/gate-hour-chart.tsx'
import { ScanList } from '../../ui/scan-list.tsx'
import { StatCard } from '../../ui/stat-card.tsx'
import { ErrorView } from '../../ui/status-views.tsx'
import { useAction } from './use-action.ts'

const t = organiser.dashboard

/** The conflicts offline kiosks caused, newest first: for the organiser to look into. */
function ConflictList({
  conflicts,
  timeZone,
}: {
  conflicts: GateConflict[]
  timeZone: string | undefined
}) {
  if (conflicts.length === 0) return <Typography>{t.noConflicts}</Typography>
  const when = (iso: string) => formatInstant(iso, timeZone, 'dayTime')
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {conflicts.map((c) => (
        <li key={c.id}>
          <strong>{t.conflictKinds[c.kind]}</strong>:{' '}
          {t.conflictWhere(
            c.gate ?? t.noGate,
            when(c.scanned_at),
            c.first_used_at ? `${c.first_gate ?? t.noGate}, ${when(c.first_used_at)}` : null,
          )}
        </li>
      ))}
    </Box>
  )
}

export function DashboardScreen() {
  // Until one is chosen, the server's today in the fair's time zone (FAIR_TIMEZONE): the answer
  // names the day, so the client holds no time zone of its own.
  const [chosen, setChosen] = useState<string>()
  const [refreshedAt, setRefreshedAt] = useState<number>()
  const { data, error, isLoading, mutate } = useGateSummary(chosen, () =>
    setRefreshedAt(Date.now()),
  )
  const day = chosen ?? data?.day ?? ''
  const conflicts = useGateConflicts()
  // Every time on this screen reads in the fair's zone, as the gates' clocks do.
  const timeZone = useFair().data?.time_zone
  const download = useAction()
  const refusals = data ? Object.values(data.refusals).reduce((a, b) => a + b, 0) : 0

  const exportCsv = () =>
    download.run(
      () => downloadCheckins(day),
      (csv) => {
        const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
        const link = document.createElement('a')
        link.href = url
        link.download = `ingressi-${day}.csv`
        link.click()
        URL.revokeObjectURL(url)
        return ''
      },
    )

  return (
    <ConsolePage
      heading={t.heading}
      actions={
        <>
          <TextField
            type="date"
            label={t.day}
            value={day}
            onChange={(e) => e.target.value && setChosen(e.target.value)}
            size="small"
            fullWidth={false}
            sx={{ width: 190 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv()}
            disabled={download.busy || !day}
          >
            {t.exportCsv}
          </Button>
        </>
      }
    >
      {error && !data ? (
        <ErrorView message={t.loadFailed} onRetry={() => void mutate()} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {refreshedAt
              ? t.updated(formatInstant(refreshedAt, timeZone, 'time'))
              : organiser.common.loading}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <StatCard
              label={t.admissions}
              value={data?.admissions ?? 0}
              loading={isLoading && !data}
            />
            <StatCard
              label={t.uniqueVisitors}
              value={data?.unique_visitors ?? 0}
              loading={isLoading && !data}
            />
            <StatCard
              label={t.insideNow}
              value={data?.inside_now ?? null}
              {...(data && data.inside_now === null ? { hint: t.insideUnknown } : {})}
              loading={isLoading && !data}
            />
            <StatCard label={t.refusals} value={refusals} loading={isLoading && !data} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <Card variant="outlined">
              <CardContent>
                <Typography component="h2" variant="h6">
                  {t.perHour}
                </Typography>
                <GateHourChart
                  gates={(data?.gates ?? []).map((g) => ({
                    label: g.gate ?? t.noGate,
                    byHour: g.admissions_by_hour,
                  }))}
                />
                <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
                  {t.byCause}
                </Typography>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}
                >
                  {data &&
                    Object.entries(data.refusals).map(([cause, n]) => (
                      <Box key={cause} sx={{ display: 'contents' }}>
                        <dt>{organiser.outcomes[cause]}</dt>
                        <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                          {n}
                        </Box>
                      </Box>
                    ))}
                </Box>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography component="h2" variant="h6">
                  {t.lastScans}
                </Typography>
                <ScanList
                  scans={data?.last_scans ?? []}
                  emptyText={t.noScans}
                  timeZone={timeZone}
                />
                <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
                  {t.conflicts}
                </Typography>
                <ConflictList conflicts={conflicts.data?.conflicts ?? []} timeZone={timeZone} />
              </CardContent>
            </Card>
          </Box>
        </>
      )}
    </ConsolePage>
  )
}
