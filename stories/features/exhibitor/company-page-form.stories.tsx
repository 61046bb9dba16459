import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn } from 'storybook/test'
import { CompanyPageForm } from '../../../src/features/exhibitor/company-page-form.tsx'
import { mockApi } from '../support/app-story.tsx'
import { exhibitorVendor } from './fixtures.ts'

const meta = {
  title: 'Features/Exhibitor/CompanyPageForm',
  component: CompanyPageForm,
  args: { vendor: exhibitorVendor, onSaved: fn(async () => undefined) },
} satisfies Meta<typeof CompanyPageForm>

export default meta
type Story = StoryObj<typeof meta>

export const Saved: Story = {
  beforeEach: () =>
    mockApi({
      'PUT /api/exhibitor/vendor': (body) => ({
        body: { ...exhibitorVendor, ...(JSON.parse(body ?? '{}') as object) },
      }),
    }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Nessun logo')).toBeVisible()
    const seeking = canvas.getByLabelText('Cosa cerchiamo')
    await userEvent.clear(seeking)
    await userEvent.type(seeking, 'Apicoltori e consorzi del miele')
    await userEvent.click(canvas.getByRole('button', { name: 'Salva la pagina' }))
    await expect(await canvas.findByText(/Pagina aggiornata/)).toBeVisible()
    await expect(args.onSaved).toHaveBeenCalled()
  },
}

export const ServerRefuses: Story = {
  beforeEach: () =>
    mockApi({
      'PUT /api/exhibitor/vendor': {
        status: 422,
        body: {
          detail:
            'Sito web: indirizzo non valido. Scrivilo per intero, per esempio https://www.azienda.it.',
        },
      },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salva la pagina' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sito web: indirizzo non valido',
    )
  },
}

export const LogoTooLarge: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' })
    await userEvent.upload(input, big)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Logo troppo grande: al massimo 2 MB.',
    )
  },
}

export const LogoWrongType: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    // The picker filters by type; a file dropped past it must still be refused.
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    })
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PNG, JPEG o WebP')
  },
}

export const WithLogo: Story = {
  args: {
    vendor: {
      ...exhibitorVendor,
      logo_path:
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="%230b5cad"/></svg>',
        ),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Logo di Gestionale Adriatico Srl' }),
    ).toBeVisible()
  },
}
