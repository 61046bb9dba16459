import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { EmptyView, ErrorView, LoadingView } from '../../src/ui/status-views.tsx'

const meta = {
  title: 'UI/Status views',
  component: LoadingView,
} satisfies Meta<typeof LoadingView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { label: 'Caricamento eventi...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Caricamento eventi...')
  },
}

export const Empty: Story = {
  render: () => <EmptyView message="Nessun evento trovato." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nessun evento trovato.')).toBeVisible()
  },
}

const retry = fn()

export const ErrorWithRetry: Story = {
  render: () => <ErrorView message="Failed to load events: Request failed" onRetry={retry} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }))
    await expect(retry).toHaveBeenCalledOnce()
  },
}
