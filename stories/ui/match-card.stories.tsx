import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { expect, fn } from 'storybook/test'
import { MatchCard } from '../../src/ui/match-card.tsx'
import { longVendor, sampleLogo, sampleMatch, sampleVendor } from './fixtures.ts'

function Opened() {
  return <p style={{ padding: 16 }}>Aperta: {useLocation().pathname}</p>
}

const meta = {
  title: 'UI/MatchCard',
  component: MatchCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <div style={{ padding: 16 }}>
                <Story />
              </div>
            }
          />
          <Route path="/vendor/:vendorId" element={<Opened />} />
        </Routes>
      </MemoryRouter>
    ),
  ],
  args: {
    match: sampleMatch,
    vendor: sampleVendor,
    sender: { name: 'Giulia Bianchi', company: 'Studio GB' },
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof MatchCard>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Meccanica Veneta/ })).toBeVisible()
    await expect(canvas.getByText('87%')).toBeVisible()
    await expect(canvas.getByText('Cercano:')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Perché questo match?' })).toBeVisible()
    const mail = canvas.getByRole('link', { name: 'Scrivi una email' })
    const href = mail.getAttribute('href') ?? ''
    await expect(href.startsWith('mailto:info@meccanicaveneta.example?subject=')).toBe(true)
    await expect(decodeURIComponent(href)).toContain('Buongiorno Meccanica Veneta S.p.A.,')
    await expect(decodeURIComponent(href)).toContain('sono Giulia Bianchi di Studio GB.')
  },
}

export const Decisions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '✅ Mi interessa' }))
    await expect(args.onAccept).toHaveBeenCalledWith(sampleMatch)
    await userEvent.click(canvas.getByRole('button', { name: '❌ Passa' }))
    await expect(args.onReject).toHaveBeenCalledWith(sampleMatch)
    // The buttons act alone: they never open the vendor.
    await expect(canvas.getByRole('article')).toBeVisible()
  },
}

export const CardOpensVendor: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Meccanica Veneta S.p.A.' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Meccanica Veneta S.p.A.' })).toHaveAttribute(
      'href',
      '/vendor/12',
    )
    await userEvent.click(canvas.getByText(/Progettiamo e produciamo/))
    await expect(await canvas.findByText('Aperta: /vendor/12')).toBeVisible()
  },
}

export const WithLogo: Story = {
  args: { vendor: { ...sampleVendor, logo_path: sampleLogo } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Meccanica Veneta/ })).toBeVisible()
  },
}

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '✅ Mi interessa' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '❌ Passa' })).toBeDisabled()
  },
}

export const LongItalianText: Story = {
  args: { vendor: longVendor, match: { ...sampleMatch, vendor_id: 27, score: 0.5049 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('50%')).toBeVisible()
  },
}

export const NoEmailNoWebsite: Story = {
  args: { vendor: { ...sampleVendor, email: null, website: null, seeking: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Scrivi una email' })).toBeNull()
    await expect(canvas.queryByText('Cercano:')).toBeNull()
  },
}
