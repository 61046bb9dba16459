import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import { HistoryEntry } from '../../src/ui/history-entry.tsx'
import { longVendor, sampleMatch, sampleVendor } from './fixtures.ts'

const meta = {
  title: 'UI/HistoryEntry',
  component: HistoryEntry,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <ul style={{ padding: 16, margin: 0 }}>
          <Story />
        </ul>
      </MemoryRouter>
    ),
  ],
  args: { match: { ...sampleMatch, status: 'accepted' }, vendor: sampleVendor },
} satisfies Meta<typeof HistoryEntry>

export default meta
type Story = StoryObj<typeof meta>

export const Accepted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Meccanica Veneta S.p.A.' })).toHaveAttribute(
      'href',
      '/vendor/12',
    )
    await expect(canvas.getByText('87%')).toBeVisible()
    await expect(canvas.getByText('Ti interessa')).toBeVisible()
    const contact = canvas.getByRole('link', { name: /^Contatta/ })
    await expect(contact.getAttribute('href')).toMatch(/^mailto:info@meccanicaveneta\.example\?/)
  },
}

export const Rejected: Story = {
  args: { match: { ...sampleMatch, status: 'rejected', score: 0.412 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Passato')).toBeVisible()
    await expect(canvas.getByText('41%')).toBeVisible()
  },
}

export const NoEmail: Story = {
  args: { vendor: { ...sampleVendor, email: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Contatta/ })).toBeNull()
  },
}

export const LongItalianName: Story = {
  args: { vendor: longVendor, match: { ...sampleMatch, status: 'none', score: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Da valutare')).toBeVisible()
    await expect(canvas.getByText('100%')).toBeVisible()
  },
}
