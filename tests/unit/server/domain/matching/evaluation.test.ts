// Keeps Smart Matching's quality on the labelled set from regressing (see docs/matching.md).
import { describe, expect, it } from 'vitest'
import { engineRanker, evaluate, overlapRanker } from '../../../../fixtures/matching/evaluate.ts'
import { attendees, exhibitors } from '../../../../fixtures/matching/fair.ts'

/** Reached 0.945 when this test was written; a small margin for harmless reordering. */
const NDCG_FLOOR = 0.93

describe('Smart Matching on the labelled evaluation set', () => {
  const engine = evaluate(engineRanker())
  const overlap = evaluate(overlapRanker())

  it('covers at least 25 visitors and 50 exhibitors', () => {
    expect(attendees.length).toBeGreaterThanOrEqual(25)
    expect(exhibitors.length).toBeGreaterThanOrEqual(50)
  })

  it(`keeps nDCG@5 at or above ${NDCG_FLOOR}`, () => {
    expect(engine.mean.ndcg).toBeGreaterThanOrEqual(NDCG_FLOOR)
  })

  it('stays at least 0.25 nDCG@5 above plain word overlap', () => {
    expect(engine.mean.ndcg - overlap.mean.ndcg).toBeGreaterThanOrEqual(0.25)
  })

  it('finds something relevant first for nearly everyone', () => {
    expect(engine.mean.mrr).toBeGreaterThanOrEqual(0.95)
  })
})
