// Placeholder home until the attendee app lands: proves routing, theme and fonts end to end.
import { Container, Typography } from '@mui/material'
import { t } from '../../i18n/it.ts'

export function HomeScreen() {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h1">{t.app.name}</Typography>
      <Typography sx={{ mt: 1 }}>{t.app.tagline}</Typography>
    </Container>
  )
}
