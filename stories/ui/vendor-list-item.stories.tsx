import { List } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect } from 'storybook/test'
import { VendorListItem } from '../../src/ui/vendor-list-item.tsx'
import { longVendor, sampleLogo, sampleVendor } from './fixtures.ts'

const meta = {
  title: 'UI/VendorListItem',
  component: VendorListItem,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <List sx={{ p: 1 }}>
          <Story />
        </List>
      </MemoryRouter>
    ),
  ],
  args: { vendor: sampleVendor },
} satisfies Meta<typeof VendorListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Meccanica Veneta S.p.A.' })).toHaveAttribute(
      'href',
      '/vendor/12',
    )
  },
}

export const LongItalianName: Story = {
  args: { vendor: longVendor },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Cooperativa Agricola/ })).toHaveAttribute(
      'href',
      '/vendor/27',
    )
  },
}

export const WithLogo: Story = {
  args: { vendor: { ...sampleVendor, logo_path: sampleLogo } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Meccanica Veneta S.p.A.' })).toBeVisible()
  },
}

export const InAList: Story = {
  render: () => (
    <>
      <VendorListItem vendor={{ ...sampleVendor, logo_path: sampleLogo }} />
      <VendorListItem vendor={longVendor} />
      <VendorListItem vendor={{ id: 3, name: 'Birrificio Artigianale del Lago' }} divider={false} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}
