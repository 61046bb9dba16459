import { Alert, Stack } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { EventCard } from '../../src/ui/event-card.tsx'
import { StarButton } from '../../src/ui/star-button.tsx'
import { longEvent, sampleEvent } from './fixtures.ts'
import { routed } from '../support/controlled.tsx'

const meta = {
  title: 'UI/EventCard',
  component: EventCard,
  decorators: [
    (Story) => (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Story />
      </Stack>
    ),
  ],
  args: { event: sampleEvent },
} satisfies Meta<typeof EventCard>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: "L'intelligenza artificiale nelle PMI manifatturiere" }),
    ).toBeVisible()
    await expect(canvas.getByText('Giulia Bianchi - Meccanica Veneta S.p.A.')).toBeVisible()
    await expect(canvas.getByText('INNOVAZIONE')).toBeVisible()
    await expect(canvas.getByText('16 ottobre')).toBeVisible()
    await expect(canvas.getByText('09:30')).toBeVisible()
    await expect(canvas.getByText('Stage 1')).toBeVisible()
    await expect(canvas.getByText('#industria4.0')).toBeVisible()
  },
}

export const LongItalianText: Story = {
  args: { event: longEvent },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('17 ottobre')).toBeVisible()
    await expect(canvas.getByText('14:05')).toBeVisible()
    await expect(canvas.getByText('SOSTENIBILITÀ E QUALITÀ')).toBeVisible()
  },
}

export const Minimal: Story = {
  args: {
    event: {
      ...sampleEvent,
      speaker: null,
      company_name: null,
      topic: null,
      location: null,
      tags: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/ - /)).toBeNull()
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByText('16 ottobre')).toBeVisible()
  },
}

/** In the programme: the title opens the talk's page, the star keeps it, a clash is said. */
export const WithStarLinkAndClash: Story = {
  decorators: [routed],
  args: {
    to: '/events/1',
    star: <StarButton title={sampleEvent.title} starred onToggle={() => undefined} />,
    notice: <Alert severity="warning">Si sovrappone a un altro talk</Alert>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: sampleEvent.title })).toHaveAttribute(
      'href',
      '/events/1',
    )
    await expect(
      canvas.getByRole('button', { name: `Togli "${sampleEvent.title}" dalla mia agenda` }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByText('Si sovrappone a un altro talk')).toBeVisible()
  },
}
