// The Italian sentence behind 'Perché questo match?': it quotes what matched on each side and says
// plainly when only one side matches or when the only shared word is ambiguous.
import { displaySurface } from './text.ts'

export interface MatchedPair {
  /** What the asking side wrote. */
  asked: string
  /** What the other side wrote that answers it. */
  found: string
  contribution: number
  /** Found in the attendee's own "Cosa cerchi" rather than in their description. */
  foundInSeeking?: boolean
}

export interface ReasonInput {
  name: string
  forward: MatchedPair[]
  ambiguous: MatchedPair[]
  backward: MatchedPair[]
  /** What the exhibitor seeks, quoted when the attendee does not fit it; null if they said nothing. */
  exhibitorSeeks: string[] | null
}

function quoteList(items: string[]): string {
  const q = [...new Set(items.map(displaySurface))].map((s) => `«${s}»`)
  if (q.length <= 1) return q.join('')
  return `${q.slice(0, -1).join(', ')} e ${q.at(-1)}`
}

function top(pairs: MatchedPair[], n: number): MatchedPair[] {
  return [...pairs].sort((a, b) => b.contribution - a.contribution).slice(0, n)
}

function same(pairs: MatchedPair[]): boolean {
  return pairs.every((p) => p.asked.toLowerCase() === p.found.toLowerCase())
}

export function explain(input: ReasonInput): string {
  const r = { ...input, name: input.name.trim() || "quest'azienda" }
  const fwd = top(r.forward, 3)
  const bwdProfile = top(
    r.backward.filter((p) => !p.foundInSeeking),
    2,
  )
  const bwd = bwdProfile.length ? bwdProfile : top(r.backward, 2)
  const parts: string[] = []
  if (fwd.length) {
    const asked = quoteList(fwd.map((p) => p.asked))
    parts.push(
      same(fwd)
        ? `Cerchi ${asked}, proprio ciò che offre ${r.name}.`
        : `Cerchi ${asked}: ${r.name} offre ${quoteList(fwd.map((p) => p.found))}.`,
    )
  } else if (r.ambiguous.length) {
    const words = r.ambiguous.map((p) => p.asked)
    parts.push(
      `Con ${r.name} hai in comune solo ${words.length > 1 ? 'le parole' : 'la parola'} ${quoteList(words)}, che può avere più significati: verifica che offrano ciò che cerchi.`,
    )
  } else if (bwd.length) {
    parts.push(`${r.name} non sembra offrire ciò che cerchi,`)
  }
  if (bwd.length) {
    const found = quoteList(bwd.map((p) => p.found))
    const sentence = `cercano ${quoteList(bwd.map((p) => p.asked))}: ${bwdProfile.length ? `nel tuo profilo c'è ${found}` : `ne parli anche in ciò che cerchi (${found})`}.`
    parts.push(!fwd.length && !r.ambiguous.length ? `ma ${sentence}` : `Loro ${sentence}`)
  } else if (fwd.length || r.ambiguous.length) {
    parts.push(
      r.exhibitorSeeks === null
        ? `L'azienda non ha indicato chi cerca.`
        : `Non risulta però che cerchino profili come il tuo: cercano ${quoteList(r.exhibitorSeeks.slice(0, 2))}.`,
    )
  }
  if (!parts.length) return `Nessuna corrispondenza tra ciò che cerchi e ciò che offre ${r.name}.`
  return parts.join(' ')
}

/**
 * Why an exhibitor rose for its interest in other attendees (issue 21). It quotes only the
 * reader's own words and says "altri visitatori", never who or how many.
 */
export function engagementSentence(
  name: string,
  words: string[],
  kinds: { mutual: boolean; lead: boolean },
): string {
  const who = name.trim() || "Quest'azienda"
  const asking = words.length ? ` che cercano ${quoteList(words)}` : ''
  const others = `altri visitatori${asking}, come te`
  if (kinds.mutual && kinds.lead) {
    return `${who} ha già risposto «Interessa anche a noi» ad ${others}, e ne ha incontrati allo stand: l'abbiamo messa più in alto.`
  }
  if (kinds.mutual) {
    return `${who} ha già risposto «Interessa anche a noi» ad ${others}: l'abbiamo messa più in alto.`
  }
  return `${who} ha già incontrato allo stand ${others}: l'abbiamo messa più in alto.`
}
