import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ScoreBadge } from '../../src/ui/score-badge.tsx'
import { padded } from '../support/controlled.tsx'

const meta = {
  title: 'UI/Score badge',
  component: ScoreBadge,
  decorators: [padded],
} satisfies Meta<typeof ScoreBadge>

export default meta
type Story = StoryObj<typeof meta>

const levelOf = (element: HTMLElement) =>
  element.closest('[data-level]')?.getAttribute('data-level')

export const Rounded: Story = {
  args: { score: 0.873 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('87%')).toBeVisible()
    await expect(levelOf(canvas.getByText('87%'))).toBe('high')
  },
}

export const Perfect: Story = {
  args: { score: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible()
    await expect(levelOf(canvas.getByText('100%'))).toBe('high')
  },
}

/** A fair match is amber, not green. */
export const Medium: Story = {
  args: { score: 0.318 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('32%')).toBeVisible()
    await expect(levelOf(canvas.getByText('32%'))).toBe('medium')
  },
}

/** A weak match is grey: a low score is never shown in green. */
export const Low: Story = {
  args: { score: 0.134 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('13%')).toBeVisible()
    await expect(levelOf(canvas.getByText('13%'))).toBe('low')
  },
}
