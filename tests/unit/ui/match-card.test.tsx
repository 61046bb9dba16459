import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Match, Vendor } from '../../../src/api/contract.ts'
import { MatchCard } from '../../../src/ui/match-card.tsx'
import { initials, websiteHref, websiteLabel } from '../../../src/ui/vendor-detail.tsx'

const vendor: Vendor = {
  id: 9,
  name: 'Acme Srl',
  description: 'Componenti per robot',
  seeking: 'Distributori',
  website: 'acme.example/',
  email: 'info@acme.example',
  logo_path: null,
  address: null,
  telephone: null,
}
const match: Match = { id: 1, vendor_id: 9, score: 0.666, description: 'Motivo', status: 'none' }

function setup() {
  const handlers = { onOpenVendor: vi.fn(), onAccept: vi.fn(), onReject: vi.fn() }
  render(<MatchCard match={match} vendor={vendor} {...handlers} />)
  return handlers
}

describe('MatchCard', () => {
  it('opens the vendor from a click on the card body', async () => {
    const { onOpenVendor } = setup()
    await userEvent.click(screen.getByText('Componenti per robot'))
    expect(onOpenVendor).toHaveBeenCalledWith(9)
  })
  it('does not open the vendor from its buttons or links', async () => {
    const { onOpenVendor, onAccept, onReject } = setup()
    await userEvent.click(screen.getByRole('button', { name: '✅ Mi interessa' }))
    await userEvent.click(screen.getByRole('button', { name: '❌ Passa' }))
    screen
      .getByRole('link', { name: 'Scrivi una email' })
      .addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(screen.getByRole('link', { name: 'Scrivi una email' }))
    expect(onAccept).toHaveBeenCalledOnce()
    expect(onReject).toHaveBeenCalledOnce()
    expect(onOpenVendor).not.toHaveBeenCalled()
  })
  it('shows the rounded score', () => {
    setup()
    expect(screen.getByText('67%')).toBeInTheDocument()
  })
})

describe('vendor link helpers', () => {
  it('makes websites absolute and readable', () => {
    expect(websiteHref('acme.example/')).toBe('https://acme.example/')
    expect(websiteHref('http://acme.example')).toBe('http://acme.example')
    expect(websiteHref('javascript:alert(1)')).toBe('https://javascript:alert(1)')
    expect(websiteLabel('https://www.acme.example/')).toBe('www.acme.example')
  })
  it('takes up to two initials', () => {
    expect(initials("Cooperativa Agricola Valle dell'Adige")).toBe('CA')
    expect(initials('acme')).toBe('A')
  })
})
