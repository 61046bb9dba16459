import EmailIcon from '@mui/icons-material/Email'
import LanguageIcon from '@mui/icons-material/Language'
import PhoneIcon from '@mui/icons-material/Phone'
import PlaceIcon from '@mui/icons-material/Place'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { Avatar, Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { REQUEST_FAILED_MESSAGE } from '../../api/client.ts'
import type { Vendor } from '../../api/contract.ts'
import { useVendor } from '../../api/vendors.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { ErrorView, LoadingView } from '../../ui/status-views.tsx'

/** SPEC.md: 'Error fetching vendor: ' around 'Failed to load: ' plus the detail or 'Unknown error'. */
export function vendorErrorMessage(error: unknown): string {
  const detail =
    error instanceof Error && error.message !== REQUEST_FAILED_MESSAGE ? error.message : undefined
  return t.vendor.failed(t.vendor.loadFailed(detail))
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        component="dt"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          fontSize: 14,
          color: 'text.secondary',
        }}
      >
        <Box component="span" aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, pl: 4, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

export interface VendorDetailViewProps {
  vendor: Vendor
}

export function VendorDetailView({ vendor }: VendorDetailViewProps) {
  return (
    <Card component="article">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar
            src={vendor.logo_path ?? undefined}
            alt={t.vendor.logo(vendor.name)}
            variant="rounded"
            sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
          >
            {vendor.name.slice(0, 1)}
          </Avatar>
          <Typography variant="h1" sx={{ fontSize: '1.6rem', overflowWrap: 'anywhere' }}>
            {vendor.name}
          </Typography>
        </Box>
        {vendor.description && (
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              {t.vendor.about}
            </Typography>
            <Typography>{vendor.description}</Typography>
          </Box>
        )}
        {vendor.seeking && (
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              {t.vendor.seeking}
            </Typography>
            <Typography>{vendor.seeking}</Typography>
          </Box>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {vendor.website && (
            <Row icon={<LanguageIcon />} label={t.vendor.website}>
              <MuiLink href={vendor.website} target="_blank" rel="noopener noreferrer">
                {vendor.website.replace(/^https?:\/\//, '')}
              </MuiLink>
            </Row>
          )}
          {vendor.address && (
            <Row icon={<PlaceIcon />} label={t.vendor.address}>
              {vendor.address}
            </Row>
          )}
          {vendor.email && (
            <Row icon={<EmailIcon />} label={t.vendor.email}>
              <MuiLink href={`mailto:${vendor.email}`}>{vendor.email}</MuiLink>
            </Row>
          )}
          {vendor.telephone && (
            <Row icon={<PhoneIcon />} label={t.vendor.phone}>
              <MuiLink href={`tel:${vendor.telephone.replace(/\s+/g, '')}`}>
                {vendor.telephone}
              </MuiLink>
            </Row>
          )}
          {vendor.page_view_count !== undefined && (
            <Row icon={<VisibilityIcon />} label={t.ui.vendor.pageViews}>
              {t.vendor.pageViews(vendor.page_view_count)}
            </Row>
          )}
        </Box>
      </CardContent>
    </Card>
  )
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
    body = <VendorDetailView vendor={data} />
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
