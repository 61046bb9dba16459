import { Alert, Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useSWRConfig } from 'swr'
import type { Match, MatchStatus, Vendor } from '../../api/contract.ts'
import {
  MATCH_HISTORY_PATH,
  NEW_MATCHES_PATH,
  acceptMatch,
  rejectMatch,
  useMatchHistory,
  useNewMatches,
} from '../../api/matches.ts'
import { useVendors } from '../../api/vendors.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { matchMailto } from './match-mail.ts'
import { HistoryItem, MatchCard } from './match-views.tsx'
import { ProfileGate, isProfileComplete } from './profile-gate.tsx'

type HistoryFilter = 'accepted' | 'rejected' | 'all'
const historyFilters: readonly { value: HistoryFilter; label: string }[] = [
  { value: 'accepted', label: t.matches.accepted },
  { value: 'rejected', label: t.matches.rejected },
  { value: 'all', label: t.matches.all },
]

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function countByFilter(history: readonly Match[]): Record<HistoryFilter, number> {
  const count = (status: MatchStatus) => history.filter((m) => m.status === status).length
  return { accepted: count('accepted'), rejected: count('rejected'), all: history.length }
}

function useVendorIndex() {
  const { data } = useVendors()
  return useMemo(() => new Map<number, Vendor>((data ?? []).map((v) => [v.id, v])), [data])
}

function NewMatches({ generating }: { generating: boolean }) {
  const { user } = useAuth()
  const vendors = useVendorIndex()
  const { data, error, isValidating, mutate } = useNewMatches()
  const { mutate: mutateKey } = useSWRConfig()
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<string | null>(null)

  if (error && !data) {
    return <ErrorView message={t.matches.failed(messageOf(error))} onRetry={() => void mutate()} />
  }
  if (!data || (data.length === 0 && isValidating)) {
    return <LoadingView label={generating ? t.matches.generating : t.matches.loading} />
  }
  const [current] = data
  if (!current) return <EmptyView message={t.matches.empty} />

  const decide = async (decision: typeof acceptMatch) => {
    setBusy(true)
    setActionError(null)
    try {
      await decision(current.vendor_id)
      const rest = data.slice(1)
      // The first card leaves the queue; an empty queue asks the server for new suggestions.
      await mutate(rest, { revalidate: rest.length === 0 })
      void mutateKey(MATCH_HISTORY_PATH)
    } catch (cause) {
      setActionError(t.matches.failed(messageOf(cause)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack spacing={1.5}>
      {actionError && <Alert severity="error">{actionError}</Alert>}
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }} aria-live="polite">
        {t.matches.position(1, data.length)}
      </Typography>
      <MatchCard
        key={current.id}
        match={current}
        vendor={vendors.get(current.vendor_id)}
        mailto={(() => {
          const vendor = vendors.get(current.vendor_id)
          return vendor ? matchMailto(vendor, user) : null
        })()}
        busy={busy}
        onAccept={() => void decide(acceptMatch)}
        onReject={() => void decide(rejectMatch)}
      />
    </Stack>
  )
}

function History() {
  const { user } = useAuth()
  const vendors = useVendorIndex()
  const { data, error, mutate } = useMatchHistory()
  const [filter, setFilter] = useState<HistoryFilter>('accepted')

  if (error && !data) {
    return (
      <ErrorView
        message={t.matches.historyFailed(messageOf(error))}
        onRetry={() => void mutate()}
      />
    )
  }
  if (!data) return <LoadingView label={t.matches.loading} />
  const counts = countByFilter(data)
  const shown = filter === 'all' ? data : data.filter((m) => m.status === filter)

  return (
    <Stack spacing={2}>
      <Box
        role="group"
        aria-label={t.events.filters}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {historyFilters.map((option) => (
          <Chip
            key={option.value}
            label={`${option.label} (${counts[option.value]})`}
            clickable
            aria-pressed={filter === option.value}
            color={filter === option.value ? 'primary' : 'default'}
            variant={filter === option.value ? 'filled' : 'outlined'}
            onClick={() => setFilter(option.value)}
          />
        ))}
      </Box>
      {shown.length === 0 ? (
        <EmptyView message={t.matches.historyEmpty} />
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {shown.map((match) => {
            const vendor = vendors.get(match.vendor_id)
            return (
              <HistoryItem
                key={match.id}
                match={match}
                vendor={vendor}
                mailto={vendor ? matchMailto(vendor, user) : null}
              />
            )
          })}
        </Stack>
      )}
    </Stack>
  )
}

export function MatchesScreen() {
  const { user, refreshUser } = useAuth()
  const { mutate } = useSWRConfig()
  const [tab, setTab] = useState<'new' | 'history'>('new')
  const [generating, setGenerating] = useState(false)

  const onSaved = async () => {
    setGenerating(true)
    await refreshUser()
    await mutate(NEW_MATCHES_PATH, undefined, { revalidate: false })
  }

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.matches.title}</Typography>
      </Box>
      {user && !isProfileComplete(user) ? (
        <ProfileGate user={user} onSaved={onSaved} />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: 'new' | 'history') => setTab(value)}
            variant="fullWidth"
          >
            <Tab value="new" label={t.matches.tabNew} id="tab-new" aria-controls="panel-new" />
            <Tab
              value="history"
              label={t.matches.tabHistory}
              id="tab-history"
              aria-controls="panel-history"
            />
          </Tabs>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'new' ? <NewMatches generating={generating} /> : <History />}
          </Box>
        </>
      )}
    </Stack>
  )
}
