import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { PasswordField } from '../../src/ui/password-field.tsx'
import { padded } from '../support/controlled.tsx'

function PasswordDemo() {
  const [value, setValue] = useState('segreta123')
  return <PasswordField label="Nuova password" name="password" value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/PasswordField',
  component: PasswordDemo,
  decorators: [padded],
} satisfies Meta<typeof PasswordDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Toggle: Story = {
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
