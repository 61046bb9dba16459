import { Button, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { t } from '../i18n/it-core.ts'
import { paths } from '../routes/paths.ts'

export function NotFound() {
  return (
    <Stack spacing={2} sx={{ py: 4 }}>
      <Typography variant="h1">{t.shell.notFoundTitle}</Typography>
      <Typography>{t.shell.notFoundText}</Typography>
      <Button component={Link} to={paths.home} variant="contained" sx={{ alignSelf: 'start' }}>
        {t.shell.toHome}
      </Button>
    </Stack>
  )
}
