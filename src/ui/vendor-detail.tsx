// The company page's content: logo, name, description, what they seek, website, address, e-mail
// (mailto), phone and, only when the server returned it (staff), the page view count.
import EmailIcon from '@mui/icons-material/Email'
import MapIcon from '@mui/icons-material/Map'
import LanguageIcon from '@mui/icons-material/Language'
import PhoneIcon from '@mui/icons-material/Phone'
import PlaceIcon from '@mui/icons-material/Place'
import StorefrontIcon from '@mui/icons-material/Storefront'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { Avatar, Box, Button, Link, Paper, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { Vendor } from '../api/contract.ts'
import { t } from '../i18n/it.ts'
import { paths } from '../routes/paths.ts'
import { standPlace } from './fair-map-layout.ts'
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

export interface VendorLogoProps {
  name: string
  src?: string | null
  /** Side in px. */
  size: number
  /** Empty (decorative) when the name is written beside the logo as a link or heading. */
  alt?: string
}

/** The vendor's logo on white, or its initials on the brand colour when it has none. */
export function VendorLogo({ name, src, size, alt = '' }: VendorLogoProps) {
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt={alt}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        bgcolor: 'primary.main',
        fontSize: Math.round(size * 0.38),
        fontWeight: 700,
        border: 1,
        borderColor: 'divider',
        '& img': { objectFit: 'contain', bgcolor: 'common.white' },
      }}
    >
      <span aria-hidden>{initials(name)}</span>
    </Avatar>
  )
}

export function VendorDetail({ vendor, logoSrc }: VendorDetailProps) {
  // "Vedi sulla mappa" only for a stand the map draws; any other code is still worth reading.
  const place = standPlace(vendor.stand)
  const facts =
    vendor.stand ||
    vendor.website ||
    vendor.address ||
    vendor.email ||
    vendor.telephone ||
    vendor.page_view_count !== undefined
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, display: 'grid', gap: 2.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VendorLogo
          name={vendor.name}
          src={logoSrc ?? vendor.logo_path}
          size={72}
          alt={`${t.ui.vendor.logoAlt}${vendor.name}`}
        />
        <Typography variant="h1" sx={{ minWidth: 0, fontSize: '1.6rem', overflowWrap: 'anywhere' }}>
          {vendor.name}
        </Typography>
      </Stack>
      {vendor.description && (
        <Section title={t.ui.vendor.description}>{vendor.description}</Section>
      )}
      {vendor.seeking && <Section title={t.ui.vendor.seeking}>{vendor.seeking}</Section>}
      {facts && (
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {vendor.stand && (
            <Field icon={<StorefrontIcon />} label={t.vendorStand.label}>
              <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {t.vendorStand.line(place?.code ?? vendor.stand, vendor.hall)}
              </Box>
              {place && (
                <Button
                  component={RouterLink}
                  to={paths.mapStand(place.code)}
                  variant="outlined"
                  size="small"
                  startIcon={<MapIcon />}
                  sx={{ mt: 1 }}
                >
                  {t.vendorStand.onMap}
                </Button>
              )}
            </Field>
          )}
          {vendor.website && (
            <Field icon={<LanguageIcon />} label={t.ui.vendor.website}>
              <Link href={websiteHref(vendor.website)} target="_blank" rel="noopener noreferrer">
                {websiteLabel(vendor.website)}
              </Link>
            </Field>
          )}
          {vendor.address && (
            <Field icon={<PlaceIcon />} label={t.ui.vendor.address}>
              {vendor.address}
            </Field>
          )}
          {vendor.email && (
            <Field icon={<EmailIcon />} label={t.ui.vendor.email}>
              <Link href={buildMailto(vendor.email)}>{vendor.email}</Link>
            </Field>
          )}
          {vendor.telephone && (
            <Field icon={<PhoneIcon />} label={t.ui.vendor.phone}>
              <Link href={telHref(vendor.telephone)}>{vendor.telephone}</Link>
            </Field>
          )}
          {vendor.page_view_count !== undefined && (
            <Field icon={<VisibilityIcon />} label={t.ui.vendor.pageViews}>
              {vendor.page_view_count.toLocaleString('it-IT')}
            </Field>
          )}
        </Stack>
      )}
    </Paper>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {title}
      </Typography>
      <Typography>{children}</Typography>
    </Box>
  )
}

function Field({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
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
    </div>
  )
}
