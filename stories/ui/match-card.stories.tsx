import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { MatchCard } from '../../src/ui/match-card.tsx'
import { longVendor, sampleMatch, sampleVendor } from './fixtures.ts'

const meta = {
  title: 'UI/MatchCard',
  component: MatchCard,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    match: sampleMatch,
    vendor: sampleVendor,
    sender: { name: 'Giulia Bianchi', company: 'Studio GB' },
    onOpenVendor: fn(),
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
    await expect(args.onOpenVendor).not.toHaveBeenCalled()
  },
}

export const CardOpensVendor: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText(/Progettiamo e produciamo/))
    await expect(args.onOpenVendor).toHaveBeenCalledWith(12)
    await userEvent.click(
      canvas.getByRole('button', { name: 'Apri la scheda di Meccanica Veneta S.p.A.' }),
    )
    await expect(args.onOpenVendor).toHaveBeenCalledTimes(2)
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
