import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AttendeesScreen } from '../../../src/features/organiser/attendees-screen.tsx'
import { dataGridItalian } from '../../../src/features/organiser/data-grid-italian.ts'
import { AppFrame, mockApi } from '../support/app-story.tsx'
import { attendee, consoleApi } from '../support/console-story.tsx'

const meta = {
  title: 'Screens/Organiser/Attendees',
  component: AttendeesScreen,
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  render: () => (
    <AppFrame
      path="/organizzatore/partecipanti"
      route="/organizzatore/partecipanti"
      layout="console"
      screen={<AttendeesScreen />}
    />
  ),
} satisfies Meta<typeof AttendeesScreen>

export default meta
type Story = StoryObj<typeof meta>

const attendeesApi = () => ({
  ...consoleApi(),
  'GET /api/admin/users': { body: { users: [attendee], truncated: false } },
})

export const List: Story = {
  beforeEach: () => mockApi(attendeesApi()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Partecipanti e biglietti' }),
    ).toBeVisible()
    await expect(await canvas.findByText('Francesca Colombo')).toBeVisible()
    await expect(canvas.getByText('Seleziona una persona per vederne i dettagli.')).toBeVisible()
  },
}

export const Details: Story = {
  beforeEach: () => mockApi(attendeesApi()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Francesca Colombo'))
    await expect(
      await canvas.findByRole('button', { name: 'Emetti un nuovo biglietto' }),
    ).toBeEnabled()
    await expect(canvas.getByText('Storico delle scansioni')).toBeVisible()
  },
}

export const Reissued: Story = {
  beforeEach: () =>
    mockApi({
      ...attendeesApi(),
      'POST /api/admin/users/7/ticket/reissue': {
        body: { ticket_uuid: 'a1b2', message: 'Nuovo biglietto emesso e inviato per email.' },
      },
    }),
  play: async ({ canvas, userEvent }) => {
    window.confirm = () => true
    await userEvent.click(await canvas.findByText('Francesca Colombo'))
    await userEvent.click(await canvas.findByRole('button', { name: 'Emetti un nuovo biglietto' }))
    await expect(
      await canvas.findByText('Nuovo biglietto emesso e inviato per email.'),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  beforeEach: () =>
    mockApi({
      ...consoleApi(),
      'GET /api/admin/users': { body: { users: [], truncated: false } },
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(dataGridItalian.noRowsLabel as string)).toBeVisible()
  },
}
