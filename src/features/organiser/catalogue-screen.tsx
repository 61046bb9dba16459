// Single exhibitors and talks: list, add, edit, delete in a form. The server checks them with the
// import's rules; the attendee app shows a change at once.
import AddIcon from '@mui/icons-material/Add'
import { Alert, Box, Button, Tab, Tabs, TextField } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import {
  deleteCatalogueItem,
  saveEvent,
  saveVendor,
  useAdminEvents,
  useAdminVendors,
} from '../../api/admin.ts'
import type { AdminEvent, AdminVendor, EventInput, VendorInput } from '../../api/contract.ts'
import { organiser } from '../../i18n/it/organiser.ts'
import { ConsolePage } from '../../ui/console-page.tsx'
import { FormDialog } from '../../ui/form-dialog.tsx'
import { ConsoleGrid } from './console-grid.tsx'
import { useAction } from './use-action.ts'

const t = organiser.catalogue
type Kind = 'vendors' | 'events'
type Item = AdminVendor | AdminEvent

const FIELDS: Record<Kind, { name: string; multiline?: boolean; required?: boolean }[]> = {
  vendors: [
    { name: 'name', required: true },
    { name: 'description', multiline: true },
    { name: 'seeking', multiline: true },
    { name: 'website' },
    { name: 'email' },
    { name: 'telephone' },
    { name: 'address' },
    { name: 'stand' },
    { name: 'hall' },
    { name: 'logo_path' },
    { name: 'external_id' },
  ],
  events: [
    { name: 'title', required: true },
    { name: 'speaker' },
    { name: 'company_name' },
    { name: 'topic' },
    { name: 'location' },
    { name: 'event_date', required: true },
    { name: 'event_time', required: true },
    { name: 'tags' },
    { name: 'external_id' },
  ],
}

/** The item's fields as the form's text values. */
function formValues(kind: Kind, item: Item | null): Record<string, string> {
  const values: Record<string, string> = {}
  for (const { name } of FIELDS[kind]) {
    const value = item ? (item as Record<string, unknown>)[name] : undefined
    values[name] = Array.isArray(value)
      ? value.join(', ')
      : name === 'event_time' && typeof value === 'string'
        ? value.slice(0, 5)
        : typeof value === 'string'
          ? value
          : ''
  }
  return values
}

function EditDialog({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: Kind
  item: Item | null
  onClose: () => void
  onSaved: () => void
}) {
  const [values, setValues] = useState(() => formValues(kind, item))
  const action = useAction()
  const save = async () => {
    const saved = await action.run<Item>(
      () =>
        kind === 'vendors'
          ? saveVendor(values as unknown as VendorInput, item?.id)
          : saveEvent(
              {
                ...values,
                tags: (values.tags ?? '')
                  .split(',')
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              } as unknown as EventInput,
              item?.id,
            ),
      () => t.saved,
    )
    if (saved) onSaved()
  }
  return (
    <FormDialog
      title={item ? t.edit : t.add}
      closeLabel={organiser.common.cancel}
      submitLabel={organiser.common.save}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={action.busy}
      // A saved item closes the dialog; only a refusal stays to be read.
      message={action.message?.severity === 'error' ? action.message : null}
      maxWidth="md"
      contentSx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        pt: '8px !important',
      }}
    >
      {FIELDS[kind].map((field) => (
        <TextField
          key={field.name}
          label={t.fields[field.name]}
          value={values[field.name] ?? ''}
          required={field.required}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          sx={field.multiline ? { gridColumn: '1 / -1' } : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
        />
      ))}
    </FormDialog>
  )
}

export function CatalogueScreen() {
  const [kind, setKind] = useState<Kind>('vendors')
  const [editing, setEditing] = useState<Item | 'new' | null>(null)
  const vendors = useAdminVendors()
  const events = useAdminEvents()
  const list = kind === 'vendors' ? vendors : events
  const action = useAction()
  const label = (item: Item) => ('name' in item ? item.name : item.title)

  const columns: GridColDef<Item>[] = [
    {
      field: 'label',
      headerName: t.fields[kind === 'vendors' ? 'name' : 'title'],
      flex: 2,
      minWidth: 200,
      valueGetter: (_v, row) => label(row),
    },
    ...(kind === 'events'
      ? [
          { field: 'event_date', headerName: t.fields.event_date, width: 130 },
          {
            field: 'event_time',
            headerName: t.fields.event_time,
            width: 110,
            valueFormatter: (v: string) => v.slice(0, 5),
          },
          { field: 'location', headerName: t.fields.location, width: 140 },
        ]
      : [{ field: 'website', headerName: t.fields.website, flex: 1, minWidth: 160 }]),
    { field: 'external_id', headerName: t.externalIdColumn, width: 120 },
    {
      field: 'actions',
      headerName: t.actions,
      width: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            onClick={() => setEditing(row)}
            aria-label={`${t.edit}: ${label(row)}`}
          >
            {t.edit}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`${organiser.common.delete}: ${label(row)}`}
            onClick={() => {
              if (window.confirm(t.deleteConfirm(label(row)))) {
                void action
                  .run(
                    () => deleteCatalogueItem(kind, row.id),
                    () => t.deleted,
                  )
                  .then(() => list.mutate())
              }
            }}
          >
            {organiser.common.delete}
          </Button>
        </Box>
      ),
    },
  ]

  return (
    <ConsolePage
      heading={t.heading}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      }
    >
      <Tabs value={kind} onChange={(_e, value: Kind) => setKind(value)}>
        <Tab value="vendors" label={t.vendors} />
        <Tab value="events" label={t.events} />
      </Tabs>
      {action.message && (
        <Alert severity={action.message.severity} onClose={() => action.setMessage(null)}>
          {action.message.text}
        </Alert>
      )}
      <ConsoleGrid rows={(list.data ?? []) as Item[]} columns={columns} loading={list.isLoading} />
      {editing && (
        <EditDialog
          key={`${kind}-${editing === 'new' ? 'new' : editing.id}`}
          kind={kind}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            action.setMessage({ severity: 'success', text: t.saved })
            void list.mutate()
          }}
        />
      )}
    </ConsolePage>
  )
}
