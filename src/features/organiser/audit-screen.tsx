// The organisers' audit log with filters: action, who, period.
import { MenuItem, TextField } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { useAudit } from '../../api/admin.ts'
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../api/contract.ts'
import { useFair } from '../../api/fair.ts'
import { organiser } from '../../i18n/it/organiser.ts'
import { ConsolePage } from '../../ui/console-page.tsx'
import { formatInstant } from '../../ui/format.ts'
import { ConsoleGrid } from './console-grid.tsx'

const t = organiser.audit

const detailsText = (details: Record<string, unknown> | null) =>
  details
    ? Object.entries(details)
        .map(
          ([key, value]) =>
            `${t.detailKeys[key] ?? key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
        )
        .join('; ')
    : ''

export function AuditScreen() {
  const [action, setAction] = useState<AuditAction | ''>('')
  const [actor, setActor] = useState('')
  const { data, isLoading } = useAudit({
    ...(action ? { action } : {}),
    ...(actor ? { actor } : {}),
  })
  const timeZone = useFair().data?.time_zone
  const columns: GridColDef<AuditEntry>[] = [
    {
      field: 'at',
      headerName: t.when,
      width: 170,
      valueFormatter: (v: string) => formatInstant(v, timeZone, 'shortSeconds'),
    },
    { field: 'actor', headerName: t.who, flex: 1, minWidth: 160 },
    {
      field: 'action',
      headerName: t.what,
      width: 190,
      valueFormatter: (v: string) => t.actions[v] ?? v,
    },
    {
      field: 'target_label',
      headerName: t.record,
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) => row.target_label ?? row.target_id ?? '',
    },
    {
      field: 'details',
      headerName: t.details,
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_v, row) => detailsText(row.details),
    },
  ]
  return (
    <ConsolePage
      heading={t.heading}
      filters={
        <>
          <TextField
            select
            size="small"
            label={t.actionFilter}
            value={action}
            onChange={(e) => setAction(e.target.value as AuditAction | '')}
            sx={{ width: 240 }}
          >
            <MenuItem value="">{t.allActions}</MenuItem>
            {AUDIT_ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {t.actions[a]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            fullWidth={false}
            sx={{ width: 280 }}
            label={t.actorFilter}
            value={actor}
            onChange={(e) => setActor(e.target.value)}
          />
        </>
      }
    >
      <ConsoleGrid rows={data ?? []} columns={columns} loading={isLoading} pageSize={50} />
    </ConsolePage>
  )
}
