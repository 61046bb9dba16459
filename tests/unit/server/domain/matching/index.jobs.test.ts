// Job seekers and the staff a stand seeks (session 15, nineteenth pass): an employer who asks for
// staff is not sent to other employers who seek the same people, while a visitor who asks for the
// position still meets them.
import { describe, expect, it } from 'vitest'
import type { AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { shownIds, stand } from './queue.ts'

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
