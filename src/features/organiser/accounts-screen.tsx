// Accounts and roles: search, invite (a 72 h set-password link by mail), change a role, revoke or
// restore access. Every change ends the person's sessions at once (server side).
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { inviteAccount, updateAccount, useAccounts } from '../../api/admin.ts'
import type { AccountRole, AdminUser } from '../../api/contract.ts'
import { useFair } from '../../api/fair.ts'
import { useVendors } from '../../api/vendors.ts'
import { organiser } from '../../i18n/it/organiser.ts'
import { ConsolePage } from '../../ui/console-page.tsx'
import { formatInstant } from '../../ui/format.ts'
import { FormDialog } from '../../ui/form-dialog.tsx'
import { ConsoleGrid } from './console-grid.tsx'
import { ConsoleSearch } from './console-search.tsx'
import { useAction } from './use-action.ts'

const t = organiser.accounts
const ROLE_OPTIONS: AccountRole[] = ['user', 'staff', 'admin', 'exhibitor']

function InviteDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean
  onClose: () => void
  onDone: () => void
}) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<AccountRole>('staff')
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [vendorId, setVendorId] = useState<number | ''>('')
  const vendors = useVendors()
  const action = useAction()
  const submit = async () => {
    const result = await action.run(
      () =>
        inviteAccount({
          email,
          role,
          first_name: firstName,
          last_name: lastName,
          // An exhibitor account speaks for one exhibitor (issue 21); other roles for none.
          ...(role === 'exhibitor' && vendorId !== '' ? { vendor_id: vendorId } : {}),
        }),
      (r) =>
        r.outcome === 'created'
          ? t.invited(r.user.email)
          : r.outcome === 'role_changed'
            ? t.roleChanged(r.user.email)
            : r.outcome === 'vendor_changed'
              ? t.vendorChanged(r.user.email)
              : t.unchanged(r.user.email),
    )
    if (result) onDone()
  }
  return (
    <FormDialog
      open={open}
      title={t.inviteHeading}
      closeLabel={organiser.common.close}
      submitLabel={t.invite}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={action.busy}
      message={action.message}
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t.inviteHelp}
      </Typography>
      <TextField
        label={t.email}
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoFocus
      />
      <TextField
        select
        label={t.role}
        value={role}
        onChange={(e) => setRole(e.target.value as AccountRole)}
      >
        {ROLE_OPTIONS.map((r) => (
          <MenuItem key={r} value={r}>
            {organiser.roles[r]}
          </MenuItem>
        ))}
      </TextField>
      {role === 'exhibitor' && (
        <TextField
          select
          required
          label={t.vendor}
          helperText={t.vendorHelp}
          value={vendorId}
          onChange={(e) => setVendorId(Number(e.target.value))}
        >
          {(vendors.data ?? []).map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextField
          label={t.firstName}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          fullWidth
        />
        <TextField
          label={t.lastName}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          fullWidth
        />
      </Box>
    </FormDialog>
  )
}

export function AccountsScreen() {
  const [q, setQ] = useState('')
  const [role, setRole] = useState('')
  const [inviting, setInviting] = useState(false)
  const { data, isLoading, mutate } = useAccounts(q, role || undefined)
  const action = useAction()
  const timeZone = useFair().data?.time_zone

  const change = (user: AdminUser, update: { role?: AccountRole; active?: boolean }) =>
    action
      .run(
        () => updateAccount(user.id, update),
        () => t.saved,
      )
      .then(() => mutate())

  const columns: GridColDef<AdminUser>[] = [
    { field: 'email', headerName: t.email, flex: 1.4, minWidth: 200 },
    {
      field: 'name',
      headerName: organiser.attendees.name,
      flex: 1,
      minWidth: 140,
      valueGetter: (_v, row) => [row.first_name, row.last_name].filter(Boolean).join(' '),
    },
    {
      field: 'role',
      headerName: t.role,
      width: 190,
      renderCell: ({ row }) => (
        <TextField
          select
          size="small"
          variant="standard"
          value={row.role}
          slotProps={{ htmlInput: { 'aria-label': `${t.changeRole}: ${row.email}` } }}
          onChange={(e) => void change(row, { role: e.target.value as AccountRole })}
        >
          {ROLE_OPTIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {organiser.roles[r]}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      field: 'active',
      headerName: t.active,
      width: 190,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color={row.active ? 'error' : 'primary'}
          onClick={() => void change(row, { active: !row.active })}
          aria-label={`${row.active ? t.revoke : t.restore}: ${row.email}`}
        >
          {row.active ? t.revoke : t.restore}
        </Button>
      ),
    },
    {
      field: 'last_login',
      headerName: t.lastLogin,
      width: 150,
      valueFormatter: (value: string | null) =>
        value ? formatInstant(value, timeZone, 'short') : '—',
    },
  ]

  return (
    <ConsolePage
      heading={t.heading}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          {t.invite}
        </Button>
      }
      filters={
        <>
          <ConsoleSearch label={t.searchLabel} value={q} onChange={setQ} flex="1 1 280px" />
          <TextField
            select
            label={t.roleFilter}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            size="small"
            sx={{ width: 220 }}
          >
            <MenuItem value="">{t.allRoles}</MenuItem>
            {ROLE_OPTIONS.map((r) => (
              <MenuItem key={r} value={r}>
                {organiser.roles[r]}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    >
      {action.message && (
        <Alert severity={action.message.severity} onClose={() => action.setMessage(null)}>
          {action.message.text}
        </Alert>
      )}
      {data?.truncated && <Alert severity="info">{t.truncated}</Alert>}
      <ConsoleGrid rows={data?.users ?? []} columns={columns} loading={isLoading} />
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onDone={() => void mutate()}
      />
    </ConsolePage>
  )
}
