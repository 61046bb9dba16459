import { Box, Stack, Typography } from '@mui/material'
import { useDeferredValue, useMemo, useState } from 'react'
import type { Event } from '../../api/contract.ts'
import { useEvents } from '../../api/events.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { EventCard } from '../../ui/event-card.tsx'
import { FilterChips } from '../../ui/filter-chips.tsx'
import type { FilterOption } from '../../ui/filter-chips.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { filterEvents, sortEvents } from './filter-events.ts'

type DayValue = '16' | '17'
type StageValue = '1' | '2'
const days: readonly FilterOption<DayValue>[] = [
  { value: '16', label: t.events.day16 },
  { value: '17', label: t.events.day17 },
]
const stages: readonly FilterOption<StageValue>[] = [
  { value: '1', label: t.events.stage1 },
  { value: '2', label: t.events.stage2 },
]

/** Enough cards to fill a phone's screen: the first paint of the programme waits for no more. */
const FIRST_CARDS = 6

interface EventCardsProps {
  events: readonly Event[]
}

/** The cards: the first screenful at once, the rest of the programme in the next background render. */
function EventCards({ events }: EventCardsProps) {
  const shown = useDeferredValue(events, events.slice(0, FIRST_CARDS))
  return shown.map((event) => <EventCard key={event.id} event={event} />)
}

interface ProgrammeProps {
  search: string
  day: DayValue | null
  stage: StageValue | null
}

/**
 * The programme under the filters. It alone follows the request, so the answer re-renders the
 * cards and not the search field and chips above them (a synchronous render: SWR's store).
 */
function Programme({ search, day, stage }: ProgrammeProps) {
  const { data, error, isLoading, mutate } = useEvents()
  const deferredSearch = useDeferredValue(search)
  // The cards render in the background, in slices (a deferred value, also when the programme is
  // already cached at mount): on a slow phone the whole programme would block the page otherwise.
  const shownData = useDeferredValue(data, null)

  const visible = useMemo(
    () =>
      shownData
        ? filterEvents(sortEvents(shownData), {
            search: deferredSearch,
            day: day === null ? null : day === '16' ? 16 : 17,
            stage: stage === null ? null : stage === '1' ? 1 : 2,
          })
        : [],
    [shownData, deferredSearch, day, stage],
  )

  if (error && !data) {
    return (
      <ErrorView
        message={t.events.failed(error instanceof Error ? error.message : String(error))}
        onRetry={() => void mutate()}
      />
    )
  }
  if (isLoading || !shownData) return <LoadingView label={t.events.loading} />
  if (visible.length === 0) {
    return <EmptyView message={search.trim() ? t.events.emptyFor(search.trim()) : t.events.empty} />
  }
  return (
    <Stack spacing={1.5} component="section" aria-label={t.events.count(visible.length)}>
      <Typography role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {t.events.count(visible.length)}
      </Typography>
      <EventCards events={visible} />
    </Stack>
  )
}

export function EventsScreen() {
  const [search, setSearch] = useState('')
  const [day, setDay] = useState<DayValue | null>(null)
  const [stage, setStage] = useState<StageValue | null>(null)

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.events.title}</Typography>
      </Box>
      <SearchField value={search} onChange={setSearch} label={t.events.search} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FilterChips options={days} value={day} onChange={setDay} label={t.events.dayFilters} />
        <FilterChips
          options={stages}
          value={stage}
          onChange={setStage}
          label={t.events.stageFilters}
        />
      </Box>
      <Programme search={search} day={day} stage={stage} />
    </Stack>
  )
}
