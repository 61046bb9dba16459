// Last resort of the router: a screen's code failed to load or to render.
import { Button, Container, Stack, Typography } from '@mui/material'
import { t } from '../i18n/it.ts'

export function RouteError() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Stack spacing={2}>
        <Typography variant="h1">{t.shell.errorTitle}</Typography>
        <Typography>{t.shell.errorText}</Typography>
        <Button
          variant="contained"
          sx={{ alignSelf: 'start' }}
          onClick={() => window.location.reload()}
        >
          {t.shell.reload}
        </Button>
      </Stack>
    </Container>
  )
}
