import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FieraLogo } from '../../src/ui/fiera-logo.tsx'
import { padded } from '../support/controlled.tsx'

const meta = {
  title: 'UI/Fiera logo',
  component: FieraLogo,
  decorators: [padded],
} satisfies Meta<typeof FieraLogo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Fiera')).toBeVisible()
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().height).toBe(32)
  },
}

export const Large: Story = {
  args: { size: 96 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().height).toBe(96)
  },
}
