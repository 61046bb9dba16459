// Job seekers and the staff a stand seeks (session 15, nineteenth pass): an employer who asks for
// staff is not sent to other employers who seek the same people, while a visitor who asks for the
// position still meets them.
import { describe, expect, it } from 'vitest'
import type { AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { namesMatchedNeed } from '../../../../fixtures/matching/evaluate.ts'
import { ranked, shownIds, stand } from './queue.ts'

const others = [
  stand(90, 'Contabilità Rapida', 'Software di fatturazione elettronica.', 'Piccole imprese.'),
  stand(91, 'Vivai Colombo', 'Piante da frutto e siepi.', 'Privati con giardino.'),
]
// An employer whose seeking names interns: it offers internships (`reciprocalOffer`).
const studio = stand(
  4,
  'Pixel Comunicazione',
  'Agenzia di marketing digitale: siti web e campagne social.',
  'Stagisti in social media marketing e grafica.',
)
const hotelier = (seeking: string): AttendeeProfile => ({
  seeking,
  description: 'Titolare di un hotel a Jesolo.',
  employmentType: 'self_employed',
  companyName: 'Hotel Laguna',
})

describe('an employer who asks for staff', () => {
  it('is not sent to another employer that seeks interns too', () => {
    expect(
      shownIds(hotelier('cerchiamo stagisti per la stagione estiva'), [studio, ...others]),
    ).not.toContain(4)
  })

  it('nor when it asks for hiring in its own words', () => {
    expect(
      shownIds(hotelier('assumiamo tirocinanti e personale per la stagione'), [studio, ...others]),
    ).not.toContain(4)
  })
})

describe('a visitor who asks for the position', () => {
  it('still meets the employer that seeks interns', () => {
    const student: AttendeeProfile = {
      seeking: 'cerco un tirocinio in social media marketing',
      description: 'Studentessa.',
      employmentType: 'private',
      companyName: null,
    }
    expect(shownIds(student, [studio, ...others])).toContain(4)
  })

  it('and so does one who names themselves as the trainee while asking for work', () => {
    const seeker: AttendeeProfile = {
      seeking: 'cerco lavoro come stagista in social media marketing',
      description: '',
      employmentType: 'private',
      companyName: null,
    }
    expect(shownIds(seeker, [studio, ...others])).toContain(4)
  })
})

const seeker = (seeking: string, description = ''): AttendeeProfile => ({
  seeking,
  description,
  employmentType: 'private',
  companyName: null,
})
const shipyard = stand(
  1,
  'Cantieri Navali del Golfo',
  'Costruzione di traghetti; formiamo internamente i nuovi assunti nella nostra scuola mestieri.',
  'Saldatori, carpentieri navali e verniciatori, anche stranieri.',
)
const canteen = stand(
  2,
  'Mense Serenissima',
  'Mense scolastiche e aziendali con 300 cucine. Molti contratti part-time dalle 8 alle 14.',
  'Cuochi, aiuto cuochi e addetti mensa.',
)
// Seeks cooks as its customers, and says nothing of hiring.
const knives = stand(
  3,
  'Coltelleria Pattadese',
  'Coltelli da cucina forgiati a mano.',
  'Cuochi, appassionati, ristoranti.',
)
const fair = [shipyard, canteen, knives, ...others]

describe('a visitor who asks for work', () => {
  it('meets the stand that hires their trade, named on both sides', () => {
    const welder = seeker('cerco lavoro come saldatore, ho il patentino')
    expect(shownIds(welder, fair)).toContain(1)
    const reason = ranked(welder, fair).find((r) => r.exhibitorId === 1)?.reason ?? ''
    expect(reason).toMatch(
      /^Cerchi «cerco lavoro» e «saldatore»: .+ offre lavoro e cerca «saldatori»\./,
    )
    expect(namesMatchedNeed(reason, welder, shipyard)).toBe(true)
  })

  it('reads the trade said as who they are ("sono cuoco, …")', () => {
    expect(shownIds(seeker('sono cuoco e cerco lavoro'), fair)).toContain(2)
  })

  it('is not offered work by a stand whose seeking names the trade as customers', () => {
    expect(shownIds(seeker('sono cuoco e cerco lavoro'), fair)).not.toContain(3)
  })

  it('is not one who says the work is found ("ho trovato lavoro")', () => {
    const found = seeker("ho trovato lavoro in un'azienda, mi serve un corso di saldatura")
    expect(shownIds(found, fair)).not.toContain(1)
  })
})
