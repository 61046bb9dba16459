import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VendorDetailScreen } from '../../../src/features/vendors/vendor-detail-screen.tsx'
import { VendorsScreen } from '../../../src/features/vendors/vendors-screen.tsx'
import { AppFrame, mockApi, signedInApi, staffUser, vendors } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Vendors',
  component: VendorsScreen,
  render: () => <AppFrame path="/vendors" route="/vendors" screen={<VendorsScreen />} />,
} satisfies Meta<typeof VendorsScreen>

export default meta
type Story = StoryObj<typeof meta>

const detail = () => (
  <AppFrame path="/vendor/1" route="/vendor/:vendorId" screen={<VendorDetailScreen />} />
)

export const List: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: /Srl|SpA|Italia/ })
    await expect(links[0]).toHaveAttribute('href', '/vendor/2')
  },
}

export const ListSearchWithoutResults: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Cerca aziende...' }),
      'introvabile',
    )
    await expect(await canvas.findByText('No vendors found.')).toBeVisible()
  },
}

export const ListLoading: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/': { delay: 'never' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Caricamento aziende...')).toBeVisible()
  },
}

export const ListEmpty: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/': { body: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No vendors found.')).toBeVisible()
  },
}

export const ListFailed: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/': { status: 500, body: {} } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load vendors: Request failed')).toBeVisible()
  },
}

export const Detail: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/1': { body: vendors[0] } }),
  render: detail,
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
  render: detail,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Visualizzazioni della pagina')).toBeVisible()
    await expect(canvas.getByText('128')).toBeVisible()
  },
}

export const DetailLoading: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/vendors/1': { delay: 'never' } }),
  render: detail,
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
  render: detail,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Error fetching vendor: Failed to load: Azienda non trovata'),
    ).toBeVisible()
  },
}
