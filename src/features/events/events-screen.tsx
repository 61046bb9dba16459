import { Alert, Box, Stack, Typography } from '@mui/material'
import { useDeferredValue, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAgenda } from '../../api/agenda.ts'
import { errorMessage, REQUEST_FAILED_MESSAGE } from '../../api/client.ts'
import type { Event } from '../../api/contract.ts'
import { useEvents } from '../../api/events.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { paths } from '../../routes/paths.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { EventCard } from '../../ui/event-card.tsx'
import { FilterChips } from '../../ui/filter-chips.tsx'
import type { FilterOption } from '../../ui/filter-chips.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { StarButton } from '../../ui/star-button.tsx'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { agendaEvents, overlappingIds } from './agenda.ts'
import { CalendarFeed } from './calendar-feed.tsx'
import { filterEvents, sortEvents } from './filter-events.ts'

type DayValue = '16' | '17'
type StageValue = '1' | '2'
type ViewValue = 'agenda'
const days: readonly FilterOption<DayValue>[] = [
  { value: '16', label: t.events.day16 },
  { value: '17', label: t.events.day17 },
]
const stages: readonly FilterOption<StageValue>[] = [
  { value: '1', label: t.events.stage1 },
  { value: '2', label: t.events.stage2 },
]

const views: readonly FilterOption<ViewValue>[] = [{ value: 'agenda', label: t.agenda.mine }]

/** The screen's state in its URL, so Back, a reload and a shared link keep it. */
const PARAM = { search: 'q', day: 'giorno', stage: 'palco', view: 'vista' } as const

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.find((option) => option === value) ?? null

/** Enough cards to fill a phone's screen: the first paint of the programme waits for no more. */
const FIRST_CARDS = 6

interface EventCardsProps {
  events: readonly Event[]
  starred: readonly number[]
  clashing?: ReadonlySet<number>
  onToggleStar: (eventId: number) => void
}

/** The cards: the first screenful at once, the rest of the programme in the next background render. */
function EventCards({ events, starred, clashing, onToggleStar }: EventCardsProps) {
  const shown = useDeferredValue(events, events.slice(0, FIRST_CARDS))
  return shown.map((event) => (
    <EventCard
      key={event.id}
      event={event}
      to={paths.event(event.id)}
      star={
        <StarButton
          title={event.title}
          starred={starred.includes(event.id)}
          onToggle={() => onToggleStar(event.id)}
        />
      }
      notice={
        clashing?.has(event.id) && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {t.agenda.clash}
          </Alert>
        )
      }
    />
  ))
}

interface ProgrammeProps {
  search: string
  day: DayValue | null
  stage: StageValue | null
  agendaOnly: boolean
}

/**
 * The programme under the filters. It alone follows the request, so the answer re-renders the
 * cards and not the search field and chips above them (a synchronous render: SWR's store).
 */
function Programme({ search, day, stage, agendaOnly }: ProgrammeProps) {
  const { data, error, isLoading, mutate } = useEvents()
  const { user } = useAuth()
  const agenda = useAgenda(user?.id ?? null)
  const deferredSearch = useDeferredValue(search)
  // The cards render in the background, in slices (a deferred value, also when the programme is
  // already cached at mount): on a slow phone the whole programme would block the page otherwise.
  const shownData = useDeferredValue(data, null)

  const visible = useMemo(
    () =>
      shownData
        ? filterEvents(agendaOnly ? agendaEvents(shownData, agenda.ids) : sortEvents(shownData), {
            search: deferredSearch,
            day: day === null ? null : day === '16' ? 16 : 17,
            stage: stage === null ? null : stage === '1' ? 1 : 2,
          })
        : [],
    [shownData, deferredSearch, day, stage, agendaOnly, agenda.ids],
  )
  const clashing = useMemo(
    () => (agendaOnly ? overlappingIds(visible) : undefined),
    [agendaOnly, visible],
  )

  if (error && !data) {
    return (
      <ErrorView
        message={t.events.failed(errorMessage(error, REQUEST_FAILED_MESSAGE, t.appShell.noNetwork))}
        onRetry={() => void mutate()}
      />
    )
  }
  if (isLoading || !shownData) return <LoadingView label={t.events.loading} />
  const pendingNotice = agenda.pending && <Alert severity="info">{t.agenda.pending}</Alert>
  if (visible.length === 0) {
    const message = search.trim()
      ? t.events.emptyFor(search.trim())
      : agendaOnly
        ? t.agenda.empty
        : t.events.empty
    return (
      <>
        {pendingNotice}
        <EmptyView message={message} />
      </>
    )
  }
  return (
    <Stack spacing={1.5} component="section" aria-label={t.events.count(visible.length)}>
      {pendingNotice}
      {clashing && clashing.size > 0 && <Alert severity="warning">{t.agenda.overlap}</Alert>}
      <Typography role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {t.events.count(visible.length)}
      </Typography>
      <EventCards
        events={visible}
        starred={agenda.ids}
        clashing={clashing}
        onToggleStar={agenda.toggle}
      />
    </Stack>
  )
}

export function EventsScreen() {
  const [params, setParams] = useSearchParams()
  const search = params.get(PARAM.search) ?? ''
  const day = oneOf<DayValue>(params.get(PARAM.day), ['16', '17'])
  const stage = oneOf<StageValue>(params.get(PARAM.stage), ['1', '2'])
  const view = oneOf<ViewValue>(params.get(PARAM.view), ['agenda'])

  // Replaced, not pushed: Back leaves the screen with its state kept instead of replaying each key.
  const setParam = (name: string, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )
  }

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.events.title}</Typography>
      </Box>
      <FilterChips
        options={views}
        value={view}
        onChange={(value) => setParam(PARAM.view, value)}
        label={t.agenda.tabsLabel}
      />
      <SearchField
        value={search}
        onChange={(value) => setParam(PARAM.search, value)}
        label={t.events.search}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FilterChips
          options={days}
          value={day}
          onChange={(value) => setParam(PARAM.day, value)}
          label={t.events.dayFilters}
        />
        <FilterChips
          options={stages}
          value={stage}
          onChange={(value) => setParam(PARAM.stage, value)}
          label={t.events.stageFilters}
        />
      </Box>
      {view === 'agenda' && <CalendarFeed />}
      <Programme search={search} day={day} stage={stage} agendaOnly={view === 'agenda'} />
    </Stack>
  )
}
