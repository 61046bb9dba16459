// One Smart Matching suggestion (SPEC.md): name, rounded score, description, 'Cercano:', website,
// a prefilled mail, the reason and the two decisions. The whole card opens the vendor, but its
// own links and buttons keep their action only.
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material'
import type { MouseEvent } from 'react'
import type { Match, Vendor } from '../api/contract.ts'
import { t } from '../i18n/it.ts'
import { matchMailto, type MailSender } from './mailto.ts'
import { ScoreBadge } from './score-badge.tsx'
import { websiteHref, websiteLabel } from './vendor-detail.tsx'

export interface MatchCardProps {
  match: Match
  vendor: Vendor
  /** Who writes the prefilled mail (the logged-in attendee). */
  sender?: MailSender
  /** Opens the vendor (/vendor/{id}); called by a click anywhere on the card but its controls. */
  onOpenVendor: (vendorId: number) => void
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

export function MatchCard({
  match,
  vendor,
  sender,
  onOpenVendor,
  onAccept,
  onReject,
  busy = false,
}: MatchCardProps) {
  const mail = matchMailto(vendor, sender)
  const open = () => onOpenVendor(vendor.id)
  return (
    <Card
      component="article"
      aria-labelledby={`match-${match.id}-name`}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!isFromControl(event)) open()
      }}
      sx={{ cursor: 'pointer', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Typography variant="h2" id={`match-${match.id}-name`} sx={{ minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              onClick={open}
              underline="hover"
              aria-label={`${t.ui.match.openVendor}${vendor.name}`}
              sx={{
                font: 'inherit',
                color: 'text.primary',
                textAlign: 'left',
                verticalAlign: 'baseline',
              }}
            >
              {vendor.name}
            </Link>
          </Typography>
          <ScoreBadge score={match.score} />
        </Stack>
        {vendor.description && <Typography sx={{ mt: 1.5 }}>{vendor.description}</Typography>}
        {vendor.seeking && (
          <Typography sx={{ mt: 1.5 }}>
            <Box component="strong" sx={{ fontWeight: 700 }}>
              {t.ui.match.seeking}
            </Box>{' '}
            {vendor.seeking}
          </Typography>
        )}
        {(vendor.website || mail) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, mt: 1.5 }}>
            {vendor.website && (
              <Link href={websiteHref(vendor.website)} target="_blank" rel="noopener noreferrer">
                {websiteLabel(vendor.website)}
              </Link>
            )}
            {mail && <Link href={mail}>{t.ui.match.email}</Link>}
          </Stack>
        )}
        <Box sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'primary.soft' }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', color: 'primary.main' }}>
            {t.ui.match.why}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{match.description}</Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            color="error"
            fullWidth
            disabled={busy}
            onClick={() => onReject(match)}
          >
            {t.ui.match.reject}
          </Button>
          <Button
            variant="contained"
            color="success"
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
