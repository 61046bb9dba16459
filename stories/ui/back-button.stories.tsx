import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import { BackButton } from '../../src/ui/back-button.tsx'

const meta = {
  title: 'UI/BackButton',
  component: BackButton,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
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
