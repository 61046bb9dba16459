// The exhibitor's leads: contacts only with the visitor's consent, a rating (caldo, tiepido,
// freddo) and notes edited in a dialog, and the CSV export of leads and mutual matches.
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { errorMessage } from '../../api/client.ts'
import {
  LeadRatingSchema,
  TEXT_LIMITS,
  type Lead,
  type LeadRating,
  type LeadUpdate,
} from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { FormError } from '../../ui/form-fields.tsx'
import { formatDateTime } from '../../ui/format.ts'
import { TextInput } from '../../ui/text-input.tsx'
import { contactName } from './interest-list.tsx'

const text = t.exhibitor.leads
const RATING_COLOURS = { caldo: 'error', tiepido: 'warning', freddo: 'info' } as const

export interface LeadListProps {
  leads: Lead[]
  timeZone: string
  onUpdate: (id: number, changes: LeadUpdate) => Promise<unknown>
  onExport: () => Promise<unknown>
  /** The dialog open on this lead from the start (stories). */
  initiallyEditing?: number
}

export function LeadList({ leads, timeZone, onUpdate, onExport, initiallyEditing }: LeadListProps) {
  const [editing, setEditing] = useState<Lead | null>(
    leads.find((l) => l.id === initiallyEditing) ?? null,
  )
  const [exporting, setExporting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const exportCsv = async () => {
    setExporting(true)
    setError(null)
    try {
      await onExport()
    } catch (cause) {
      setError(errorMessage(cause, text.exportFailed))
    } finally {
      setExporting(false)
    }
  }
  return (
    <Card component="section" aria-labelledby="leads-heading">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography id="leads-heading" variant="h2">
              {text.title}
            </Typography>
            <Button
              variant="outlined"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => void exportCsv()}
              disabled={exporting || leads.length === 0}
            >
              {exporting ? text.exportBusy : text.export}
            </Button>
          </Stack>
          <FormError message={error} />
          {leads.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
          ) : (
            <List disablePadding>
              {leads.map((lead) => (
                <ListItem
                  key={lead.id}
                  disableGutters
                  divider
                  sx={{ display: 'block', py: 1.5 }}
                  data-testid="lead"
                >
                  <LeadRow lead={lead} timeZone={timeZone} onEdit={() => setEditing(lead)} />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
      {editing ? (
        <LeadDialog
          key={editing.id}
          lead={editing}
          onClose={() => setEditing(null)}
          onSave={async (changes) => {
            await onUpdate(editing.id, changes)
            setEditing(null)
          }}
        />
      ) : null}
    </Card>
  )
}

function LeadRow({ lead, timeZone, onEdit }: { lead: Lead; timeZone: string; onEdit: () => void }) {
  const name = lead.contact ? contactName(lead.contact) : text.anonymous
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        <Chip
          size="small"
          label={lead.rating ? text.ratings[lead.rating] : text.unrated}
          color={lead.rating ? RATING_COLOURS[lead.rating] : 'default'}
        />
      </Stack>
      {lead.contact?.company_name ? <Typography>{lead.contact.company_name}</Typography> : null}
      {lead.contact ? (
        <Link href={`mailto:${lead.contact.email}`}>{lead.contact.email}</Link>
      ) : null}
      {lead.contact?.phone_number ? (
        <Link href={`tel:${lead.contact.phone_number}`}>{lead.contact.phone_number}</Link>
      ) : null}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {text.scannedAt(formatDateTime(lead.scanned_at, timeZone))}
      </Typography>
      {lead.notes ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{lead.notes}</Typography> : null}
      <div>
        <Button size="small" onClick={onEdit} aria-label={`${text.edit}: ${name}`}>
          {text.edit}
        </Button>
      </div>
    </Stack>
  )
}

function LeadDialog({
  lead,
  onClose,
  onSave,
}: {
  lead: Lead
  onClose: () => void
  onSave: (changes: LeadUpdate) => Promise<void>
}) {
  const [rating, setRating] = useState<LeadRating | null>(lead.rating)
  const [notes, setNotes] = useState(lead.notes ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = async () => {
    setBusy(true)
    setError(null)
    try {
      await onSave({ rating, notes: notes.trim() || null })
    } catch (cause) {
      setError(errorMessage(cause, text.saveFailed))
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="lead-dialog-title">
      <DialogTitle id="lead-dialog-title">{text.editTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormError message={error} />
          <Typography id="lead-rating-label">{text.rating}</Typography>
          <ToggleButtonGroup
            exclusive
            value={rating}
            onChange={(_event, value: LeadRating | null) => setRating(value)}
            aria-labelledby="lead-rating-label"
            fullWidth
          >
            {LeadRatingSchema.options.map((option) => (
              <ToggleButton key={option} value={option}>
                {text.ratings[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextInput
            label={text.notes}
            multiline
            rows={4}
            value={notes}
            onChange={setNotes}
            inputProps={{ maxLength: TEXT_LIMITS.long }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
