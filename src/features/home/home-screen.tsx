// Home: the attendee's day at the fair. The ticket one tap away, the next talks, matches waiting.
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome'
import MapIcon from '@mui/icons-material/Map'
import QrCode2Icon from '@mui/icons-material/QrCode2'
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import type { Event } from '../../api/contract.ts'
import { useEvents } from '../../api/events.ts'
import { useFair } from '../../api/fair.ts'
import { useNewMatches } from '../../api/matches.ts'
import { isProfileComplete } from '../../api/profile.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { formatEventDate, formatEventTime } from '../../ui/format.ts'
import { paths } from '../../routes/paths.ts'

const NEXT_TALKS = 3

/**
 * The talks still to come, in time order. Programme times are the fair's wall-clock times, so
 * "now" is compared as the date and time in the fair's zone (the server's FAIR_TIMEZONE, from
 * GET /api/fair). Before the fair: the first talks.
 */
export function upcomingTalks(
  events: readonly Event[],
  now: Date,
  timeZone: string,
  count = NEXT_TALKS,
): Event[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  const local = `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`
  return [...events]
    .map((event) => ({ event, at: `${event.event_date}T${event.event_time}` }))
    .filter(({ at }) => at >= local)
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, count)
    .map(({ event }) => event)
}

/** The next talks; once the fair is over, its opening talks (they still orient the user). */
function talksToShow(events: readonly Event[], timeZone: string) {
  const upcoming = upcomingTalks(events, new Date(), timeZone)
  if (upcoming.length > 0) return { list: upcoming, upcoming: true }
  return { list: upcomingTalks(events, new Date(0), timeZone), upcoming: false }
}

export function HomeScreen() {
  const { user, isStaff } = useAuth()
  const complete = isProfileComplete(user)
  const events = useEvents()
  const fair = useFair()
  const matches = useNewMatches(complete)
  // The talks wait for the programme and the fair's time zone, both asked for at once.
  const talks = events.data && fair.data ? talksToShow(events.data, fair.data.time_zone) : undefined

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h1">{t.home.greeting(user?.first_name ?? null)}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t.home.title}</Typography>
      </Box>

      {isStaff && (
        // Staff work the gates: the scanner is their first task, not the bottom of the profile.
        <Button
          component={Link}
          to={paths.validate}
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<QrCodeScannerIcon />}
        >
          {t.staffHome.validate}
        </Button>
      )}

      <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardActionArea component={Link} to={paths.profile}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <QrCode2Icon aria-hidden sx={{ fontSize: 56 }} />
            <Box sx={{ flex: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {t.home.ticketTitle}
              </Typography>
              <Typography>
                {user?.qr_code_data ? t.home.ticketText : t.home.ticketMissing}
              </Typography>
              <Typography sx={{ mt: 0.5, fontWeight: 700, textDecoration: 'underline' }}>
                {t.home.ticketAction}
              </Typography>
            </Box>
          </CardContent>
        </CardActionArea>
      </Card>

      <Card component="section" aria-labelledby="next-heading">
        <CardContent>
          <Typography id="next-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {!talks || talks.upcoming ? t.home.nextTitle : t.home.programmeTitle}
          </Typography>
          {!talks && !events.error && !fair.error ? (
            <Box role="status" aria-label={t.events.loading}>
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Box>
          ) : !talks || talks.list.length === 0 ? (
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t.home.nextNone}</Typography>
          ) : (
            <List disablePadding>
              {talks.list.map((event) => (
                <ListItem key={event.id} disableGutters divider>
                  <ListItemText
                    primary={event.title}
                    secondary={`${formatEventDate(event.event_date)} · ${formatEventTime(event.event_time)}${event.location ? ` · ${event.location}` : ''}`}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Button component={Link} to={paths.events} sx={{ mt: 1, ml: -1 }}>
            {t.home.programme}
          </Button>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="matches-heading">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <AutoAwesomeIcon aria-hidden color="secondary" />
            <Typography id="matches-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t.home.matchesTitle}
            </Typography>
          </Box>
          <Typography>
            {!complete
              ? t.home.matchesGate
              : matches.data === undefined
                ? t.matches.loading
                : matches.data.length > 0
                  ? t.home.matchesWaiting(matches.data.length)
                  : t.home.matchesNone}
          </Typography>
          <Button
            component={Link}
            to={paths.matches}
            variant="contained"
            color="secondary"
            sx={{ justifySelf: 'start' }}
          >
            {complete ? t.home.matchesAction : t.home.matchesGateAction}
          </Button>
        </CardContent>
      </Card>

      <Button
        component={Link}
        to={paths.map}
        variant="outlined"
        startIcon={<MapIcon />}
        size="large"
      >
        {t.home.mapAction}
      </Button>
    </Stack>
  )
}
