// One exhibitor's page. An id that cannot exist (/vendor/abc) or a removed exhibitor says
// "Azienda non trovata" in Italian inside SPEC's 'Error fetching vendor: ...' (SPEC's wording is
// binding for every failure), with a way back to the list; any other failure offers a retry.
import { Box, Button, Stack } from '@mui/material'
import { Link, useParams } from 'react-router-dom'
import { errorMessage, REQUEST_FAILED_MESSAGE, RequestError } from '../../api/client.ts'
import { useVendor } from '../../api/vendors.ts'
import { t } from '../../i18n/it.ts'
import { paths } from '../../routes/paths.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { VendorDetail } from '../../ui/vendor-detail.tsx'

/** SPEC.md: 'Error fetching vendor: ' around 'Failed to load: ' plus the detail or 'Unknown error'. */
export function vendorErrorMessage(error: unknown): string {
  // No answer at all (offline) is said in Italian, never as the browser's English.
  const detail = errorMessage(error, REQUEST_FAILED_MESSAGE, t.appShell.noNetwork)
  return t.vendor.failed(
    t.vendor.loadFailed(detail === REQUEST_FAILED_MESSAGE ? undefined : detail),
  )
}

/** Whether an address names an exhibitor at all: a positive whole number, as the API's ids. */
const isVendorId = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value)

export function VendorDetailScreen() {
  const { vendorId } = useParams()
  const valid = isVendorId(vendorId)
  // An id that cannot exist is not asked for: nothing to count, nothing to fail.
  const { data, error, mutate } = useVendor(valid ? vendorId : undefined)
  const missing = !valid || (error instanceof RequestError && error.status === 404)

  let body
  if (missing) {
    body = (
      <EmptyView
        message={t.vendor.failed(t.vendor.loadFailed(t.vendor.notFound))}
        action={
          <Button component={Link} to={paths.vendors} variant="outlined">
            {t.vendor.toList}
          </Button>
        }
      />
    )
  } else if (error && !data) {
    body = <ErrorView message={vendorErrorMessage(error)} onRetry={() => void mutate()} />
  } else if (!data) {
    body = <LoadingView label={t.vendor.loading} />
  } else {
    body = <VendorDetail vendor={data} />
  }
  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
      </Box>
      {body}
    </Stack>
  )
}
