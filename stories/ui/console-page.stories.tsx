import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { Button, MenuItem, TextField, Typography } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ConsolePage } from '../../src/ui/console-page.tsx'

const invite = fn()

const meta = {
  title: 'UI/ConsolePage',
  component: ConsolePage,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  args: {
    heading: 'Account e ruoli',
    children: <Typography>Tabella degli account</Typography>,
  },
} satisfies Meta<typeof ConsolePage>

export default meta
type Story = StoryObj<typeof meta>

export const HeadingOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account e ruoli' })).toBeVisible()
    await expect(canvas.getByText('Tabella degli account')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

export const WithActionsAndFilters: Story = {
  args: {
    actions: (
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite}>
        Invita
      </Button>
    ),
    filters: (
      <>
        <TextField
          label="Cerca per nome, email o azienda"
          size="small"
          sx={{ flex: '1 1 280px' }}
        />
        <TextField select label="Ruolo" size="small" value="" sx={{ width: 220 }}>
          <MenuItem value="">Tutti i ruoli</MenuItem>
        </TextField>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Account e ruoli' })
    const action = canvas.getByRole('button', { name: 'Invita' })
    const search = canvas.getByRole('textbox', { name: 'Cerca per nome, email o azienda' })
    // The action shares the heading's row; the filters sit in the row under it.
    const top = (el: Element) => el.getBoundingClientRect().top
    await expect(Math.abs(top(action) - top(heading))).toBeLessThan(24)
    await expect(top(search)).toBeGreaterThan(heading.getBoundingClientRect().bottom)
    await userEvent.click(action)
    await expect(invite).toHaveBeenCalledOnce()
  },
}

export const NarrowPage: Story = {
  args: {
    heading: 'Importa espositori e programma',
    maxWidth: 480,
    children: (
      <Typography color="text.secondary">
        Carica un file CSV o JSON: prima una prova, poi l&apos;importazione vera.
      </Typography>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    const page = canvasElement.firstElementChild as HTMLElement
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(480)
  },
}
