// The Smart Matching engine behind the interface the matches routes call: reciprocal (what the
// attendee seeks against what the exhibitor offers, and the reverse), Italian-aware, calibrated.
import {
  analyse,
  buildDoc,
  closestWord,
  isKnownStem,
  type DocEntry,
  type Feature,
} from './analyse.ts'
import { explain, type MatchedPair } from './reason.ts'
import { stem, tokenize } from './text.ts'
import type { AttendeeProfile, ExhibitorProfile, RankedExhibitor } from './types.ts'

export type { AttendeeProfile, ExhibitorProfile, RankedExhibitor } from './types.ts'

/** The exhibitor side, processed once per vendor change (see prepareExhibitor). */
export interface PreparedExhibitor {
  id: number
  name: string
  /** What they offer: name and description, with wider concepts. */
  offer: Map<string, DocEntry>
  /** Distinct words of the offer (8+ letters), to correct attendees' typos against. */
  offerWords: string[]
  /** What they seek, as weighted features grouped into needs; empty if they said nothing. */
  seeking: Feature[]
}

export const TUNING = {
  /** Smoothing of corpus weighting: as if this many more exhibitors lacked every feature. */
  idfPrior: 20,
  /** Share of a feature's weight that does not depend on its rarity. */
  idfFloor: 0.4,
  /** Credit when only a wider concept of what is asked is present. */
  broaderCredit: 0.5,
  /** Credit of an ambiguous word matched on its surface alone. */
  ambiguousCredit: 0.35,
  /** A need is fully answerable only if it carries at least this much weight. */
  minNeedWeight: 1,
  /** Forward fit = best need × this + overall coverage × the rest. */
  forwardBestNeed: 0.65,
  /** Backward fit: exhibitors usually list alternatives ("negozi, artigiani e marchi"). */
  backwardBestNeed: 0.8,
  /** Score when the exhibitor's side does not match at all, as a share of the forward fit. */
  oneSidedFloor: 0.45,
  /** Score of an exhibitor that seeks someone like the attendee but offers nothing asked, at best. */
  backwardOnly: 0.08,
  /** Backward fit assumed when the exhibitor did not say what they seek. */
  unknownBackward: 0.5,
  /** Profile words that come from the attendee's own "Cosa cerchi" count this much. */
  seekingInProfile: 0.5,
  /** Asked words that no exhibitor uses weigh this much of their weight (mostly filler). */
  unknownWord: 0.5,
  /** What an exhibitor seeks that is itself an opportunity (interns, hires) counts as offered. */
  reciprocalOffer: 0.8,
  /** Matched words lighter than this are not quoted in reasons. */
  quotedWeight: 0.4,
} as const

const EMPLOYMENT_TEXT = {
  private: 'privato',
  self_employed: 'lavoratore autonomo, ditta',
  employee: 'dipendente di azienda',
} as const

/** Seeking these means offering them: an exhibitor looking for interns offers internships. */
const RECIPROCAL_CONCEPTS = new Set(['c:tirocinio'])

export function prepareExhibitor(e: ExhibitorProfile): PreparedExhibitor {
  const offerText = `${e.name}. ${e.description ?? ''}`
  const words = new Set<string>()
  for (const t of tokenize(offerText)) if (!t.stop && t.word.length >= 8) words.add(t.word)
  const seeking = e.seeking?.trim() ? analyse(e.seeking) : []
  const offer = buildDoc([{ text: offerText, strength: 1 }])
  for (const f of seeking) {
    if (RECIPROCAL_CONCEPTS.has(f.key) && !offer.has(f.key)) {
      offer.set(f.key, { strength: TUNING.reciprocalOffer, surface: f.surface })
    }
  }
  return { id: e.id, name: e.name, offer, offerWords: [...words], seeking }
}

function idfFactor(df: number, n: number): number {
  const total = n + TUNING.idfPrior
  const idf = Math.log((total + 1) / (df + 1)) / Math.log(total + 1)
  return TUNING.idfFloor + (1 - TUNING.idfFloor) * idf
}

/** Credit (0..1) that a document gives to one asked feature, and the words that gave it. */
function credit(
  f: Feature,
  doc: Map<string, DocEntry>,
): { value: number; found: string } | undefined {
  const direct = doc.get(f.key)
  if (direct) {
    const factor = f.kind === 'ambiguous' ? TUNING.ambiguousCredit : 1
    return { value: direct.strength * f.strength * factor, found: direct.surface }
  }
  for (const b of f.broader) {
    const wider = doc.get(`c:${b}`)
    if (wider)
      return { value: wider.strength * f.strength * TUNING.broaderCredit, found: wider.surface }
  }
  return undefined
}

interface Fit {
  value: number
  pairs: MatchedPair[]
  ambiguous: MatchedPair[]
}

/** Weighted coverage of the asked features, blending the best-answered need and the whole. */
function fit(
  asked: Feature[],
  weights: number[],
  doc: Map<string, DocEntry>,
  bestNeed: number,
): Fit {
  const needs = new Map<number, { got: number; total: number; base: number }>()
  let got = 0
  let total = 0
  let base = 0
  const pairs: MatchedPair[] = []
  const ambiguous: MatchedPair[] = []
  for (let i = 0; i < asked.length; i++) {
    const f = asked[i]
    if (!f) continue
    const w = weights[i] ?? 0
    const c = credit(f, doc)
    const gained = c ? c.value * w : 0
    const need = needs.get(f.need) ?? { got: 0, total: 0, base: 0 }
    need.got += gained
    need.total += w
    need.base += f.weight
    needs.set(f.need, need)
    got += gained
    total += w
    base += f.weight
    if (c && f.weight >= TUNING.quotedWeight) {
      const pair = { asked: f.surface, found: c.found, contribution: gained }
      if (f.kind === 'ambiguous') ambiguous.push(pair)
      else pairs.push(pair)
    }
  }
  if (!total) return { value: 0, pairs, ambiguous }
  const cover = (g: number, t: number, b: number) => (g / t) * Math.min(1, b / TUNING.minNeedWeight)
  let best = 0
  for (const n of needs.values()) if (n.total) best = Math.max(best, cover(n.got, n.total, n.base))
  const value = bestNeed * best + (1 - bestNeed) * cover(got, total, base)
  return { value: Math.min(1, value), pairs, ambiguous }
}

/** Replaces asked words found in no offer with a near spelling that some offer uses. */
function correctTypos(
  asked: Feature[],
  df: Map<string, number>,
  exhibitors: PreparedExhibitor[],
): Feature[] {
  return asked.map((f) => {
    if (f.kind !== 'stem' || !f.word || (df.get(f.key) ?? 0) > 0 || isKnownStem(stem(f.word)))
      return f
    const candidates = new Set<string>()
    for (const e of exhibitors)
      for (const w of e.offerWords) if (w[0] === f.word[0]) candidates.add(w)
    const fixed = closestWord(f.word, candidates)
    return fixed ? { ...f, key: `s:${stem(fixed)}`, strength: f.strength * 0.85 } : f
  })
}

function countDf(keys: string[], docs: Iterable<Map<string, DocEntry>>): Map<string, number> {
  const df = new Map<string, number>(keys.map((k) => [k, 0]))
  for (const doc of docs) for (const k of keys) if (doc.has(k)) df.set(k, (df.get(k) ?? 0) + 1)
  return df
}

export function rankExhibitors(
  attendee: AttendeeProfile,
  exhibitors: PreparedExhibitor[],
): RankedExhibitor[] {
  const n = exhibitors.length
  let asked = analyse(attendee.seeking)
  let df = countDf(
    asked.map((f) => f.key),
    exhibitors.map((e) => e.offer),
  )
  if (asked.some((f) => f.kind === 'stem' && (df.get(f.key) ?? 0) === 0)) {
    asked = correctTypos(asked, df, exhibitors)
    df = countDf(
      asked.map((f) => f.key),
      exhibitors.map((e) => e.offer),
    )
  }
  const askedWeights = asked.map((f) => {
    const d = df.get(f.key) ?? 0
    const unknown = d === 0 && f.kind === 'stem' ? TUNING.unknownWord : 1
    return f.weight * unknown * idfFactor(d, n)
  })

  const profile = buildDoc([
    { text: attendee.description, strength: 1 },
    { text: attendee.companyName ?? '', strength: 1 },
    { text: attendee.employmentType ? EMPLOYMENT_TEXT[attendee.employmentType] : '', strength: 1 },
    { text: attendee.seeking, strength: TUNING.seekingInProfile },
  ])
  const seekDf = new Map<string, number>()
  for (const e of exhibitors)
    for (const f of e.seeking) seekDf.set(f.key, (seekDf.get(f.key) ?? 0) + 1)

  const ranked = exhibitors.map((e): RankedExhibitor => {
    const forward = fit(asked, askedWeights, e.offer, TUNING.forwardBestNeed)
    const hasSeeking = e.seeking.some((f) => f.kind !== 'generic')
    const backward = hasSeeking
      ? fit(
          e.seeking,
          e.seeking.map((f) => f.weight * idfFactor(seekDf.get(f.key) ?? 0, n)),
          profile,
          TUNING.backwardBestNeed,
        )
      : undefined
    const b = backward ? backward.value : TUNING.unknownBackward
    const mutual = forward.value * (TUNING.oneSidedFloor + (1 - TUNING.oneSidedFloor) * b)
    const score = Math.max(mutual, backward ? TUNING.backwardOnly * backward.value : 0)
    const reason = explain({
      name: e.name,
      forward: forward.pairs,
      ambiguous: forward.ambiguous,
      backward: backward?.pairs ?? [],
      exhibitorSeeks: hasSeeking
        ? e.seeking.filter((f) => f.weight >= TUNING.quotedWeight).map((f) => f.surface)
        : null,
    })
    return {
      exhibitorId: e.id,
      score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000,
      reason,
    }
  })
  return ranked.sort((a, b) => b.score - a.score || a.exhibitorId - b.exhibitorId)
}
