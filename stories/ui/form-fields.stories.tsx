import { Box } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  FormError,
  FormSuccess,
  FormTextField,
  PasswordField,
  SubmitButton,
} from '../../src/ui/form-fields.tsx'

const meta = {
  title: 'UI/Form fields',
  component: SubmitButton,
  decorators: [
    (Story) => (
      <Box sx={{ p: 2 }}>
        <Story />
      </Box>
    ),
  ],
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

export const PasswordToggle: Story = {
  render: () => <PasswordField label="Nuova password" name="password" defaultValue="segreta123" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Nuova password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Mostra password' }))
    await expect(input).toHaveAttribute('type', 'text')
    const toggle = canvas.getByRole('button', { name: 'Mostra password' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggle)
    await expect(input).toHaveAttribute('type', 'password')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  },
}

export const TextFieldWithError: Story = {
  render: () => (
    <FormTextField
      label="Email"
      name="email"
      type="email"
      required
      error
      defaultValue="non-una-email"
      helperText="Please enter your email"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(canvas.getByText('Please enter your email')).toBeVisible()
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
