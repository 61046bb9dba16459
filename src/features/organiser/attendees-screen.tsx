// Attendees and their tickets: search by name, e-mail or company; for one person, verification,
// ticket state and scan history, and the desk's actions: reissue, resend, manual admission.
import { Alert, Box, Button, Card, CardContent, Chip, TextField, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import {
  admitManually,
  reissueTicket,
  resendTicket,
  useAccount,
  useAccounts,
} from '../../api/admin.ts'
import type { AdminUser } from '../../api/contract.ts'
import { useFair } from '../../api/fair.ts'
import { organiser } from '../../i18n/it/organiser.ts'
import { ConsolePage } from '../../ui/console-page.tsx'
import { formatInstant } from '../../ui/format.ts'
import { ScanList } from '../../ui/scan-list.tsx'
import { LoadingView } from '../../ui/status-views.tsx'
import { ConsoleGrid } from './console-grid.tsx'
import { ConsoleSearch } from './console-search.tsx'
import { useAction } from './use-action.ts'

const t = organiser.attendees
const when = (iso: string | null, timeZone: string | undefined) =>
  iso ? formatInstant(iso, timeZone, 'short') : '—'

function AttendeeDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { data, mutate } = useAccount(id)
  const timeZone = useFair().data?.time_zone
  const action = useAction()
  const [gate, setGate] = useState('')
  const [reason, setReason] = useState('')
  if (!data) return <LoadingView />
  const done = () => {
    void mutate()
    onChanged()
  }
  const hasTicket = data.ticket.state === 'active'
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography component="h2" variant="h5">
            {[data.first_name, data.last_name].filter(Boolean).join(' ') || data.email}
          </Typography>
          <Typography color="text.secondary">
            {data.email}
            {data.company_name ? ` · ${data.company_name}` : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            label={`${t.verified}: ${data.verified ? organiser.common.yes : organiser.common.no}`}
            color={data.verified ? 'success' : 'warning'}
            variant="outlined"
          />
          <Chip
            label={`${t.ticket}: ${t.ticketStates[data.ticket.state]}`}
            color={hasTicket ? 'success' : 'default'}
            variant="outlined"
          />
          {data.ticket.reissued_at && (
            <Chip
              label={t.reissuedAt(when(data.ticket.reissued_at, timeZone))}
              variant="outlined"
            />
          )}
        </Box>
        {action.message && (
          <Alert severity={action.message.severity} onClose={() => action.setMessage(null)}>
            {action.message.text}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={!hasTicket || action.busy}
            onClick={() => {
              if (window.confirm(t.reissueConfirm)) {
                void action
                  .run(
                    () => reissueTicket(id),
                    (r) => r.message,
                  )
                  .then(done)
              }
            }}
          >
            {t.reissue}
          </Button>
          <Button
            variant="outlined"
            disabled={!hasTicket || action.busy}
            onClick={() =>
              void action.run(
                () => resendTicket(id),
                (r) => r.message,
              )
            }
          >
            {t.resend}
          </Button>
        </Box>
        <Box
          component="form"
          aria-label={t.admitHeading}
          onSubmit={(e) => {
            e.preventDefault()
            void action
              .run(
                () => admitManually(id, { gate, reason }),
                (r) => r.message,
              )
              .then(done)
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Typography component="h3" variant="h6">
            {t.admitHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.admitHelp}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={t.gate}
              value={gate}
              onChange={(e) => setGate(e.target.value)}
              required
            />
            <TextField
              size="small"
              label={t.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              sx={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" variant="outlined" disabled={!hasTicket || action.busy}>
              {t.admit}
            </Button>
          </Box>
        </Box>
        <Typography component="h3" variant="h6">
          {t.history}
        </Typography>
        <ScanList
          scans={data.history}
          emptyText={t.noHistory}
          showName={false}
          timeZone={timeZone}
        />
      </CardContent>
    </Card>
  )
}

export function AttendeesScreen() {
  const [q, setQ] = useState('')
  const [selected, setSelected] = useState<number | null>(null)
  const { data, isLoading, mutate } = useAccounts(q, 'user')
  const timeZone = useFair().data?.time_zone
  const columns: GridColDef<AdminUser>[] = [
    {
      field: 'name',
      headerName: t.name,
      flex: 1,
      minWidth: 110,
      valueGetter: (_v, row) =>
        [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
    },
    { field: 'email', headerName: organiser.accounts.email, flex: 1.2, minWidth: 140 },
    { field: 'company_name', headerName: t.company, flex: 1, minWidth: 90 },
    {
      field: 'ticket',
      headerName: t.ticket,
      width: 90,
      valueGetter: (_v, row) => t.ticketStates[row.ticket.state],
    },
    {
      field: 'last_checkin_at',
      headerName: t.lastCheckin,
      width: 120,
      valueFormatter: (value: string | null) => when(value, timeZone),
    },
  ]
  return (
    <ConsolePage
      heading={t.heading}
      filters={<ConsoleSearch label={t.searchLabel} value={q} onChange={setQ} flex="0 1 480px" />}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // From 1280 px wide the table keeps its five columns whole beside the person's card.
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ConsoleGrid
          rows={data?.users ?? []}
          columns={columns}
          loading={isLoading}
          onRowClick={({ row }) => setSelected(row.id)}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          disableRowSelectionOnClick={false}
        />
        {selected ? (
          <AttendeeDetail key={selected} id={selected} onChanged={() => void mutate()} />
        ) : (
          <Typography color="text.secondary">{t.selectSomeone}</Typography>
        )}
      </Box>
    </ConsolePage>
  )
}
