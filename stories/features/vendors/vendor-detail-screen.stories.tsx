import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VendorDetailScreen } from '../../../src/features/vendors/vendor-detail-screen.tsx'
import { AppFrame, mockApi, signedInApi, staffUser, vendors } from '../support/app-story.tsx'

const detail = () => (
  <AppFrame path="/vendor/1" route="/vendor/:vendorId" screen={<VendorDetailScreen />} />
)

const meta = {
  title: 'Screens/Vendor detail',
  component: VendorDetailScreen,
  render: detail,
} satisfies Meta<typeof VendorDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Detail: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/1': { body: vendors[0] } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Gestionale Adriatico Srl' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'commerciale@gestionale-adriatico.example' }),
    ).toHaveAttribute('href', 'mailto:commerciale@gestionale-adriatico.example')
    await expect(canvas.queryByText(/visualizzazion/i)).toBeNull()
  },
}

export const DetailForStaff: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(staffUser),
      'GET /api/vendors/1': { body: { ...vendors[0], page_view_count: 128 } },
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Visualizzazioni della pagina')).toBeVisible()
    await expect(canvas.getByText('128')).toBeVisible()
  },
}

export const DetailLoading: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/1': { delay: 'never' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading vendor...')).toBeVisible()
  },
}

export const DetailNotFound: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/vendors/1': { status: 404, body: { detail: 'Azienda non trovata' } },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Error fetching vendor: Failed to load: Azienda non trovata'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Vedi tutte le aziende' })).toHaveAttribute(
      'href',
      '/vendors',
    )
  },
}

/** /vendor/abc: no request at all, and never a schema path on screen. */
export const DetailMalformedId: Story = {
  render: () => (
    <AppFrame path="/vendor/abc" route="/vendor/:vendorId" screen={<VendorDetailScreen />} />
  ),
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Error fetching vendor: Failed to load: Azienda non trovata'),
    ).toBeVisible()
    await expect(canvas.queryByText(/params|NaN|Invalid/)).toBeNull()
  },
}

export const DetailServerError: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/vendors/1': { status: 503, body: { detail: 'Servizio non disponibile' } },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Error fetching vendor: Failed to load: Servizio non disponibile'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toBeVisible()
  },
}

export const DetailWithStand: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/1': { body: vendors[0] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Stand B1 · Padiglione B')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Vedi sulla mappa' })).toHaveAttribute(
      'href',
      '/map?stand=B1',
    )
  },
}
