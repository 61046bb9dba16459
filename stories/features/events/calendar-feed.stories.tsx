import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CalendarFeed } from '../../../src/features/events/calendar-feed.tsx'
import { mockApi, signedInApi } from '../support/app-story.tsx'
import { padded } from '../../support/controlled.tsx'

const feed = 'https://fiera.example/api/calendar/c2VncmV0by1kaS1wcm92YS0xMjM0NQ'
const renewed = 'https://fiera.example/api/calendar/bnVvdm8tc2VncmV0by1kaS1wcm92YQ'

const meta = {
  title: 'Screens/Events/CalendarFeed',
  component: CalendarFeed,
  decorators: [padded],
} satisfies Meta<typeof CalendarFeed>

export default meta
type Story = StoryObj<typeof meta>

export const ShownThenRenewed: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/users/me/calendar': { body: { url: feed } },
      'POST /api/users/me/calendar/renew': { body: { url: renewed } },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Collega la tua agenda al calendario' }),
    )
    await expect(await canvas.findByText(feed)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Rinnova il link/ }))
    await expect(await canvas.findByText(renewed)).toBeVisible()
  },
}

export const Failed: Story = {
  beforeEach: () =>
    mockApi({ ...signedInApi(), 'GET /api/users/me/calendar': { status: 500, body: {} } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Collega la tua agenda al calendario' }),
    )
    await expect(
      await canvas.findByText('Impossibile ottenere il link del calendario. Riprova.'),
    ).toBeVisible()
  },
}
