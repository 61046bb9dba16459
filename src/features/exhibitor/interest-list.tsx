// The attendees who pressed "Mi interessa" on the exhibitor: named ones with their contacts (they
// agreed to share them), the others only counted; "Interessa anche a noi" makes a mutual match.
import {
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { errorMessage } from '../../api/client.ts'
import type { Interest, InterestedAttendee } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { FormError } from '../../ui/form-fields.tsx'

const text = t.exhibitor.interest

export const contactName = (c: {
  first_name: string | null
  last_name: string | null
  email: string
}) => [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email

export interface InterestListProps {
  interest: Interest
  /** Sends "Interessa anche a noi" for one attendee. */
  onAccept: (userId: number) => Promise<unknown>
}

export function InterestList({ interest, onAccept }: InterestListProps) {
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const accept = async (userId: number) => {
    setBusy(userId)
    setError(null)
    try {
      await onAccept(userId)
    } catch (cause) {
      setError(errorMessage(cause, text.acceptFailed))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Card component="section" aria-labelledby="interest-heading">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="interest-heading" variant="h2">
            {text.title}
          </Typography>
          {interest.total === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
          ) : (
            <Typography>{text.summary(interest.total, interest.anonymous)}</Typography>
          )}
          <FormError message={error} />
          <List disablePadding>
            {interest.attendees.map((a) => (
              <AttendeeRow
                key={a.user_id}
                attendee={a}
                busy={busy === a.user_id}
                onAccept={() => void accept(a.user_id)}
              />
            ))}
          </List>
        </Stack>
      </CardContent>
    </Card>
  )
}

function AttendeeRow({
  attendee,
  busy,
  onAccept,
}: {
  attendee: InterestedAttendee
  busy: boolean
  onAccept: () => void
}) {
  const { contact } = attendee
  const name = contactName(contact)
  return (
    <ListItem
      disableGutters
      divider
      sx={{ display: 'block', py: 1.5 }}
      aria-label={name}
      data-testid="interested-attendee"
    >
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        {contact.company_name ? <Typography>{contact.company_name}</Typography> : null}
        {attendee.description ? (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {attendee.description}
          </Typography>
        ) : null}
        <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        {contact.phone_number ? (
          <Link href={`tel:${contact.phone_number}`}>{contact.phone_number}</Link>
        ) : null}
        <div>
          {attendee.mutual ? (
            <Chip color="success" label={text.mutual} />
          ) : (
            <Button variant="contained" onClick={onAccept} disabled={busy}>
              {busy ? text.accepting : text.accept}
            </Button>
          )}
        </div>
      </Stack>
    </ListItem>
  )
}
