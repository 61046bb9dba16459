import { describe, expect, it } from 'vitest'
import type { Match, User, Vendor } from '../../../../src/api/contract.ts'
import { matchMailto } from '../../../../src/ui/mailto.ts'
import { countByFilter, mailSender } from '../../../../src/features/matches/matches-screen.tsx'

const vendor: Vendor = {
  id: 3,
  name: 'EcoPack Italia',
  description: null,
  seeking: null,
  website: null,
  email: 'info@ecopack.example',
  logo_path: null,
  address: null,
  telephone: null,
  stand: null,
  hall: null,
}
const user = {
  first_name: 'Ada',
  last_name: 'Neri',
  email: 'ada@example.com',
  company_name: 'Neri Srl',
} as User

describe('Smart Matching screen helpers', () => {
  it('counts the history per filter', () => {
    const m = (status: Match['status']): Match => ({
      id: 1,
      vendor_id: 1,
      score: 0.5,
      description: '',
      status,
    })
    expect(countByFilter([m('accepted'), m('rejected'), m('accepted')])).toEqual({
      accepted: 2,
      rejected: 1,
      all: 3,
    })
  })

  it('prefills a mail with a greeting and an introduction', () => {
    const href = matchMailto(vendor, mailSender(user)) ?? ''
    expect(href.startsWith('mailto:info@ecopack.example?subject=')).toBe(true)
    const body = decodeURIComponent(href.split('body=')[1] ?? '')
    expect(body).toMatch(/^Buongiorno EcoPack Italia,/)
    expect(body).toContain('sono Ada Neri di Neri Srl')
    expect(matchMailto({ ...vendor, email: null }, mailSender(user))).toBeNull()
  })

  it('signs the mail with the name only when the attendee gave one', () => {
    expect(mailSender({ ...user, first_name: null, last_name: null })).toEqual({
      name: null,
      company: 'Neri Srl',
    })
    expect(mailSender(null)).toEqual({ name: null, company: null })
  })
})
