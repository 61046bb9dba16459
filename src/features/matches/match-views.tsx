// One suggestion as a card (the card opens the exhibitor) and one history entry.
import EmailIcon from '@mui/icons-material/Email'
import LanguageIcon from '@mui/icons-material/Language'
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Chip,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import type { Match, MatchStatus, Vendor } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'
import { formatScore } from '../../ui/format.ts'

// The full texts are on the exhibitor's page; the card keeps the buttons within thumb reach.
const clamp = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const

export interface MatchCardProps {
  match: Match
  vendor: Vendor | undefined
  mailto: string | null
  busy?: boolean
  onAccept: () => void
  onReject: () => void
}

export function MatchCard({
  match,
  vendor,
  mailto,
  busy = false,
  onAccept,
  onReject,
}: MatchCardProps) {
  const name = vendor?.name ?? `#${match.vendor_id}`
  return (
    <Card component="article" aria-label={name} elevation={2}>
      <CardActionArea component={Link} to={`/vendor/${match.vendor_id}`}>
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Avatar
              src={vendor?.logo_path ?? undefined}
              alt=""
              variant="rounded"
              sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
            >
              {name.slice(0, 1)}
            </Avatar>
            <Typography
              variant="h3"
              component="h2"
              sx={{ flex: 1, fontSize: '1.25rem', fontWeight: 700 }}
            >
              {name}
            </Typography>
            <Chip
              label={formatScore(match.score)}
              color="success"
              sx={{ fontWeight: 700, fontSize: 16 }}
              aria-label={`${t.ui.match.score} ${formatScore(match.score)}`}
            />
          </Box>
          {vendor?.description && <Typography sx={clamp}>{vendor.description}</Typography>}
          {vendor?.seeking && (
            <Typography sx={clamp}>
              <Box component="strong">{t.matches.seeking}</Box> {vendor.seeking}
            </Typography>
          )}
          {match.description && (
            <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{t.matches.why}</Typography>
              <Typography>{match.description}</Typography>
            </Box>
          )}
        </CardContent>
      </CardActionArea>
      {(vendor?.website || mailto) && (
        <Stack direction="row" spacing={2} sx={{ px: 2, pb: 1, flexWrap: 'wrap' }}>
          {vendor?.website && (
            <MuiLink
              href={vendor.website}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', minHeight: 44 }}
            >
              <LanguageIcon fontSize="small" aria-hidden />
              {t.ui.match.website}
            </MuiLink>
          )}
          {mailto && (
            <MuiLink
              href={mailto}
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', minHeight: 44 }}
            >
              <EmailIcon fontSize="small" aria-hidden />
              {t.ui.match.email}
            </MuiLink>
          )}
        </Stack>
      )}
      <CardActions sx={{ p: 2, pt: 1, gap: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          disabled={busy}
          onClick={onReject}
        >
          {t.matches.pass}
        </Button>
        <Button variant="contained" size="large" fullWidth disabled={busy} onClick={onAccept}>
          {t.matches.accept}
        </Button>
      </CardActions>
    </Card>
  )
}

const statusLabel: Record<MatchStatus, string> = {
  accepted: t.matches.statusAccepted,
  rejected: t.matches.statusRejected,
  none: t.matches.statusNone,
}

export interface HistoryItemProps {
  match: Match
  vendor: Vendor | undefined
  mailto: string | null
}

export function HistoryItem({ match, vendor, mailto }: HistoryItemProps) {
  const name = vendor?.name ?? `#${match.vendor_id}`
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <MuiLink
            component={Link}
            to={`/vendor/${match.vendor_id}`}
            sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            {name}
          </MuiLink>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
            {formatScore(match.score)} · {statusLabel[match.status]}
          </Typography>
        </Box>
        {mailto && (
          <Button href={mailto} variant="outlined" size="small" startIcon={<EmailIcon />}>
            {t.matches.contact}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
