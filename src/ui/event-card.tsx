// One programme entry as SPEC.md lists it: title, speaker ' - company', #tags, TOPIC, date
// (day + Italian month), it-IT time and location.
import { visuallyHidden } from '@mui/utils'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import CalendarTodayIcon from '@mui/icons-material/CalendarToday'
import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import { Box, Card, CardContent, Link, styled, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { Event } from '../api/contract.ts'
import { t } from '../i18n/it-core.ts'
import { formatEventDate, formatEventTime } from './format.ts'

export interface EventCardProps {
  event: Event
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 'h1' | 'h2' | 'h3'
  /** The talk's own page: the title links to it. */
  to?: string
  /** The star (src/ui/star-button.tsx), top right, when the card shows one. */
  star?: ReactNode
  /** A warning under the card's details, e.g. that it overlaps another starred talk. */
  notice?: ReactNode
}

/** 'Speaker - Company', 'Speaker' or 'Company'; null when both are missing. */
export function speakerLine(speaker: string | null, company: string | null): string | null {
  const parts = [speaker, company].filter((part): part is string => Boolean(part?.trim()))
  return parts.length ? parts.join(t.ui.event.speakerSeparator) : null
}

export function EventCard({ event, headingLevel = 'h2', to, star, notice }: EventCardProps) {
  const speaker = speakerLine(event.speaker, event.company_name)
  return (
    // A card off screen is neither laid out nor painted until it nears the viewport: drawing the
    // whole programme at once was one long layout task on a phone. The estimate keeps the
    // scrollbar steady; the browser then remembers each card's real size.
    <Card
      component="article"
      sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' }}
    >
      <CardContent>
        {event.topic && (
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'secondary.main', lineHeight: 1.6 }}
          >
            {event.topic.toLocaleUpperCase('it-IT')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h3" component={headingLevel} sx={{ flex: 1 }}>
            {to ? (
              <Link component={RouterLink} to={to} color="inherit" underline="hover">
                {event.title}
              </Link>
            ) : (
              event.title
            )}
          </Typography>
          {star}
        </Box>
        {speaker && <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{speaker}</Typography>}
        <MetaList>
          <Meta icon={<CalendarTodayIcon fontSize="small" />} label={t.ui.event.date}>
            {formatEventDate(event.event_date)}
          </Meta>
          <Meta icon={<AccessTimeIcon fontSize="small" />} label={t.ui.event.time}>
            {formatEventTime(event.event_time)}
          </Meta>
          {event.location && (
            <Meta icon={<PlaceIcon fontSize="small" />} label={t.ui.event.location}>
              {event.location}
            </Meta>
          )}
        </MetaList>
        {event.tags.length > 0 && (
          <TagList>
            {event.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </TagList>
        )}
        {notice}
      </CardContent>
    </Card>
  )
}

// Two styled lists, their items plain elements: a programme shows dozens of cards, and one styled
// element per line (sx on each) made rendering them a long task on a phone.
const MetaList = styled('dl')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.5),
  marginTop: theme.spacing(1.5),
  marginBottom: 0,
  color: theme.palette.text.secondary,
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
  '& dt, & dt > [aria-hidden]': { display: 'flex' },
  '& dt > :not([aria-hidden])': visuallyHidden,
  '& dd': { margin: 0, color: theme.palette.text.primary, fontWeight: 600 },
}))

const TagList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  padding: 0,
  margin: 0,
  marginTop: theme.spacing(1.5),
  listStyle: 'none',
  '& > li': {
    paddingInline: theme.spacing(1),
    paddingBlock: theme.spacing(0.25),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.primary.soft,
    color: theme.palette.primary.main,
    fontSize: 14,
    fontWeight: 600,
  },
}))

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <span aria-hidden>{icon}</span>
        <span>{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  )
}
