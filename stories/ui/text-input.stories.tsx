import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { TextInput } from '../../src/ui/text-input.tsx'
import { padded } from '../support/controlled.tsx'

const meta = {
  title: 'UI/Text input',
  component: TextInput,
  args: { label: 'Email', value: '', onChange: fn(), required: true, type: 'email' },
  decorators: [padded],
} satisfies Meta<typeof TextInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toBeRequired()
  },
}

export const Typing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('')
    return <TextInput {...args} value={value} onChange={setValue} />
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Email/)
    await userEvent.type(input, 'staff@example.com')
    await expect(input).toHaveValue('staff@example.com')
  },
}

export const WithHelperText: Story = {
  args: {
    label: 'Nome del varco',
    type: 'text',
    value: 'Ingresso Nord',
    helperText: 'Compare su ogni ingresso registrato da questo dispositivo.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Nome del varco/)).toHaveAccessibleDescription(
      'Compare su ogni ingresso registrato da questo dispositivo.',
    )
  },
}

export const Disabled: Story = {
  args: { value: 'staff@example.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toBeDisabled()
  },
}

export const Multiline: Story = {
  args: {
    label: 'La tua descrizione *',
    type: undefined,
    required: false,
    multiline: true,
    rows: 4,
    value: 'Responsabile acquisti in un’azienda di packaging alimentare con 80 dipendenti.',
    helperText: 'Il tuo lavoro, la tua azienda, i tuoi interessi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('La tua descrizione *')).toHaveAttribute('rows', '4')
  },
}

export const WithError: Story = {
  args: { value: 'non-una-email', error: true, helperText: 'Please enter your email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true')
  },
}
