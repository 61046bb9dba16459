// The Smart Matching engine behind the interface the matches routes call. First version:
// reciprocal overlap of Italian stems, each side normalised, combined so one-sided ranks lower.
import { contentTokens } from './text.ts'
import type { AttendeeProfile, ExhibitorProfile, RankedExhibitor } from './types.ts'

export type { AttendeeProfile, ExhibitorProfile, RankedExhibitor } from './types.ts'

export interface PreparedExhibitor {
  id: number
  name: string
  /** stem → a surface word, for what the exhibitor offers (name + description). */
  offer: Map<string, string>
  /** stem → a surface word, for what the exhibitor seeks. */
  seeking: Map<string, string>
}

function stemMap(text: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const t of contentTokens(text)) if (!map.has(t.stem)) map.set(t.stem, t.word)
  return map
}

export function prepareExhibitor(e: ExhibitorProfile): PreparedExhibitor {
  return {
    id: e.id,
    name: e.name,
    offer: stemMap(`${e.name} ${e.description ?? ''}`),
    seeking: stemMap(e.seeking ?? ''),
  }
}

const EMPLOYMENT_WORDS = {
  private: 'privato visitatore consumatore',
  self_employed: 'libero professionista lavoratore autonomo',
  employee: 'dipendente azienda',
} as const

function overlap(query: Map<string, string>, doc: Map<string, string>): string[] {
  const hits: string[] = []
  for (const [s, w] of query) if (doc.has(s)) hits.push(w)
  return hits
}

export function rankExhibitors(
  attendee: AttendeeProfile,
  exhibitors: PreparedExhibitor[],
): RankedExhibitor[] {
  const seeks = stemMap(attendee.seeking)
  const profile = stemMap(
    [
      attendee.description,
      attendee.companyName ?? '',
      attendee.employmentType ? EMPLOYMENT_WORDS[attendee.employmentType] : '',
    ].join(' '),
  )
  const ranked = exhibitors.map((e) => {
    const forward = overlap(seeks, e.offer)
    const backward = overlap(e.seeking, profile)
    const f = seeks.size ? forward.length / seeks.size : 0
    const b = e.seeking.size ? backward.length / e.seeking.size : 0
    const score = Math.min(1, Math.sqrt((f + 0.1) * (b + 0.1)) - 0.1)
    const parts: string[] = []
    if (forward.length)
      parts.push(`Cerchi ${forward.join(', ')}: ${e.name} ne parla nella sua offerta.`)
    if (backward.length)
      parts.push(`Loro cercano ${backward.join(', ')}, che compare nel tuo profilo.`)
    if (!parts.length) parts.push(`Nessuna parola in comune tra il tuo profilo e ${e.name}.`)
    return {
      exhibitorId: e.id,
      score: Math.max(0, Math.round(score * 1000) / 1000),
      reason: parts.join(' '),
    }
  })
  return ranked.sort((a, b) => b.score - a.score || a.exhibitorId - b.exhibitorId)
}
