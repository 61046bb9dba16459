import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StatCard } from '../../src/ui/stat-card.tsx'

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  parameters: { layout: 'padded' },
  args: { label: 'Ingressi', value: 12840 },
} satisfies Meta<typeof StatCard>

export default meta
type Story = StoryObj<typeof meta>

export const Value: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ingressi' })).toBeVisible()
    await expect(canvas.getByText('12.840')).toBeVisible()
  },
}

export const Unknown: Story = {
  args: { label: 'Presenti ora', value: null, hint: 'Disponibile quando si registrano le uscite' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible()
    await expect(canvas.getByText('Disponibile quando si registrano le uscite')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ingressi' })).toBeVisible()
    await expect(canvas.queryByText('12.840')).toBeNull()
  },
}
