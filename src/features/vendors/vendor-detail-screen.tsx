import { Box, Stack } from '@mui/material'
import { useParams } from 'react-router-dom'
import { REQUEST_FAILED_MESSAGE } from '../../api/client.ts'
import { useVendor } from '../../api/vendors.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { ErrorView, LoadingView } from '../../ui/status-views.tsx'
import { VendorDetail } from '../../ui/vendor-detail.tsx'

/** SPEC.md: 'Error fetching vendor: ' around 'Failed to load: ' plus the detail or 'Unknown error'. */
export function vendorErrorMessage(error: unknown): string {
  const detail =
    error instanceof Error && error.message !== REQUEST_FAILED_MESSAGE ? error.message : undefined
  return t.vendor.failed(t.vendor.loadFailed(detail))
}

export function VendorDetailScreen() {
  const { vendorId } = useParams()
  const { data, error, mutate } = useVendor(vendorId)

  let body
  if (error && !data) {
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
