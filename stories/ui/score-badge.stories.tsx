import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ScoreBadge } from '../../src/ui/score-badge.tsx'

const meta = {
  title: 'UI/Score badge',
  component: ScoreBadge,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ScoreBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Rounded: Story = {
  args: { score: 0.873 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('87%')).toBeVisible()
  },
}

export const Perfect: Story = {
  args: { score: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible()
  },
}

export const Low: Story = {
  args: { score: 0.034 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3%')).toBeVisible()
  },
}
