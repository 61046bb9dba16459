import { Box, Button } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ValidationResult } from '../../src/ui/validation-result.tsx'
import { usedTicket, validTicket } from './fixtures.ts'
import { padded } from '../support/controlled.tsx'

const meta = {
  title: 'UI/ValidationResult',
  component: ValidationResult,
  decorators: [padded],
  args: { validation: validTicket },
} satisfies Meta<typeof ValidationResult>

export default meta
type Story = StoryObj<typeof meta>

export const Valid: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(canvas.getByRole('heading', { name: 'Biglietto Valido' })).toBeVisible()
    await expect(alert).toHaveTextContent('Ingresso consentito: benvenuto in fiera!')
    await expect(alert).toHaveTextContent('ID biglietto:3f2a9c1e-7b4d-4e8a-9f61-2c5d8e0b7a14')
    await expect(alert).toHaveTextContent('ID utente:42')
  },
}

export const Invalid: Story = {
  args: { validation: usedTicket },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Biglietto Non Valido' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Biglietto già utilizzato oggi')
    await expect(canvas.queryByText('ID biglietto:')).toBeNull()
  },
}

export const ValidationError: Story = {
  args: { validation: undefined, error: { status: 403, message: 'Error: Forbidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Errore di Convalida' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Stato:403')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Forbidden')
  },
}

const scanAgain = fn()

export const WithScanAgain: Story = {
  args: {
    validation: usedTicket,
    action: (
      <Button variant="contained" fullWidth onClick={scanAgain}>
        Scansiona di nuovo
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Scansiona di nuovo' }))
    await expect(scanAgain).toHaveBeenCalledOnce()
  },
}

export const LongItalianMessage: Story = {
  args: {
    validation: undefined,
    error: {
      status: 500,
      message:
        'Error: impossibile contattare il server di convalida: controlla la connessione di rete del varco e riprova tra qualche istante.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Stato:500')
  },
}

export const InKioskTheme: Story = {
  args: { validation: usedTicket },
  parameters: { fieraTheme: 'kiosk' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'background.default', minHeight: 'calc(100vh - 32px)' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Biglietto Non Valido' })).toBeVisible()
  },
}
