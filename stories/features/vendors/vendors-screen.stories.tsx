import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VendorsScreen } from '../../../src/features/vendors/vendors-screen.tsx'
import { AppFrame, mockApi, signedInApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Vendors',
  component: VendorsScreen,
  render: () => <AppFrame path="/vendors" route="/vendors" screen={<VendorsScreen />} />,
} satisfies Meta<typeof VendorsScreen>

export default meta
type Story = StoryObj<typeof meta>

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
