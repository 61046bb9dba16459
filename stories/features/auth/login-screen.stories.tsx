import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LoginScreen } from '../../../src/features/auth/login-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Account/Login',
  component: LoginScreen,
  render: () => <AppFrame path="/login" route="/login" layout="public" screen={<LoginScreen />} />,
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  beforeEach: () => mockApi({}, { signedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Accedi' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Password dimenticata?' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Registrati' })).toBeVisible()
  },
}

export const WrongPassword: Story = {
  beforeEach: () =>
    mockApi(
      {
        'POST /api/auth/login': { status: 401, body: { detail: 'Email o password non corretti.' } },
      },
      { signedIn: false },
    ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText(/Password/), 'sbagliata')
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }))
    await expect(await canvas.findByText('Email o password non corretti.')).toBeVisible()
  },
}

export const LoggingIn: Story = {
  beforeEach: () => mockApi({ 'POST /api/auth/login': { delay: 'never' } }, { signedIn: false }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText(/Password/), 'Fiera2025!')
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }))
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toBeDisabled()
  },
}

export const NetworkDown: Story = {
  beforeEach: async () => {
    const cleanup = await mockApi({}, { signedIn: false })
    const original = window.fetch
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    return () => {
      window.fetch = original
      cleanup()
    }
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Email/), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText(/Password/), 'Fiera2025!')
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }))
    await expect(await canvas.findByText('An error occurred during login')).toBeVisible()
  },
}
