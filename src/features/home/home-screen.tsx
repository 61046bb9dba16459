// Home: the attendee's day at the fair. The ticket one tap away, the talks on now and next,
// matches waiting. Offline it shows what it last had, and says so instead of a false empty state.
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome'
import MapIcon from '@mui/icons-material/Map'
import QrCode2Icon from '@mui/icons-material/QrCode2'
import StorefrontIcon from '@mui/icons-material/Storefront'
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import { TALK_MINUTES, type Event } from '../../api/contract.ts'
import { useEvents } from '../../api/events.ts'
import { useOffline } from '../../api/online.ts'
import { useFair } from '../../api/fair.ts'
import { useNewMatches } from '../../api/matches.ts'
import { isProfileComplete } from '../../api/profile.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { formatEventDate, formatEventTime } from '../../ui/format.ts'
import { paths } from '../../routes/paths.ts'

const NEXT_TALKS = 3

/** The wall-clock date and time of an instant in the fair's zone, as 'YYYY-MM-DDTHH:MM:SS'. */
function fairClock(now: Date, timeZone: string): string {
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
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`
}

const startOf = (event: Event) => `${event.event_date}T${event.event_time}`

/** A talk's end as the same wall-clock string: its start plus TALK_MINUTES. */
function endOf(event: Event): string {
  const [hours = 0, minutes = 0, seconds = 0] = event.event_time.split(':').map(Number)
  const end = new Date(Date.UTC(2000, 0, 1, hours, minutes + TALK_MINUTES, seconds)).toISOString()
  // A talk that would end past midnight ends at the day's end.
  return end.startsWith('2000-01-01')
    ? `${event.event_date}T${end.slice(11, 19)}`
    : `${event.event_date}T24:00:00`
}

const inOrder = (events: readonly Event[]) =>
  [...events].sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.id - b.id)

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
  const local = fairClock(now, timeZone)
  return inOrder(events.filter((event) => startOf(event) >= local)).slice(0, count)
}

/** "Adesso": the talks under way at this moment in the fair's zone (each lasts TALK_MINUTES). */
export function talksNow(events: readonly Event[], now: Date, timeZone: string): Event[] {
  const local = fairClock(now, timeZone)
  return inOrder(events.filter((event) => startOf(event) <= local && local < endOf(event)))
}

/** Now and next; once the fair is over, its opening talks (they still orient the user). */
function talksToShow(events: readonly Event[], timeZone: string, at: Date) {
  const now = talksNow(events, at, timeZone)
  const next = upcomingTalks(events, at, timeZone)
  if (now.length > 0 || next.length > 0) return { now, next, over: false }
  return { now: [], next: upcomingTalks(events, new Date(0), timeZone), over: true }
}

function TalkList({ events }: { events: readonly Event[] }) {
  return (
    <List disablePadding>
      {events.map((event) => (
        <ListItem key={event.id} disablePadding divider>
          <ListItemButton component={Link} to={paths.event(event.id)} sx={{ px: 0 }}>
            <ListItemText
              primary={event.title}
              secondary={`${formatEventDate(event.event_date)} · ${formatEventTime(event.event_time)}${event.location ? ` · ${event.location}` : ''}`}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}

function TalksSection({
  title,
  events,
  none,
}: {
  title: string
  events: readonly Event[]
  none: string
}) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, color: 'secondary.dark' }}>
        {title}
      </Typography>
      {events.length > 0 ? (
        <TalkList events={events} />
      ) : (
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{none}</Typography>
      )}
    </Box>
  )
}

export interface HomeScreenProps {
  /** The moment "Adesso" is computed for; the clock's when absent (stories fix it). */
  now?: Date
}

export function HomeScreen({ now }: HomeScreenProps) {
  const { user, isStaff } = useAuth()
  const complete = isProfileComplete(user)
  const events = useEvents()
  const fair = useFair()
  const matches = useNewMatches(complete)
  const offline = useOffline()
  // The talks wait for the programme and the fair's time zone, both asked for at once.
  const talks =
    events.data && fair.data
      ? talksToShow(events.data, fair.data.time_zone, now ?? new Date())
      : undefined
  const talksFailed = !talks && (events.error !== undefined || fair.error !== undefined)

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

      {user?.role === 'exhibitor' && (
        // Exhibitors come for their stand: the portal first.
        <Button
          component={Link}
          to={paths.exhibitor}
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<StorefrontIcon />}
        >
          {t.exhibitorHome.portal}
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
            {talks?.over ? t.home.programmeTitle : t.home.nextTitle}
          </Typography>
          {talksFailed ? (
            // Never "no talks" when the programme simply could not be read.
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              {offline ? t.home.talksOffline : t.home.talksFailed}
            </Typography>
          ) : !talks ? (
            <Box role="status" aria-label={t.events.loading}>
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Box>
          ) : talks.over ? (
            talks.next.length > 0 ? (
              <TalkList events={talks.next} />
            ) : (
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t.home.nextNone}</Typography>
            )
          ) : (
            <>
              <TalksSection title={t.home.now} events={talks.now} none={t.home.nowNone} />
              <TalksSection title={t.home.next} events={talks.next} none={t.home.nextNone} />
            </>
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
              : matches.data === undefined && (offline || matches.error)
                ? offline
                  ? t.home.matchesOffline
                  : t.home.matchesFailed
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
