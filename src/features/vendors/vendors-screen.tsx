import { List, Paper, Stack, Typography, Box } from '@mui/material'
import { useSearchParams } from 'react-router-dom'
import { errorMessage, REQUEST_FAILED_MESSAGE } from '../../api/client.ts'
import type { Vendor } from '../../api/contract.ts'
import { useVendors } from '../../api/vendors.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { foldForSearch } from '../../ui/format.ts'
import { SearchField } from '../../ui/search-field.tsx'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { VendorListItem } from '../../ui/vendor-list-item.tsx'

export interface VendorListProps {
  vendors: readonly Vendor[]
}

/** The companies in Italian alphabetical order, framed as one list. */
export function VendorList({ vendors }: VendorListProps) {
  const sorted = [...vendors].sort((a, b) => a.name.localeCompare(b.name, 'it-IT'))
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label={t.vendors.title}>
        {sorted.map((vendor, index) => (
          <VendorListItem key={vendor.id} vendor={vendor} divider={index < sorted.length - 1} />
        ))}
      </List>
    </Paper>
  )
}

export function VendorsScreen() {
  const { data, error, isLoading, mutate } = useVendors()
  // The search lives in the URL (replaced, not pushed): Back, a reload and a shared link keep it.
  const [params, setParams] = useSearchParams()
  const search = params.get('q') ?? ''
  const setSearch = (value: string) => setParams(value ? { q: value } : {}, { replace: true })
  const needle = foldForSearch(search.trim())
  const shown = data?.filter(
    (vendor) =>
      !needle ||
      foldForSearch(vendor.name).includes(needle) ||
      foldForSearch(vendor.description ?? '').includes(needle),
  )

  let body
  if (error && !data) {
    body = (
      <ErrorView
        message={t.vendors.failed(
          errorMessage(error, REQUEST_FAILED_MESSAGE, t.appShell.noNetwork),
        )}
        onRetry={() => void mutate()}
      />
    )
  } else if (isLoading || !data) {
    body = <LoadingView label={t.vendors.loading} />
  } else if (!shown || shown.length === 0) {
    body = <EmptyView message={t.vendors.empty} />
  } else {
    body = (
      <>
        <Typography role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {t.vendors.count(shown.length)}
        </Typography>
        <VendorList vendors={shown} />
      </>
    )
  }

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.vendors.title}</Typography>
      </Box>
      {data && data.length > 0 && (
        <SearchField value={search} onChange={setSearch} label={t.vendors.search} />
      )}
      {body}
    </Stack>
  )
}
