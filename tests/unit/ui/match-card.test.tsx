import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
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
  stand: null,
  hall: null,
}
const match: Match = { id: 1, vendor_id: 9, score: 0.666, description: 'Motivo', status: 'none' }

function Opened() {
  return <p>aperta {useLocation().pathname}</p>
}

function setup() {
  const handlers = { onAccept: vi.fn(), onReject: vi.fn() }
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<MatchCard match={match} vendor={vendor} {...handlers} />} />
        <Route path="/vendor/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  )
  return handlers
}

describe('MatchCard', () => {
  it('opens the vendor from a click on the card body', async () => {
    setup()
    await userEvent.click(screen.getByText('Componenti per robot'))
    expect(screen.getByText('aperta /vendor/9')).toBeInTheDocument()
  })
  it('names the vendor with a real link to its page', () => {
    setup()
    expect(screen.getByRole('heading', { name: 'Acme Srl' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Acme Srl' })).toHaveAttribute('href', '/vendor/9')
  })
  it('does not open the vendor from its buttons or links', async () => {
    const { onAccept, onReject } = setup()
    await userEvent.click(screen.getByRole('button', { name: '✅ Mi interessa' }))
    await userEvent.click(screen.getByRole('button', { name: '❌ Passa' }))
    screen
      .getByRole('link', { name: 'Scrivi una email' })
      .addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(screen.getByRole('link', { name: 'Scrivi una email' }))
    expect(onAccept).toHaveBeenCalledWith(match)
    expect(onReject).toHaveBeenCalledWith(match)
    expect(screen.getByRole('article')).toBeInTheDocument()
  })
  it('shows the rounded score, the seeking line and the website without its scheme', () => {
    setup()
    expect(screen.getByText('67%')).toBeInTheDocument()
    expect(screen.getByText('Cercano:')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'acme.example' })).toHaveAttribute(
      'href',
      'https://acme.example/',
    )
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
