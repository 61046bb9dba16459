import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { RequestError } from '../../../src/api/client.ts'
import { LeadList } from '../../../src/features/exhibitor/lead-list.tsx'
import { leads } from './fixtures.ts'

const meta = {
  title: 'Features/Exhibitor/LeadList',
  component: LeadList,
  args: {
    leads,
    timeZone: 'Europe/Rome',
    onUpdate: fn(async () => undefined),
    onExport: fn(async () => undefined),
  },
} satisfies Meta<typeof LeadList>

export default meta
type Story = StoryObj<typeof meta>

export const WithAndWithoutConsent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const [giulia, anonymous] = canvas.getAllByTestId('lead')
    await expect(giulia).toHaveTextContent('Giulia Apicella')
    await expect(giulia).toHaveTextContent('Caldo')
    await expect(giulia).toHaveTextContent('Vuole 200 sensori entro marzo')
    await expect(anonymous).toHaveTextContent('Visitatore (contatti non condivisi)')
    await expect(anonymous).toHaveTextContent('Da valutare')
    await expect(anonymous).not.toHaveTextContent('@')
    await userEvent.click(canvas.getByRole('button', { name: 'Scarica CSV' }))
    await expect(args.onExport).toHaveBeenCalled()
  },
}

export const Editing: Story = {
  args: { initiallyEditing: 6 },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Valuta il contatto' })
    await expect(dialog).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Tiepido' }))
    await userEvent.type(screen.getByLabelText('Note'), 'Richiamare a novembre')
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }))
    await expect(args.onUpdate).toHaveBeenCalledWith(6, {
      rating: 'tiepido',
      notes: 'Richiamare a novembre',
    })
  },
}

export const SaveFails: Story = {
  args: {
    initiallyEditing: 5,
    onUpdate: fn(async () => {
      throw new RequestError(500, 'Request failed', {})
    }),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Salva' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Modifica non salvata: riprova.',
    )
  },
}

export const Empty: Story = {
  args: { leads: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nessun contatto ancora: scansiona il badge di un visitatore.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Scarica CSV' })).toBeDisabled()
  },
}

export const ExportFails: Story = {
  args: {
    onExport: fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Scarica CSV' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Download non riuscito: riprova.',
    )
  },
}
