// Smart Matching's honest queue, end to end on the real server and demo fair: a visitor with one
// narrow need gets only the exhibitors that answer it, decides them, and then sees the empty
// state, on the Smart Matching screen and on the home card alike.
import { expect, test } from '@playwright/test'
import { newVisitorAtMatchingGate } from './session.ts'

/** The demo fair's exhibitors that offer technical translations (server/demo/data). */
const RELEVANT = ['TraduciMondo']

test('a narrow need: only relevant suggestions, each decided, then the empty state', async ({
  page,
}) => {
  await newVisitorAtMatchingGate(page)
  await page
    .getByLabel('Cosa cerchi *')
    .fill(
      'Cerco un servizio di traduzioni tecniche per tradurre i manuali delle macchine in tedesco',
    )
  await page
    .getByLabel('La tua descrizione *')
    .fill("Lavoro nell'ufficio export di un'azienda meccanica")
  await page.getByRole('button', { name: 'Salva e trova i miei match' }).click()

  const card = page.getByRole('article')
  await expect(card).toHaveCount(1, { timeout: 15_000 })
  const position = page.getByText(/^1 di \d+$/)
  const queued = Number((await position.innerText()).split(' di ')[1])
  expect(queued).toBeGreaterThanOrEqual(1)
  expect(queued).toBeLessThanOrEqual(RELEVANT.length)

  const seen: string[] = []
  for (let left = queued; left > 0; left--) {
    await expect(page.getByText(`1 di ${left}`)).toBeVisible()
    const name = await card.getByRole('heading', { level: 2 }).innerText()
    expect(RELEVANT).toContain(name)
    seen.push(name)
    // The reason names what was asked for and what the exhibitor offers.
    await expect(card.getByText(/^Cerchi «.*traduzion/)).toBeVisible()
    await page.getByRole('button', { name: left % 2 ? '✅ Mi interessa' : '❌ Passa' }).click()
    if (left > 1) await expect(card.getByRole('heading', { level: 2 })).not.toHaveText(name)
  }
  await expect(page.getByText('Nessun nuovo match disponibile')).toBeVisible()
  await expect(card).toHaveCount(0)
  expect(new Set(seen).size).toBe(queued)

  // The home card counts the same (now empty) queue.
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page.getByText('Nessun nuovo match per ora: torna più tardi.')).toBeVisible()
  await expect(page.getByText(/aziende? ti aspett/)).toHaveCount(0)

  // The decisions are in the history.
  await page.getByRole('link', { name: 'Smart Matching' }).click()
  await page.getByRole('tab', { name: 'Cronologia' }).click()
  await expect(page.getByRole('button', { name: `Tutti (${queued})` })).toBeVisible()
})
