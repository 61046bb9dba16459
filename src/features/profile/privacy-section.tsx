// The attendee's privacy rights in the profile: the two consents of issue 21 (each saved at once,
// the server records the date), "Scarica i miei dati" and "Elimina il mio account".
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import DownloadIcon from '@mui/icons-material/Download'
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import { useState, type FormEvent } from 'react'
import { deleteAccount, exportMyData } from '../../api/account.ts'
import { updateUser } from '../../api/auth.ts'
import { errorMessage } from '../../api/client.ts'
import type { ConsentName, User } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { FormError } from '../../ui/form-fields.tsx'
import { PasswordField } from '../../ui/password-field.tsx'

const text = t.account.privacy

const CONSENTS: { name: ConsentName; label: string; help: string }[] = [
  {
    name: 'share_with_interested_exhibitors',
    label: text.shareInterested,
    help: text.shareInterestedHelp,
  },
  { name: 'share_on_badge_scan', label: text.shareBadge, help: text.shareBadgeHelp },
]

/** Saves the export as a file the browser downloads, named by the day. */
function download(data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = `fiera-i-miei-dati-${new Date().toISOString().slice(0, 10)}.json`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export interface PrivacySectionProps {
  user: User
  /** Reloads the user after a consent changed. */
  onChanged: () => Promise<unknown>
  /** After the account is gone (the screen leaves for the login). */
  onDeleted: () => void
  /** The dialog open from the start (stories). */
  initiallyConfirming?: boolean
}

export function PrivacySection({
  user,
  onChanged,
  onDeleted,
  initiallyConfirming = false,
}: PrivacySectionProps) {
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState<ConsentName | null>(null)
  const [exporting, setExporting] = useState(false)
  const [confirming, setConfirming] = useState(initiallyConfirming)

  const toggle = async (name: ConsentName, value: boolean) => {
    setSaving(name)
    setError(null)
    try {
      await updateUser(user.id, { [name]: value })
      await onChanged().catch(() => undefined)
    } catch (cause) {
      setError(errorMessage(cause, text.consentFailed))
    } finally {
      setSaving(null)
    }
  }
  const onExport = async () => {
    setExporting(true)
    setError(null)
    try {
      download(await exportMyData())
    } catch (cause) {
      setError(errorMessage(cause, text.exportFailed))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Card component="section" aria-labelledby="privacy-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="privacy-heading" variant="h2">
            {text.title}
          </Typography>
          <FormError message={error} />
          {CONSENTS.map(({ name, label, help }) => (
            <Stack key={name} spacing={0.25}>
              <FormControlLabel
                control={
                  <Switch
                    checked={user[name]}
                    disabled={saving !== null}
                    onChange={(event) => void toggle(name, event.target.checked)}
                  />
                }
                label={label}
              />
              <Typography sx={{ fontSize: 14, color: 'text.secondary', pl: 6.5 }}>
                {help}
              </Typography>
            </Stack>
          ))}
          <Stack spacing={0.5}>
            <Button
              variant="outlined"
              size="large"
              startIcon={<DownloadIcon />}
              onClick={() => void onExport()}
              disabled={exporting}
            >
              {exporting ? text.exportBusy : text.export}
            </Button>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
              {text.exportHelp}
            </Typography>
          </Stack>
          <Stack spacing={0.5}>
            <Button
              variant="outlined"
              color="error"
              size="large"
              startIcon={<DeleteForeverIcon />}
              onClick={() => setConfirming(true)}
            >
              {text.delete}
            </Button>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
              {text.deleteHelp}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      <DeleteDialog open={confirming} onClose={() => setConfirming(false)} onDeleted={onDeleted} />
    </Card>
  )
}

interface DeleteDialogProps {
  open: boolean
  onClose: () => void
  onDeleted: () => void
}

function DeleteDialog({ open, onClose, onDeleted }: DeleteDialogProps) {
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await deleteAccount(password)
      onDeleted()
    } catch (cause) {
      setError(errorMessage(cause, text.deleteFailed))
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="delete-title">
      <form onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="delete-title">{text.deleteTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text.deleteText}</DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <PasswordField
              label={text.deletePassword}
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {text.deleteCancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy || !password}>
            {busy ? text.deleteBusy : text.deleteConfirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
