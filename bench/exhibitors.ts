// Synthetic exhibitors for the matching benchmarks: real fair phrases recombined, plus invented
// words so the vocabulary grows with the count. Seeded: the same count gives the same fair.
import type { ExhibitorProfile } from '../server/domain/matching/types.ts'
import { seeded } from '../tests/fixtures/matching/evaluate.ts'
import { exhibitors as fair } from '../tests/fixtures/matching/fair.ts'

const fragments = (texts: string[]) =>
  texts.flatMap((t) => t.split(/[,:;.]\s*/)).filter((f) => f.trim().length > 3)
const offerPool = fragments(fair.map((e) => e.description ?? ''))
const seekPool = fragments(fair.map((e) => e.seeking ?? ''))
const syllables = ['ta', 'ro', 've', 'li', 'sca', 'mon', 'tri', 'der', 'pal', 'gio', 'fen', 'cu']

/** Synthetic exhibitors: real fair phrases recombined, plus invented words so the vocabulary grows. */
export function synthetic(count: number, seed: number): ExhibitorProfile[] {
  const next = seeded(seed)
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)] as T
  const word = () =>
    Array.from({ length: 3 + Math.floor(next() * 3) }, () => pick(syllables)).join('')
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${word()} ${pick(['Srl', 'Spa', 'Group', 'Italia', 'Lab'])}`,
    description: [
      ...Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(offerPool)),
      `linea ${word()} ${word()}`,
    ].join(', '),
    seeking:
      next() < 0.9
        ? Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(seekPool)).join(', ')
        : null,
  }))
}
