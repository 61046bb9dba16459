// The queue-length and queue-tail tests' bar: an owner with seven needs, one per sentence, six
// stands that each answer one of them, and a supplier who answers four.
import type { AttendeeProfile } from '../../../../../server/domain/matching/index.ts'
import { stand } from './queue.ts'

export const barOwner: AttendeeProfile = {
  seeking:
    'Apro un bar. Cerco una macchina da caffè. Poi un frigorifero. Anche le tazzine. E le sedie. Un registratore di cassa. Infine un gestionale.',
  description: 'Titolare di un bar caffetteria.',
  employmentType: null,
  companyName: null,
}

/** Six stands, each saying one word of the owner's request, all seeking `seeking`. */
export const singleNeedStands = (seeking: string) => [
  stand(3, 'Freddo Sud', 'Frigoriferi.', seeking),
  stand(4, 'Ceramiche Lia', 'Tazzine.', seeking),
  stand(5, 'Sedie Nord', 'Sedie.', seeking),
  stand(6, 'Casse Uno', 'Registratori di cassa.', seeking),
  stand(7, 'Soft Bar', 'Gestionale per bar.', seeking),
  stand(8, 'Torrefazione', 'Macchina da caffè.', seeking),
]

/** The supplier who says four of the owner's needs as written, seeking `seeking`. */
export const barSupplier = (seeking: string) =>
  stand(
    1,
    'Bar Service',
    'Attrezzature per bar: macchina da caffè, frigorifero, tazzine e sedie.',
    seeking,
  )
