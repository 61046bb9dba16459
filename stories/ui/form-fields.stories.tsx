import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FormError, FormSuccess, SubmitButton } from '../../src/ui/form-fields.tsx'
import { padded } from '../support/controlled.tsx'

const meta = {
  title: 'UI/Form fields',
  component: SubmitButton,
  decorators: [padded],
  args: { children: 'Invia email', onClick: fn() },
} satisfies Meta<typeof SubmitButton>

export default meta
type Story = StoryObj<typeof meta>

export const Submit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invia email' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const SubmitBusy: Story = {
  args: { children: 'Reset Password', busy: true, busyLabel: 'Resetting...' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Resetting...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const SubmitDisabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Invia email' })).toBeDisabled()
  },
}

export const Messages: Story = {
  render: () => (
    <>
      <FormError message="Invalid or missing reset token" />
      <FormSuccess message="Password reset instructions sent to your email" />
      <FormError message="" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1)
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Password reset instructions sent to your email',
    )
  },
}
