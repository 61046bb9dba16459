import { Alert, Box, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useSWRConfig } from 'swr'
import { errorMessage, REQUEST_FAILED_MESSAGE } from '../../api/client.ts'
import type { Match, MatchStatus, User, Vendor } from '../../api/contract.ts'
import {
  MATCH_HISTORY_PATH,
  NEW_MATCHES_PATH,
  acceptMatch,
  getNewMatches,
  rejectMatch,
  useMatchHistory,
  useNewMatches,
} from '../../api/matches.ts'
import { isProfileComplete } from '../../api/profile.ts'
import { useVendors } from '../../api/vendors.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { FilterChips } from '../../ui/filter-chips.tsx'
import { HistoryEntry } from '../../ui/history-entry.tsx'
import type { MailSender } from '../../ui/mailto.ts'
import { MatchCard } from '../../ui/match-card.tsx'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { ProfileGate } from './profile-gate.tsx'

type HistoryFilter = 'accepted' | 'rejected' | 'all'
const historyFilters: readonly { value: HistoryFilter; label: string }[] = [
  { value: 'accepted', label: t.matches.accepted },
  { value: 'rejected', label: t.matches.rejected },
  { value: 'all', label: t.matches.all },
]

/** The server's detail, SPEC's 'Request failed', or, with no answer at all, Italian words. */
const messageOf = (error: unknown) =>
  errorMessage(error, REQUEST_FAILED_MESSAGE, t.appShell.noNetwork)

export function countByFilter(history: readonly Match[]): Record<HistoryFilter, number> {
  const count = (status: MatchStatus) => history.filter((m) => m.status === status).length
  return { accepted: count('accepted'), rejected: count('rejected'), all: history.length }
}

/** The attendee who signs the prefilled mails. */
export function mailSender(user: User | null): MailSender {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim()
  return { name: name || null, company: user?.company_name ?? null }
}

/** A stand-in while the vendor list is missing: the match still shows, named by its id. */
const unknownVendor = (id: number): Vendor => ({
  id,
  name: `#${id}`,
  description: null,
  seeking: null,
  website: null,
  email: null,
  logo_path: null,
  address: null,
  telephone: null,
  stand: null,
  hall: null,
})

function useVendorIndex() {
  const { data, error } = useVendors()
  const index = useMemo(() => new Map<number, Vendor>((data ?? []).map((v) => [v.id, v])), [data])
  return {
    ready: data !== undefined || error !== undefined,
    vendorOf: (id: number) => index.get(id) ?? unknownVendor(id),
  }
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
  if (!data || (data.length === 0 && isValidating) || !vendors.ready) {
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
      // The decided card leaves the queue, and the server reorders the rest by what was just
      // decided: the queue comes back from the server (the local one if that call fails). The
      // home card reads this same cache entry, so its count is always this queue's length.
      await mutate(
        getNewMatches().catch(() => rest),
        { revalidate: false },
      )
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
        vendor={vendors.vendorOf(current.vendor_id)}
        sender={mailSender(user)}
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
  if (!data || !vendors.ready) return <LoadingView label={t.matches.loading} />
  const counts = countByFilter(data)
  const shown = filter === 'all' ? data : data.filter((m) => m.status === filter)

  return (
    <Stack spacing={2}>
      <FilterChips
        options={historyFilters.map((option) => ({
          value: option.value,
          label: `${option.label} (${counts[option.value]})`,
        }))}
        value={filter}
        label={t.matches.historyFilters}
        // One list is always shown: a click on the active filter keeps it.
        onChange={(value) => value && setFilter(value)}
      />
      {shown.length === 0 ? (
        <EmptyView message={t.matches.historyEmpty} />
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {shown.map((match) => (
            <HistoryEntry
              key={match.id}
              match={match}
              vendor={vendors.vendorOf(match.vendor_id)}
              sender={mailSender(user)}
            />
          ))}
        </Box>
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
