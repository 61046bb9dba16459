import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, fn } from 'storybook/test'
import { ProfileScreen, ProfileView } from '../../../src/features/profile/profile-screen.tsx'
import { AppFrame, mockApi, signedInApi, staffUser } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  render: () => <AppFrame path="/profile" route="/profile" screen={<ProfileScreen />} />,
} satisfies Meta<typeof ProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Ticket: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Il mio biglietto' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible()
    await expect(canvas.getByText('Dipendente', { selector: 'dd' })).toBeVisible()
    // In the fair's time zone, as the server gives it (GET /api/fair).
    await expect(await canvas.findByText('12 settembre 2025 alle ore 10:30')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Valida' })).toBeNull()
  },
}

export const Staff: Story = {
  beforeEach: () => mockApi(signedInApi(staffUser)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Valida' })).toHaveAttribute(
      'href',
      '/validate',
    )
  },
}

export const LoadingUser: Story = {
  render: () => (
    <MemoryRouter>
      <ProfileView user={null} timeZone={undefined} isStaff={false} onLogout={fn()} />
    </MemoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading user data...')).toBeVisible()
  },
}
