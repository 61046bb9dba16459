// The theme itself as a story: palette, type scale, buttons and inputs in both themes, so a
// designer reviews tokens in one place and a theme change shows up in one baseline.
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FieraLogo } from '../../src/ui/fiera-logo.tsx'

function Foundations() {
  return (
    <Stack spacing={2.5} sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}>
      <Box sx={{ color: 'primary.main' }}>
        <FieraLogo size={40} />
      </Box>
      <Box component="section" aria-labelledby="palette">
        <Typography variant="h2" id="palette" sx={{ mb: 1 }}>
          Colori
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {(['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const).map((c) => (
            <Box
              key={c}
              sx={{
                p: 1.5,
                borderRadius: 2,
                bgcolor: `${c}.main`,
                color: `${c}.contrastText`,
                fontWeight: 700,
              }}
            >
              {c}
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="type">
        <Typography variant="h2" id="type" sx={{ mb: 1 }}>
          Tipografia
        </Typography>
        <Typography variant="h1" component="p">
          Titolo 1 · Titillium Web
        </Typography>
        <Typography variant="h3" component="p">
          Titolo 3: Perché questo match?
        </Typography>
        <Typography>Testo: il programma del 16 e 17 ottobre, padiglioni A e B.</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Testo secondario: informazioni di contorno leggibili al sole.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="controls">
        <Typography variant="h2" id="controls" sx={{ mb: 1 }}>
          Controlli
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained">Accedi</Button>
          <Button variant="outlined">Indietro</Button>
          <Button variant="contained" disabled>
            Disattivato
          </Button>
          <Chip label="Stage 1" clickable variant="filled" color="primary" aria-pressed="true" />
          <Chip label="Stage 2" clickable variant="outlined" aria-pressed="false" />
        </Stack>
        <TextField label="Email" sx={{ mt: 2 }} fullWidth defaultValue="visitatore@example.com" />
      </Box>
      <Alert severity="success">Password reset instructions sent to your email</Alert>
      <Alert severity="error">Per favore inserisci sia email che password</Alert>
    </Stack>
  )
}

const meta = {
  title: 'Foundations/Theme',
  component: Foundations,
} satisfies Meta<typeof Foundations>

export default meta
type Story = StoryObj<typeof meta>

export const AttendeeTheme: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Colori' })).toBeVisible()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Accedi' })).toHaveFocus()
    const ring = getComputedStyle(canvas.getByRole('button', { name: 'Accedi' }))
    await expect(ring.outlineStyle).toBe('solid')
    await expect(ring.outlineWidth).toBe('3px')
  },
}

export const KioskTheme: Story = {
  parameters: { fieraTheme: 'kiosk' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Colori' })).toBeVisible()
    await expect(getComputedStyle(canvas.getByText(/Testo: il programma/)).color).toBe(
      'rgb(255, 255, 255)',
    )
  },
}
