// One programme entry as SPEC.md lists it: title, speaker ' - company', #tags, TOPIC, date
// (day + Italian month), it-IT time and location.
import { visuallyHidden } from '@mui/utils'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import CalendarTodayIcon from '@mui/icons-material/CalendarToday'
import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import { Box, Card, CardContent, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import type { Event } from '../api/contract.ts'
import { t } from '../i18n/it.ts'
import { formatEventDate, formatEventTime } from './format.ts'

export interface EventCardProps {
  event: Event
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 'h2' | 'h3'
}

/** 'Speaker - Company', 'Speaker' or 'Company'; null when both are missing. */
export function speakerLine(speaker: string | null, company: string | null): string | null {
  const parts = [speaker, company].filter((part): part is string => Boolean(part?.trim()))
  return parts.length ? parts.join(t.ui.event.speakerSeparator) : null
}

export function EventCard({ event, headingLevel = 'h2' }: EventCardProps) {
  const speaker = speakerLine(event.speaker, event.company_name)
  return (
    <Card component="article">
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
        <Typography variant="h3" component={headingLevel}>
          {event.title}
        </Typography>
        {speaker && <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{speaker}</Typography>}
        <Stack
          component="dl"
          direction="row"
          sx={{
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            mt: 1.5,
            mb: 0,
            color: 'text.secondary',
          }}
        >
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
        </Stack>
        {event.tags.length > 0 && (
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              p: 0,
              m: 0,
              mt: 1.5,
              listStyle: 'none',
            }}
          >
            {event.tags.map((tag) => (
              <Box
                component="li"
                key={tag}
                sx={{
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  bgcolor: 'primary.soft',
                  color: 'primary.main',
                  fontSize: 14,
                  fontWeight: 600,
                }}
              >
                #{tag}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="dt" sx={{ display: 'flex' }}>
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </Box>
      <Box component="dd" sx={{ m: 0, color: 'text.primary', fontWeight: 600 }}>
        {children}
      </Box>
    </Box>
  )
}
