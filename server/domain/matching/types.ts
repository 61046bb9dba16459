// The Smart Matching engine's interface: pure data in, ranked suggestions out. The matches
// routes depend only on this; the engine behind it lives beside it in server/domain/matching/.
import type { EmploymentType } from '../../../src/api/contract.ts'

export interface AttendeeProfile {
  seeking: string
  description: string
  employmentType: EmploymentType | null
  companyName: string | null
}

export interface ExhibitorProfile {
  id: number
  name: string
  description: string | null
  seeking: string | null
}

export interface RankedExhibitor {
  exhibitorId: number
  /** 0..1, calibrated: comparable across attendees. */
  score: number
  /** In Italian, naming what matched on both sides ('Perché questo match?'). */
  reason: string
  /** A suggestion: the exhibitor offers something the attendee asked for (a word the reason
   * names), scores above the relevance floor, and was not decided on yet. */
  suggested: boolean
}
