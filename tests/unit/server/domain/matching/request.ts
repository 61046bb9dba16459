// Helpers shared by the reading unit tests: how a request is read, how much one of its words or
// concepts weighs, and an employee who asks for it.
import { analyse } from '../../../../../server/domain/matching/analyse.ts'
import type { AttendeeProfile } from '../../../../../server/domain/matching/index.ts'

export const read = (text: string) => analyse(text, 1, false, 'request')

/** How much a word or concept weighs in a request. */
export const weightOf = (text: string, key: string) =>
  read(text).find((f) => f.key === key)?.weight ?? 0

/** An employee whose profile asks for `seeking`. */
export const employee = (seeking: string): AttendeeProfile => ({
  seeking,
  description: 'Impiegata.',
  employmentType: 'employee',
  companyName: null,
})
