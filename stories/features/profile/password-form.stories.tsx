import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { PasswordForm } from '../../../src/features/profile/password-form.tsx'
import { mockApi, storyToken } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Profile/Password form',
  component: PasswordForm,
} satisfies Meta<typeof PasswordForm>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  current: string,
  next: string,
  repeat: string,
) => {
  await userEvent.type(canvas.getByLabelText(/^Password attuale/), current)
  await userEvent.type(canvas.getByLabelText(/^Nuova password/), next)
  await userEvent.type(canvas.getByLabelText(/^Ripeti la nuova password/), repeat)
  await userEvent.click(canvas.getByRole('button', { name: 'Cambia la password' }))
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password attuale/)).toHaveValue('')
  },
}

export const Mismatch: Story = {
  beforeEach: () => mockApi({}),
  play: async ({ canvas }) => {
    await fill(canvas, 'vecchia-password', 'nuova-password-1', 'nuova-password-2')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le due nuove password non coincidono.',
    )
  },
}

export const WrongCurrent: Story = {
  beforeEach: () =>
    mockApi({
      'POST /api/users/me/password': {
        status: 403,
        body: { detail: 'La password attuale non è corretta.' },
      },
    }),
  play: async ({ canvas }) => {
    await fill(canvas, 'sbagliata', 'nuova-password-1', 'nuova-password-1')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La password attuale non è corretta.',
    )
  },
}

export const Changed: Story = {
  beforeEach: () =>
    mockApi({
      'POST /api/users/me/password': { body: { access_token: storyToken, token_type: 'bearer' } },
    }),
  play: async ({ canvas }) => {
    await fill(canvas, 'vecchia-password', 'nuova-password-1', 'nuova-password-1')
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Password cambiata/)
    await expect(canvas.getByLabelText(/^Nuova password/)).toHaveValue('')
  },
}
