// Last resort of the router: a screen's code failed to load or to render.
import { Button, Stack, Typography } from '@mui/material'
import { t } from '../i18n/it-core.ts'

export function RouteError() {
  return (
    // A Stack, not a Container: this screen is in every page's first bundle, Container is not.
    <Stack component="main" spacing={2} sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 6 }}>
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
  )
}
