import EventIcon from '@mui/icons-material/Event'
import { Box, Button, Stack } from '@mui/material'
import { useParams } from 'react-router-dom'
import { useAgenda } from '../../api/agenda.ts'
import { apiBaseUrl, RequestError } from '../../api/client.ts'
import { eventIcsPath, useEvent } from '../../api/event.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { paths } from '../../routes/paths.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { EventCard } from '../../ui/event-card.tsx'
import { StarButton } from '../../ui/star-button.tsx'
import { ErrorView, LoadingView } from '../../ui/status-views.tsx'

/** A talk's own page: every detail, its star and its calendar file. */
export function EventScreen() {
  const { eventId } = useParams()
  const { data, error, mutate } = useEvent(eventId)
  const { user } = useAuth()
  const agenda = useAgenda(user?.id ?? null)

  let body
  if (data) {
    body = (
      <Stack spacing={2}>
        <EventCard
          event={data}
          headingLevel="h1"
          star={
            <StarButton
              title={data.title}
              starred={agenda.ids.includes(data.id)}
              onToggle={() => agenda.toggle(data.id)}
            />
          }
        />
        <Button
          variant="outlined"
          startIcon={<EventIcon />}
          href={apiBaseUrl() + eventIcsPath(data.id)}
          download
        >
          {t.talk.calendar}
        </Button>
      </Stack>
    )
  } else if (error) {
    // A wrong or removed id says so in Italian; any other failure offers a retry.
    const missing = error instanceof RequestError && (error.status === 404 || error.status === 422)
    body = missing ? (
      <ErrorView message={t.talk.notFound} />
    ) : (
      <ErrorView message={t.talk.failed} onRetry={() => void mutate()} />
    )
  } else {
    body = <LoadingView label={t.talk.loading} />
  }
  return (
    <Stack spacing={2}>
      <Box>
        <BackButton to={paths.events} />
      </Box>
      {body}
    </Stack>
  )
}
