import { Box } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { useState } from 'react'
import { FormError, FormSuccess, SubmitButton } from '../../src/ui/form-fields.tsx'
import { PasswordField } from '../../src/ui/password-field.tsx'
import { SelectField } from '../../src/ui/select-field.tsx'
import { TextInput } from '../../src/ui/text-input.tsx'

function PasswordDemo() {
  const [value, setValue] = useState('segreta123')
  return <PasswordField label="Nuova password" name="password" value={value} onChange={setValue} />
}

function SelectDemo() {
  const [value, setValue] = useState('')
  return (
    <SelectField
      label="Sono un... *"
      value={value}
      onChange={setValue}
      options={[
        { value: 'private', label: 'Privato' },
        { value: 'self_employed', label: 'Lavoratore Autonomo' },
        { value: 'employee', label: 'Dipendente' },
      ]}
    />
  )
}

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
  render: () => <PasswordDemo />,
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
    <TextInput
      label="Email"
      name="email"
      type="email"
      required
      error
      value="non-una-email"
      onChange={fn()}
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

export const SelectChoice: Story = {
  render: () => <SelectDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sono un... *' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Dipendente' }))
    await expect(canvas.getByRole('combobox', { name: 'Sono un... *' })).toHaveTextContent(
      'Dipendente',
    )
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
