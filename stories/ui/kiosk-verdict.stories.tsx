import { Button } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { KioskVerdict } from '../../src/ui/kiosk-verdict.tsx'

const meta = {
  title: 'Kiosk/KioskVerdict',
  component: KioskVerdict,
  parameters: { fieraTheme: 'kiosk' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  args: { state: 'ready' },
} satisfies Meta<typeof KioskVerdict>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronto')
    await expect(canvas.getByText('Inquadra il QR Code del biglietto')).toBeVisible()
  },
}

export const Validating: Story = {
  args: { state: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Convalida in corso...' })).toBeVisible()
  },
}

export const Valid: Story = {
  args: { state: 'valid', message: 'Ingresso consentito: benvenuto in fiera!' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Biglietto Valido' })).toBeVisible()
    const verdict = canvasElement.querySelector('[data-verdict="valid"]')
    await expect(verdict).not.toBeNull()
    await expect(getComputedStyle(verdict as Element).backgroundColor).toBe('rgb(7, 94, 40)')
  },
}

export const Invalid: Story = {
  args: {
    state: 'invalid',
    message: 'Biglietto già utilizzato oggi alle 09:12 al varco Ingresso Nord.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Biglietto Non Valido' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Biglietto già utilizzato oggi')
  },
}

export const RecentlyAdmitted: Story = {
  args: { state: 'recent' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Già registrato/a pochi secondi fa' }),
    ).toBeVisible()
    await expect(canvas.getByText(/Ingresso già convalidato da questo varco/)).toBeVisible()
    // Neutral blue: neither the green of an admission nor the red of a refusal.
    const verdict = canvasElement.querySelector('[data-verdict="recent"]')
    await expect(getComputedStyle(verdict as Element).backgroundColor).toBe('rgb(11, 79, 108)')
  },
}

/** An exit gate let someone out: its own heading and colour, not SPEC's entry verdict. */
export const Exit: Story = {
  args: { state: 'exit', message: 'Arrivederci e a presto!' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Uscita registrata' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Biglietto Valido' })).toBeNull()
    const verdict = canvasElement.querySelector('[data-verdict="exit"]')
    await expect(getComputedStyle(verdict as Element).backgroundColor).toBe('rgb(74, 42, 130)')
  },
}

/** An exit with no entry open: the person leaves, nothing is recorded, nothing is red. */
export const ExitUnrecorded: Story = {
  args: {
    state: 'exitUnrecorded',
    message: 'Nessun ingresso aperto per questo biglietto: prosegui pure.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Uscita consentita' })).toBeVisible()
    const verdict = canvasElement.querySelector('[data-verdict="exitUnrecorded"]')
    await expect(getComputedStyle(verdict as Element).backgroundColor).toBe('rgb(74, 42, 130)')
  },
}

export const ValidationError: Story = {
  args: { state: 'error', status: 500, message: 'Error: Failed to fetch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Errore di Convalida' })).toBeVisible()
    await expect(canvas.getByText('Stato: 500')).toBeVisible()
  },
}

const resume = fn()

export const InvalidWithAction: Story = {
  args: {
    state: 'invalid',
    message: 'Biglietto non riconosciuto: firma non valida.',
    children: (
      <Button variant="contained" size="large" onClick={resume}>
        Scansiona di nuovo
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Scansiona di nuovo' }))
    await expect(resume).toHaveBeenCalledOnce()
  },
}

export const PhoneSized: Story = {
  args: { state: 'valid', message: 'Ingresso consentito: benvenuto in fiera!' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Biglietto Valido' })).toBeVisible()
  },
}
