import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import { BadgeScansView } from '../../../src/features/profile/badge-scans.tsx'

const meta = {
  title: 'Screens/Profile/BadgeScans',
  component: BadgeScansView,
  decorators: [(Story: () => ReactNode) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    timeZone: 'Europe/Rome',
    failed: false,
    scans: [
      {
        vendor_id: 1,
        vendor_name: 'Gestionale Adriatico Srl',
        scanned_at: '2025-10-16T08:30:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof BadgeScansView>

export default meta
type Story = StoryObj<typeof meta>

export const Scanned: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Gestionale Adriatico Srl' })).toHaveAttribute(
      'href',
      '/vendor/1',
    )
    await expect(canvas.getByText(/16 ottobre 2025/)).toBeVisible()
  },
}

export const NoneYet: Story = {
  args: { scans: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nessuna azienda ha ancora scansionato il tuo badge.'),
    ).toBeVisible()
  },
}

export const Failed: Story = {
  args: { scans: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Impossibile caricare le scansioni del badge.')).toBeVisible()
  },
}
