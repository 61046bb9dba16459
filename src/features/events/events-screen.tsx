import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import {
  Box,
  Card,
  CardContent,
  Chip,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useDeferredValue, useMemo, useState } from 'react'
import type { Event } from '../../api/contract.ts'
import { useEvents } from '../../api/events.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { formatEventDate, formatEventTime } from '../../ui/format.ts'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { filterEvents, sortEvents } from './filter-events.ts'
import type { DayFilter, StageFilter } from './filter-events.ts'

const days: readonly { value: DayFilter; label: string }[] = [
  { value: 16, label: t.events.day16 },
  { value: 17, label: t.events.day17 },
]
const stages: readonly { value: StageFilter; label: string }[] = [
  { value: 1, label: t.events.stage1 },
  { value: 2, label: t.events.stage2 },
]

export interface EventItemProps {
  event: Event
}

export function EventItem({ event }: EventItemProps) {
  return (
    <Card component="article" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        {event.topic && (
          <Typography
            sx={{ fontSize: 13, fontWeight: 700, letterSpacing: 0.6, color: 'secondary.dark' }}
          >
            {event.topic.toLocaleUpperCase('it-IT')}
          </Typography>
        )}
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {event.title}
        </Typography>
        {event.speaker && (
          <Typography>
            {event.speaker}
            {event.company_name && ` - ${event.company_name}`}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {formatEventDate(event.event_date)} · {formatEventTime(event.event_time)}
          {event.location && ` · ${event.location}`}
        </Typography>
        {event.tags.length > 0 && (
          <Typography sx={{ color: 'primary.main', fontSize: 14 }}>
            {event.tags.map((tag) => `#${tag}`).join(' ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}

export function EventsScreen() {
  const { data, error, isLoading, mutate } = useEvents()
  const [search, setSearch] = useState('')
  const [day, setDay] = useState<DayFilter | null>(null)
  const [stage, setStage] = useState<StageFilter | null>(null)
  const deferredSearch = useDeferredValue(search)

  const visible = useMemo(
    () => (data ? filterEvents(sortEvents(data), { search: deferredSearch, day, stage }) : []),
    [data, deferredSearch, day, stage],
  )

  let body
  if (error && !data) {
    body = (
      <ErrorView
        message={t.events.failed(error instanceof Error ? error.message : String(error))}
        onRetry={() => void mutate()}
      />
    )
  } else if (isLoading || !data) {
    body = <LoadingView label={t.events.loading} />
  } else if (visible.length === 0) {
    body = <EmptyView message={search.trim() ? t.events.emptyFor(search.trim()) : t.events.empty} />
  } else {
    body = (
      <Stack spacing={1.5} component="section" aria-label={t.events.count(visible.length)}>
        <Typography role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {t.events.count(visible.length)}
        </Typography>
        {visible.map((event) => (
          <EventItem key={event.id} event={event} />
        ))}
      </Stack>
    )
  }

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.events.title}</Typography>
      </Box>
      <TextField
        type="search"
        placeholder={t.events.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t.events.searchLabel },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton aria-label={t.events.clear} onClick={() => setSearch('')} edge="end">
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box
        role="group"
        aria-label={t.events.filters}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {days.map((option) => (
          <Chip
            key={option.label}
            label={option.label}
            clickable
            aria-pressed={day === option.value}
            color={day === option.value ? 'primary' : 'default'}
            variant={day === option.value ? 'filled' : 'outlined'}
            onClick={() => setDay((current) => (current === option.value ? null : option.value))}
          />
        ))}
        {stages.map((option) => (
          <Chip
            key={option.label}
            label={option.label}
            clickable
            aria-pressed={stage === option.value}
            color={stage === option.value ? 'primary' : 'default'}
            variant={stage === option.value ? 'filled' : 'outlined'}
            onClick={() => setStage((current) => (current === option.value ? null : option.value))}
          />
        ))}
      </Box>
      {body}
    </Stack>
  )
}
