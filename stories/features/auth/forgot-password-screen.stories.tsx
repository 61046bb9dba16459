import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ForgotPasswordScreen } from '../../../src/features/auth/forgot-password-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Account/Forgot password',
  component: ForgotPasswordScreen,
  render: () => (
    <AppFrame
      path="/forgot-password"
      route="/forgot-password"
      layout="public"
      screen={<ForgotPasswordScreen />}
    />
  ),
} satisfies Meta<typeof ForgotPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

const api = () =>
  mockApi(
    {
      'POST /api/auth/forgot-password': {
        body: { message: 'Password reset instructions sent to your email' },
      },
    },
    { signedIn: false },
  )

export const Forgot: Story = {
  beforeEach: api,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Invia email' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Torna al login' })).toBeVisible()
  },
}

export const ForgotWithoutEmail: Story = {
  beforeEach: api,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invia email' }))
    await expect(await canvas.findByText('Please enter your email')).toBeVisible()
  },
}

export const ForgotSent: Story = {
  beforeEach: api,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Invia email' }))
    await expect(
      await canvas.findByText('Password reset instructions sent to your email'),
    ).toBeVisible()
  },
}
