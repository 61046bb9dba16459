import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen } from 'storybook/test'
import { SelectField } from '../../src/ui/select-field.tsx'
import { padded } from '../support/controlled.tsx'

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
  title: 'UI/SelectField',
  component: SelectDemo,
  decorators: [padded],
} satisfies Meta<typeof SelectDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Choice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sono un... *' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Dipendente' }))
    await expect(canvas.getByRole('combobox', { name: 'Sono un... *' })).toHaveTextContent(
      'Dipendente',
    )
  },
}
