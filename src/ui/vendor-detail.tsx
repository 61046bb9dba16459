// The company page's content: logo, name, website, address, e-mail (mailto), phone, description
// and, only when the server returned it (staff), the page view count.
import { Avatar, Box, Link, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import type { Vendor } from '../api/contract.ts'
import { t } from '../i18n/it.ts'
import { buildMailto } from './mailto.ts'

export interface VendorDetailProps {
  vendor: Vendor
  /** The logo's URL when logo_path needs resolving against the API base; defaults to logo_path. */
  logoSrc?: string | null
}

/** Up to two initials for the placeholder logo. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('it-IT'))
    .join('')
}

/** A safe, absolute link for a website given with or without its scheme. */
export function websiteHref(website: string): string {
  const trimmed = website.trim()
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/** The website as people read it: no scheme, no trailing slash. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '')
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function VendorDetail({ vendor, logoSrc }: VendorDetailProps) {
  const logo = logoSrc ?? vendor.logo_path
  return (
    <Box component="article">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar
          variant="rounded"
          src={logo ?? undefined}
          alt={`${t.ui.vendor.logoAlt}${vendor.name}`}
          sx={{
            width: 72,
            height: 72,
            bgcolor: 'primary.main',
            fontSize: 28,
            fontWeight: 700,
            border: 1,
            borderColor: 'divider',
            '& img': { objectFit: 'contain', bgcolor: 'common.white' },
          }}
        >
          {initials(vendor.name)}
        </Avatar>
        <Typography variant="h1" sx={{ minWidth: 0 }}>
          {vendor.name}
        </Typography>
      </Stack>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {vendor.website && (
          <Field label={t.ui.vendor.website}>
            <Link href={websiteHref(vendor.website)} target="_blank" rel="noopener noreferrer">
              {websiteLabel(vendor.website)}
            </Link>
          </Field>
        )}
        {vendor.address && <Field label={t.ui.vendor.address}>{vendor.address}</Field>}
        {vendor.email && (
          <Field label={t.ui.vendor.email}>
            <Link href={buildMailto(vendor.email)}>{vendor.email}</Link>
          </Field>
        )}
        {vendor.telephone && (
          <Field label={t.ui.vendor.phone}>
            <Link href={telHref(vendor.telephone)}>{vendor.telephone}</Link>
          </Field>
        )}
        {vendor.description && <Field label={t.ui.vendor.description}>{vendor.description}</Field>}
        {vendor.page_view_count !== undefined && (
          <Field label={t.ui.vendor.pageViews}>
            {vendor.page_view_count.toLocaleString('it-IT')}
          </Field>
        )}
      </Stack>
    </Box>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography
        component="dt"
        variant="overline"
        sx={{ color: 'text.secondary', display: 'block' }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  )
}
