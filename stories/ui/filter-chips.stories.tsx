import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FilterChips } from '../../src/ui/filter-chips.tsx'
import { padded, withOwnValue } from '../support/controlled.tsx'

const options = [
  { value: 'day-16', label: '16 Ottobre' },
  { value: 'day-17', label: '17 Ottobre' },
  { value: 'stage-1', label: 'Stage 1' },
  { value: 'stage-2', label: 'Stage 2' },
]

const Controlled = withOwnValue(FilterChips)

const meta = {
  title: 'UI/FilterChips',
  component: FilterChips,
  decorators: [padded],
  args: { options, value: null, onChange: fn(), label: 'Filtra gli eventi' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterChips>

export default meta
type Story = StoryObj<typeof meta>

export const NoneActive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Filtra gli eventi' })).toBeVisible()
    for (const option of options) {
      await expect(canvas.getByRole('button', { name: option.label })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
    }
  },
}

export const ToggleOnAndOff: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const stage1 = canvas.getByRole('button', { name: 'Stage 1' })
    await userEvent.click(stage1)
    await expect(args.onChange).toHaveBeenLastCalledWith('stage-1')
    await expect(stage1).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(stage1)
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
    await expect(stage1).toHaveAttribute('aria-pressed', 'false')
  },
}

export const OneActive: Story = {
  args: { value: 'day-16' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: '16 Ottobre' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: '17 Ottobre' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('day-17')
    await expect(canvas.getByRole('button', { name: '16 Ottobre' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stage 2' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const LongItalianLabels: Story = {
  args: {
    options: [
      { value: 'a', label: 'Giovedì 16 Ottobre, mattina' },
      { value: 'b', label: 'Venerdì 17 Ottobre, pomeriggio' },
      { value: 'c', label: 'Palco principale — Padiglione B' },
    ],
    value: 'b',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Venerdì 17 Ottobre, pomeriggio' }),
    ).toHaveAttribute('aria-pressed', 'true')
  },
}
