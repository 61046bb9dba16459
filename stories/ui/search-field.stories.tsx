import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SearchField } from '../../src/ui/search-field.tsx'
import { padded, withOwnValue } from '../support/controlled.tsx'

const Controlled = withOwnValue(SearchField)

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  decorators: [padded],
  args: { value: '', onChange: fn(), label: 'Cerca eventi...' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cerca eventi...' })).toHaveValue('')
    await expect(canvas.queryByRole('button', { name: 'Cancella ricerca' })).toBeNull()
  },
}

export const TypeAndClear: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cerca eventi...' })
    await userEvent.type(box, 'sostenibilità')
    await expect(args.onChange).toHaveBeenLastCalledWith('sostenibilità')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancella ricerca' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('')
    await expect(box).toHaveValue('')
    await expect(box).toHaveFocus()
  },
}

export const Filled: Story = {
  args: { value: 'intelligenza artificiale nelle piccole e medie imprese manifatturiere' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancella ricerca' })).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { value: 'stage', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled()
  },
}
