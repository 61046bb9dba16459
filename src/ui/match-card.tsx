// One Smart Matching suggestion (SPEC.md): logo, name, rounded score, description, 'Cercano:',
// website, a prefilled mail, the reason and the two decisions. The whole card opens the vendor
// (its name is the link for keyboards and screen readers); its own links and buttons keep their
// action only. Long texts stop at three lines: the full ones are on the vendor's page.
import EmailIcon from '@mui/icons-material/Email'
import LanguageIcon from '@mui/icons-material/Language'
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material'
import { alpha } from '@mui/material/styles'
import type { MouseEvent } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import type { Match, Vendor } from '../api/contract.ts'
import { t } from '../i18n/it-core.ts'
import { matchMailto, type MailSender } from './mailto.ts'
import { ScoreBadge } from './score-badge.tsx'
import { VendorLogo, websiteHref, websiteLabel } from './vendor-detail.tsx'
import { brand, layout } from './tokens.ts'
import { paths } from '../routes/paths.ts'

const decisionBar = {
  position: 'sticky',
  bottom: `calc(${layout.footerHeight}px + env(safe-area-inset-bottom))`,
  zIndex: 1,
  mt: 0.5,
  mx: -1,
  p: 1,
  borderRadius: 2,
  bgcolor: 'background.paper',
  boxShadow: `0 -6px 12px -8px ${alpha(brand.shadow, 0.25)}`,
} as const

export interface MatchCardProps {
  match: Match
  vendor: Vendor
  /** Who writes the prefilled mail (the logged-in attendee). */
  sender?: MailSender
  onAccept: (match: Match) => void
  onReject: (match: Match) => void
  /** Disables the decisions while one is being sent. */
  busy?: boolean
}

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"]'

/** Whether a click inside the card landed on one of its own controls. */
export function isFromControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element | null
  const control = target?.closest(INTERACTIVE)
  return control != null && control !== event.currentTarget
}

const clamp = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const

const contactLink = { display: 'inline-flex', gap: 0.5, alignItems: 'center', minHeight: 44 }

export function MatchCard({
  match,
  vendor,
  sender,
  onAccept,
  onReject,
  busy = false,
}: MatchCardProps) {
  const navigate = useNavigate()
  const mail = matchMailto(vendor, sender)
  const to = paths.vendor(vendor.id)
  return (
    <Card
      component="article"
      aria-labelledby={`match-${match.id}-name`}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!isFromControl(event)) void navigate(to)
      }}
      // clip, not hidden: the decision buttons below stick to the screen's bottom, which a
      // scroll container (overflow: hidden) would prevent.
      sx={{ cursor: 'pointer', overflow: 'clip', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <VendorLogo name={vendor.name} src={vendor.logo_path} size={56} />
          <Typography
            variant="h2"
            id={`match-${match.id}-name`}
            sx={{ flex: 1, minWidth: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' }}
          >
            <Link component={RouterLink} to={to} underline="hover" sx={{ color: 'text.primary' }}>
              {vendor.name}
            </Link>
          </Typography>
          <ScoreBadge score={match.score} />
        </Stack>
        {vendor.description && <Typography sx={clamp}>{vendor.description}</Typography>}
        {vendor.seeking && (
          <Typography sx={clamp}>
            <Box component="strong" sx={{ fontWeight: 700 }}>
              {t.ui.match.seeking}
            </Box>{' '}
            {vendor.seeking}
          </Typography>
        )}
        {(vendor.website || mail) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2.5, mt: -0.5, mb: -0.5 }}>
            {vendor.website && (
              <Link
                href={websiteHref(vendor.website)}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ ...contactLink, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                <LanguageIcon fontSize="small" aria-hidden />
                <Box component="span" sx={{ minWidth: 0 }}>
                  {websiteLabel(vendor.website)}
                </Box>
              </Link>
            )}
            {mail && (
              <Link href={mail} sx={contactLink}>
                <EmailIcon fontSize="small" aria-hidden />
                {t.ui.match.email}
              </Link>
            )}
          </Stack>
        )}
        {match.description && (
          <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'primary.soft' }}>
            <Typography
              variant="h3"
              component="h3"
              sx={{ fontSize: '1rem', color: 'primary.main' }}
            >
              {t.ui.match.why}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{match.description}</Typography>
          </Box>
        )}
        {/* On a phone the card is taller than the screen: the decision stays in reach, just
            above the app's bottom bar, until the card's end scrolls into view. */}
        <Stack direction="row" spacing={1.5} sx={decisionBar}>
          <Button
            variant="outlined"
            color="error"
            size="large"
            fullWidth
            disabled={busy}
            onClick={() => onReject(match)}
          >
            {t.ui.match.reject}
          </Button>
          <Button
            variant="contained"
            color="success"
            size="large"
            fullWidth
            disabled={busy}
            onClick={() => onAccept(match)}
          >
            {t.ui.match.accept}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
