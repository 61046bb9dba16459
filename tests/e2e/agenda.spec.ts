// The personal agenda on the real server and demo fair: starring overlapping talks, the warning,
// a talk's page and its .ics, and programme filters kept in the URL across Back and a reload.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { PASSWORD, logIn, registerAndVerify, unique } from './session.ts'

test('star two overlapping talks, see the warning, download a talk as .ics', async ({ page }) => {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)
  await page.goto('/events?giorno=16')
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  // The first two talks of the 16th, in time order: 09:30 on Stage 1 and 10:00 on Stage 2.
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await card.getByRole('button', { name: /^Aggiungi ".*" alla mia agenda$/ }).click()
    await expect(card.getByRole('button', { name: /^Togli / })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  }
  const title = await cards.nth(0).getByRole('heading').textContent()

  await page.getByRole('button', { name: 'La mia agenda', exact: true }).click()
  await expect(page).toHaveURL(/vista=agenda/)
  await expect(cards).toHaveCount(2)
  await expect(
    page.getByText('Attenzione: alcuni talk della tua agenda si sovrappongono.'),
  ).toBeVisible()
  await expect(page.getByText('Si sovrappone a un altro talk')).toHaveCount(2)

  // Kept on the server: a reload reads them back.
  await page.reload()
  await expect(cards).toHaveCount(2)

  await cards.nth(0).getByRole('link').click()
  await expect(page).toHaveURL(/\/events\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Aggiungi al calendario' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const ics = await readFile(await download.path(), 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toContain('DTSTART;TZID=Europe/Rome:20251016T093000')
  expect(ics).toContain(`SUMMARY:${title}`)
})

test('programme filters live in the URL: kept after a talk page and Back, and a reload', async ({
  page,
}) => {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)
  await page.getByRole('link', { name: 'Eventi' }).click()
  const day17 = page.getByRole('button', { name: '17 Ottobre' })
  await day17.click()
  await page.getByRole('searchbox').fill('a')
  await expect(page).toHaveURL(/giorno=17/)
  await expect(page).toHaveURL(/q=a/)
  const cards = page.getByRole('article')
  await expect(cards.first()).toContainText('17 ottobre')

  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/events\/\d+$/)
  await page.goBack()
  await expect(page).toHaveURL(/giorno=17/)
  await expect(day17).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('searchbox')).toHaveValue('a')

  await page.reload()
  await expect(day17).toHaveAttribute('aria-pressed', 'true')
  // SPEC: a second click toggles the filter off, and the URL follows.
  await day17.click()
  await expect(day17).toHaveAttribute('aria-pressed', 'false')
  await expect(page).not.toHaveURL(/giorno=/)
})

test('the company search lives in the URL too', async ({ page }) => {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)
  await page.goto('/vendors')
  await page.getByRole('searchbox').fill('energia')
  await expect(page).toHaveURL(/q=energia/)
  await page.goto('/events')
  await page.goBack()
  await expect(page.getByRole('searchbox')).toHaveValue('energia')
})
