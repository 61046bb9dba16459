// Needs versus context, round two (issue 20, twenty-first pass): longer requests that tell who
// asks (job, past, what they have) or what they do not want beside what they ask for. Invented
// texts only, none from an evaluation set.
import { describe, expect, it } from 'vitest'
import { CONTEXT_PROBES } from '../../../../fixtures/matching/context-probes.ts'
import { shownIds, stand } from './queue.ts'
import { employee, read, weightOf } from './request.ts'

/** Context words of a probe that weigh as something asked for (refused words aside). */
const contextAsked = (text: string, context: string[]) => {
  const features = read(text).filter((f) => !f.key.startsWith('n:') && f.weight >= 0.3)
  return context.filter((word) => features.some((f) => f.surface.toLowerCase().includes(word)))
}

describe('a refusal covers what follows the verb of wanting', () => {
  it('"non voglio le solite bomboniere" refuses the favours, not only "solite"', () => {
    const text = 'Non voglio le solite bomboniere. Cerco qualcosa di artigianale per il battesimo.'
    expect(weightOf(text, 'c:matrimoni')).toBe(0)
    expect(weightOf(text, 'n:c:matrimoni')).toBeGreaterThan(0)
  })

  it('"non cerco fornitori di pesce" refuses the fish', () => {
    const text = 'Gestisco un ristorante. Non cerco fornitori di pesce, mi serve un abbattitore.'
    expect(weightOf(text, 'a:pesc')).toBe(0)
  })

  it('a maker of wedding favours is no match for it', () => {
    const mother = employee(
      'Non voglio le solite bomboniere. Cerco qualcosa di artigianale per il battesimo.',
    )
    const favours = stand(1, 'Bomboniere Sposi', 'Bomboniere e confetti per matrimoni.')
    const crafts = stand(2, 'Mani d’Oro', 'Oggetti artigianali fatti a mano per il battesimo.')
    expect(shownIds(mother, [favours, crafts])).toEqual([2])
  })

  it('"non cerco lavoro né corsi" still refuses both', () => {
    expect(weightOf('non cerco lavoro né corsi', 'c:ricerca-lavoro')).toBe(0)
    expect(weightOf('non cerco lavoro né corsi', 'c:formazione')).toBe(0)
  })

  it('before an infinitive the action is refused, not its object ("nn vogliamo comprare gli sci")', () => {
    const text = 'weekend sulla neve, nn vogliamo comprare gli sci, ci servono a noleggio'
    expect(read(text).some((f) => f.surface === 'sci' && !f.key.startsWith('n:'))).toBe(true)
  })
})

describe('"lavoro come …", "lavoro in …" say who asks', () => {
  it('the workplace after "lavoro in" weighs as context', () => {
    const text = 'Ho 40 anni, lavoro in un caseificio. Vorrei un corso di inglese.'
    expect(weightOf(text, 'c:alimentare')).toBe(0.25)
  })

  it('so when a verbless clause follows it', () => {
    const text = 'Lavoro in un call center, sempre seduta. Vorrei un personal trainer.'
    expect(weightOf(text, 'c:call-center')).toBe(0.25)
  })

  it('a dairy supplier is no match for the English course', () => {
    const clerk = employee('Ho 40 anni, lavoro in un caseificio. Vorrei un corso di inglese.')
    const dairy = stand(1, 'Casari Srl', 'Attrezzature e ricambi per caseifici.')
    const school = stand(2, 'English Now', 'Corsi di inglese per adulti, anche la sera.')
    expect(shownIds(clerk, [dairy, school])).toEqual([2])
  })

  it('"cerco lavoro in …" and "un lavoro in …" still name the job asked for', () => {
    expect(weightOf('cerco lavoro in un call center', 'c:call-center')).toBe(1)
    expect(weightOf('vorrei un lavoro in un call center', 'c:call-center')).toBe(1)
  })
})

describe("the asker's own firm as a subject says who asks", () => {
  const text =
    'La mia azienda fa mobili per ufficio. Cerchiamo un agente di commercio in Lombardia.'

  it('"la mia azienda fa mobili per ufficio" is context', () => {
    expect(weightOf(text, 'c:arredo-ufficio')).toBe(0.25)
    expect(weightOf(text, 'c:rete-vendita')).toBe(1)
  })

  it('an office-furniture maker is no match for it', () => {
    const manager = employee(text)
    const furniture = stand(1, 'Ufficio Design', 'Mobili per ufficio, scrivanie e sedute.')
    const agents = stand(2, 'Rete Agenti', 'Agenti di commercio per aziende in Lombardia.')
    expect(shownIds(manager, [furniture, agents])).toEqual([2])
  })

  it('"il mio negozio ha bisogno di un sito" still asks for the site', () => {
    expect(weightOf('il mio negozio ha bisogno di un sito nuovo', 'c:siti-web')).toBe(1)
  })
})

describe('the past the asker tells is background', () => {
  it('"facevo il geometra" is no building trade asked for', () => {
    const text =
      'Sono in pensione da poco, facevo il geometra. Vorrei imparare a suonare la chitarra.'
    expect(weightOf(text, 'c:edilizia')).toBeLessThanOrEqual(0.25)
  })
})

describe('a concept said as context and then asked for', () => {
  it('is quoted in the words that ask for it', () => {
    const f = read('Sono un musicista. Cerco una sala prove e un tecnico del suono.').find(
      (x) => x.key === 'c:musica',
    )
    expect(f?.weight).toBe(1)
    expect(f?.surface).toBe('sala prove')
  })
})

describe('the probe list of longer requests', () => {
  it('reads no context word as asked for but in the three requests left for later', () => {
    const misread = CONTEXT_PROBES.filter(([text, , context]) => contextAsked(text, context).length)
    expect(misread.map(([text]) => text)).toEqual([
      // The refused action covers "cambiare", not the ERP (by design, see the skis above).
      "Ho un'officina meccanica. Non voglio cambiare gestionale. Cerco solo un ponte sollevatore.",
      // Buying a house is a life event some offers solve; "c'è già" measured and dropped.
      "Ho comprato casa in campagna. Il pozzo c'è già, mi serve una pompa nuova.",
      // A relative as a subject with a verb in the third person: measured and dropped.
      'Mia nonna abita da sola in campagna. Le serve un telesoccorso.',
    ])
  })
})
