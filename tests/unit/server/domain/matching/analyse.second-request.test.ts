// A real second request versus a clause of context (issue 20, eighteenth pass): "già che ci sono"
// and a question about what there is ask for one more thing; they do not say who the asker is.
// Invented texts only, none from an evaluation set.
import { describe, expect, it } from 'vitest'
import { shownIds, stand } from './queue.ts'
import { employee, read, weightOf } from './request.ts'

describe('"già che ci sono" opens one more thing asked for', () => {
  it('what follows it is asked for in full, not read as who the asker is', () => {
    expect(
      weightOf('devo rifare il bagno e già che ci siamo le piastrelle della cucina', 'c:ceramiche'),
    ).toBe(1)
  })

  it('so does a bare noun after it', () => {
    const text = 'cerchiamo un cuoco, e già che ci siamo un pasticcere'
    expect(weightOf(text, 's:pasticc')).toBeGreaterThanOrEqual(0.4)
  })

  it('"già" is no word asked for', () => {
    const keys = read('cerco un idraulico, e già che ci sono un condizionatore').map((f) => f.key)
    expect(keys).not.toContain('s:gia')
  })

  it('"già" elsewhere still counts ("un pollaio già fatto")', () => {
    expect(weightOf('un pollaio già fatto', 's:gia')).toBeGreaterThan(0)
  })

  it('"visto che ci sono …" still gives a reason, as context', () => {
    const text = 'cerco una palestra visto che ci sono molte offerte'
    expect(weightOf(text, 'p:molt offert')).toBeLessThan(0.3)
  })

  it('a state clause without the opening still describes the asker ("siamo in dieci")', () => {
    expect(weightOf('siamo in dieci, cerchiamo una sala riunioni', 's:diec')).toBeLessThan(0.3)
  })
})

describe('a question about what there is asks for it', () => {
  it('"ci sono contributi?" after a need asks for grants in full', () => {
    expect(weightOf('ho un forno a Bari e vorrei ampliarlo, ci sono contributi?', 'c:bandi')).toBe(
      1,
    )
  })

  it('so does "capire se ci sono contributi"', () => {
    const text = 'vorrei un robot di mungitura. Poi capire se ci sono contributi'
    expect(weightOf(text, 'c:bandi')).toBe(1)
  })

  it('a "ci sono" that asks nothing stays as it was ("ci sono anche i tavoli")', () => {
    const text = 'ho un bar, cerco un gelataio e ci sono anche i tavoli da cambiare'
    expect(weightOf(text, 's:tavol')).toBeLessThan(0.3)
  })

  it('a grants adviser is suggested for the question', () => {
    const baker = employee('ho un forno a Bari e vorrei ampliarlo, ci sono contributi?')
    const grants = stand(
      1,
      'Finanza Agevolata Sud',
      'Bandi e contributi a fondo perduto per imprese.',
    )
    const ovens = stand(2, 'Forni Rossi', 'Forni professionali per panifici e pizzerie.')
    expect(shownIds(baker, [grants, ovens])).toContain(1)
  })
})
