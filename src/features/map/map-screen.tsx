// The fair map: the static SVG in a scrollable frame. Zoom changes the image width, so panning is
// the browser's own scrolling (touch, wheel, keyboard) and nothing has to be reimplemented.
import AddIcon from '@mui/icons-material/Add'
import FitScreenIcon from '@mui/icons-material/FitScreen'
import RemoveIcon from '@mui/icons-material/Remove'
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material'
import { useState } from 'react'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { brand } from '../../ui/tokens.ts'

export const MAP_URL = '/map/fiera-map.svg'
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const

export interface MapScreenProps {
  src?: string
}

export function MapScreen({ src = MAP_URL }: MapScreenProps) {
  const [step, setStep] = useState(0)
  const zoom = ZOOM_STEPS[step] ?? 1

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.map.title}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flex: 1, color: 'text.secondary', fontSize: 14 }}>
          {t.map.hint}
        </Typography>
        <Tooltip title={t.map.zoomOut}>
          <span>
            <IconButton
              aria-label={t.map.zoomOut}
              disabled={step === 0}
              onClick={() => setStep((s) => Math.max(0, s - 1))}
            >
              <RemoveIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t.map.zoomIn}>
          <span>
            <IconButton
              aria-label={t.map.zoomIn}
              disabled={step === ZOOM_STEPS.length - 1}
              onClick={() => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1))}
            >
              <AddIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t.map.reset}>
          <span>
            <IconButton aria-label={t.map.reset} disabled={step === 0} onClick={() => setStep(0)}>
              <FitScreenIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Paper
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label={t.map.alt}
        sx={{
          overflow: 'auto',
          maxHeight: 'calc(100dvh - 260px)',
          minHeight: 240,
          bgcolor: brand.map,
          touchAction: 'pan-x pan-y',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="img"
          src={src}
          alt={t.map.alt}
          sx={{ display: 'block', width: `${zoom * 100}%`, maxWidth: 'none', height: 'auto' }}
        />
      </Paper>
    </Stack>
  )
}
