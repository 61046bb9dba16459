import { describe, expect, it } from 'vitest'
import { ranked, shownIds, stand } from './queue.ts'

const visitor = (seeking: string) => ({
  seeking,
  description: '',
  employmentType: null,
  companyName: null,
})

// Eighteenth pass (session 14): word families of compounds, and no concept of a tool from a verb.
describe('word families in the queue (eighteenth pass, session 14)', () => {
  const guard = stand(1, 'Grip Sicuro', 'Strisce e vernici antiscivolo per rampe e scale esterne.')
  const binders = stand(
    2,
    'Ufficio Facile',
    'Cancelleria: raccoglitori, toner e carta per ufficio.',
  )

  it('partly answers a harm with the "anti-" compound that guards against it', () => {
    const score = ranked(visitor('il pavimento del capannone è uno scivolo quando piove'), [guard])
    expect(score[0]?.score).toBeGreaterThan(0)
  })

  it('shows no binders to someone who wants to collect orders', () => {
    const a = visitor('uno strumento per raccogliere gli ordini dei clienti')
    expect(shownIds(a, [guard, binders])).not.toContain(2)
  })
})
