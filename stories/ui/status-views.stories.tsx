import { Button } from '@mui/material'
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

export const LoadingDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
  },
}

export const LoadingLongItalianText: Story = {
  args: { label: 'Generando i tuoi match personalizzati...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Generando i tuoi match personalizzati...',
    )
  },
}

export const Empty: Story = {
  render: () => <EmptyView message="Nessun evento trovato." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nessun evento trovato.')).toBeVisible()
  },
}

const clearSearch = fn()

export const EmptyWithAction: Story = {
  render: () => (
    <EmptyView
      message="Nessun evento trovato per “robotica collaborativa nelle piccole imprese”."
      action={
        <Button variant="outlined" onClick={clearSearch}>
          Cancella ricerca
        </Button>
      }
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancella ricerca' }))
    await expect(clearSearch).toHaveBeenCalledOnce()
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

export const ErrorWithoutRetry: Story = {
  render: () => <ErrorView message="Error fetching vendor: Not Found" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error fetching vendor: Not Found')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const ErrorLongItalianText: Story = {
  render: () => (
    <ErrorView
      message="Errore nel caricamento dei match: il server non ha risposto entro il tempo previsto. Controlla la connessione e riprova."
      onRetry={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toBeVisible()
  },
}
