import { describe, expect, it } from 'vitest'
import { concepts, readsAs, readsNotAs, scores, stand } from './lexicon-cases.ts'

// The thirteenth pass (docs/matching.md, "Thirteenth pass: activities, goals and life events"): a
// consumer names what they want to do or what is happening in their life, not the offer; each
// phrasing reads as the concept of the offers that serve it.

describe('activities and goals read as the offer that serves them', () => {
  readsAs([
    ['voglio imparare a ballare', 'danza'],
    ['lezioni di ballo per due', 'danza'],
    ['una lezione di ballo di prova', 'danza'],
    ['vorrei fare un viaggio in Giappone', 'turismo'],
    ['organizzare un viaggio di gruppo', 'turismo'],
    ['andare al mare ad agosto', 'turismo'],
    ['una gita fuori porta', 'turismo'],
    ['voglio andare in montagna', 'outdoor'],
    ['iniziare a correre', 'outdoor'],
    ['perdere qualche chilo', 'forma-fisica'],
    ['perdere dei chili dopo le feste', 'forma-fisica'],
    ['imparare a dipingere', 'arte'],
    ['imparare a disegnare', 'arte'],
    ['imparare a fotografare', 'fotografia'],
    ['imparare a cantare', 'musica'],
    ['imparare a sciare', 'sport'],
    ['quest anno imparo a sciare', 'sport'],
    ['imparare a guidare', 'autoscuola'],
  ])
})

describe('life events read as the offer that serves them', () => {
  readsAs([
    ['aspetto un figlio', 'gravidanza'],
    ['aspettiamo una bambina a maggio', 'gravidanza'],
    ['sono in dolce attesa', 'gravidanza'],
    ['è nato mio figlio', 'infanzia'],
    ['iscrivere il bambino al nido', 'infanzia'],
    ['la prima comunione di mia figlia', 'servizi-religiosi'],
    ['mia madre non può più vivere da sola', 'anziani-soli'],
    ["iscrivere il figlio all'università", 'orientamento'],
    ['ho perso il lavoro', 'ricerca-lavoro'],
    ['sono stato licenziato', 'ricerca-lavoro'],
    ['cerco un nuovo lavoro', 'ricerca-lavoro'],
    ['ci separiamo', 'liti-private'],
  ])
})

describe('guards: context and look-alikes keep their own sense', () => {
  readsNotAs([
    ['ho fatto un viaggio in Giappone', 'turismo'],
    ['vivo in montagna', 'outdoor'],
    ['in dolce attesa', 'dolci'],
    ['imparare a cantare', 'edilizia'],
    ['iniziare a correre', 'spedizioni'],
    ['separare i rifiuti', 'liti-private'],
    ['un lavoratore autonomo', 'anziani-soli'],
  ])
  it('reads no party from a bare "festa"', () => {
    expect(concepts('festa')).toEqual([])
  })
})

describe('a stated goal meets the stand that serves it', () => {
  it('"ho perso il lavoro" finds the job agency, not a furniture shop', () => {
    const agency = stand(
      1,
      'Lavoro Subito',
      'Agenzia per il lavoro: offerte di impiego e aiuto con il curriculum.',
    )
    const sofa = stand(2, 'Divani Comodi', 'Divani e poltrone su misura.')
    const s = scores('ho perso il lavoro', [agency, sofa])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })
  it('"voglio imparare a ballare" finds the dance school above a music shop', () => {
    const dance = stand(1, 'Passo a Due', 'Scuola di danza per adulti e bambini.')
    const music = stand(2, 'Note Blu', 'Strumenti musicali e lezioni di chitarra.')
    const s = scores('voglio imparare a ballare', [dance, music])
    expect(s.get(1)).toBeGreaterThan(0.1)
    expect(s.get(2) ?? 0).toBeLessThan((s.get(1) ?? 0) / 3)
  })
})
