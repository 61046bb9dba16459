import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VendorDetail } from '../../src/ui/vendor-detail.tsx'
import { longVendor, sampleLogo, sampleVendor } from './fixtures.ts'
import { padded, routed } from '../support/controlled.tsx'

const meta = {
  title: 'UI/VendorDetail',
  component: VendorDetail,
  decorators: [padded, routed],
  args: { vendor: sampleVendor, logoSrc: sampleLogo },
} satisfies Meta<typeof VendorDetail>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Meccanica Veneta S.p.A.' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Logo di Meccanica Veneta S.p.A.' })).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'info@meccanicaveneta.example' }),
    ).toHaveAttribute('href', 'mailto:info@meccanicaveneta.example')
    await expect(canvas.getByRole('link', { name: 'www.meccanicaveneta.example' })).toHaveAttribute(
      'href',
      'https://www.meccanicaveneta.example',
    )
    await expect(canvas.getByRole('link', { name: '+39 049 123 4567' })).toHaveAttribute(
      'href',
      'tel:+390491234567',
    )
    await expect(canvas.getByRole('heading', { name: 'Chi sono' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Cosa cercano' })).toBeVisible()
    await expect(canvas.queryByText('Visualizzazioni della pagina')).toBeNull()
    await expect(canvas.getByText('Stand A3 · Padiglione A')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Vedi sulla mappa' })).toHaveAttribute(
      'href',
      '/map?stand=A3',
    )
  },
}

/** A stand the fair map does not draw (a hall not drawn yet): said, but no map link. */
export const StandNotOnMap: Story = {
  args: { vendor: { ...sampleVendor, stand: 'D5', hall: 'D' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stand D5 · Padiglione D')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Vedi sulla mappa' })).toBeNull()
  },
}

export const StaffWithPageViews: Story = {
  args: { vendor: { ...sampleVendor, page_view_count: 12840 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Visualizzazioni della pagina')).toBeVisible()
    await expect(canvas.getByText('12.840')).toBeVisible()
  },
}

export const NoLogoLongItalianText: Story = {
  args: { vendor: longVendor, logoSrc: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CA')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Cooperativa Agricola Valle dell'Adige",
    )
  },
}

export const OnlyName: Story = {
  args: {
    vendor: {
      id: 4,
      name: 'Studio Rossi',
      description: null,
      seeking: null,
      website: null,
      email: null,
      logo_path: null,
      address: null,
      telephone: null,
      stand: null,
      hall: null,
    },
    logoSrc: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Studio Rossi' })).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
