import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BackButton } from '../../src/ui/back-button.tsx'
import { padded, routed } from '../support/controlled.tsx'

const meta = {
  title: 'UI/BackButton',
  component: BackButton,
  decorators: [padded, routed],
} satisfies Meta<typeof BackButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/')
  },
}

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Indietro' })).toHaveFocus()
  },
}
