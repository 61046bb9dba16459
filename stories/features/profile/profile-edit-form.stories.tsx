import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ProfileEditForm } from '../../../src/features/profile/profile-edit-form.tsx'
import { mockApi, visitor } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Profile/Edit form',
  component: ProfileEditForm,
  args: { user: visitor, onSaved: fn(async () => undefined) },
} satisfies Meta<typeof ProfileEditForm>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cosa cerchi')).toHaveValue(visitor.seeking)
    await expect(canvas.getByLabelText('Cosa cerchi')).toHaveAccessibleDescription(
      `${visitor.seeking?.length ?? 0} di 4000 caratteri`,
    )
    await expect(canvas.getByLabelText('Nome')).toHaveAttribute('maxlength', '200')
  },
}

export const InvalidPhone: Story = {
  beforeEach: () => mockApi({}),
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText('Telefono'))
    await userEvent.type(canvas.getByLabelText('Telefono'), '12')
    await userEvent.click(canvas.getByRole('button', { name: 'Salva le modifiche' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Telefono: numero non valido/)
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}

export const Saved: Story = {
  beforeEach: () => mockApi({ 'PUT /api/users/7': { body: visitor } }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salva le modifiche' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Profilo aggiornato.')
    await expect(args.onSaved).toHaveBeenCalled()
  },
}

export const ServerRefuses: Story = {
  beforeEach: () =>
    mockApi({
      'PUT /api/users/7': {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'seeking'],
              msg: 'Cosa cerchi: può contenere al massimo 4000 caratteri.',
            },
          ],
        },
      },
    }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salva le modifiche' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Cosa cerchi: può contenere al massimo 4000 caratteri.',
    )
  },
}
