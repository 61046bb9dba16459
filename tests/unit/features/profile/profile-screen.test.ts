import { describe, expect, it } from 'vitest'
import type { User } from '../../../../src/api/contract.ts'
import {
  employmentLabel,
  profileFields,
  readablePhone,
} from '../../../../src/features/profile/profile-screen.tsx'

const user: User = {
  id: 1,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: null,
  phone_number: '',
  employment_type: 'self_employed',
  company_name: 'Studio Ada',
  role: 'user',
  created_at: '2025-09-01T08:00:00Z',
  last_login: null,
  qr_code_data: 'qr',
  seeking: null,
  description: null,
  share_with_interested_exhibitors: false,
  share_on_badge_scan: false,
}

describe('profile fields', () => {
  it('labels employment types as SPEC.md says (anything else is Dipendente)', () => {
    expect(employmentLabel('private')).toBe('Privato')
    expect(employmentLabel('self_employed')).toBe('Lavoratore Autonomo')
    expect(employmentLabel('employee')).toBe('Dipendente')
    expect(employmentLabel(null)).toBe('Dipendente')
  })

  it('lists only the fields that are present, with it-IT dates in the fair time zone', () => {
    expect(profileFields(user, 'Europe/Rome')).toEqual([
      ['Nome', 'Ada'],
      ['Email', 'ada@example.com'],
      ['Tipo', 'Lavoratore Autonomo'],
      ['Azienda', 'Studio Ada'],
      ['Ruolo', 'user'],
      ['Account creato il', '1 settembre 2025 alle ore 10:00'],
    ])
  })

  it('shows a stored E.164 phone the way people write it', () => {
    expect(readablePhone('+393478124490')).toBe('+39 347 812 4490')
    expect(readablePhone('non è un numero')).toBe('non è un numero')
    expect(profileFields({ ...user, phone_number: '+442079460958' }, undefined)).toContainEqual([
      'Telefono',
      '+44 20 7946 0958',
    ])
  })

  it('leaves the dates out until the server has given the fair time zone', () => {
    expect(profileFields(user, undefined).map(([label]) => label)).not.toContain(
      'Account creato il',
    )
    expect(profileFields(user, 'Asia/Tokyo')).toContainEqual([
      'Account creato il',
      '1 settembre 2025 alle ore 17:00',
    ])
  })
})
