import { Alert, Button, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { getCalendarFeed } from '../../api/agenda.ts'
import { t } from '../../i18n/it.ts'

/**
 * The personal calendar feed: its secret URL, to paste into a calendar app (which then follows
 * the stars), and its renewal when the link was shared by mistake.
 */
export function CalendarFeed() {
  const [url, setUrl] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const load = async (renew: boolean) => {
    setBusy(true)
    setFailed(false)
    try {
      const feed = await getCalendarFeed(renew)
      setUrl(feed.url)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack spacing={1}>
      {url === null ? (
        <Button variant="outlined" disabled={busy} onClick={() => void load(false)}>
          {t.calendarFeed.show}
        </Button>
      ) : (
        <>
          <Typography sx={{ fontSize: 14 }}>{t.calendarFeed.help}</Typography>
          {/* Plain selectable text: a text field here would reshape the form chunks /login loads. */}
          <Typography
            component="code"
            aria-label={t.calendarFeed.label}
            sx={{
              p: 1.5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflowWrap: 'anywhere',
              userSelect: 'all',
              fontSize: 14,
            }}
          >
            {url}
          </Typography>
          <Button disabled={busy} onClick={() => void load(true)}>
            {t.calendarFeed.renew}
          </Button>
        </>
      )}
      {failed && <Alert severity="error">{t.calendarFeed.failed}</Alert>}
    </Stack>
  )
}
