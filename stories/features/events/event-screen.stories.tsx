import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { EventScreen } from '../../../src/features/events/event-screen.tsx'
import { AppFrame, events, mockApi, signedInApi } from '../support/app-story.tsx'

const [opening] = events

const meta = {
  title: 'Screens/Event',
  component: EventScreen,
  render: () => <AppFrame path="/events/1" route="/events/:eventId" screen={<EventScreen />} />,
} satisfies Meta<typeof EventScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Talk: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/events/1': { body: opening },
      'GET /api/users/me/agenda': { body: { event_ids: [1] } },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: opening?.title }),
    ).toBeVisible()
    await expect(canvas.getByText('Elena Marchetti - Osservatorio PMI Digitali')).toBeVisible()
    await expect(canvas.getByText('Padiglione A – Stage 1')).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: `Togli "${opening?.title}" dalla mia agenda` }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/api/events/1/ics',
    )
  },
}

export const NotFound: Story = {
  beforeEach: () => mockApi(signedInApi()),
  render: () => <AppFrame path="/events/999" route="/events/:eventId" screen={<EventScreen />} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Talk non trovato.')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/events/': { delay: 'never' },
      'GET /api/events/1': { delay: 'never' },
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Caricamento talk...')).toBeVisible()
  },
}
