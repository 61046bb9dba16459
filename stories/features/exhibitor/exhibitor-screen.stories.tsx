import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ExhibitorScreen } from '../../../src/features/exhibitor/exhibitor-screen.tsx'
import { installSyntheticCamera } from '../../support/synthetic-camera.ts'
import { AppFrame, exhibitorUser, mockApi, signedInApi } from '../support/app-story.tsx'
import { exhibitorVendor, interest, leads } from './fixtures.ts'

const portalApi = {
  ...signedInApi(exhibitorUser),
  'GET /api/exhibitor/vendor': { body: exhibitorVendor },
  'GET /api/exhibitor/interest': { body: interest },
  'GET /api/exhibitor/leads': { body: leads },
}

const frame = (path: string) => (
  <AppFrame path={path} route="/espositore/*" screen={<ExhibitorScreen />} />
)

const meta = {
  title: 'Screens/Exhibitor',
  component: ExhibitorScreen,
  render: () => frame('/espositore'),
} satisfies Meta<typeof ExhibitorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const CompanyPage: Story = {
  beforeEach: () => mockApi(portalApi),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Gestionale Adriatico Srl', level: 1 }),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Pagina' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByText('57 visite in tutto')).toBeVisible()
    await expect(canvas.getByLabelText('Cosa cerchiamo')).toHaveValue(
      'Rivenditori e system integrator nel Centro-Sud.',
    )
  },
}

export const Interested: Story = {
  beforeEach: () => mockApi(portalApi),
  render: () => frame('/espositore?sezione=interessati'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Giulia Apicella' })).toBeVisible()
  },
}

export const Leads: Story = {
  beforeEach: async () => {
    const restore = installSyntheticCamera({}).restore
    const cleanup = await mockApi(portalApi)
    return () => {
      restore()
      cleanup()
    }
  },
  render: () => frame('/espositore?sezione=contatti'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Scansiona il badge di un visitatore' }),
    ).toBeVisible()
    await expect(await canvas.findAllByTestId('lead')).toHaveLength(2)
  },
}

export const Loading: Story = {
  beforeEach: () => mockApi({ ...portalApi, 'GET /api/exhibitor/vendor': { delay: 'never' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Caricamento del portale...')).toBeVisible()
  },
}

export const LoadFails: Story = {
  beforeEach: () =>
    mockApi({ ...portalApi, 'GET /api/exhibitor/vendor': { status: 500, body: {} } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Impossibile caricare i dati della tua azienda.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toBeVisible()
  },
}
