import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ForgotPasswordScreen } from '../../../src/features/auth/forgot-password-screen.tsx'
import { ResetPasswordScreen } from '../../../src/features/auth/reset-password-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Account/Password reset',
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
      'POST /api/auth/reset-password': (body) =>
        body?.includes('scaduto')
          ? { status: 400, body: { detail: 'Il link per reimpostare la password è scaduto.' } }
          : {
              body: {
                message: 'Password reset successful! You can now log in with your new password.',
              },
            },
    },
    { signedIn: false },
  )

const reset = (token: string | null) => () => (
  <AppFrame
    path={token ? `/reset-password?token=${token}` : '/reset-password'}
    route="/reset-password"
    layout="public"
    screen={<ResetPasswordScreen />}
  />
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

export const Reset: Story = {
  beforeEach: api,
  render: reset('valido'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Reimposta password' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toBeVisible()
  },
}

export const ResetWithoutToken: Story = {
  beforeEach: api,
  render: reset(null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Invalid or missing reset token')).toBeVisible()
  },
}

export const ResetTooShort: Story = {
  beforeEach: api,
  render: reset('valido'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nuova password/), 'corta')
    await userEvent.type(canvas.getByLabelText(/^Conferma nuova password/), 'corta')
    await userEvent.click(canvas.getByRole('button', { name: 'Reimposta password' }))
    await expect(
      await canvas.findByText('Password must be at least 8 characters long'),
    ).toBeVisible()
  },
}

export const ResetExpiredLink: Story = {
  beforeEach: api,
  render: reset('scaduto'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nuova password/), 'Fiera2026!')
    await userEvent.type(canvas.getByLabelText(/^Conferma nuova password/), 'Fiera2026!')
    await userEvent.click(canvas.getByRole('button', { name: 'Reimposta password' }))
    await expect(
      await canvas.findByText('Il link per reimpostare la password è scaduto.'),
    ).toBeVisible()
  },
}

export const ResetDone: Story = {
  beforeEach: api,
  render: reset('valido'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nuova password/), 'Fiera2026!')
    await userEvent.type(canvas.getByLabelText(/^Conferma nuova password/), 'Fiera2026!')
    await userEvent.click(canvas.getByRole('button', { name: 'Reimposta password' }))
    await expect(await canvas.findByText(/Password reset successful!/)).toBeVisible()
  },
}
