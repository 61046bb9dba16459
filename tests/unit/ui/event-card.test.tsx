import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventCard, speakerLine } from '../../../src/ui/event-card.tsx'

describe('speakerLine', () => {
  it("joins speaker and company with ' - '", () => {
    expect(speakerLine('Giulia Bianchi', 'Acme')).toBe('Giulia Bianchi - Acme')
  })
  it('drops a missing part and returns null without both', () => {
    expect(speakerLine('Giulia Bianchi', null)).toBe('Giulia Bianchi')
    expect(speakerLine(null, 'Acme')).toBe('Acme')
    expect(speakerLine(' ', null)).toBeNull()
  })
})

describe('EventCard', () => {
  it('renders the fields as SPEC.md formats them', () => {
    render(
      <EventCard
        event={{
          id: 1,
          title: 'Robotica collaborativa',
          speaker: 'Luca Verdi',
          company_name: 'Robo Srl',
          topic: 'Tecnologia',
          location: 'Stage 2',
          tags: ['robot', 'cobot'],
          event_date: '2025-10-17',
          event_time: '15:00:00',
        }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Robotica collaborativa' })).toBeInTheDocument()
    expect(screen.getByText('Luca Verdi - Robo Srl')).toBeInTheDocument()
    expect(screen.getByText('TECNOLOGIA')).toBeInTheDocument()
    expect(screen.getByText('17 ottobre')).toBeInTheDocument()
    expect(screen.getByText('15:00')).toBeInTheDocument()
    expect(screen.getByText('#cobot')).toBeInTheDocument()
  })
})
