import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { StarButton, type StarButtonProps } from '../../src/ui/star-button.tsx'

function Controlled(props: StarButtonProps) {
  const [starred, setStarred] = useState(props.starred)
  return (
    <StarButton
      {...props}
      starred={starred}
      onToggle={() => {
        setStarred(!starred)
        props.onToggle()
      }}
    />
  )
}

const meta = {
  title: 'UI/StarButton',
  component: StarButton,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Industria 5.0', starred: false, onToggle: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StarButton>

export default meta
type Story = StoryObj<typeof meta>

export const NotStarred: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const star = canvas.getByRole('button', { name: 'Aggiungi "Industria 5.0" alla mia agenda' })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(star)
    await expect(args.onToggle).toHaveBeenCalledOnce()
    await expect(
      canvas.getByRole('button', { name: 'Togli "Industria 5.0" dalla mia agenda' }),
    ).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Starred: Story = {
  args: { starred: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Togli "Industria 5.0" dalla mia agenda' }),
    ).toHaveAttribute('aria-pressed', 'true')
  },
}
