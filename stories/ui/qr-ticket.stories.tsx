import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { QrTicket } from '../../src/ui/qr-ticket.tsx'
import { padded } from '../support/controlled.tsx'

const meta = {
  title: 'UI/QrTicket',
  component: QrTicket,
  decorators: [padded],
  args: { value: 'fiera.v1.eyJ0IjoiM2YyYTljMWUifQ.c2lnbmF0dXJh' },
} satisfies Meta<typeof QrTicket>

export default meta
type Story = StoryObj<typeof meta>

export const Ticket: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'QR Code del biglietto' })).toBeVisible()
    const svg = canvasElement.querySelector('svg[height="128"]')
    await expect(svg).not.toBeNull()
    const box = svg?.getBoundingClientRect()
    await expect(box?.width).toBe(128)
    await expect(box?.height).toBe(128)
  },
}

export const LongPayload: Story = {
  args: { value: 'fiera.v1.' + 'x'.repeat(300), label: 'Biglietto di Giulia Bianchi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Biglietto di Giulia Bianchi' })).toBeVisible()
  },
}

export const NotIssued: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Biglietto non ancora disponibile')
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}
