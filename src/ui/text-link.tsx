// A link to another screen inside running text, drawn like the theme's links (MuiLink in
// customizations/navigation.ts: primary, medium weight, always underlined, focus ring). The
// public screens use it instead of MUI's Link, which would be their only use of it and cost
// /login 1.5 KiB of its bundle budget; inside the app, MUI's Link is already loaded.
import { alpha, styled } from '@mui/material/styles'
import { Link as RouterLink } from 'react-router-dom'
import { focusRing } from './customizations/focus.ts'

export const TextLink = styled(RouterLink)(({ theme }) => ({
  color: theme.palette.primary.main,
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'underline',
  textDecorationColor: alpha(theme.palette.primary.main, 0.4),
  textUnderlineOffset: 3,
  overflowWrap: 'anywhere',
  '&:hover': { textDecorationColor: 'inherit' },
  '&:focus-visible': { ...focusRing(theme), borderRadius: 4 },
}))
