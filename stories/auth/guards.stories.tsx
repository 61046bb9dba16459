// The app frame around the session: while auth state loads a guarded route says 'Loading...' and
// the footer is hidden; signed in, the footer shows the six links and 'Esci'.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RequireAuth } from '../../src/auth/index.ts'
import { HomeScreen } from '../../src/features/home/home-screen.tsx'
import { AppFrame, mockApi, signedInApi } from '../features/support/app-story.tsx'

const meta = {
  title: 'App/Session states',
  component: RequireAuth,
  render: () => (
    <AppFrame
      path="/"
      route="/"
      screen={
        <RequireAuth>
          <HomeScreen />
        </RequireAuth>
      }
    />
  ),
} satisfies Meta<typeof RequireAuth>

export default meta
type Story = StoryObj<typeof meta>

export const AuthLoading: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/users/me': { delay: 'never' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

export const SignedIn: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ciao Francesca!' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Navigazione principale' })
    await expect(nav).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Esci' })).toBeVisible()
  },
}
