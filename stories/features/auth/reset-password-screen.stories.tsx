import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ResetPasswordScreen } from '../../../src/features/auth/reset-password-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'

const reset = (token: string | null) => () => (
  <AppFrame
    path={token ? `/reset-password?token=${token}` : '/reset-password'}
    route="/reset-password"
    layout="public"
    screen={<ResetPasswordScreen />}
  />
)

const meta = {
  title: 'Screens/Account/Reset password',
  component: ResetPasswordScreen,
  render: reset('valido'),
} satisfies Meta<typeof ResetPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

const api = () =>
  mockApi(
    {
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
