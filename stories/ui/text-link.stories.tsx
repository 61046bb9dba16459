import { Typography } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import { TextLink } from '../../src/ui/text-link.tsx'

const meta = {
  title: 'UI/TextLink',
  component: TextLink,
  args: { to: '/register', children: 'Registrati' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Typography sx={{ p: 2 }}>
          Non hai un account? <Story />
        </Typography>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TextLink>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      '/register',
    )
  },
}

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Registrati' })).toHaveFocus()
  },
}

export const LongTextWraps: Story = {
  args: { children: 'Registrati adesso: il biglietto ti arriva subito per email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
}
