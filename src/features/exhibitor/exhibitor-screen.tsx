// The exhibitor's portal at /espositore (issue 21), phone-first: three tabs, its page (texts, logo,
// page views), the attendees interested in it, and the leads scanned at the stand. The section
// lives in the URL (?sezione=), so a reload or a shared link opens the same tab.
import { Container, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  acceptInterest,
  downloadLeadsCsv,
  updateLead,
  useExhibitorVendor,
  useInterest,
  useLeadScanner,
  useLeads,
} from '../../api/exhibitor.ts'
import { useFair } from '../../api/fair.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { CompanyPageForm } from './company-page-form.tsx'
import { InterestList } from './interest-list.tsx'
import { LeadList } from './lead-list.tsx'
import { LeadScanner } from './lead-scanner.tsx'
import { PageViews } from './page-views.tsx'

const text = t.exhibitor
const SECTIONS = ['pagina', 'interessati', 'contatti'] as const
type Section = (typeof SECTIONS)[number]
const LABELS: Record<Section, string> = {
  pagina: text.tabs.page,
  interessati: text.tabs.interest,
  contatti: text.tabs.leads,
}

export function ExhibitorScreen() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('sezione')
  const section: Section = SECTIONS.find((s) => s === asked) ?? 'pagina'
  const vendor = useExhibitorVendor()

  if (vendor.error) {
    return (
      <Container maxWidth="sm" sx={{ py: 2 }}>
        <ErrorView message={text.loadFailed} onRetry={() => void vendor.mutate()} />
      </Container>
    )
  }
  if (!vendor.data) return <LoadingView label={text.loading} />

  return (
    <Container maxWidth="sm" sx={{ py: 2 }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h1">{vendor.data.name}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{text.title}</Typography>
        </div>
        <Tabs
          value={section}
          onChange={(_event, next: Section) => setParams({ sezione: next }, { replace: true })}
          variant="fullWidth"
        >
          {SECTIONS.map((s) => (
            <Tab key={s} value={s} label={LABELS[s]} />
          ))}
        </Tabs>
        {section === 'pagina' ? (
          <>
            <PageViews vendor={vendor.data} />
            <CompanyPageForm vendor={vendor.data} onSaved={() => vendor.mutate()} />
          </>
        ) : null}
        {section === 'interessati' ? <InterestSection /> : null}
        {section === 'contatti' ? <LeadsSection /> : null}
      </Stack>
    </Container>
  )
}

function InterestSection() {
  const interest = useInterest()
  if (interest.error) {
    return <ErrorView message={text.interest.loadFailed} onRetry={() => void interest.mutate()} />
  }
  if (!interest.data) return <LoadingView />
  return (
    <InterestList
      interest={interest.data}
      onAccept={async (userId) => {
        await acceptInterest(userId)
        await interest.mutate()
      }}
    />
  )
}

function LeadsSection() {
  const { user } = useAuth()
  const leads = useLeads()
  const timeZone = useFair().data?.time_zone ?? 'UTC'
  const { mutate } = leads
  const reload = useCallback(() => void mutate(), [mutate])
  const scanner = useLeadScanner(user?.id ?? null, reload)
  return (
    <>
      <LeadScanner
        scan={scanner.scan}
        pending={scanner.pending}
        onSendPending={() => void scanner.flush()}
        refused={scanner.refused}
        onDismissRefused={scanner.dismissRefused}
      />
      {leads.error ? (
        <ErrorView message={text.leads.loadFailed} onRetry={() => void leads.mutate()} />
      ) : leads.data ? (
        <LeadList
          leads={leads.data}
          timeZone={timeZone}
          onUpdate={async (id, changes) => {
            await updateLead(id, changes)
            await leads.mutate()
          }}
          onExport={downloadLeadsCsv}
        />
      ) : (
        <LoadingView />
      )}
    </>
  )
}
