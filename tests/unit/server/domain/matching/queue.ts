// Helpers shared by the queue's unit tests: rank a few stands for one attendee, with some stands
// already passed, and read back the ids the queue shows; `stand` writes an invented stand.
import {
  TUNING,
  prepareExhibitor,
  rankExhibitors,
  suggestions,
  type AttendeeProfile,
  type ExhibitorProfile,
} from '../../../../../server/domain/matching/index.ts'

export const ranked = (a: AttendeeProfile, list: ExhibitorProfile[], passed: number[] = []) =>
  rankExhibitors(
    a,
    list.map((e) => prepareExhibitor(e)),
    passed.map((exhibitorId) => ({ exhibitorId, accepted: false })),
  )

export const shownIds = (a: AttendeeProfile, list: ExhibitorProfile[], passed: number[] = []) =>
  suggestions(ranked(a, list, passed)).map((r) => r.exhibitorId)

export const stand = (
  id: number,
  name: string,
  description: string,
  seeking: string | null = null,
): ExhibitorProfile => ({ id, name, description, seeking })

/** The id of the first stand shown of `stands` (name and description; ids from 1 in list order),
 * as the ordering probes' guard tests read a case. */
export const firstShown = (
  a: AttendeeProfile,
  stands: readonly (readonly [name: string, description: string])[],
) =>
  shownIds(
    a,
    stands.map(([name, description], i) => stand(i + 1, name, description)),
  )[0]

/** Runs `run` with one numeric TUNING value changed, then puts it back (TUNING is read-only to
 * the engine's callers; tests that show what a value does set it for one ranking). */
export function withTuning<T>(key: keyof typeof TUNING, value: number, run: () => T): T {
  const tuning = TUNING as unknown as Record<string, unknown>
  const kept = tuning[key]
  tuning[key] = value
  try {
    return run()
  } finally {
    tuning[key] = kept
  }
}
